/**
 * The one logout of the app (layout and profile use it): this device's reminders stopped
 * (services/reminders/device-reminders.ts), sign-out hygiene (lib/session-cleanup.ts:
 * every user's data on the device), sign-out (src/lib/auth/auth-client.ts), user store and the rest of the identity
 * cleared, query cache cleared, toast, '/'.
 */
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { plural, t } from '@lingui/core/macro';
import { signOut } from '@/lib/auth/auth-client';
import { queryClient } from '@/lib/query-client';
import { clearSignedOutIdentity, runSignOutCleanup } from '@/lib/session-cleanup';
import { translateServerMessage } from '@/lib/auth/server-messages';
import { messageOf, notifyError, notifySuccess } from '@/lib/notify';
import { syncBeforeLogout } from '@/services/offline/habit-day-queue';
import { forgetThisDevice } from '@/services/reminders/device-reminders';
import { clearUserStore } from '@/stores/user-store';

/**
 * Asked by logout before anything is removed: the offline queue tries a last sync, and if answers
 * are still not on the server, the user decides whether to log out anyway (they would be lost).
 * True: go on.
 */
export async function confirmLogoutWithPending(): Promise<boolean> {
  const count = await syncBeforeLogout();
  if (count === 0) return true;
  return window.confirm(
    plural(count, {
      one: '# answer is not synced yet and will be lost if you log out now. Stay signed in and let them sync when you are online, or log out anyway?\n\nOK logs out anyway.',
      other:
        '# answers are not synced yet and will be lost if you log out now. Stay signed in and let them sync when you are online, or log out anyway?\n\nOK logs out anyway.',
    }),
  );
}

export async function logout(): Promise<boolean> {
  try {
    // Answers not yet on the server would be lost: a last sync, then the user decides.
    if (!(await confirmLogoutWithPending())) return false;
    // Reminders stop on this device: unsubscribe it and delete its row while still signed in.
    await forgetThisDevice();
    await runSignOutCleanup();
    // Offline, the server cannot be told, but the device still forgets the session.
    const { error } = await signOut();
    if (error) {
      notifyError(
        translateServerMessage(messageOf(error, t`An unexpected error occurred during logout`)),
      );
      return false;
    }
  } catch (error) {
    console.error('Logout failed', error);
    notifyError(t`An unexpected error occurred during logout`);
    return false;
  }
  clearUserStore();
  clearSignedOutIdentity();
  queryClient.clear();
  notifySuccess(t`Logged out successfully!`);
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
