/**
 * Where an Auth link or redirect sends the browser, as Supabase Auth (GoTrue) decides it (its
 * `GetReferrer` and `IsRedirectURLValid`): the first valid candidate, else the site URL,
 * silently. Never an error: a bad `redirect_to` is replaced, not refused. A candidate is valid
 * when it is
 * - on the site (`site_url` of supabase/config.toml): same scheme and host, and the same port
 *   unless the host is a loopback name (`localhost`, `*.localhost`, `127.0.0.1`, `[::1]`,
 *   `0.0.0.0`, `[::]`), whose port may vary (RFC 8252 7.3);
 * - or on a loopback IP address (127.0.0.0/8, ::1), any scheme and port;
 * - or matches an entry of `additional_redirect_urls` (without its `#fragment`), a glob as
 *   gobwas/glob reads it with `.` and `/` as separators: `*` any run without them, `**` any run,
 *   `?` one character but them, `[abc]`, `[a-z]`, `[!abc]` one character, `{a,b}` either, `\x` x;
 * and GoTrue's refusals come first: a host of digits only (a decimal IP address), another IP
 * address, and for http(s) a host with characters a host name does not use.
 * Stricter than GoTrue, so that what is checked is what the browser follows: a candidate with a
 * character outside printable ASCII (CR/LF, space, tab, non-ASCII), a backslash, more than 2048
 * characters, or a host that the WHATWG URL parser reads differently from its text is treated
 * as malformed, and malformed candidates fall back to the site URL like any other invalid one.
 */

const MAX_URL_LENGTH = 2048;
const SEPARATOR = '[^./]';
const DECIMAL_HOST = /^[0-9]+$/;
const REGULAR_HOSTNAME = /^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0', '[::]']);

const escapeRegExp = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');

/**
 * A config.toml redirect pattern (gobwas/glob syntax, separators `.` and `/`) as a regular
 * expression matched against the whole URL. Throws on an unclosed `[` or `{`, as GoTrue refuses
 * to start with one.
 */
function globToRegExp(pattern: string): RegExp {
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(`additional_redirect_urls entry ${JSON.stringify(pattern)}: ${why}`);
  };
  const parse = (inBraces: boolean): string => {
    let source = '';
    while (i < pattern.length) {
      const ch = pattern[i];
      if (inBraces && (ch === ',' || ch === '}')) return source;
      i++;
      if (ch === '\\' && i < pattern.length) source += escapeRegExp(pattern[i++]);
      else if (ch === '*' && pattern[i] === '*') {
        source += '[\\s\\S]*';
        i++;
      } else if (ch === '*') source += `${SEPARATOR}*`;
      else if (ch === '?') source += SEPARATOR;
      else if (ch === '[') {
        const end = pattern.indexOf(']', i);
        if (end < 0) fail('unclosed [');
        let body = pattern.slice(i, end);
        const negated = body.startsWith('!');
        if (negated) body = body.slice(1);
        const members = body.replace(/[\\^\]]/g, '\\$&');
        source += `[${negated ? '^' : ''}${members}]`;
        i = end + 1;
      } else if (ch === '{') {
        const options = [parse(true)];
        while (pattern[i] === ',') {
          i++;
          options.push(parse(true));
        }
        if (pattern[i] !== '}') fail('unclosed {');
        i++;
        source += `(?:${options.join('|')})`;
      } else source += escapeRegExp(ch);
    }
    return source;
  };
  return new RegExp(`^${parse(false)}$`);
}

/** The host as written in the URL text (no user info, no port), lower case; '' without one. */
function writtenHost(candidate: string): string {
  const authority = /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/([^/?#]*)/.exec(candidate)?.[1] ?? '';
  const host = authority.slice(authority.lastIndexOf('@') + 1);
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1).toLowerCase();
  const colon = host.lastIndexOf(':');
  return (colon < 0 ? host : host.slice(0, colon)).toLowerCase();
}

/** Go's net.ParseIP(...).IsLoopback() on a WHATWG host; undefined when it is not an IP. */
function ipIsLoopback(host: string): boolean | undefined {
  const v4 = IPV4.exec(host);
  if (v4) return v4.slice(1).every((n) => Number(n) <= 255) ? v4[1] === '127' : undefined;
  if (host.startsWith('[')) return host === '[::1]' || /^\[::ffff:7f[0-9a-f]{2}:/.test(host);
  return undefined;
}

const isLoopbackName = (host: string) => LOOPBACK_NAMES.has(host) || host.endsWith('.localhost');

/** The URL the browser would follow for a well-formed candidate; undefined when malformed. */
function parseStrictly(candidate: string): URL | undefined {
  if (candidate.length > MAX_URL_LENGTH || /[^\x21-\x7e]|\\/.test(candidate)) return undefined;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return undefined;
  }
  const written = writtenHost(candidate);
  const bracketed = written.startsWith('[') && url.hostname.startsWith('[');
  return bracketed || written === url.hostname.toLowerCase() ? url : undefined;
}

export type RedirectCheck = (...candidates: Array<string | null | undefined>) => string;

/** Returns a function giving the first valid candidate, or the site URL when none is. */
export function createRedirectCheck(siteUrl: string, allowList: readonly string[]): RedirectCheck {
  const site = new URL(siteUrl);
  const patterns = allowList.map(globToRegExp);
  const isValid = (candidate: string): boolean => {
    const url = parseStrictly(candidate);
    if (!url) return false;
    const host = url.hostname.toLowerCase();
    if (
      host === site.hostname.toLowerCase() &&
      url.protocol === site.protocol &&
      (url.port === site.port || isLoopbackName(host))
    ) {
      return true;
    }
    if (DECIMAL_HOST.test(host)) return false;
    const loopback = ipIsLoopback(host);
    if (loopback !== undefined) return loopback;
    const web = url.protocol === 'http:' || url.protocol === 'https:';
    if (web && !REGULAR_HOSTNAME.test(host)) return false;
    const withoutFragment = candidate.split('#')[0];
    return patterns.some((p) => p.test(withoutFragment));
  };
  return (...candidates) => candidates.find((c) => c && isValid(c)) ?? siteUrl;
}
