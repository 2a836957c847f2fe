import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@/config/paths';
import { AuthLayout } from '../components/auth-layout';
import { SignupForm } from '../components/signup-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function SignupPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Sign up`);
  return (
    <AuthLayout
      title={t`Create your account`}
      subtitle={t`Track your habits in seconds a day.`}
      footer={
        <p>
          <Trans>
            Already have an account?{' '}
            <Link to={paths.auth.login.build()} className="link">
              Log in
            </Link>
          </Trans>
        </p>
      }
    >
      <SignupForm />
    </AuthLayout>
  );
}
