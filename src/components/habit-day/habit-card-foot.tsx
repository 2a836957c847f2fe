/**
 * The foot of a habit day card (habit-day-card.tsx): how many questions are answered
 * and the day's sync state (saving, waiting, not saved with Retry, also on home's row); and the
 * form that skips the day (home's row).
 */
import { useId, useState } from 'react';
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
          {answered} of {questions} answered
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
        Saving…
      </span>
    ) : (
      <span className="habit-sync is-waiting" role="status">
        Waiting to sync
      </span>
    );
  if (entry?.status === 'failed')
    return (
      <span className="habit-sync is-failed" role="alert">
        Not saved{entry.error?.message ? `: ${entry.error.message}` : ''}{' '}
        <Button variant="ghost" className="btn-small" onClick={onRetry}>
          Retry
        </Button>
      </span>
    );
  if (superseded)
    return (
      <span className="habit-sync is-changed" role="status">
        Changed on another device
      </span>
    );
  return null;
}

/** "Skip today" with an optional note (ill, travelling): the day then counts nowhere. */
export function SkipDayForm({
  habitName,
  dayWord,
  onSkip,
  onCancel,
}: {
  habitName: string;
  dayWord: string;
  onSkip: (note: string) => void;
  onCancel: () => void;
}) {
  const [note, setNote] = useState('');
  const noteId = useId();
  return (
    <form
      className="habit-skip"
      aria-label={`Skip ${dayWord}: ${habitName}`}
      onSubmit={(e) => {
        e.preventDefault();
        onSkip(note);
      }}
    >
      <label htmlFor={noteId}>Note (optional)</label>
      <input
        id={noteId}
        className="input"
        value={note}
        maxLength={1000}
        placeholder="Ill, travelling…"
        onChange={(e) => setNote(e.target.value)}
      />
      <Button type="submit" className="btn-small">
        Skip
      </Button>
      <Button variant="ghost" className="btn-small" onClick={onCancel}>
        Cancel
      </Button>
    </form>
  );
}
