// fake-indexeddb: a user change also clears the previous user's IndexedDB records.
import 'fake-indexeddb/auto';
import type { Session } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { repositories } from '@/api/app-repositories';
import { AUTH_STORAGE_KEY } from '@/config/env';
import { initialUserState, USER_STORE_KEY, useUserStore } from '@/stores/user-store';
import { handleAuthChange } from './auth-session';
import { USER_STORAGE_KEYS } from '@/lib/session-cleanup';

function session(id: string, email: string, name?: string): Session {
  return {
    access_token: 'a',
    refresh_token: 'r',
    expires_in: 3600,
    token_type: 'bearer',
    user: {
      id,
      email,
      user_metadata: name ? { name } : {},
      app_metadata: {},
      aud: 'authenticated',
      created_at: '',
    },
  } as Session;
}

describe('handleAuthChange', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    useUserStore.setState({ ...initialUserState });
  });

  it.each([
    'SIGNED_IN',
    'TOKEN_REFRESHED',
    'USER_UPDATED',
    'PASSWORD_RECOVERY',
    'INITIAL_SESSION',
  ] as const)('%s sets id and e-mail and loads the profile name', async (event) => {
    const read = vi.spyOn(repositories.userMaster, 'readName').mockResolvedValue('Ann');
    handleAuthChange(event, session('u1', 'ann@example.com'));
    expect(useUserStore.getState()).toMatchObject({ userId: 'u1', userEmail: 'ann@example.com' });
    await vi.waitFor(() => expect(useUserStore.getState().userName).toBe('Ann'));
    expect(read).toHaveBeenCalledWith('u1');
  });

  it('creates a missing profile row from the sign-up metadata (e-mail confirmation case)', async () => {
    vi.spyOn(repositories.userMaster, 'readName').mockResolvedValue('');
    const upsert = vi.spyOn(repositories.userMaster, 'upsert').mockResolvedValue();
    handleAuthChange('SIGNED_IN', session('u2', 'bo@example.com', 'Bo'));
    await vi.waitFor(() => expect(useUserStore.getState().userName).toBe('Bo'));
    expect(upsert).toHaveBeenCalledWith({ user_id: 'u2', name: 'Bo' });
  });

  it("another user signing in after a session that ended without logout gets none of the previous user's data", () => {
    vi.spyOn(repositories.userMaster, 'readName').mockResolvedValue('');
    handleAuthChange('SIGNED_IN', session('u1', 'ann@example.com'));
    localStorage.setItem(
      USER_STORAGE_KEYS.habitDraft,
      '{"state":{"draft":{"name":"Ann\'s secret"}}}',
    );
    handleAuthChange('SIGNED_OUT', null); // the session expired: no logout ran
    handleAuthChange('SIGNED_IN', session('u1', 'ann@example.com'));
    expect(localStorage.getItem(USER_STORAGE_KEYS.habitDraft)).toContain("Ann's secret");

    handleAuthChange('SIGNED_OUT', null);
    handleAuthChange('SIGNED_IN', session('u2', 'bo@example.com'));
    expect(localStorage.getItem(USER_STORAGE_KEYS.habitDraft)).toBeNull();
    expect(useUserStore.getState()).toMatchObject({ userId: 'u2', userEmail: 'bo@example.com' });
  });

  it('SIGNED_OUT (here or in another tab, or an expired refresh token) clears the store and its storage', () => {
    useUserStore
      .getState()
      .setUser({ userId: 'u1', userEmail: 'ann@example.com', userName: 'Ann' });
    handleAuthChange('SIGNED_OUT', null);
    expect(useUserStore.getState()).toMatchObject(initialUserState);
    expect(localStorage.getItem(USER_STORE_KEY)).toBeNull();
  });

  it('a start without a session clears a stale signed-in store', () => {
    useUserStore
      .getState()
      .setUser({ userId: 'u1', userEmail: 'ann@example.com', userName: 'Ann' });
    handleAuthChange('INITIAL_SESSION', null);
    expect(useUserStore.getState().userId).toBe('');
  });

  it('an expired token that cannot be refreshed offline keeps the user signed in', () => {
    useUserStore
      .getState()
      .setUser({ userId: 'u1', userEmail: 'ann@example.com', userName: 'Ann' });
    // supabase-js keeps the stored session after a network failure but reports no session.
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ access_token: 'expired', refresh_token: 'r' }),
    );
    handleAuthChange('INITIAL_SESSION', null);
    expect(useUserStore.getState()).toMatchObject({ userId: 'u1', userName: 'Ann' });
  });

  it('an app start (INITIAL_SESSION, then SIGNED_IN and TOKEN_REFRESHED) reads the name and the time zone once', async () => {
    const readName = vi.spyOn(repositories.userMaster, 'readName').mockResolvedValue('');
    const readZone = vi
      .spyOn(repositories.userMaster, 'readTimeZone')
      .mockResolvedValue('Europe/Berlin');
    const saveZone = vi.spyOn(repositories.userMaster, 'saveTimeZone').mockResolvedValue();
    handleAuthChange('INITIAL_SESSION', session('u7', 'gil@example.com'));
    handleAuthChange('SIGNED_IN', session('u7', 'gil@example.com'));
    handleAuthChange('TOKEN_REFRESHED', session('u7', 'gil@example.com'));
    await vi.waitFor(() => expect(readZone).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Still no name (none stored): a later event may look again, once the first load is done.
    // (Timers of the tests before may still call for their users: count this user's calls.)
    const calls = (spy: { mock: { calls: unknown[][] } }) =>
      spy.mock.calls.filter(([id]) => id === 'u7').length;
    expect(calls(readName)).toBe(1);
    expect(calls(readZone)).toBe(1);
    expect(calls(saveZone)).toBeLessThanOrEqual(1);
    handleAuthChange('SIGNED_OUT', null);
  });

  it('does not reload the name on a token refresh of the same user', () => {
    useUserStore
      .getState()
      .setUser({ userId: 'u1', userEmail: 'ann@example.com', userName: 'Ann' });
    const read = vi.spyOn(repositories.userMaster, 'readName');
    handleAuthChange('TOKEN_REFRESHED', session('u1', 'ann@example.com'));
    expect(read).not.toHaveBeenCalled();
    expect(useUserStore.getState().userName).toBe('Ann');
  });
});
