/**
 * Home: the consequences that fired and are waiting to be carried out, linked to their habit.
 * "Done" marks one done right here (its oldest waiting firing, with an optional note, as a
 * consequence_fulfillment row); a reward is shown as something earned and celebrated when
 * enjoyed, a penalty stays plain and serious.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ConsequenceSummary } from '@/api/consequences';
import { paths } from '@/config/paths';
import { useDueConsequences } from '@/hooks/use-habits';
import { useDueItem } from '../lib/use-due-item';
import { DueDoneForm } from './due-done-form';
import '@/components/ui/button.css';
import '@/components/ui/form.css';
import '@/components/ui/badge.css';
import '@/components/ui/page-header.css';
import '@/components/due-item.css';
import './due-consequences.css';

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
        <Trans>Consequences due</Trans>
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
  const title = done.title;
  if (done.kind === 'reward')
    return (
      <>
        <span className="due-confetti" aria-hidden="true">
          🎉
        </span>{' '}
        <Trans>Enjoy it: {title}! You earned it.</Trans>
      </>
    );
  return <Trans>Done: {title}. Noted, and back on track.</Trans>;
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
  const { t } = useLingui();
  const reward = c.kind === 'reward';
  const title = c.title ?? t`Consequence`;
  const { fulfil, open, setOpen, note, setNote, error, noteRef, doneButton, close, submit } =
    useDueItem(c, () => onDone({ kind: reward ? 'reward' : 'penalty', title }));

  return (
    <li className={`due-item due-home-item due-${reward ? 'reward' : 'penalty'}`}>
      <div className="due-row">
        <div className="due-text">
          <span className={`badge badge-${reward ? 'reward' : 'penalty'}`}>
            {reward ? t`Reward earned` : t`Penalty`}
          </span>
          <strong>{title}</strong>
          <span className="field-hint">
            {habitName} ·{' '}
            <Plural value={{ waiting: c.pending ?? 0 }} one="# waiting" other="# waiting" />
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
            <Trans>Done</Trans>
          </button>
          <Link
            className="btn btn-ghost btn-small"
            to={paths.habitDetail.build(c.habit_id as number)}
          >
            <Trans>Open</Trans>
          </Link>
        </div>
      </div>
      {open ? (
        <DueDoneForm
          title={title}
          reward={reward}
          noteRef={noteRef}
          note={note}
          onNote={setNote}
          error={error}
          pending={fulfil.isPending}
          onSubmit={(e) => void submit(e)}
          onCancel={close}
        />
      ) : null}
    </li>
  );
}
