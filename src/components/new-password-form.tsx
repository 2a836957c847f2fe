/**
 * New password + confirmation, used by /auth/update-password (from a reset link) and by the
 * profile's "change password". The rules are shown next to the field; a mismatch is refused
 * before any request with 'Passwords do not match' (docs/domain.md "Validation").
 * `requireCurrent` (the profile) adds a "Current password" field, checked before anything is
 * changed; the reset page has none (its user forgot the password, the mail link proves them).
 */
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { PASSWORD_MISMATCH, newPasswordRules } from '@/lib/auth-validation';
import { notifyError, notifySuccess } from '@/lib/notify';
import { changePassword, updatePassword } from '@/lib/password';
import '@/components/ui/form.css';

interface Values {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

export function NewPasswordForm({
  submitLabel,
  onDone,
  requireCurrent = false,
}: {
  submitLabel: string;
  onDone?: () => void;
  requireCurrent?: boolean;
}) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, password, confirmPassword }) => {
    if (password !== confirmPassword) {
      setError('confirmPassword', { message: PASSWORD_MISMATCH });
      notifyError(PASSWORD_MISMATCH);
      return;
    }
    const failure = requireCurrent
      ? await changePassword(currentPassword, password)
      : await updatePassword(password);
    if (failure) {
      const message = typeof failure === 'string' ? failure : failure.message;
      if (typeof failure !== 'string' && failure.field) setError(failure.field, { message });
      notifyError(message);
    } else {
      notifySuccess('Password updated successfully!');
      reset();
      onDone?.();
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      {requireCurrent && (
        <PasswordField
          purpose="current"
          label="Current password"
          error={errors.currentPassword?.message}
          {...register('currentPassword', { required: 'Enter your current password' })}
        />
      )}
      <PasswordField
        purpose="new"
        label="New password"
        error={errors.password?.message}
        {...register('password', newPasswordRules)}
      />
      <PasswordField
        purpose="confirm"
        label="Confirm new password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword', { required: 'Confirm your new password' })}
      />
      <Button type="submit" loading={isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
