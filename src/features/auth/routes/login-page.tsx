import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function LoginPage() {
  useDocumentTitle('Log in');
  const [params] = useSearchParams();
  const wanted = params.get('from');
  return (
    <AuthLayout
      title="Log in"
      subtitle={
        wanted ? 'Log in to continue where you were.' : 'Welcome back. Your habits are waiting.'
      }
      footer={
        <p>
          New to Streakwise?{' '}
          <Link to={paths.auth.signup.build()} className="link">
            Create an account
          </Link>
        </p>
      }
    >
      <LoginForm />
    </AuthLayout>
  );
}
