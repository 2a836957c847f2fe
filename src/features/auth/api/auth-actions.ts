/**
 * The auth calls that need supabase-js (Google, sign-up, reset; through src/lib/auth/auth-client.ts), with the toasts of
 * docs/domain.md "Toast messages". Each returns whether it succeeded so the form can react; the
 * user store follows the session through src/services/auth/auth-session.ts.
 */
import { t } from '@lingui/core/macro';
import { sendPasswordResetMail, signInWithGoogleIdToken, signUp } from '@/lib/auth/auth-client';
import { translateServerMessage } from '@/lib/auth/server-messages';
import { startAuthSync } from '@/services/auth/auth-session';
import { repositories } from '@/api/app-repositories';
import { messageOf, notifyError, notifySuccess } from '@/lib/notify';
import { useUserStore } from '@/stores/user-store';
import { paths } from '@/config/paths';

startAuthSync();

/** The server's message in the active language, or the situation's own. */
const serverMessage = (error: unknown, fallback: string) =>
  translateServerMessage(messageOf(error, fallback));

/** Google login: the `credential` (an ID token) of the Google button goes to signInWithIdToken. */
export async function signInWithGoogleCredential(credential: string | undefined): Promise<boolean> {
  if (!credential) {
    notifyError(t`An unexpected error occurred during login`);
    return false;
  }
  try {
    const { error } = await signInWithGoogleIdToken(credential);
    if (error) {
      notifyError(serverMessage(error, t`An unexpected error occurred during login`));
      return false;
    }
    notifySuccess(t`Login successful!`);
    return true;
  } catch (error) {
    console.error('Google login failed', error);
    notifyError(t`An unexpected error occurred during login`);
    return false;
  }
}

export type SignUpResult = 'signed-in' | 'check-inbox' | 'failed';

/** Creates the account, then the profile row { user_id, name } (upsert on user_id). */
export async function signUpWithProfile(input: {
  name: string;
  email: string;
  password: string;
}): Promise<SignUpResult> {
  const name = input.name.trim();
  try {
    const { data, error } = await signUp({
      email: input.email.trim(),
      password: input.password,
      // The name also rides in the user metadata, so a profile row can be created on the first
      // login when the project requires e-mail confirmation (no session to write with yet).
      name,
      emailRedirectTo: window.location.origin,
    });
    if (error) {
      notifyError(serverMessage(error, t`An unexpected error occurred during signup`));
      return 'failed';
    }
    if (!data.user) {
      notifyError(t`Signup failed`);
      return 'failed';
    }
    if (!data.session) {
      notifySuccess(t`Signup successful!`);
      return 'check-inbox';
    }
    try {
      await repositories.userMaster.upsert({ user_id: data.user.id, name });
      if (useUserStore.getState().userId === data.user.id)
        useUserStore.getState().setUserName(name);
    } catch (error) {
      console.error('User_Master upsert failed', error);
      notifyError(t`Failed to save user details`);
    }
    notifySuccess(t`Signup successful!`);
    return 'signed-in';
  } catch (error) {
    console.error('Signup failed', error);
    notifyError(t`An unexpected error occurred during signup`);
    return 'failed';
  }
}

export async function sendPasswordResetLink(email: string): Promise<boolean> {
  try {
    const { error } = await sendPasswordResetMail(
      email.trim(),
      `${window.location.origin}${paths.auth.updatePassword.path}`,
    );
    if (error) {
      notifyError(serverMessage(error, t`Something went wrong`));
      return false;
    }
    notifySuccess(t`Password reset link sent. Check your inbox.`);
    return true;
  } catch (error) {
    console.error('Password reset failed', error);
    notifyError(t`Something went wrong`);
    return false;
  }
}
