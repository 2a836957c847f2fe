/**
 * Keeps the persisted user store in step with supabase-js' session: sign-in (password, Google,
 * sign-up), token refresh, user updates, a password-recovery link, sign-out in another tab and an
 * expired refresh token. The store never holds tokens; supabase-js keeps those.
 */
import {
  onAuthStateChange,
  type AuthChangeEvent,
  type Session,
  type User,
} from '@/lib/auth/auth-client';
import { AUTH_STORAGE_KEY } from '@/config/env';
import { noteSignedInUser } from '@/lib/session-cleanup';
import { readItem } from '@/lib/storage';
import { getUserName, upsertUserMaster } from '@/api/user-master';
import { readTimeZone, saveTimeZone } from '@/api/reminders';
import { clearUserStore, useUserStore } from '@/stores/user-store';

function metadataName(user: User): string {
  const meta = user.user_metadata ?? {};
  const name = meta.name ?? meta.full_name ?? '';
  return typeof name === 'string' ? name.trim().slice(0, 100) : '';
}

/** Loads the profile name; a profile missing after a confirmed sign-up or Google login is created. */
async function loadProfileName(user: User): Promise<void> {
  // A failed read is logged and counts as no name, the spec's read contract (docs/domain.md
  // "Data-call errors").
  let name = await getUserName(user.id).catch((error: unknown) => {
    console.error('[read] User_Master.readName failed', error);
    return '';
  });
  if (!name) {
    const fromMetadata = metadataName(user);
    if (fromMetadata) {
      try {
        await upsertUserMaster({ user_id: user.id, name: fromMetadata });
        name = fromMetadata;
      } catch (error) {
        console.error('Could not create the profile row', error);
      }
    }
  }
  const state = useUserStore.getState();
  if (name && state.userId === user.id && state.userName !== name) state.setUserName(name);
}

/**
 * Reminder times are read in the account's time zone: at sign-in it follows this browser's
 * (settings can change it until the next sign-in). Failures only cost a reminder's accuracy.
 */
async function syncTimeZone(userId: string): Promise<void> {
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  try {
    if (browserZone && (await readTimeZone(userId)) !== browserZone)
      await saveTimeZone(userId, browserZone);
  } catch (error) {
    console.warn('Could not save the time zone', error);
  }
}

export function handleAuthChange(event: AuthChangeEvent, session: Session | null): void {
  const store = useUserStore.getState();
  if (event === 'SIGNED_OUT') {
    clearUserStore();
    return;
  }
  if (!session?.user) {
    // INITIAL_SESSION without a session: either there is none (clear a stale store), or the
    // access token expired while offline and could not be refreshed yet. supabase-js keeps that
    // session and retries, so the user stays signed in and offline work goes on; a refresh token
    // the server refuses ends in SIGNED_OUT.
    if (event === 'INITIAL_SESSION' && store.userId && !readItem(AUTH_STORAGE_KEY))
      clearUserStore();
    return;
  }
  const { user } = session;
  // Another user's data on this device (they did not log out) goes before this user's arrives.
  noteSignedInUser(user.id, store.userId);
  const changedUser = store.userId !== user.id;
  store.setUser({ userId: user.id, userEmail: user.email ?? '' });
  if (changedUser || !useUserStore.getState().userName) {
    // Never await supabase calls inside the auth callback (supabase-js holds a lock during it).
    setTimeout(() => void loadProfileName(user).then(() => syncTimeZone(user.id)), 0);
  } else if (event === 'SIGNED_IN') {
    setTimeout(() => void syncTimeZone(user.id), 0);
  }
}

let subscribed = false;

export function startAuthSync(): void {
  if (subscribed) return;
  subscribed = true;
  onAuthStateChange(handleAuthChange);
}
