/**
 * The one logout of the app (layout and profile use it): sign-out hygiene (lib/session-cleanup.ts:
 * every user's data on the device), supabase sign-out, user store and the rest of the identity
 * cleared, query cache cleared, toast, '/'.
 */
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isAuthRetryableFetchError } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';
import { queryClient } from '@/lib/query-client';
import { confirmLogoutWithPending } from '@/lib/offline/offline-sync';
import { clearSignedOutIdentity, runSignOutCleanup } from '@/lib/session-cleanup';
import { messageOf, notifyError, notifySuccess } from '@/lib/notify';
import { clearUserStore } from '@/stores/user-store';

export async function logout(): Promise<boolean> {
  try {
    // Answers not yet on the server would be lost: a last sync, then the user decides.
    if (!(await confirmLogoutWithPending())) return false;
    await runSignOutCleanup();
    let { error } = await supabase.auth.signOut();
    // Offline: the server cannot be told, but the device must still forget the session.
    if (error && isAuthRetryableFetchError(error))
      ({ error } = await supabase.auth.signOut({ scope: 'local' }));
    if (error) {
      notifyError(messageOf(error, 'An unexpected error occurred during logout'));
      return false;
    }
  } catch (error) {
    console.error('Logout failed', error);
    notifyError('An unexpected error occurred during logout');
    return false;
  }
  clearUserStore();
  clearSignedOutIdentity();
  queryClient.clear();
  notifySuccess('Logged out successfully!');
  return true;
}

export function useLogout() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    setPending(true);
    try {
      if (await logout()) navigate('/', { replace: true });
    } finally {
      setPending(false);
    }
  }, [navigate]);
  return { logout: run, pending };
}
