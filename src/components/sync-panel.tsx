/**
 * The sync indicator's panel: connection, last sync, answers waiting, and every answer the server
 * refused with its reason. A refused answer stays here until the user retries or discards it;
 * discarding asks first, because it is the only copy.
 */
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  discardOutboxItem,
  requestSync,
  retryOutboxItem,
  useFailedOutboxItems,
  type OutboxSummary,
  type QueuedItem,
} from '@/services/offline/habit-day-queue';
import { formatDay, formatSyncedAt } from './sync-format';

function itemTitle(item: QueuedItem): string {
  const what = 'kind' in item ? ' check-in' : '';
  return `${item.label ?? `Habit ${item.input.habitId}`}${what} · ${formatDay(item.input.date)}`;
}

/** "2 habit-days waiting to sync.", with the check-ins among them named apart. */
function waitingText({ waiting, checkInsWaiting }: OutboxSummary): string {
  if (waiting === 0) return 'Nothing waiting to sync.';
  const days = waiting - checkInsWaiting;
  const parts = [
    days > 0 ? `${days} ${days === 1 ? 'habit-day' : 'habit-days'}` : '',
    checkInsWaiting > 0
      ? `${checkInsWaiting} ${checkInsWaiting === 1 ? 'check-in' : 'check-ins'}`
      : '',
  ].filter(Boolean);
  return `${parts.join(' and ')} waiting to sync.`;
}

function FailedItem({ item }: { item: QueuedItem }) {
  const [busy, setBusy] = useState<'retry' | 'discard' | null>(null);
  const title = itemTitle(item);

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
        The server refused it: <q>{item.lastError?.message ?? 'no reason given'}</q>
        {item.lastError?.status ? (
          <span className="sync-failed-code"> (HTTP {item.lastError.status})</span>
        ) : null}
      </div>
      <div className="sync-failed-actions">
        <Button
          variant="secondary"
          className="btn-small"
          loading={busy === 'retry'}
          disabled={busy !== null}
          onClick={() => void run('retry', () => retryOutboxItem(item.id))}
          aria-label={`Retry ${title}`}
        >
          Retry
        </Button>
        <Button
          variant="ghost"
          className="btn-small"
          loading={busy === 'discard'}
          disabled={busy !== null}
          aria-label={`Discard ${title}`}
          onClick={() => {
            const ok = window.confirm(
              `Discard the answers of ${title}? They were never saved on the server and cannot be recovered.`,
            );
            if (ok) void run('discard', () => discardOutboxItem(item.id));
          }}
        >
          Discard
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
  const failed = useFailedOutboxItems();
  const [syncing, setSyncing] = useState(false);

  return (
    <section id={id} className="sync-panel" aria-label="Sync details">
      <div className="sync-panel-head">
        <h2 className="sync-panel-title">Sync</h2>
        <Button
          variant="ghost"
          className="btn-small"
          onClick={onClose}
          aria-label="Close sync details"
        >
          Close
        </Button>
      </div>
      <p className="sync-panel-line">
        {summary.online
          ? 'Online.'
          : 'Offline. Your answers are kept on this device and sent when you are back online.'}
      </p>
      <p className="sync-panel-line" data-testid="sync-last-synced">
        {summary.lastSyncedAt
          ? `Last synced ${formatSyncedAt(summary.lastSyncedAt, now)}.`
          : 'Not synced yet on this device.'}
      </p>
      <p className="sync-panel-line" data-testid="sync-waiting">
        {waitingText(summary)}
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
          Sync now
        </Button>
      ) : null}
      {failed.length > 0 ? (
        <>
          <h3 className="sync-panel-subtitle">Not saved ({failed.length})</h3>
          <ul className="sync-failed-list" aria-label="Answers the server refused">
            {failed.map((item) => (
              <FailedItem key={item.id} item={item} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
