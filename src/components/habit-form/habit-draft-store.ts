/**
 * The half-written add-habit form, kept on the device so it survives a reload (docs/habits.md).
 * Cleared when the habit is saved and on sign-out (it may hold the user's private words): the
 * stored copy by lib/session-cleanup.ts, the one in memory as src/app/user-memory.ts declares.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { safeStateStorage } from '@/lib/storage';
import { USER_STORAGE_KEYS } from '@/lib/session-cleanup';
import { isUsableDraft, withSchedule, type HabitFormValues } from './habit-form-values';
import { isUsableReminder, type ReminderFormValues } from './new-habit-values';

interface DraftState {
  draft: HabitFormValues | null;
  /** The short form's "Remind me at", saved with the habit (null: not touched yet). */
  reminder: ReminderFormValues | null;
  setDraft: (draft: HabitFormValues) => void;
  setReminder: (reminder: ReminderFormValues) => void;
  clearDraft: () => void;
}

/** Registered in lib/session-cleanup.ts, which removes it at logout even when this module is not loaded. */
export const HABIT_DRAFT_STORE_KEY = USER_STORAGE_KEYS.habitDraft;

export const useHabitDraftStore = create<DraftState>()(
  persist(
    (set) => ({
      draft: null,
      reminder: null,
      setDraft: (draft) => set({ draft }),
      setReminder: (reminder) => set({ reminder }),
      clearDraft: () => set({ draft: null, reminder: null }),
    }),
    {
      name: HABIT_DRAFT_STORE_KEY,
      version: 1,
      storage: createJSONStorage(() => safeStateStorage),
      partialize: ({ draft, reminder }) => ({ draft, reminder }),
      merge: (persisted, current) => {
        const stored = persisted as { draft?: unknown; reminder?: unknown } | undefined;
        const draft = stored?.draft;
        const reminder = stored?.reminder;
        return {
          ...current,
          draft: isUsableDraft(draft) ? withSchedule(draft) : null,
          reminder: isUsableReminder(reminder) ? reminder : null,
        };
      },
    },
  ),
);
