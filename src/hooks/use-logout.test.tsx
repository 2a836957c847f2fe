import 'fake-indexeddb/auto';
// jsdom has no IndexedDB; the offline queue's sign-out cleanup needs one.
import { render } from '@testing-library/react';
import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { onSignOutCleanup, USER_STORAGE_KEYS } from '@/lib/session-cleanup';
import { supabase } from '@/lib/supabase';
import { findToast, setSignedInUser } from '@/testing/test-utils';
import { USER_STORE_KEY, useUserStore } from '@/stores/user-store';
import { clearOtherOutboxes, readOutbox } from '@/services/offline/outbox';
import { enqueueHabitDay, startOfflineSync } from '@/services/offline/habit-day-queue';
import { confirmLogoutWithPending, logout } from './use-logout';

describe('logout', () => {
  beforeEach(() => {
    render(<ToastContainer />);
    setSignedInUser();
  });
  afterEach(() => vi.restoreAllMocks());

  it("signs out, runs the cleanups, clears the user store and the query cache: 'Logged out successfully!'", async () => {
    const signOut = vi.spyOn(supabase.auth, 'signOut').mockResolvedValue({ error: null });
    const cleanup = vi.fn();
    const unregister = onSignOutCleanup(cleanup);
    queryClient.setQueryData(['User_Master', 'x'], 'Someone');
    localStorage.setItem(USER_STORAGE_KEYS.owner, 'someone');
    localStorage.setItem(USER_STORAGE_KEYS.habitDraft, '{"state":{"draft":{"name":"Mine"}}}');

    expect(await logout()).toBe(true);
    unregister();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(cleanup).toHaveBeenCalled();
    expect(useUserStore.getState()).toMatchObject({ userId: '', userEmail: '', userName: '' });
    expect(localStorage.getItem(USER_STORE_KEY)).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEYS.owner)).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEYS.habitDraft)).toBeNull();
    expect(queryClient.getQueryData(['User_Master', 'x'])).toBeUndefined();
    expect(await findToast('Logged out successfully!')).toBeInTheDocument();
  });

  it("shows the backend's message and stays signed in when sign-out fails", async () => {
    vi.spyOn(supabase.auth, 'signOut').mockResolvedValue({
      error: new AuthApiError('Server busy', 503, 'unexpected_failure'),
    });
    expect(await logout()).toBe(false);
    expect(useUserStore.getState().userId).not.toBe('');
    expect(await findToast('Server busy')).toBeInTheDocument();
  });

  it('offline, forgets the session on this device (local sign-out) and still logs out', async () => {
    const signOut = vi
      .spyOn(supabase.auth, 'signOut')
      .mockResolvedValueOnce({ error: new AuthRetryableFetchError('Failed to fetch', 0) })
      .mockResolvedValueOnce({ error: null });
    expect(await logout()).toBe(true);
    expect(signOut).toHaveBeenLastCalledWith({ scope: 'local' });
    expect(useUserStore.getState().userId).toBe('');
  });

  it("falls back to 'An unexpected error occurred during logout' when sign-out throws", async () => {
    vi.spyOn(supabase.auth, 'signOut').mockRejectedValue(new Error('boom'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await logout()).toBe(false);
    expect(await findToast('An unexpected error occurred during logout')).toBeInTheDocument();
  });
});

describe('logout with answers not on the server', () => {
  const USER = '00000000-0000-4000-8000-0000000000a1';
  let stop: (() => void) | null = null;
  beforeEach(async () => {
    // Offline: the answers cannot be sent before logout.
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
    await clearOtherOutboxes(null);
    useUserStore.setState({ userId: USER, userEmail: 'a@example.com' });
    stop = startOfflineSync();
  });
  afterEach(() => {
    stop?.();
    useUserStore.getState().reset();
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
    vi.restoreAllMocks();
  });

  it('logout with answers waiting asks first, and can be cancelled', async () => {
    await enqueueHabitDay({
      habitId: 1,
      date: '2026-11-20',
      answers: [{ questionId: 10, optionId: 100 }],
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    expect(await confirmLogoutWithPending()).toBe(false);
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('1 answer is not synced yet'));
    expect((await readOutbox(USER)).items).toHaveLength(1);

    confirm.mockReturnValue(true);
    expect(await confirmLogoutWithPending()).toBe(true);
  });

  it('logout with nothing waiting does not ask', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    expect(await confirmLogoutWithPending()).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
  });
});
