import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthLayout } from '../components/auth-layout';
import { SignupForm } from '../components/signup-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function SignupPage() {
  useDocumentTitle('Sign up');
  return (
    <AuthLayout
      title="Create your account"
      subtitle="Track your habits in seconds a day."
      footer={
        <p>
          Already have an account?{' '}
          <Link to={paths.auth.login.build()} className="link">
            Log in
          </Link>
        </p>
      }
    >
      <SignupForm />
    </AuthLayout>
  );
}
