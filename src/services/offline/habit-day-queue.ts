/**
 * The offline owner's front door: the one module screens and hooks import for a tap's way to the
 * server (docs/offline.md "One owner"). A tap calls `enqueueHabitDay`: checked once, shown at once
 * in the overlay (outbox-store.ts), written to the durable queue (outbox.ts) after the tap's frame
 * is painted, then sent by the sync run (sync-run.ts) that the owner (queue-owner.ts) holds for
 * the signed-in user. The hooks for what is waiting (outbox-hooks.ts) are re-exported here, with
 * `retryOutboxItem` / `discardOutboxItem` / `requestSync` for the sync panel and
 * `syncBeforeLogout` for logout. It never asks the user anything nor shows a toast: it throws or
 * returns, and the UI decides (hooks/use-logout.ts asks before losing answers).
 */
import { t } from '@lingui/core/macro';
import { parseHabitDayInput, type SaveHabitDayInput } from '@/api/habit-day';
import { afterNextPaint } from '@/lib/after-next-paint';
import { refCounted } from '@/lib/ref-counted';
import { listenToBrowser } from './browser-events';
import { appendChecked, discardItem, readOutbox, resetItem } from './outbox';
import type { LocalEdit } from './outbox-overlay';
import { useOutboxStore } from './outbox-store';
import {
  bindSignedInUser,
  boundUser,
  currentUserId,
  isOnline,
  onAnswersSynced,
  queueChanged,
  requestSync,
  resetQueue,
} from './queue-owner';

export { habitDayKey } from './habit-day-key';
export { enqueueCheckIn } from './check-in-queue';
export type { QueuedItem } from './outbox';
export {
  useFailedOutboxItems,
  useOnline,
  useOutboxSummary,
  usePendingCheckIns,
  usePendingHabitDay,
  usePendingHabitDays,
  usePendingHabitDaysAfterPaint,
  useSending,
  useSuperseded,
  type OutboxSummary,
} from './outbox-hooks';
export { requestSync } from './queue-owner';

/** How long logout waits for a last sync before asking. */
const LOGOUT_SYNC_WAIT_MS = 5_000;

/** Taps on their way into IndexedDB (they wait for the tap's frame to be painted). */
const writing = new Set<Promise<unknown>>();

/**
 * A tap's edits with the time the person made them (the device's clock), unless already given:
 * the server keeps the newest edit per question and for the skip (docs/offline.md "Two devices").
 */
function stampEditTimes(input: SaveHabitDayInput, now: string): SaveHabitDayInput {
  return {
    ...input,
    answers: input.answers.map((a) => (a.editedAt ? a : { ...a, editedAt: now })),
    ...(input.skipped === undefined || input.skipEditedAt ? {} : { skipEditedAt: now }),
  };
}

/**
 * The write of a tap, checked here once (`parseHabitDayInput`): shown at once as waiting to
 * sync, kept on the device, then sent as soon as possible. Throws only for malformed input or
 * when nobody is signed in; a failed send is kept in the queue and shown, never thrown at the tap.
 */
export async function enqueueHabitDay(
  input: SaveHabitDayInput,
  opts: { habitName?: string } = {},
): Promise<void> {
  const edit: LocalEdit = {
    input: stampEditTimes(parseHabitDayInput(input), new Date().toISOString()),
    label: opts.habitName,
  };
  const userId = currentUserId();
  if (!userId) throw new Error(t`Sign in to save your answers.`);
  const store = useOutboxStore.getState();
  store.addLocalEdit(edit);
  // The tap shows from memory at once; keeping it on the device waits for that frame's paint.
  const write = afterNextPaint().then(() =>
    appendChecked(userId, edit.input, { label: edit.label }),
  );
  writing.add(write);
  try {
    await write;
  } catch (error) {
    store.dropLocalEdit(edit);
    const reason = String((error as Error)?.message ?? error);
    throw new Error(t`Could not keep your answer on this device: ${reason}`, { cause: error });
  } finally {
    writing.delete(write);
  }
  await queueChanged(userId, edit);
  void requestSync();
}

/** Retry one refused item now (it becomes pending again). */
export async function retryOutboxItem(id: number): Promise<void> {
  const userId = boundUser();
  if (!userId) return;
  await resetItem(userId, id);
  await queueChanged(userId);
  await requestSync({ force: true });
}

/** Drop one item for good. The UI asks the user first. */
export async function discardOutboxItem(id: number): Promise<void> {
  const userId = boundUser();
  if (!userId) return;
  await discardItem(userId, id);
  await queueChanged(userId);
}

/** Items of the signed-in user not yet on the server (waiting or refused), check-ins included. */
export async function pendingCountForUser(): Promise<number> {
  const userId = boundUser();
  if (!userId) return 0;
  await Promise.allSettled(writing);
  try {
    const record = await readOutbox(userId);
    return record.items.length + (record.checkIns?.length ?? 0);
  } catch (error) {
    // No IndexedDB here (disabled storage): nothing can be waiting in it either.
    console.warn('Could not read the offline queue', error);
    return useOutboxStore.getState().items.length;
  }
}

/**
 * Logout, before anything is removed: when answers wait and the device is online, a last sync
 * (up to 5 s). Resolves with how many answers are still not on the server (0: nothing lost).
 */
export async function syncBeforeLogout(): Promise<number> {
  const count = await pendingCountForUser();
  if (count === 0 || !isOnline()) return count;
  await Promise.race([
    requestSync({ force: true }),
    new Promise((r) => setTimeout(r, LOGOUT_SYNC_WAIT_MS)),
  ]);
  return pendingCountForUser();
}

/** Whether the device may evaluate on the server's data: online, and nothing of it on its way. */
export interface QueueStatus {
  online: boolean;
  /**
   * Answers of this device not confirmed and read back yet (waiting, sending, or just sent), or
   * the queue not read yet (it may hold some).
   */
  unconfirmed: boolean;
}

function queueStatus(): QueueStatus {
  const s = useOutboxStore.getState();
  return {
    online: s.online,
    unconfirmed: !s.loaded || Object.values(s.overlay).some((p) => p.status !== 'failed'),
  };
}

/**
 * Starts the offline machinery for the signed-in area (idempotent, reference counted so React's
 * StrictMode double effects are harmless): the browser's events, then the user's binding.
 * Returns the matching stop.
 */
export const startOfflineSync = refCounted(() => {
  const stopListening = listenToBrowser();
  const unbind = bindSignedInUser();
  return () => {
    unbind();
    stopListening();
  };
}).start;

/** The app's one offline queue, as the consequence runner sees it. */
export const habitDayQueue = {
  start: startOfflineSync,
  requestSync,
  enqueueHabitDay,
  retryOutboxItem,
  discardOutboxItem,
  pendingCountForUser,
  syncBeforeLogout,
  onAnswersSynced,
  reset: resetQueue,
  status: queueStatus,
  /** Calls `fn` whenever the status may have changed (online, the overlay). */
  onStatusChange: (fn: () => void) => useOutboxStore.subscribe(fn),
};
