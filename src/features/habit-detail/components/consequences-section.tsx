/**
 * A habit's consequences: the rules, how often each fired and was carried out, the ones waiting
 * to be carried out (with "Done") and the recent history.
 */
import { format } from 'date-fns';
import type {
  ConsequenceFulfillment,
  ConsequenceLog,
  ConsequenceMetadata,
  ConsequenceSummary,
} from '@/api/consequences';
import { describeWriteError } from '@/api/write';
import { Button } from '@/components/ui/button';
import { notifyError, notifySuccess } from '@/lib/notify';
import { parseIsoDate } from '@shared/scores/dates';
import { useFulfillConsequence } from '@/hooks/use-consequences';
import {
  TRIGGER_LABELS,
  thresholdText,
  type TriggerType,
} from '@/components/habit-form/habit-form-values';
import '@/components/ui/button.css';
import '@/components/ui/form.css';
import '@/components/ui/badge.css';
import '@/components/ui/page-header.css';
import '@/components/due-item.css';

interface Data {
  rules: ConsequenceMetadata[];
  summary: ConsequenceSummary[];
  log: ConsequenceLog[];
  fulfillments: ConsequenceFulfillment[];
}

const day = (iso: string) => format(parseIsoDate(iso), 'EEE d MMM yyyy');

export function ConsequencesSection({
  habitId,
  data,
}: {
  habitId: number;
  data: Data | undefined;
}) {
  const fulfill = useFulfillConsequence(habitId);
  if (!data || data.rules.length === 0) return null;
  const summaryOf = (id: number) => data.summary.find((s) => s.consequence_id === id);
  const ruleOf = (id: number) => data.rules.find((r) => r.id === id);
  const done = new Set(data.fulfillments.map((f) => f.log_id));
  const due = data.log.filter((l) => !done.has(l.id));

  const markDone = async (l: ConsequenceLog) => {
    try {
      await fulfill.mutateAsync({ consequenceId: l.consequence_id, logId: l.id });
      notifySuccess('Marked as done');
    } catch (error) {
      notifyError(describeWriteError(error));
    }
  };

  return (
    <section className="detail-section" aria-labelledby={`consequences-${habitId}`}>
      <h2 className="section-title" id={`consequences-${habitId}`}>
        Consequences
      </h2>
      {due.length > 0 ? (
        <DueList
          habitId={habitId}
          due={due}
          ruleOf={ruleOf}
          busy={fulfill.isPending}
          onDone={(l) => void markDone(l)}
        />
      ) : null}
      <ul className="consequence-list">
        {data.rules.map((r) => {
          const s = summaryOf(r.id);
          const trigger = TRIGGER_LABELS[r.trigger_type as keyof typeof TRIGGER_LABELS];
          return (
            <li key={r.id} className={['consequence-item', r.active ? '' : 'is-paused'].join(' ')}>
              <span className={`badge badge-${r.kind}`}>
                {r.kind === 'reward' ? 'Reward' : 'Penalty'}
              </span>
              <div>
                <strong>{r.title}</strong>
                <span className="field-hint">
                  {trigger
                    ? `${trigger.label}: ${thresholdText(r.trigger_type as TriggerType, r.threshold)}`
                    : r.trigger_type}
                  {r.active ? '' : ' · paused'}
                </span>
              </div>
              <span className="consequence-counts">
                fired {s?.times_triggered ?? 0} · done {s?.times_fulfilled ?? 0}
              </span>
            </li>
          );
        })}
      </ul>
      {data.log.length > 0 ? (
        <ol className="consequence-log" aria-label="Consequence history">
          {data.log.slice(0, 10).map((l) => (
            <li key={l.id}>
              {day(l.trigger_date)}: {ruleOf(l.consequence_id)?.title ?? 'Consequence'}
              {done.has(l.id) ? ' · done' : ''}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

interface DueListProps {
  habitId: number;
  /** The firings not yet carried out, newest first. */
  due: ConsequenceLog[];
  ruleOf: (id: number) => ConsequenceMetadata | undefined;
  busy: boolean;
  onDone: (l: ConsequenceLog) => void;
}

/** "Waiting to be carried out": the five newest firings not yet done, each with "Done". */
function DueList({ habitId, due, ruleOf, busy, onDone }: DueListProps) {
  return (
    <>
      <h3 className="due-title" id={`due-${habitId}`}>
        Waiting to be carried out
      </h3>
      <ul className="due-list" aria-labelledby={`due-${habitId}`}>
        {due.slice(0, 5).map((l) => {
          const rule = ruleOf(l.consequence_id);
          return (
            <li key={l.id} className="due-item">
              <span className={`badge badge-${rule?.kind ?? 'penalty'}`}>
                {rule?.kind === 'reward' ? 'Reward' : 'Penalty'}
              </span>
              <div className="due-text">
                <strong>{rule?.title ?? 'Consequence'}</strong>
                <span className="field-hint">
                  {rule?.kind === 'reward' ? 'earned on' : 'due since'} {day(l.trigger_date)}
                </span>
              </div>
              <Button
                variant="secondary"
                className="btn-small"
                onClick={() => onDone(l)}
                disabled={busy}
              >
                Done
              </Button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
