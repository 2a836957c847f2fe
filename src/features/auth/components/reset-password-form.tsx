import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { emailRules } from '@/lib/auth-validation';
import { sendPasswordResetLink } from '../api/auth-actions';
import '@/components/ui/form.css';
import '@/components/ui/notice.css';

export function ResetPasswordForm() {
  const { t } = useLingui();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    if (await sendPasswordResetLink(email)) setSentTo(email.trim());
  });

  return (
    <>
      {sentTo ? (
        <div className="notice" role="status">
          <h2 className="notice-title">
            <Trans>Check your inbox</Trans>
          </h2>
          <p>
            <Trans>
              If an account exists for <strong>{sentTo}</strong>, a link to choose a new password is
              on its way. The link opens this app and lets you set the new password.
            </Trans>
          </p>
        </div>
      ) : null}
      <form className="form" onSubmit={onSubmit} noValidate aria-label={t`Reset password`}>
        <TextField
          label={t`E-mail`}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email', emailRules)}
        />
        <Button type="submit" block loading={isSubmitting}>
          {sentTo ? t`Send the link again` : t`Send reset link`}
        </Button>
      </form>
    </>
  );
}
