/**
 * Where the reminder sender may POST, and one push (docs/reminders.md "Where it may send").
 *
 * - Endpoints: only https on port 443 to a known push service ({@link PUSH_SERVICE_HOSTS}), or
 *   http on loopback when the caller allows it (the local backend listening on loopback, and its
 *   tests). A stored endpoint can therefore never make the server call an arbitrary host or
 *   port; redirects are not followed.
 * - What a push leaves on the rows its owner reads (push_subscription.last_failure,
 *   reminder_delivery.last_error) is a fixed text: the status code, "timeout", "network error",
 *   the refusal. Never the answer's body nor an error message: those go to the operator's log.
 */
import webpush from 'web-push';
import type { SenderOptions, SubscriptionRow } from './types.ts';

/** Push services of the browsers that support Web Push (host or `.suffix`). */
const PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Opera, Samsung Internet
  'android.googleapis.com',
  'updates.push.services.mozilla.com', // Firefox
  'push.services.mozilla.com',
  '.notify.windows.com', // Edge on Windows (wns2-*.notify.windows.com)
  'web.push.apple.com', // Safari, iOS web apps (16.4+)
  '.push.apple.com',
];

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Why the sender refuses to POST to `endpoint`, or null when it may. */
export function endpointRefusal(
  endpoint: string,
  opts: Pick<SenderOptions, 'allowLoopback' | 'extraPushHosts'> = {},
): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'not a URL';
  }
  if (url.username || url.password) return 'credentials in the URL';
  const host = url.hostname.toLowerCase();
  if (url.protocol === 'http:') {
    return opts.allowLoopback && LOOPBACK.has(host) ? null : 'http is allowed on loopback only';
  }
  if (url.protocol !== 'https:') return `protocol ${url.protocol} is not allowed`;
  // URL drops the default port: any port left is another one.
  if (url.port !== '') return 'https is allowed on port 443 only';
  const known = [...PUSH_SERVICE_HOSTS, ...(opts.extraPushHosts ?? [])].some((h) =>
    h.startsWith('.') ? host.endsWith(h) && host.length > h.length : host === h,
  );
  return known ? null : `${host} is not a known push service`;
}

/**
 * 'deferred': not answered before the run's deadline (not the endpoint's fault: it is tried
 * again, and not counted as its failure).
 */
type PushOutcome = 'sent' | 'gone' | 'failed' | 'deferred';

export interface PushResult {
  outcome: PushOutcome;
  /** What the owner may read: a status code or a fixed reason. */
  detail: string;
  /** For the operator's log only (may hold an error message). */
  logDetail: string;
}

const result = (outcome: PushOutcome, detail: string, logDetail = detail): PushResult => ({
  outcome,
  detail,
  logDetail,
});

const DEFERRED_DETAIL = 'not tried before the run ended';

/** Encrypts and POSTs one payload to one subscription (no redirects, with a timeout). */
export async function pushTo(
  subscription: Pick<SubscriptionRow, 'endpoint' | 'p256dh' | 'auth'>,
  payload: string,
  opts: SenderOptions & { topic?: string; deadline?: AbortSignal },
): Promise<PushResult> {
  if (opts.deadline?.aborted) return result('deferred', DEFERRED_DETAIL);
  const refusal = endpointRefusal(subscription.endpoint, opts);
  if (refusal) return result('failed', `endpoint refused: ${refusal}`);
  let details: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    details = webpush.generateRequestDetails(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      payload,
      {
        vapidDetails: opts.vapid,
        TTL: opts.ttlSeconds ?? 4 * 3600,
        urgency: 'normal',
        ...(opts.topic ? { topic: opts.topic } : {}),
      },
    );
  } catch (error) {
    return result('failed', 'could not encrypt', `could not encrypt: ${(error as Error).message}`);
  }
  const timeout = AbortSignal.timeout(opts.timeoutMs ?? 10_000);
  const signal = opts.deadline ? AbortSignal.any([timeout, opts.deadline]) : timeout;
  try {
    const response = await (opts.fetch ?? fetch)(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : null,
      redirect: 'manual',
      signal,
    });
    // The body is never read: nothing of it reaches a row, and a slow one cannot hold the run.
    await response.body?.cancel().catch(() => undefined);
    const status = String(response.status);
    if (response.status >= 200 && response.status < 300) return result('sent', status);
    if (response.status === 404 || response.status === 410) return result('gone', status);
    return result('failed', status);
  } catch (error) {
    if (opts.deadline?.aborted) return result('deferred', DEFERRED_DETAIL);
    const message = `request failed: ${(error as Error).message}`;
    return timeout.aborted
      ? result('failed', 'timeout', message)
      : result('failed', 'network error', message);
  }
}
