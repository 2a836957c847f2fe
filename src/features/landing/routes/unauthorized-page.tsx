import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import '@/components/ui/button.css';
import '@/components/ui/standalone-screen.css';

export default function UnauthorizedPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Not allowed`);
  return (
    <div className="standalone-screen">
      <main className="standalone-card" id="main">
        <Logo />
        <p className="big-code" aria-hidden="true">
          401
        </p>
        <h1>
          <Trans>You are not allowed to see this page</Trans>
        </h1>
        <p className="muted">
          <Trans>Log in with an account that has access, or go back to the start.</Trans>
        </p>
        <div className="button-row">
          <ButtonLink to={paths.auth.login.build()}>
            <Trans>Log in</Trans>
          </ButtonLink>
          <ButtonLink to={paths.landing.build()} variant="secondary">
            <Trans>Go to the start page</Trans>
          </ButtonLink>
        </div>
      </main>
    </div>
  );
}
