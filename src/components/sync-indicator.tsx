/**
 * Sync status for the layout header: online or offline, how many answers wait, when the device
 * last synced, and (in its panel) the answers the server refused, with retry and discard.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useOutboxSummary, type OutboxSummary } from '@/services/offline/habit-day-queue';
import { formatSyncedAt } from './sync-format';
import { SyncPanel } from './sync-panel';
import './sync-indicator.css';

type Tone = 'offline' | 'failed' | 'waiting' | 'syncing' | 'synced';

function describe(s: OutboxSummary, now: number): { tone: Tone; text: string } {
  const waiting = s.waiting === 1 ? '1 waiting' : `${s.waiting} waiting`;
  if (!s.online) {
    // Offline, the answers waiting matter most; otherwise how fresh the data on screen is.
    if (s.waiting > 0) return { tone: 'offline', text: `Offline · ${waiting}` };
    const synced = s.lastSyncedAt ? ` · synced ${formatSyncedAt(s.lastSyncedAt, now, true)}` : '';
    return { tone: 'offline', text: `Offline${synced}` };
  }
  if (s.failed > 0) return { tone: 'failed', text: `${s.failed} not saved` };
  if (s.waiting > 0)
    return {
      tone: s.syncing ? 'syncing' : 'waiting',
      text: s.syncing ? `Syncing ${s.waiting}…` : `${waiting} to sync`,
    };
  return {
    tone: 'synced',
    text: s.lastSyncedAt ? `Synced ${formatSyncedAt(s.lastSyncedAt, now, true)}` : 'Synced',
  };
}

/** Re-renders every 30 s so relative times stay true. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(t);
  }, []);
  return now;
}

export function SyncIndicator() {
  const summary = useOutboxSummary();
  const now = useNow();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const { tone, text } = describe(summary, now);
  const lastSynced = summary.lastSyncedAt
    ? `Last synced ${formatSyncedAt(summary.lastSyncedAt, now)}`
    : 'Not synced yet';

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    const onPointer = (e: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div className="sync-indicator" ref={rootRef} data-testid="sync-indicator" data-state={tone}>
      <button
        type="button"
        className={`sync-pill is-${tone}`}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Sync status: ${text}. ${lastSynced}.`}
        title={lastSynced}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="sync-dot" aria-hidden="true" />
        <span className="sync-text">{text}</span>
      </button>
      <span className="visually-hidden" role="status" aria-live="polite">
        {tone === 'offline' || tone === 'failed' ? text : ''}
      </span>
      {open ? (
        <SyncPanel id={panelId} summary={summary} now={now} onClose={() => setOpen(false)} />
      ) : null}
    </div>
  );
}
