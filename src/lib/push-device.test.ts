/**
 * What this browser can do for reminders: iOS outside the Home Screen app must be told to
 * install first (it has no Web Push there), a browser without the APIs cannot, the rest can.
 * jsdom has none of the push APIs; each case sets what that browser would have.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushSupport, setAppBadge } from './push-device';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

function browser(opts: { ua?: string; standalone?: boolean; push?: boolean }) {
  if (opts.ua) vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(opts.ua);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(display-mode: standalone)' && opts.standalone === true,
  }));
  if (opts.push) {
    vi.stubGlobal('PushManager', function PushManager() {});
    vi.stubGlobal('Notification', { permission: 'default' });
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  }
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('pushSupport', () => {
  it('iOS in Safari (not the Home Screen app) needs the app installed first', () => {
    browser({ ua: IPHONE, standalone: false, push: true });
    expect(pushSupport()).toBe('ios-needs-install');
  });

  it('the iOS Home Screen app can subscribe', () => {
    browser({ ua: IPHONE, standalone: true, push: true });
    expect(pushSupport()).toBe('supported');
  });

  it('a browser without Web Push cannot; one with it can', () => {
    browser({ push: false });
    expect(pushSupport()).toBe('unsupported');
    browser({ push: true });
    expect(pushSupport()).toBe('supported');
  });
});

describe('setAppBadge', () => {
  it('sets the count, clears at 0, and is quiet where the API is missing or refuses', async () => {
    const set = vi.fn().mockResolvedValue(undefined);
    const clear = vi.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { setAppBadge: set, clearAppBadge: clear });
    await setAppBadge(3);
    await setAppBadge(0);
    expect(set).toHaveBeenCalledWith(3);
    expect(clear).toHaveBeenCalledTimes(1);
    set.mockRejectedValueOnce(new DOMException('not installed', 'NotAllowedError'));
    await expect(setAppBadge(1)).resolves.toBeUndefined();
    delete (navigator as { setAppBadge?: unknown }).setAppBadge;
    delete (navigator as { clearAppBadge?: unknown }).clearAppBadge;
    await expect(setAppBadge(2)).resolves.toBeUndefined();
  });
});
