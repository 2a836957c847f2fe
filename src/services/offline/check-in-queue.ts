/**
 * The offline owner's way in for an automaticity check-in (docs/offline.md "What is queued"):
 * like a tap, checked once (`parseAutomaticityCheck`, the repository's own check), kept in the
 * durable queue (outbox.ts, beside the habit-days) and sent by the sync run when online, through
 * the repository's upsert on (habit, date), so a resend leaves the same row. habit-day-queue.ts
 * re-exports it; screens show what waits with `usePendingCheckIns`.
 */
import { t } from '@lingui/core/macro';
import { parseAutomaticityCheck, type NewAutomaticityCheck } from '@/api/automaticity-check';
import { appendCheckIn } from './outbox';
import { currentUserId, queueChanged, requestSync } from './queue-owner';

/**
 * Keeps the check-in on the device, then sends it as soon as possible. Resolves once it is kept
 * (offline too); throws for malformed input, when nobody is signed in, or when the device cannot
 * keep it (no IndexedDB). A failed send is kept in the queue and shown, never thrown here.
 */
export async function enqueueCheckIn(
  input: NewAutomaticityCheck,
  opts: { habitName?: string } = {},
): Promise<void> {
  const checked = parseAutomaticityCheck(input);
  const userId = currentUserId();
  if (!userId) throw new Error(t`Sign in to save your check-in.`);
  try {
    await appendCheckIn(userId, checked, { label: opts.habitName });
  } catch (error) {
    const reason = String((error as Error)?.message ?? error);
    throw new Error(t`Could not keep your check-in on this device: ${reason}`, { cause: error });
  }
  await queueChanged(userId);
  void requestSync();
}
