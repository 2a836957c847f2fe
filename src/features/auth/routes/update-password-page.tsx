import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { NewPasswordForm } from '@/components/new-password-form';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getSession } from '@/lib/auth/auth-client';
import { startAuthSync } from '@/services/auth/auth-session';
import { useUserStore } from '@/stores/user-store';
import { AuthLayout } from '../components/auth-layout';
import { useDocumentTitle } from '@/hooks/use-document-title';
import '@/components/ui/notice.css';

// Reading the recovery link's session (PASSWORD_RECOVERY) also signs the store in.
startAuthSync();

/**
 * Opened from the reset link: supabase-js reads the recovery session from the URL
 * (PASSWORD_RECOVERY) and this page sets the new password on it.
 */
export default function UpdatePasswordPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Choose a new password`);
  const navigate = useNavigate();
  const userId = useUserStore((s) => s.userId);
  const [checked, setChecked] = useState(false);
  const [hasSession, setHasSession] = useState(false);

  useEffect(() => {
    let active = true;
    // getSession waits until supabase-js has read the link's tokens from the URL.
    getSession()
      .then((session) => {
        if (active) setHasSession(Boolean(session));
      })
      .catch(() => undefined)
      .finally(() => {
        if (active) setChecked(true);
      });
    return () => {
      active = false;
    };
  }, [userId]);

  let body;
  if (!checked) body = <PageSpinner label={t`Checking your link…`} />;
  else if (!hasSession && !userId)
    body = (
      <div className="notice notice-warning" role="alert">
        <h2 className="notice-title">
          <Trans>This link is invalid or has expired</Trans>
        </h2>
        <p>
          <Trans>
            Reset links work once and for a limited time.{' '}
            <Link to={paths.auth.resetPassword.build()} className="link">
              Request a new link
            </Link>
            .
          </Trans>
        </p>
      </div>
    );
  else
    body = (
      <NewPasswordForm
        submitLabel={t`Set new password`}
        onDone={() => navigate(paths.home.build(), { replace: true })}
      />
    );

  return (
    <AuthLayout title={t`Choose a new password`} subtitle={t`Use it the next time you log in.`}>
      {body}
    </AuthLayout>
  );
}
