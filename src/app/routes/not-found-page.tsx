import { Trans, useLingui } from '@lingui/react/macro';
import { Logo } from '@/components/ui/logo';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useUserStore } from '@/stores/user-store';
import { useDocumentTitle } from '@/hooks/use-document-title';
import '@/components/ui/standalone-screen.css';

export default function NotFoundPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found`);
  const signedIn = Boolean(useUserStore((s) => s.userId));
  return (
    <div className="standalone-screen">
      <main className="standalone-card" id="main">
        <Logo />
        <p className="big-code" aria-hidden="true">
          404
        </p>
        <h1>
          <Trans>Page not found</Trans>
        </h1>
        <p className="muted">
          <Trans>The page you are looking for does not exist or has moved.</Trans>
        </p>
        <ButtonLink to={signedIn ? paths.home.build() : paths.landing.build()}>
          <Trans>Go to the home page</Trans>
        </ButtonLink>
      </main>
    </div>
  );
}
