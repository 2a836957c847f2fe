/**
 * Sets a new password for the signed-in (or password-recovery) session. Resolves with null when
 * it is set, else with the message to show (the backend's own, or 'Something went wrong'); the
 * form shows it (components/new-password-form.tsx): nothing in lib speaks to the user itself.
 */
import { t } from '@lingui/core/macro';
import { updatePassword as setPassword, verifyCurrentPassword } from '@/lib/auth/auth-client';
import { translateServerMessage } from '@/lib/auth/server-messages';
import { messageOf } from '@/lib/notify';

/** The backend's message (in the active language when known), else 'Something went wrong'. */
const failure = (error: unknown) =>
  translateServerMessage(messageOf(error, t`Something went wrong`));

export async function updatePassword(password: string): Promise<string | null> {
  try {
    const { error } = await setPassword(password);
    return error ? failure(error) : null;
  } catch (error) {
    console.error('Password update failed', error);
    return t`Something went wrong`;
  }
}

/**
 * The profile's change: the current password is checked first (a password sign-in through the
 * auth module, docs/accounts-and-shell.md "Changing the password"), and only then is the new one
 * set. A wrong current password resolves with `{ field: 'currentPassword' }` and changes nothing.
 */
export async function changePassword(
  currentPassword: string,
  password: string,
): Promise<{ field?: 'currentPassword'; message: string } | null> {
  try {
    const { error } = await verifyCurrentPassword(currentPassword);
    if (error) {
      return error.code === 'invalid_credentials'
        ? { field: 'currentPassword', message: t`Current password is incorrect` }
        : { message: failure(error) };
    }
  } catch (error) {
    console.error('Current password check failed', error);
    return { message: t`Something went wrong` };
  }
  const refused = await updatePassword(password);
  return refused ? { message: refused } : null;
}
