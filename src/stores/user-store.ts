/**
 * Client user state of docs/domain.md, kept across sessions: exactly isUserPaid, userId,
 * userEmail and userName. Tokens are never stored here: supabase-js keeps the session itself.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { USER_STORAGE_KEYS } from '@/lib/session-cleanup';
import { safeStateStorage } from '@/lib/storage';

export interface UserState {
  isUserPaid: boolean;
  userId: string;
  userEmail: string;
  userName: string;
}

interface UserActions {
  setUser: (user: { userId: string; userEmail: string; userName?: string }) => void;
  setUserName: (userName: string) => void;
  setIsUserPaid: (isUserPaid: boolean) => void;
  reset: () => void;
}

export type UserStore = UserState & UserActions;

export const USER_STORE_KEY = USER_STORAGE_KEYS.user;

export const initialUserState: UserState = {
  isUserPaid: false,
  userId: '',
  userEmail: '',
  userName: '',
};

export const useUserStore = create<UserStore>()(
  persist(
    (set, get) => ({
      ...initialUserState,
      setUser: ({ userId, userEmail, userName }) =>
        set({
          userId,
          userEmail,
          // Another account on the same device must not inherit the previous name.
          userName: userName ?? (get().userId === userId ? get().userName : ''),
        }),
      setUserName: (userName) => set({ userName }),
      setIsUserPaid: (isUserPaid) => set({ isUserPaid }),
      reset: () => set({ ...initialUserState }),
    }),
    {
      name: USER_STORE_KEY,
      version: 1,
      storage: createJSONStorage(() => safeStateStorage),
      partialize: ({ isUserPaid, userId, userEmail, userName }) => ({
        isUserPaid,
        userId,
        userEmail,
        userName,
      }),
    },
  ),
);

/** Sign-out: back to the initial state and nothing of this user left in storage. */
export function clearUserStore(): void {
  useUserStore.getState().reset();
  useUserStore.persist.clearStorage();
}
