import { ButtonLink } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import '@/components/ui/button.css';
import '@/components/ui/standalone-screen.css';

export default function UnauthorizedPage() {
  useDocumentTitle('Not allowed');
  return (
    <div className="standalone-screen">
      <main className="standalone-card" id="main">
        <Logo />
        <p className="big-code" aria-hidden="true">
          401
        </p>
        <h1>You are not allowed to see this page</h1>
        <p className="muted">Log in with an account that has access, or go back to the start.</p>
        <div className="button-row">
          <ButtonLink to={paths.auth.login.build()}>Log in</ButtonLink>
          <ButtonLink to={paths.landing.build()} variant="secondary">
            Go to the start page
          </ButtonLink>
        </div>
      </main>
    </div>
  );
}
