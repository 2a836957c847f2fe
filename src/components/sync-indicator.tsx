/**
 * Sync status for the layout header: online or offline, how many answers wait, when the device
 * last synced, and (in its panel) the answers the server refused, with retry and discard.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import {
  useOutboxSummary,
  useOutboxSummaryAfterPaint,
  type OutboxSummary,
} from '@/services/offline/habit-day-queue';
import { formatSyncedAt } from './sync-format';
import { SyncPanel } from './sync-panel';
import './sync-indicator.css';

type Tone = 'offline' | 'failed' | 'waiting' | 'syncing' | 'synced';

/** The pill's words, in the active language (called while rendering). */
function describe(s: OutboxSummary, now: number): { tone: Tone; text: string } {
  const waiting = s.waiting;
  const failed = s.failed;
  if (!s.online) {
    // Offline, the answers waiting matter most; otherwise how fresh the data on screen is.
    if (waiting > 0)
      return {
        tone: 'offline',
        text: plural(waiting, { one: 'Offline · # waiting', other: 'Offline · # waiting' }),
      };
    if (!s.lastSyncedAt) return { tone: 'offline', text: t`Offline` };
    const when = formatSyncedAt(s.lastSyncedAt, now, true);
    return { tone: 'offline', text: t`Offline · synced ${when}` };
  }
  if (failed > 0)
    return { tone: 'failed', text: plural(failed, { one: '# not saved', other: '# not saved' }) };
  if (waiting > 0)
    return {
      tone: s.syncing ? 'syncing' : 'waiting',
      text: s.syncing
        ? plural(waiting, { one: 'Syncing #…', other: 'Syncing #…' })
        : plural(waiting, { one: '# waiting to sync', other: '# waiting to sync' }),
    };
  if (!s.lastSyncedAt) return { tone: 'synced', text: t`Synced` };
  const when = formatSyncedAt(s.lastSyncedAt, now, true);
  return { tone: 'synced', text: t`Synced ${when}` };
}

/** The title's words: when the device last synced. */
function lastSyncedText(lastSyncedAt: number | null, now: number): string {
  if (!lastSyncedAt) return t`Not synced yet`;
  const when = formatSyncedAt(lastSyncedAt, now);
  return t`Last synced ${when}`;
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
  // Re-rendered when the language changes (the words below come from the active one).
  useLingui();
  // A frame late: a tap's frame shows the answer on home, the pill follows (outbox-hooks.ts).
  const summary = useOutboxSummaryAfterPaint();
  const now = useNow();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const { tone, text } = describe(summary, now);
  const lastSynced = lastSyncedText(summary.lastSyncedAt, now);
  const status = t`Sync status: ${text}. ${lastSynced}.`;

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
        aria-label={status}
        title={lastSynced}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="sync-dot" aria-hidden="true" />
        <span className="sync-text">{text}</span>
      </button>
      <span className="visually-hidden" role="status" aria-live="polite">
        {tone === 'offline' || tone === 'failed' ? text : ''}
      </span>
      {open ? <OpenPanel id={panelId} now={now} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

/** The panel, once opened, says what the queue holds now (the pill may be a frame behind). */
function OpenPanel(props: { id: string; now: number; onClose: () => void }) {
  return <SyncPanel {...props} summary={useOutboxSummary()} />;
}
