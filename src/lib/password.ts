/** Sets a new password for the signed-in (or password-recovery) session. */
import { updatePassword as setPassword } from '@/lib/auth/auth-client';
import { messageOf, notifyError, notifySuccess } from '@/lib/notify';

export async function updatePassword(password: string): Promise<boolean> {
  try {
    const { error } = await setPassword(password);
    if (error) {
      notifyError(messageOf(error, 'Something went wrong'));
      return false;
    }
    notifySuccess('Password updated successfully!');
    return true;
  } catch (error) {
    console.error('Password update failed', error);
    notifyError('Something went wrong');
    return false;
  }
}
