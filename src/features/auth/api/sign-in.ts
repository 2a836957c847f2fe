/**
 * Login with e-mail and password with the toasts of docs/domain.md "Toast messages". Kept free of
 * supabase-js so the login page stays small (see src/lib/auth/password-sign-in.ts).
 */
import { t } from '@lingui/core/macro';
import { notifyError, notifySuccess } from '@/lib/notify';
import { translateServerMessage } from '@/lib/auth/server-messages';
import { AuthRequestError, signInWithEmailPassword } from '@/lib/auth/password-sign-in';
import { noteSignedInUser } from '@/lib/session-cleanup';
import { useUserStore } from '@/stores/user-store';

export async function signInWithPassword(email: string, password: string): Promise<boolean> {
  try {
    const user = await signInWithEmailPassword(email.trim(), password);
    // Before anything of this user is shown: another user's data left on the device goes.
    noteSignedInUser(user.userId, useUserStore.getState().userId);
    useUserStore.getState().setUser(user);
    notifySuccess(t`Login successful!`);
    return true;
  } catch (error) {
    // Auth's own message when it answered; a network failure (status 0) or a bug has none.
    const answered = error instanceof AuthRequestError && error.status > 0 && error.message;
    if (!answered) console.error('Login failed', error);
    notifyError(
      answered
        ? translateServerMessage(error.message)
        : t`An unexpected error occurred during login`,
    );
    return false;
  }
}
