/**
 * The foot of a habit day card (habit-day-card.tsx): how many questions are answered
 * and the day's sync state (saving, waiting, not saved with Retry, also on home's row); and the
 * form that skips the day (home's row).
 */
import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import type { HabitDayCardModel } from './use-habit-day-card';
import '@/components/ui/button.css';
import '@/components/ui/form.css';
import './habit-day.css';

/** "1 of 2 answered" (habits with more than one question) and the sync state of the day. */
export function HabitCardFoot({
  answered,
  questions,
  entry,
  sending,
  superseded,
  onRetry,
}: {
  answered: number;
  questions: number;
  entry: HabitDayCardModel['entry'];
  sending: boolean;
  superseded: boolean;
  onRetry: () => void;
}) {
  const syncShown = entry?.status === 'pending' || entry?.status === 'failed' || superseded;
  if (questions <= 1 && !syncShown) return null;
  return (
    <footer className="habit-card-foot">
      {questions > 1 ? (
        <span className="habit-progress">
          <Trans>
            {answered} of {questions} answered
          </Trans>
        </span>
      ) : null}
      <DaySync entry={entry} sending={sending} superseded={superseded} onRetry={onRetry} />
    </footer>
  );
}

/**
 * The day's sync state, said only while it matters: "Saving…", "Waiting to sync", "Not saved"
 * with Retry, or "Changed on another device" when the server kept a newer edit made elsewhere
 * over this device's (the card's foot, and the line under a name on home's row).
 */
export function DaySync({
  entry,
  sending,
  superseded,
  onRetry,
}: {
  entry: HabitDayCardModel['entry'];
  sending: boolean;
  superseded: boolean;
  onRetry: () => void;
}) {
  if (entry?.status === 'pending')
    return sending ? (
      <span className="habit-sync is-saving" role="status">
        <Trans>Saving…</Trans>
      </span>
    ) : (
      <span className="habit-sync is-waiting" role="status">
        <Trans>Waiting to sync</Trans>
      </span>
    );
  if (entry?.status === 'failed')
    return (
      <span className="habit-sync is-failed" role="alert">
        <NotSaved reason={entry.error?.message ?? null} />{' '}
        <Button variant="ghost" className="btn-small" onClick={onRetry}>
          <Trans>Retry</Trans>
        </Button>
      </span>
    );
  if (superseded)
    return (
      <span className="habit-sync is-changed" role="status">
        <Trans>Changed on another device</Trans>
      </span>
    );
  return null;
}

/** "Not saved", with the reason when there is one ("Not saved: ..."). */
function NotSaved({ reason }: { reason: string | null }) {
  return reason ? <Trans>Not saved: {reason}</Trans> : <Trans>Not saved</Trans>;
}

/** "Skip today" with an optional note (ill, travelling): the day then counts nowhere. */
export function SkipDayForm({
  habitName,
  isToday,
  onSkip,
  onCancel,
}: {
  habitName: string;
  /** Today ("Skip today"), or another day ("Skip this day"). */
  isToday: boolean;
  onSkip: (note: string) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const name = habitName;
  const [note, setNote] = useState('');
  const noteId = useId();
  return (
    <form
      className="habit-skip"
      aria-label={isToday ? t`Skip today: ${name}` : t`Skip this day: ${name}`}
      onSubmit={(e) => {
        e.preventDefault();
        onSkip(note);
      }}
    >
      <label htmlFor={noteId}>
        <Trans>Note (optional)</Trans>
      </label>
      <input
        id={noteId}
        className="input"
        value={note}
        maxLength={1000}
        placeholder={t`Ill, travelling…`}
        onChange={(e) => setNote(e.target.value)}
      />
      <Button type="submit" className="btn-small">
        <Trans>Skip</Trans>
      </Button>
      <Button variant="ghost" className="btn-small" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </Button>
    </form>
  );
}
