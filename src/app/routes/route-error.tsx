import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import '@/components/ui/button.css';
import '@/components/ui/standalone-screen.css';

/** Shown when a page fails to load (e.g. a new version replaced its chunk) instead of a blank screen. */
export function RouteError() {
  const { t } = useLingui();
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <div className="standalone-screen">
      <main className="standalone-card" id="main" role="alert">
        <h1>
          <Trans>Something went wrong</Trans>
        </h1>
        <p className="muted">
          {detail ?? t`This page could not be shown. Reloading usually fixes it.`}
        </p>
        <div className="button-row">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => window.location.reload()}
          >
            <Trans>Reload</Trans>
          </button>
          <a className="btn btn-secondary" href="/">
            <Trans>Go to the home page</Trans>
          </a>
        </div>
      </main>
    </div>
  );
}
