/**
 * This browser's side of reminders (docs/reminders.md): whether it can receive Web Push, its
 * notification permission, and its PushSubscription with the service worker's registration. It
 * never shows anything itself: callers get a result and the UI words it. Its few words (a
 * timeout's reason, the test notification's text) are in the active language (docs/languages.md).
 */
import { t } from '@lingui/core/macro';

export type PushSupport = 'supported' | 'unsupported' | 'ios-needs-install';

function isIos(): boolean {
  const ua = navigator.userAgent;
  return (
    /iPad|iPhone|iPod/.test(ua) ||
    (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)
  );
}

function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as { standalone?: boolean }).standalone === true
  );
}

/** iOS delivers Web Push only to apps added to the Home Screen (16.4 and later). */
export function pushSupport(): PushSupport {
  const hasApis =
    'serviceWorker' in navigator && typeof window !== 'undefined' && 'PushManager' in window;
  if (isIos() && !isStandalone()) return 'ios-needs-install';
  return hasApis && 'Notification' in window ? 'supported' : 'unsupported';
}

export function notificationPermission(): NotificationPermission | 'unsupported' {
  return 'Notification' in window ? Notification.permission : 'unsupported';
}

/** `tooLong` words the timeout (a refusal's reason the reminder settings show). */
function withTimeout<T>(
  promise: Promise<T>,
  ms: number,
  tooLong: (seconds: number) => string,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(tooLong(ms / 1000))), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

async function registration(timeoutMs: number): Promise<ServiceWorkerRegistration> {
  return withTimeout(
    navigator.serviceWorker.ready,
    timeoutMs,
    (seconds) => t`Starting the service worker took longer than ${seconds} s`,
  );
}

/** This browser's subscription, or null (none, or no service worker yet). */
export async function currentPushSubscription(timeoutMs = 3000): Promise<PushSubscription | null> {
  if (pushSupport() !== 'supported') return null;
  try {
    return await (await registration(timeoutMs)).pushManager.getSubscription();
  } catch {
    return null;
  }
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export type SubscribeResult =
  | { ok: true; subscription: PushSubscription }
  | {
      ok: false;
      reason: 'unsupported' | 'ios-needs-install' | 'denied' | 'dismissed' | 'failed';
      message?: string;
    };

/**
 * Asks for the notification permission (only here, when the user turns reminders on), then
 * subscribes with the sender's VAPID key. A browser without a reachable push service (some
 * headless or de-Googled builds) fails or hangs in subscribe: that ends in 'failed' after the
 * timeout, never a spinner forever.
 */
export async function subscribeThisDevice(
  vapidPublicKey: string,
  timeoutMs = 15_000,
): Promise<SubscribeResult> {
  const support = pushSupport();
  if (support !== 'supported') return { ok: false, reason: support };
  let permission = Notification.permission;
  if (permission === 'default') permission = await Notification.requestPermission();
  if (permission === 'denied') return { ok: false, reason: 'denied' };
  if (permission !== 'granted') return { ok: false, reason: 'dismissed' };
  try {
    const reg = await registration(timeoutMs);
    const existing = await reg.pushManager.getSubscription();
    const subscription =
      existing ??
      (await withTimeout(
        reg.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: base64UrlToBytes(vapidPublicKey),
        }),
        timeoutMs,
        (seconds) => t`Subscribing with the push service took longer than ${seconds} s`,
      ));
    return { ok: true, subscription };
  } catch (error) {
    return { ok: false, reason: 'failed', message: (error as Error).message };
  }
}

/** Unsubscribes this browser; returns the endpoint it had (null if none). */
export async function unsubscribeThisDevice(): Promise<string | null> {
  const subscription = await currentPushSubscription();
  if (!subscription) return null;
  const endpoint = subscription.endpoint;
  await subscription.unsubscribe().catch(() => false);
  return endpoint;
}

/** A local notification through the service worker, to see that notifications show. */
export async function showTestNotification(): Promise<void> {
  const reg = await registration(5000);
  await reg.showNotification('Streakwise', {
    body: t`Reminders will look like this on this device.`,
    tag: 'streakwise-test',
    icon: '/pwa-192x192.png',
  });
}

/** The app badge (installed apps; a no-op where unsupported). */
export async function setAppBadge(count: number): Promise<void> {
  const nav = navigator as {
    setAppBadge?: (n?: number) => Promise<void>;
    clearAppBadge?: () => Promise<void>;
  };
  try {
    if (count > 0) await nav.setAppBadge?.(count);
    else await nav.clearAppBadge?.();
  } catch {
    // Not allowed here (not installed, or no permission): nothing to show.
  }
}
