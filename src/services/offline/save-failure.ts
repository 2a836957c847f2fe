/**
 * How the sync run (sync-run.ts) reads a failed send: token problem, try again later, or refused
 * by the server (docs/offline.md "Failures"), and how long it waits before the next attempt.
 */
import { t } from '@lingui/core/macro';
import type { OutboxError } from './outbox-record';

type FailureKind = 'auth' | 'retry' | 'refused';

export interface SaveFailure {
  kind: FailureKind;
  /** True for failures where the request did not reach the server at all. */
  network: boolean;
  error: OutboxError;
}

const AUTH_CODES = new Set(['PGRST301', 'PGRST302', 'PGRST303']);

function field(e: unknown, name: string): unknown {
  return typeof e === 'object' && e !== null ? (e as Record<string, unknown>)[name] : undefined;
}

/**
 * Sorts a failure of `saveHabitDay` (a WriteError `{ message, code, status, retryable }`, or
 * whatever fetch threw) into: token problem, try again later, or refused by the server.
 */
export function classifySaveError(e: unknown): SaveFailure {
  const rawStatus = field(e, 'status');
  const status = typeof rawStatus === 'number' ? rawStatus : null;
  const rawCode = field(e, 'code');
  const code = typeof rawCode === 'string' && rawCode !== '' ? rawCode : null;
  const rawMessage = field(e, 'message');
  const message = typeof rawMessage === 'string' && rawMessage !== '' ? rawMessage : String(e);
  const error: OutboxError = { message, code, status };
  const retryable = field(e, 'retryable');

  if (status === 401 || (code !== null && AUTH_CODES.has(code)))
    return { kind: 'auth', network: false, error };
  if (status === null || status === 0) {
    // No HTTP answer: fetch failed (offline, DNS, CORS) unless the error says otherwise.
    return { kind: retryable === false ? 'refused' : 'retry', network: true, error };
  }
  if (status >= 500 || status === 408 || status === 429)
    return { kind: 'retry', network: false, error };
  if (typeof retryable === 'boolean')
    return { kind: retryable ? 'retry' : 'refused', network: false, error };
  return { kind: 'refused', network: false, error };
}

export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
  /** Server errors (5xx) in a row after which the head is marked failed instead of blocking. */
  maxServerAttempts: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = {
  baseMs: 2_000,
  maxMs: 5 * 60_000,
  maxServerAttempts: 6,
};

/** Delay before attempt number `attempts + 1`, given `attempts` failures so far (>= 1). */
export function backoffDelay(attempts: number, o: BackoffOptions = DEFAULT_BACKOFF): number {
  return Math.min(o.maxMs, o.baseMs * 2 ** Math.max(0, attempts - 1));
}

/** What becomes of an item whose send failed. */
export type FailureVerdict =
  /** Refused, or a server error too many times: kept as failed so it cannot block the queue. */
  | { keep: 'failed'; error: OutboxError }
  /** Kept pending; the queue waits behind it until `nextAttemptAt`. */
  | { keep: 'pending'; error: OutboxError; nextAttemptAt: number };

/** The verdict on a failure (`classifySaveError`), after `attempts` failed attempts in all. */
export function failureVerdict(
  classified: SaveFailure,
  attempts: number,
  now: number,
  backoff: BackoffOptions = DEFAULT_BACKOFF,
): FailureVerdict {
  // A token that could not be refreshed waits like a network failure. Its words are kept with
  // the item (the sync panel shows them), in the language of the moment it failed.
  const reason = classified.error.message;
  const failure: SaveFailure =
    classified.kind === 'auth'
      ? {
          ...classified,
          kind: 'retry',
          error: { ...classified.error, message: t`Session expired: ${reason}` },
        }
      : classified;
  const serverGaveUp =
    failure.kind === 'retry' &&
    !failure.network &&
    (failure.error.status ?? 0) >= 500 &&
    attempts >= backoff.maxServerAttempts;
  if (failure.kind === 'refused' || serverGaveUp) return { keep: 'failed', error: failure.error };
  return {
    keep: 'pending',
    error: failure.error,
    nextAttemptAt: now + backoffDelay(attempts, backoff),
  };
}
