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
import { logout } from './use-logout';

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
