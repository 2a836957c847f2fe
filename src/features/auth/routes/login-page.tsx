import { Link, useSearchParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@/config/paths';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useHydrated } from '@/hooks/use-hydrated';

export default function LoginPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Log in`);
  const [search] = useSearchParams();
  // The HTML prerendered for /auth/login (build/prerender.ts) is hydrated for any query
  // (src/main.tsx): the words the query picks replace the plain ones once hydrated.
  const params = useHydrated() ? search : new URLSearchParams();
  const wanted = params.get('from');
  // After an account deletion (paths.auth.login.afterDeletion): a goodbye, not a welcome back.
  const deleted = params.get('account') === 'deleted';
  return (
    <AuthLayout
      title={deleted ? t`Account deleted` : t`Log in`}
      subtitle={
        deleted
          ? t`Your account has been deleted. Thank you for using Streakwise.`
          : wanted
            ? t`Log in to continue where you were.`
            : t`Welcome back. Your habits are waiting.`
      }
      footer={
        <p>
          <Trans>
            New to Streakwise?{' '}
            <Link to={paths.auth.signup.build()} className="link">
              Create an account
            </Link>
          </Trans>
        </p>
      }
    >
      <LoginForm />
    </AuthLayout>
  );
}
