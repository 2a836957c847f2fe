/**
 * Writes never fail silently (docs/domain.md "Data-call errors"): they resolve with their result or
 * throw a WriteError the caller must handle. `retryable` tells a queue whether trying again later
 * can help (network down, server error, expired token) or not (the server refused the data).
 */
import { t } from '@lingui/core/macro';

interface WriteResponse<T> {
  data: T | null;
  error: { message: string; code?: string; details?: string | null; hint?: string | null } | null;
  status?: number;
}

export class WriteError extends Error {
  readonly code: string;
  /** HTTP status; 0 when the request never got an answer (offline, DNS, refused connection). */
  readonly status: number;
  readonly retryable: boolean;
  readonly details: string | null;

  constructor(
    message: string,
    opts: { code?: string; status?: number; details?: string | null; cause?: unknown },
  ) {
    super(message, { cause: opts.cause });
    this.name = 'WriteError';
    this.code = opts.code ?? '';
    this.status = opts.status ?? 0;
    this.details = opts.details ?? null;
    this.retryable = isRetryable(this.status, this.code);
  }
}

const RETRYABLE_CODES = new Set(['PGRST301', 'PGRST303']); // bad or expired JWT: refresh and retry

function isRetryable(status: number, code = ''): boolean {
  if (RETRYABLE_CODES.has(code)) return true;
  return status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;
}

export function isWriteError(error: unknown): error is WriteError {
  return error instanceof WriteError;
}

/** Awaits a write and returns its data, or throws a WriteError. */
export async function expectWrite<T>(
  label: string,
  query: PromiseLike<WriteResponse<T>>,
): Promise<T> {
  let res: WriteResponse<T>;
  try {
    res = await query;
  } catch (cause) {
    throw new WriteError(`${label}: ${(cause as Error)?.message ?? 'request failed'}`, {
      status: 0,
      cause,
    });
  }
  if (res.error) {
    throw new WriteError(res.error.message || `${label} failed`, {
      code: res.error.code,
      status: res.status ?? 0,
      details: res.error.details ?? null,
      cause: res.error,
    });
  }
  return res.data as T;
}

/**
 * A message a person can act on, for toasts and form errors, in the active language: ours are
 * translated; a refusal's own message (the server's, or a repository's check) is shown as it came.
 */
export function describeWriteError(error: unknown): string {
  if (error instanceof WriteError) {
    if (error.status === 0)
      return t`No connection to the server. Please try again when you are online.`;
    if (error.status === 401) return t`Your session has expired. Please sign in again.`;
    if (error.status >= 500) return t`The server had a problem. Please try again.`;
    return error.message;
  }
  return error instanceof Error ? error.message : t`Something went wrong`;
}
