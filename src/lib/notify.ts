/**
 * Toasts of docs/domain.md "Toast messages": bottom right, 5000 ms, progress bar, green success,
 * red error (the container in src/app/provider.tsx sets position, timing and colours).
 */
import { createElement } from 'react';
import { t } from '@lingui/core/macro';
import { toast, type Id } from 'react-toastify';

export const TOAST_TIMEOUT_MS = 5000;

/**
 * A toast raised this shortly before a navigation started belongs to it ('Login successful!' is
 * raised just before login sends the user home) and stays; older ones are stale there.
 */
export const TOAST_NAVIGATION_GRACE_MS = 1000;

/** When each toast of these helpers was raised (performance.now()), by its id. */
const raisedAt = new Map<Id, number>();

export function notifySuccess(message: string): void {
  raisedAt.set(toast.success(message), performance.now());
}

export function notifyError(message: string): void {
  raisedAt.set(toast.error(message), performance.now());
}

/**
 * An info toast with an Undo button (e.g. "Answer cleared"): Undo runs `onUndo` and closes it.
 * Like the others it lasts 5 s and goes when the user moves to another page.
 */
export function notifyUndo(message: string, onUndo: () => void): void {
  const id = toast.info(({ closeToast }) =>
    createElement(
      'div',
      { className: 'toast-undo' },
      createElement('span', null, message),
      createElement(
        'button',
        {
          type: 'button',
          className: 'toast-undo-button',
          onClick: () => {
            onUndo();
            closeToast();
          },
        },
        t`Undo`,
      ),
    ),
  );
  raisedAt.set(id, performance.now());
}

/**
 * Dismisses the success and error toasts raised before `before` (performance.now() time): a
 * stale error must not sit under the next page's success. Other toasts (the update offer) stay.
 */
export function dismissToastsRaisedBefore(before: number): void {
  for (const [id, at] of raisedAt) {
    if (at >= before) continue;
    toast.dismiss(id);
    raisedAt.delete(id);
  }
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
