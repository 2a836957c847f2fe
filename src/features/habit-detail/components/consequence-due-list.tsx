/**
 * The habit page's consequences waiting to be carried out (consequences-section.tsx): the five
 * newest firings not yet done, each with "Done".
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ConsequenceLog, ConsequenceMetadata } from '@/api/consequences';
import { Button } from '@/components/ui/button';
import { formatDay } from '@/lib/i18n/format';
import '@/components/ui/button.css';
import '@/components/ui/badge.css';
import '@/components/due-item.css';

interface DueListProps {
  habitId: number;
  /** The firings not yet carried out, newest first. */
  due: ConsequenceLog[];
  ruleOf: (id: number) => ConsequenceMetadata | undefined;
  busy: boolean;
  onDone: (l: ConsequenceLog) => void;
}

/** "Waiting to be carried out": the five newest firings not yet done, each with "Done". */
export function DueList({ habitId, due, ruleOf, busy, onDone }: DueListProps) {
  const { t } = useLingui();
  return (
    <>
      <h3 className="due-title" id={`due-${habitId}`}>
        <Trans>Waiting to be carried out</Trans>
      </h3>
      <ul className="due-list" aria-labelledby={`due-${habitId}`}>
        {due.slice(0, 5).map((l) => {
          const rule = ruleOf(l.consequence_id);
          const date = formatDay(l.trigger_date, 'weekdayDayMonthYear');
          return (
            <li key={l.id} className="due-item">
              <span className={`badge badge-${rule?.kind ?? 'penalty'}`}>
                {rule?.kind === 'reward' ? t`Reward` : t`Penalty`}
              </span>
              <div className="due-text">
                <strong>{rule?.title ?? t`Consequence`}</strong>
                <span className="field-hint">
                  {rule?.kind === 'reward' ? t`earned on ${date}` : t`due since ${date}`}
                </span>
              </div>
              <Button
                variant="secondary"
                className="btn-small"
                onClick={() => onDone(l)}
                disabled={busy}
              >
                <Trans>Done</Trans>
              </Button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
