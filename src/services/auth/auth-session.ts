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
import { repositories } from '@/api/app-repositories';
import { clearUserStore, useUserStore } from '@/stores/user-store';

/** Users whose profile name this page has read (or is reading); see refreshProfile. */
const nameRead = new Set<string>();
/** Users whose time zone this page has synced since their sign-in. */
const zoneSynced = new Set<string>();

function metadataName(user: User): string {
  const meta = user.user_metadata ?? {};
  const name = meta.name ?? meta.full_name ?? '';
  return typeof name === 'string' ? name.trim().slice(0, 100) : '';
}

/** Loads the profile name; a profile missing after a confirmed sign-up or Google login is created. */
async function loadProfileName(user: User): Promise<void> {
  // A failed read is logged and counts as no name, the spec's read contract (docs/domain.md
  // "Data-call errors").
  let name = await repositories.userMaster.readName(user.id).catch((error: unknown) => {
    console.error('[read] User_Master.readName failed', error);
    // Not read: the next auth event (a token refresh once back online) tries again.
    nameRead.delete(user.id);
    return '';
  });
  if (!name) {
    const fromMetadata = metadataName(user);
    if (fromMetadata) {
      try {
        await repositories.userMaster.upsert({ user_id: user.id, name: fromMetadata });
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
    if (browserZone && (await repositories.userMaster.readTimeZone(userId)) !== browserZone)
      await repositories.userMaster.saveTimeZone(userId, browserZone);
  } catch (error) {
    console.warn('Could not save the time zone', error);
  }
}

/**
 * The profile is read once per user on this page, and the time zone synced once per sign-in: an
 * app start reports INITIAL_SESSION and then SIGNED_IN or TOKEN_REFRESHED within moments, and
 * each used to read the name and the time zone again for a user without a name (six requests
 * instead of two while the first screen renders). A user change starts over.
 */

function refreshProfile(user: User, withName: boolean): void {
  const named = withName ? loadProfileName(user) : Promise.resolve();
  // After the name: a new account's profile row is created there, and the time zone updates it.
  void named.then(() => {
    if (zoneSynced.has(user.id)) return;
    zoneSynced.add(user.id);
    return syncTimeZone(user.id);
  });
}

export function handleAuthChange(event: AuthChangeEvent, session: Session | null): void {
  const store = useUserStore.getState();
  if (event === 'SIGNED_OUT') {
    nameRead.clear();
    zoneSynced.clear();
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
  if (changedUser) {
    nameRead.delete(user.id);
    zoneSynced.delete(user.id);
  }
  if (!useUserStore.getState().userName && !nameRead.has(user.id)) {
    nameRead.add(user.id);
    // Never await supabase calls inside the auth callback (supabase-js holds a lock during it).
    setTimeout(() => refreshProfile(user, true), 0);
  } else if (event === 'SIGNED_IN') {
    setTimeout(() => refreshProfile(user, false), 0);
  }
}

let subscribed = false;

export function startAuthSync(): void {
  if (subscribed) return;
  subscribed = true;
  onAuthStateChange(handleAuthChange);
}
