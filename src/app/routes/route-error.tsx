import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NeedsConnection } from '@/components/ui/needs-connection';

/**
 * Shown when a page fails to load (e.g. a new version replaced its chunk, or offline a page's
 * code is not on the device) instead of a blank screen. `inShell`: a page of the signed-in area,
 * shown inside its layout so the header and the tab bar stay; offline it says the page needs a
 * connection once.
 */
export function RouteError({ inShell = false }: { inShell?: boolean }) {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  const reload = (
    <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
      Reload
    </button>
  );
  if (inShell) {
    const offline = typeof navigator !== 'undefined' && !navigator.onLine;
    return (
      <section className="route-error" aria-labelledby="route-error-title">
        <h1 className="page-title" id="route-error-title">
          {offline ? 'Not available offline' : 'Something went wrong'}
        </h1>
        {offline ? (
          <NeedsConnection detail="This page has not been opened on this device yet. It opens once it has loaded with a connection." />
        ) : (
          <p className="muted" role="alert">
            {detail ?? 'This page could not be shown. Reloading usually fixes it.'}
          </p>
        )}
        <div className="button-row" style={{ justifyContent: 'flex-start' }}>
          {reload}
        </div>
      </section>
    );
  }
  return (
    <div className="standalone-screen">
      <main className="standalone-card" id="main" role="alert">
        <h1>Something went wrong</h1>
        <p className="muted">
          {detail ?? 'This page could not be shown. Reloading usually fixes it.'}
        </p>
        <div className="button-row">
          {reload}
          <a className="btn btn-secondary" href="/">
            Go to the home page
          </a>
        </div>
      </main>
    </div>
  );
}
