/**
 * Where a tap on a reminder may go (docs/reminders.md): the push's `url` (due-reminders.ts builds
 * `/habit/<id>?date=<day>`) only when it is a path of the app's own origin. The service worker
 * (src/sw.ts) opens or focuses a window with it and the page (app/open-from-notification.tsx)
 * navigates to it; both ask this first, so a push naming `https://other.example`, `//host`,
 * `/\host`, `/<tab>/host` (the URL parser drops tabs and line breaks) or `javascript:` opens
 * nothing but the app.
 *
 * config/paths.ts `safeReturnPath` checks a login return path the same way by its first
 * characters; this one also parses the URL as the browser will and compares the origin.
 */
export function sameOriginPath(url: unknown, origin: string): string | null {
  if (typeof url !== 'string' || !url.startsWith('/')) return null;
  if (url.startsWith('//') || url.startsWith('/\\')) return null;
  let parsed: URL;
  let own: string;
  try {
    parsed = new URL(url, origin);
    own = new URL(origin).origin;
  } catch {
    return null;
  }
  if (parsed.origin !== own) return null;
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  // `/.//host` is this origin's path `//host`, which read again as a URL names another host.
  return path.startsWith('//') ? null : path;
}
