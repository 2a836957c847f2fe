import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import {
  emailRules,
  nameRules,
  newPasswordRules,
  passwordMismatch,
  requiredRule,
} from '@/lib/auth-validation';
import { notifyError } from '@/lib/notify';
import { signUpWithProfile } from '../api/auth-actions';
import '@/components/ui/form.css';
import '@/components/ui/notice.css';

interface Values {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export function SignupForm() {
  const { t } = useLingui();
  const [inboxEmail, setInboxEmail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ name, email, password, confirmPassword }) => {
    // docs/domain.md "Validation": a mismatch is shown and nothing is sent.
    if (password !== confirmPassword) {
      setError('confirmPassword', { message: passwordMismatch() }, { shouldFocus: true });
      notifyError(passwordMismatch());
      return;
    }
    const result = await signUpWithProfile({ name, email, password });
    if (result === 'check-inbox') setInboxEmail(email.trim());
  });

  if (inboxEmail) {
    return (
      <div className="notice" role="status">
        <h2 className="notice-title">
          <Trans>Check your inbox</Trans>
        </h2>
        <p>
          <Trans>
            We sent a confirmation link to <strong>{inboxEmail}</strong>. Open it to activate your
            account, then log in.
          </Trans>
        </p>
      </div>
    );
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label={t`Sign up`}>
      <TextField
        label={t`Name`}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name', nameRules)}
      />
      <TextField
        label={t`E-mail`}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email', emailRules)}
      />
      <PasswordField
        purpose="new"
        label={t`Password`}
        error={errors.password?.message}
        {...register('password', newPasswordRules)}
      />
      <PasswordField
        purpose="confirm"
        label={t`Confirm password`}
        error={errors.confirmPassword?.message}
        {...register(
          'confirmPassword',
          requiredRule(() => t`Confirm your password`),
        )}
      />
      <Button type="submit" block loading={isSubmitting}>
        <Trans>Create account</Trans>
      </Button>
    </form>
  );
}
