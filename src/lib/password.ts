/**
 * Sets a new password for the signed-in (or password-recovery) session. Resolves with null when
 * it is set, else with the message to show (the backend's own, or 'Something went wrong'); the
 * form shows it (components/new-password-form.tsx): nothing in lib speaks to the user itself.
 */
import { updatePassword as setPassword } from '@/lib/auth/auth-client';
import { messageOf } from '@/lib/notify';

export async function updatePassword(password: string): Promise<string | null> {
  try {
    const { error } = await setPassword(password);
    return error ? messageOf(error, 'Something went wrong') : null;
  } catch (error) {
    console.error('Password update failed', error);
    return 'Something went wrong';
  }
}
