/**
 * The half-written add-habit form, kept on the device so it survives a reload (docs/habits.md).
 * Cleared when the habit is saved and on sign-out (it may hold the user's private words).
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { safeStateStorage } from '@/lib/storage';
import { onUserDataCleared, USER_STORAGE_KEYS } from '@/lib/session-cleanup';
import { isUsableDraft, withSchedule, type HabitFormValues } from '../lib/habit-form-values';

interface DraftState {
  draft: HabitFormValues | null;
  setDraft: (draft: HabitFormValues) => void;
  clearDraft: () => void;
}

/** Registered in lib/session-cleanup.ts, which removes it at logout even when this module is not loaded. */
export const HABIT_DRAFT_STORE_KEY = USER_STORAGE_KEYS.habitDraft;

export const useHabitDraftStore = create<DraftState>()(
  persist(
    (set) => ({
      draft: null,
      setDraft: (draft) => set({ draft }),
      clearDraft: () => set({ draft: null }),
    }),
    {
      name: HABIT_DRAFT_STORE_KEY,
      version: 1,
      storage: createJSONStorage(() => safeStateStorage),
      partialize: ({ draft }) => ({ draft }),
      merge: (persisted, current) => {
        const draft = (persisted as { draft?: unknown } | undefined)?.draft;
        return { ...current, draft: isUsableDraft(draft) ? withSchedule(draft) : null };
      },
    },
  ),
);

// The copy in memory; the stored one is removed by lib/session-cleanup.ts.
onUserDataCleared(() => useHabitDraftStore.setState({ draft: null }));
