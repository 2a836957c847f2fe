/**
 * Toasts of docs/domain.md "Toast messages": bottom right, 5000 ms, progress bar, green success,
 * red error (the container in src/app/provider.tsx sets position, timing and colours).
 */
import { toast } from 'react-toastify';

export const TOAST_TIMEOUT_MS = 5000;

export function notifySuccess(message: string): void {
  toast.success(message);
}

export function notifyError(message: string): void {
  toast.error(message);
}

/**
 * The backend's own message when it sent one, otherwise the situation's fallback text. A network
 * failure (supabase-js' AuthRetryableFetchError, e.g. 'Failed to fetch') is not a backend message.
 */
export function messageOf(error: unknown, fallback: string): string {
  if (
    error &&
    typeof error === 'object' &&
    (error as { name?: unknown }).name === 'AuthRetryableFetchError'
  ) {
    return fallback;
  }
  if (error && typeof error === 'object' && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string' && message.trim() && message !== '{}') return message;
  }
  return fallback;
}
