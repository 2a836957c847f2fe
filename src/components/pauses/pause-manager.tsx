/**
 * Pauses of one habit (habit page) or of every habit (settings), docs/schedules.md "Pauses": the
 * current and planned pauses with Resume (a current one: today counts again) or Cancel (a planned
 * one), Delete (the pause is gone, its past days count again), and a form for a new pause (first
 * day, last day or none, note). Pauses are written straight to the server, not through the
 * offline queue: offline, the buttons are off and the section says it needs a connection. Rules
 * of dates and resuming are lib/pause-plan.ts; the reads and writes are the caller's.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { useOnline } from '@/hooks/use-online';
import {
  PAUSE_NOTE_MAX,
  defaultPauseDraft,
  describePauseDates,
  listedPauses,
  pauseDraftProblems,
  pauseOfflineMessage,
  pauseStatus,
  type PauseDraft,
  type PauseLike,
} from '@/lib/pause-plan';
import { EARLIEST_DATE } from '@shared/scores/dates';
import '@/components/ui/button.css';
import '@/components/ui/form.css';
import '@/components/ui/notice.css';
import '@/components/ui/page-header.css';
import './pauses.css';

export interface PauseManagerProps {
  /** "Gym" for one habit; null for every habit. */
  habitName: string | null;
  today: string;
  /** This scope's pauses (past ones are left out of the list). */
  pauses: readonly PauseLike[] | undefined;
  loading: boolean;
  /** The list could not be read. */
  readError?: boolean;
  /** Each throws an Error whose message is shown. */
  onCreate: (draft: PauseDraft) => Promise<void>;
  onResume: (pause: PauseLike) => Promise<void>;
  onDelete: (pause: PauseLike) => Promise<void>;
  headingLevel?: 2 | 3;
}

export function PauseManager({
  habitName,
  today,
  pauses,
  loading,
  readError,
  onCreate,
  onResume,
  onDelete,
  headingLevel = 2,
}: PauseManagerProps) {
  const { t } = useLingui();
  const ids = useId();
  const online = useOnline();
  const [formOpen, setFormOpen] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const listed = pauses ? listedPauses(pauses, today) : [];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const what = habitName === null ? t`every habit` : habitName;

  const run = async (key: string, action: () => Promise<void>) => {
    setError(null);
    if (!online) {
      setError(pauseOfflineMessage());
      return;
    }
    setBusy(key);
    try {
      await action();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : t`Something went wrong`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="pause-manager" aria-labelledby={`${ids}-title`}>
      <Heading className="section-title" id={`${ids}-title`}>
        {habitName === null ? t`Pause all habits` : t`Pauses`}
      </Heading>
      <p className="field-hint">
        {habitName === null
          ? t`A holiday or a sick week: paused days are left out for every habit. No missed day, no broken streak, no penalty.`
          : t`Paused days are left out for ${habitName}: no missed day, no broken streak, no penalty.`}
      </p>
      {!online ? (
        <p className="notice pause-offline" role="status">
          {pauseOfflineMessage()}
        </p>
      ) : null}

      {loading ? (
        <p className="muted">
          <Trans>Loading pauses…</Trans>
        </p>
      ) : readError && !pauses ? (
        <p className="field-error">
          <Trans>The pauses could not be loaded.</Trans>
        </p>
      ) : listed.length === 0 ? (
        <p className="muted">
          <Trans>No current or planned pause of {what}.</Trans>
        </p>
      ) : (
        <ul className="pause-list" aria-label={t`Current and planned pauses of ${what}`}>
          {listed.map((p) => {
            const status = pauseStatus(p, today);
            const dates = describePauseDates(p);
            return (
              <li key={p.id} className="pause-item">
                <div className="pause-text">
                  <span className={`pause-badge is-${status}`}>
                    {status === 'current' ? t`Paused now` : t`Planned`}
                  </span>
                  <span>{dates}</span>
                  {p.note ? <span className="field-hint">{p.note}</span> : null}
                </div>
                <div className="pause-actions">
                  <Button
                    variant="secondary"
                    className="btn-small"
                    disabled={!online || busy !== null}
                    loading={busy === `resume-${p.id}`}
                    aria-label={
                      status === 'current' ? t`Resume now: ${dates}` : t`Cancel pause: ${dates}`
                    }
                    onClick={() => void run(`resume-${p.id}`, () => onResume(p))}
                  >
                    {status === 'current' ? t`Resume now` : t`Cancel pause`}
                  </Button>
                  {status === 'current' ? (
                    <Button
                      variant="ghost"
                      className="btn-small"
                      disabled={!online || busy !== null}
                      loading={busy === `delete-${p.id}`}
                      aria-label={t`Delete: ${dates}`}
                      onClick={() => void run(`delete-${p.id}`, () => onDelete(p))}
                    >
                      <Trans>Delete</Trans>
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}

      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}

      {formOpen ? (
        <PauseForm
          today={today}
          what={what}
          disabled={!online}
          onCancel={() => {
            setFormOpen(false);
            // The open button comes back: the focus goes there, not to the page's start.
            requestAnimationFrame(() => document.getElementById(`${ids}-open`)?.focus());
          }}
          onSubmit={async (draft) => {
            if (!online) throw new Error(pauseOfflineMessage());
            await onCreate(draft);
            setFormOpen(false);
          }}
        />
      ) : (
        <Button
          id={`${ids}-open`}
          variant="secondary"
          disabled={!online}
          onClick={() => {
            setError(null);
            setFormOpen(true);
          }}
        >
          {habitName === null ? t`Pause all habits…` : t`Pause ${habitName}…`}
        </Button>
      )}
    </section>
  );
}

function PauseForm({
  today,
  what,
  disabled,
  onSubmit,
  onCancel,
}: {
  today: string;
  what: string;
  disabled: boolean;
  onSubmit: (draft: PauseDraft) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<PauseDraft>(() => defaultPauseDraft(today));
  const [shown, setShown] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const first = useRef<HTMLInputElement>(null);
  const problems = shown ? pauseDraftProblems(draft) : {};

  useEffect(() => first.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    setError(null);
    if (Object.keys(pauseDraftProblems(draft)).length > 0) return;
    setSaving(true);
    try {
      await onSubmit(draft);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : t`Something went wrong`);
    } finally {
      setSaving(false);
    }
  };

  const set = (field: keyof PauseDraft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [field]: e.target.value }));

  return (
    <form
      className="pause-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={t`Pause ${what}`}
    >
      <div className="pause-dates">
        <TextField
          ref={first}
          label={t`First day`}
          type="date"
          value={draft.start_date}
          min={EARLIEST_DATE}
          onChange={set('start_date')}
          error={problems.start_date}
        />
        <TextField
          label={t`Last day (optional)`}
          type="date"
          value={draft.end_date}
          min={draft.start_date || undefined}
          onChange={set('end_date')}
          hint={t`Leave empty to pause until you resume.`}
          error={problems.end_date}
        />
      </div>
      <TextAreaField
        label={t`Note`}
        optional
        rows={2}
        maxLength={PAUSE_NOTE_MAX + 100}
        value={draft.note}
        onChange={set('note')}
        error={problems.note}
      />
      {error ? (
        <p className="form-error" role="alert">
          <Trans>Not paused. {error}</Trans>
        </p>
      ) : null}
      <div className="button-row">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" loading={saving} disabled={disabled}>
          <Trans>Pause</Trans>
        </Button>
      </div>
    </form>
  );
}
