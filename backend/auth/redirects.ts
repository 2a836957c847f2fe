/**
 * Where an Auth link or redirect may send the browser: a URL on the site (`site_url`: same scheme,
 * host and port) or one matching an entry of `additional_redirect_urls`, both from
 * supabase/config.toml. Entries are exact URLs or glob patterns as Supabase Auth reads them
 * (`*` any run of characters but `.` and `/`, `**` any run at all, `?` one character but `.` and
 * `/`). Anything else, and any URL with a space or control character, is refused with 400
 * validation_failed instead of silently replaced, so a wrong redirect is noticed.
 */
import { AuthError } from './errors';

const MAX_URL_LENGTH = 2048;

/** A config.toml redirect pattern as a regular expression matched against the whole URL. */
export function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '*' && pattern[i + 1] === '*') {
      source += '.*';
      i++;
    } else if (ch === '*') source += '[^./]*';
    else if (ch === '?') source += '[^./]';
    else source += ch.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');
  }
  return new RegExp(`^${source}$`, 's');
}

export type RedirectCheck = (candidate: string | null | undefined) => string;

/** Returns a checker that gives the URL to redirect to, or throws 400 validation_failed. */
export function createRedirectCheck(siteUrl: string, allowList: readonly string[]): RedirectCheck {
  const site = new URL(siteUrl);
  const patterns = allowList.map(globToRegExp);
  const refuse = (detail: string): never => {
    throw new AuthError(
      400,
      'validation_failed',
      `redirect_to is not allowed: ${detail}. Use the site URL (${site.origin}) or an entry of additional_redirect_urls in supabase/config.toml.`,
    );
  };
  return (candidate) => {
    if (candidate === null || candidate === undefined || candidate === '') return siteUrl;
    if (candidate.length > MAX_URL_LENGTH) refuse(`longer than ${MAX_URL_LENGTH} characters`);
    // eslint-disable-next-line no-control-regex
    if (/[\x00-\x20\x7f]/.test(candidate)) refuse('it contains a space or control character');
    let url: URL;
    try {
      url = new URL(candidate);
    } catch {
      return refuse('not an absolute URL');
    }
    const web = url.protocol === 'http:' || url.protocol === 'https:';
    if (web && url.origin === site.origin && !url.username && !url.password) return candidate;
    if (patterns.some((p) => p.test(candidate))) return candidate;
    return refuse(`${url.origin} is not the site or an allowed redirect URL`);
  };
}
