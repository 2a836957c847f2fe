import './needs-connection.css';
/**
 * What a screen shows instead of a spinner when a read it needs has never answered and the device
 * is offline: TanStack Query pauses the read until the network returns, so a spinner would turn
 * for ever. The app's navigation stays around it (it is shown inside the page, never instead of
 * the shell). Whether a read waits so is `waitsForNetwork` (src/lib/offline/waits-for-network.ts).
 */

import { Trans } from '@lingui/react/macro';

export function NeedsConnection({ detail }: { detail?: string }) {
  return (
    <div className="needs-connection" role="status">
      {/* The words of the state (docs/offline.md "Never a dead end"). */}
      <p className="needs-connection-title">
        <Trans>Offline: this needs a connection once</Trans>
      </p>
      <p className="needs-connection-detail">
        {detail ?? (
          <Trans>
            It shows here once it has loaded with a connection; then it works offline too.
          </Trans>
        )}
      </p>
    </div>
  );
}
