/**
 * The sync indicator's panel: connection, last sync, answers waiting, and every answer the server
 * refused with its reason. A refused answer stays here until the user retries or discards it;
 * discarding asks first, because it is the only copy.
 */
import { useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import {
  discardOutboxItem,
  requestSync,
  retryOutboxItem,
  useFailedOutboxItems,
  type OutboxSummary,
  type QueuedItem,
} from '@/services/offline/habit-day-queue';
import { formatHabitDay, formatSyncedAt } from './sync-format';
import '@/components/ui/button.css';

/** "2 habit-days waiting to sync.", with the check-ins among them named apart. */
function WaitingText({ waiting, checkInsWaiting }: OutboxSummary) {
  const days = waiting - checkInsWaiting;
  if (waiting === 0) return <Trans>Nothing waiting to sync.</Trans>;
  if (checkInsWaiting === 0)
    return (
      <Plural
        value={days}
        one="# habit-day waiting to sync."
        other="# habit-days waiting to sync."
      />
    );
  if (days === 0)
    return (
      <Plural
        value={checkInsWaiting}
        one="# check-in waiting to sync."
        other="# check-ins waiting to sync."
      />
    );
  return (
    <Trans>
      <Plural value={days} one="# habit-day" other="# habit-days" /> and{' '}
      <Plural value={checkInsWaiting} one="# check-in" other="# check-ins" /> waiting to sync.
    </Trans>
  );
}

function FailedItem({ item }: { item: QueuedItem }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState<'retry' | 'discard' | null>(null);
  // "Floss · Sat 21 Nov"
  const habitId = item.input.habitId;
  const name = item.label ?? t`Habit ${habitId}`;
  const day = formatHabitDay(item.input.date);
  const title = 'kind' in item ? t`${name} check-in · ${day}` : t`${name} · ${day}`;
  const reason = item.lastError?.message ?? t`no reason given`;
  const status = item.lastError?.status;

  async function run(kind: 'retry' | 'discard', fn: () => Promise<void>) {
    setBusy(kind);
    try {
      await fn();
    } catch (error) {
      console.error(`Could not ${kind} the queued answer`, error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <li className="sync-failed-item" data-testid="sync-failed-item">
      <div className="sync-failed-title">{title}</div>
      <div className="sync-failed-reason">
        <Trans>
          The server refused it: <q>{reason}</q>
        </Trans>
        {status ? (
          <span className="sync-failed-code">
            {' '}
            <Trans>(HTTP {status})</Trans>
          </span>
        ) : null}
      </div>
      <div className="sync-failed-actions">
        <Button
          variant="secondary"
          className="btn-small"
          loading={busy === 'retry'}
          disabled={busy !== null}
          onClick={() => void run('retry', () => retryOutboxItem(item.id))}
          aria-label={t`Retry ${title}`}
        >
          <Trans>Retry</Trans>
        </Button>
        <Button
          variant="ghost"
          className="btn-small"
          loading={busy === 'discard'}
          disabled={busy !== null}
          aria-label={t`Discard ${title}`}
          onClick={() => {
            const ok = window.confirm(
              t`Discard the answers of ${title}? They were never saved on the server and cannot be recovered.`,
            );
            if (ok) void run('discard', () => discardOutboxItem(item.id));
          }}
        >
          <Trans>Discard</Trans>
        </Button>
      </div>
    </li>
  );
}

export function SyncPanel({
  id,
  summary,
  now,
  onClose,
}: {
  id: string;
  summary: OutboxSummary;
  now: number;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const failed = useFailedOutboxItems();
  const [syncing, setSyncing] = useState(false);
  const lastSynced = summary.lastSyncedAt ? formatSyncedAt(summary.lastSyncedAt, now) : null;

  return (
    <section id={id} className="sync-panel" aria-label={t`Sync details`}>
      <div className="sync-panel-head">
        <h2 className="sync-panel-title">
          <Trans>Sync</Trans>
        </h2>
        <Button
          variant="ghost"
          className="btn-small"
          onClick={onClose}
          aria-label={t`Close sync details`}
        >
          <Trans>Close</Trans>
        </Button>
      </div>
      <p className="sync-panel-line">
        {summary.online ? (
          <Trans>Online.</Trans>
        ) : (
          <Trans>
            Offline. Your answers are kept on this device and sent when you are back online.
          </Trans>
        )}
      </p>
      <p className="sync-panel-line" data-testid="sync-last-synced">
        {lastSynced ? (
          <Trans>Last synced {lastSynced}.</Trans>
        ) : (
          <Trans>Not synced yet on this device.</Trans>
        )}
      </p>
      <p className="sync-panel-line" data-testid="sync-waiting">
        <WaitingText {...summary} />
      </p>
      {summary.online && summary.waiting > 0 ? (
        <Button
          variant="secondary"
          className="btn-small"
          loading={syncing || summary.syncing}
          onClick={() => {
            setSyncing(true);
            void requestSync({ force: true }).finally(() => setSyncing(false));
          }}
        >
          <Trans>Sync now</Trans>
        </Button>
      ) : null}
      {failed.length > 0 ? (
        <>
          <h3 className="sync-panel-subtitle">
            <Trans>Not saved ({{ count: failed.length }})</Trans>
          </h3>
          <ul className="sync-failed-list" aria-label={t`Answers the server refused`}>
            {failed.map((item) => (
              <FailedItem key={item.id} item={item} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
