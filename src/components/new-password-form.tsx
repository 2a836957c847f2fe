/**
 * New password + confirmation, used by /auth/update-password (from a reset link) and by the
 * profile's "change password". The rules are shown next to the field; a mismatch is refused
 * before any request with 'Passwords do not match' (docs/domain.md "Validation").
 * `requireCurrent` (the profile) adds a "Current password" field, checked before anything is
 * changed; the reset page has none (its user forgot the password, the mail link proves them).
 */
import { useForm } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { newPasswordRules, passwordMismatch, requiredRule } from '@/lib/auth-validation';
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
  const { t } = useLingui();
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
      setError('confirmPassword', { message: passwordMismatch() });
      notifyError(passwordMismatch());
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
      notifySuccess(t`Password updated successfully!`);
      reset();
      onDone?.();
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      {requireCurrent && (
        <PasswordField
          purpose="current"
          label={t`Current password`}
          error={errors.currentPassword?.message}
          {...register(
            'currentPassword',
            requiredRule(() => t`Enter your current password`),
          )}
        />
      )}
      <PasswordField
        purpose="new"
        label={t`New password`}
        error={errors.password?.message}
        {...register('password', newPasswordRules)}
      />
      <PasswordField
        purpose="confirm"
        label={t`Confirm new password`}
        error={errors.confirmPassword?.message}
        {...register(
          'confirmPassword',
          requiredRule(() => t`Confirm your new password`),
        )}
      />
      <Button type="submit" loading={isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
