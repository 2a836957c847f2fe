import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@/config/paths';
import { AuthLayout } from '../components/auth-layout';
import { ResetPasswordForm } from '../components/reset-password-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function ResetPasswordPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Reset password`);
  return (
    <AuthLayout
      title={t`Reset your password`}
      subtitle={t`Enter the e-mail of your account and we will send you a link to choose a new password.`}
      footer={
        <p>
          <Trans>
            Remembered it?{' '}
            <Link to={paths.auth.login.build()} className="link">
              Back to log in
            </Link>
          </Trans>
        </p>
      }
    >
      <ResetPasswordForm />
    </AuthLayout>
  );
}
