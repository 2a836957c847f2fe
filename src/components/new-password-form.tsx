/**
 * New password + confirmation, used by /auth/update-password (from a reset link) and by the
 * profile's "change password". The rules are shown next to the field; a mismatch is refused
 * before any request with 'Passwords do not match' (docs/domain.md "Validation").
 */
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { PASSWORD_MISMATCH, PASSWORD_RULE_TEXT, newPasswordRules } from '@/lib/auth-validation';
import { notifyError, notifySuccess } from '@/lib/notify';
import { updatePassword } from '@/lib/password';

interface Values {
  password: string;
  confirmPassword: string;
}

export function NewPasswordForm({
  submitLabel,
  onDone,
}: {
  submitLabel: string;
  onDone?: () => void;
}) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { password: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(async ({ password, confirmPassword }) => {
    if (password !== confirmPassword) {
      setError('confirmPassword', { message: PASSWORD_MISMATCH });
      notifyError(PASSWORD_MISMATCH);
      return;
    }
    const failure = await updatePassword(password);
    if (failure) {
      notifyError(failure);
    } else {
      notifySuccess('Password updated successfully!');
      reset();
      onDone?.();
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_RULE_TEXT}
        error={errors.password?.message}
        {...register('password', newPasswordRules)}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword', { required: 'Confirm your new password' })}
      />
      <Button type="submit" loading={isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
