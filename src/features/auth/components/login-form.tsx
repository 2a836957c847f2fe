import { lazy, Suspense, useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { takeEarlySubmit } from '@/config/early-submit';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useHydrated } from '@/hooks/use-hydrated';
import { emailRules, requiredPasswordRules } from '@/lib/auth-validation';
import { signInWithPassword } from '../api/sign-in';
import '@/components/ui/form.css';

// Google's library is only fetched when a client id is configured.
const GoogleSignIn = lazy(() => import('./google-sign-in'));

interface Values {
  email: string;
  password: string;
}

export interface LoginFormProps {
  /** Defaults to VITE_GOOGLE_CLIENT_ID; the Google button is hidden when empty. */
  googleClientId?: string;
  onSignedIn?: () => void;
}

export function LoginForm({ googleClientId = env.googleClientId, onSignedIn }: LoginFormProps) {
  const { t } = useLingui();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { email: '', password: '' } });
  // In the prerendered page, before its script runs, the form would submit natively: a GET with
  // the password in the URL. The button (and so Enter in a field) waits for the handler.
  const hydrated = useHydrated();

  const onSubmit = handleSubmit(async ({ email, password }) => {
    if (await signInWithPassword(email, password)) onSignedIn?.();
  });
  // Enter pressed before hydration (the prerendered page's loader noted it): submit it now.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (hydrated && takeEarlySubmit(formRef.current)) formRef.current?.requestSubmit();
  }, [hydrated]);

  return (
    <>
      <form ref={formRef} className="form" onSubmit={onSubmit} noValidate aria-label={t`Log in`}>
        <TextField
          label={t`E-mail`}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email', emailRules)}
        />
        <PasswordField
          purpose="current"
          label={t`Password`}
          error={errors.password?.message}
          {...register('password', requiredPasswordRules)}
        />
        <div className="form-row-end">
          <Link to={paths.auth.resetPassword.build()} className="link">
            <Trans>Forgot password?</Trans>
          </Link>
        </div>
        <Button type="submit" block loading={isSubmitting} disabled={!hydrated}>
          <Trans>Log in</Trans>
        </Button>
      </form>
      {googleClientId ? (
        <>
          <div className="divider" role="separator">
            <span>
              <Trans comment="Between the login form and the Google button">or</Trans>
            </span>
          </div>
          <Suspense fallback={<div className="google-button-placeholder" aria-hidden="true" />}>
            <GoogleSignIn clientId={googleClientId} onSignedIn={onSignedIn} />
          </Suspense>
        </>
      ) : null}
    </>
  );
}
