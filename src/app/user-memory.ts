/**
 * What the signed-in area keeps of a user in memory, declared in one place, each copy with its
 * reset: lib/session-cleanup.ts runs them at logout and when another user signs in on this
 * device, before it clears the storage (which it knows itself, loaded or not). The signed-in
 * layout hands this over as it loads (layout/app-layout.tsx), before it follows the session:
 * every module named here loads with that layout, so a copy that exists is always reset.
 * user-memory.test.ts fails when a store or query client of src/ is left out.
 */
import { forgetUnsavedAccountSettings } from '@/hooks/use-account-settings';
import { queryClient } from '@/lib/query-client';
import type { UserMemory } from '@/lib/session-cleanup';
import { consequenceRunner } from '@/services/consequences/consequence-runner';
import { habitDayQueue } from '@/services/offline/habit-day-queue';
import { useHabitDraftStore } from '@/components/habit-form/habit-draft-store';

export const userMemory = {
  /** The server data the signed-in area read (lib/query-client.ts). */
  queryCache: () => queryClient.clear(),
  /** The offline queue's user and what it shows waiting (its records: IndexedDB). */
  offlineQueue: habitDayQueue.reset,
  /** The consequence runner's run in flight, run asked for and day of the last run. */
  consequenceRunner: consequenceRunner.reset,
  /** A week start, day start or language change not yet saved to the account. */
  unsavedAccountSettings: forgetUnsavedAccountSettings,
  /** The half-written add-habit form (its stored copy: localStorage). */
  habitDraft: () => useHabitDraftStore.getState().clearDraft(),
} satisfies UserMemory;
