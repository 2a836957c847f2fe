import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthLayout } from '../components/auth-layout';
import { ResetPasswordForm } from '../components/reset-password-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  return (
    <AuthLayout
      title="Reset your password"
      subtitle="Enter the e-mail of your account and we will send you a link to choose a new password."
      footer={
        <p>
          Remembered it?{' '}
          <Link to={paths.auth.login.build()} className="link">
            Back to log in
          </Link>
        </p>
      }
    >
      <ResetPasswordForm />
    </AuthLayout>
  );
}
