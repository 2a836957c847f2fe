/**
 * Home: the consequences that fired and are waiting to be carried out, linked to their habit.
 * "Done" marks one done right here (its oldest waiting firing, with an optional note, as a
 * consequence_fulfillment row); a reward is shown as something earned and celebrated when
 * enjoyed, a penalty stays plain and serious.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { ConsequenceSummary } from '@/api/consequences';
import { describeWriteError } from '@/api/write';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { FULFILMENT_NOTE_MAX } from '@/services/consequences/fulfil-consequence';
import { useFulfilDueConsequence } from '../api/use-consequences';
import { useDueConsequences } from '../api/use-habits';

/** What was just marked done, said once above the list. */
interface Done {
  kind: 'reward' | 'penalty';
  title: string;
}

export function DueConsequences({ habitNames }: { habitNames: Map<number, string> }) {
  const due = useDueConsequences();
  const [done, setDone] = useState<Done | null>(null);
  const rows = (due.data ?? []).filter((c) => c.habit_id != null && habitNames.has(c.habit_id));
  if (rows.length === 0 && !done) return null;
  return (
    <section className="due-banner" aria-labelledby="due-title">
      <h2 className="section-title" id="due-title">
        Consequences due
      </h2>
      <p className={`due-ack${done ? ` due-ack-${done.kind}` : ''}`} role="status">
        {done ? <Acknowledgement done={done} /> : null}
      </p>
      {rows.length > 0 ? (
        <ul className="due-list">
          {rows.map((c) => (
            <DueItem
              key={c.consequence_id}
              item={c}
              habitName={habitNames.get(c.habit_id as number) ?? ''}
              onDone={setDone}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function Acknowledgement({ done }: { done: Done }) {
  if (done.kind === 'reward')
    return (
      <>
        <span className="due-confetti" aria-hidden="true">
          🎉
        </span>{' '}
        Enjoy it: {done.title}! You earned it.
      </>
    );
  return <>Done: {done.title}. Noted, and back on track.</>;
}

function DueItem({
  item: c,
  habitName,
  onDone,
}: {
  item: ConsequenceSummary;
  habitName: string;
  onDone: (done: Done) => void;
}) {
  const fulfil = useFulfilDueConsequence();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const doneButton = useRef<HTMLButtonElement>(null);
  const reward = c.kind === 'reward';
  const title = c.title ?? 'Consequence';

  useEffect(() => {
    if (open) noteRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setError(null);
    doneButton.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await fulfil.mutateAsync({
        habitId: c.habit_id as number,
        consequenceId: c.consequence_id as number,
        note,
      });
      setOpen(false);
      setNote('');
      onDone({ kind: reward ? 'reward' : 'penalty', title });
    } catch (e) {
      // The form stays with what was typed and says why.
      setError(describeWriteError(e));
    }
  };

  return (
    <li className={`due-item due-home-item due-${reward ? 'reward' : 'penalty'}`}>
      <div className="due-row">
        <div className="due-text">
          <span className={`badge badge-${reward ? 'reward' : 'penalty'}`}>
            {reward ? 'Reward earned' : 'Penalty'}
          </span>
          <strong>{title}</strong>
          <span className="field-hint">
            {habitName} · {c.pending} waiting
          </span>
        </div>
        <div className="due-actions">
          <button
            ref={doneButton}
            type="button"
            className={`btn ${reward ? 'btn-primary' : 'btn-secondary'} btn-small`}
            aria-expanded={open}
            onClick={() => (open ? close() : setOpen(true))}
          >
            Done
          </button>
          <Link
            className="btn btn-ghost btn-small"
            to={paths.habitDetail.build(c.habit_id as number)}
          >
            Open
          </Link>
        </div>
      </div>
      {open ? (
        <form
          className="due-done-form"
          aria-label={`Mark "${title}" done`}
          onSubmit={(e) => void submit(e)}
        >
          <TextAreaField
            ref={noteRef}
            label="Note"
            optional
            rows={2}
            maxLength={FULFILMENT_NOTE_MAX}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            hint={reward ? 'How did you enjoy it?' : 'How did you carry it out?'}
            error={error ?? undefined}
          />
          <div className="due-form-actions">
            <Button variant="ghost" className="btn-small" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" className="btn-small" loading={fulfil.isPending}>
              Mark done
            </Button>
          </div>
        </form>
      ) : null}
    </li>
  );
}
