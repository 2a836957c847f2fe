/**
 * A habit's consequences: the rules, how often each fired and was carried out, the ones waiting
 * to be carried out (with "Done") and the recent history.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  ConsequenceFulfillment,
  ConsequenceLog,
  ConsequenceMetadata,
  ConsequenceSummary,
} from '@/api/consequences';
import { describeWriteError } from '@/api/write';
import { formatDay } from '@/lib/i18n/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useFulfillConsequence } from '@/hooks/use-consequences';
import { DueList } from './consequence-due-list';
import {
  TRIGGER_LABELS,
  thresholdText,
  type TriggerType,
} from '@/components/habit-form/habit-form-values';
import '@/components/ui/form.css';
import '@/components/ui/badge.css';
import '@/components/ui/page-header.css';

interface Data {
  rules: ConsequenceMetadata[];
  summary: ConsequenceSummary[];
  log: ConsequenceLog[];
  fulfillments: ConsequenceFulfillment[];
}

const day = (iso: string) => formatDay(iso, 'weekdayDayMonthYear');

export function ConsequencesSection({
  habitId,
  data,
}: {
  habitId: number;
  data: Data | undefined;
}) {
  const { t } = useLingui();
  const fulfill = useFulfillConsequence(habitId);
  if (!data || data.rules.length === 0) return null;
  const summaryOf = (id: number) => data.summary.find((s) => s.consequence_id === id);
  const ruleOf = (id: number) => data.rules.find((r) => r.id === id);
  const done = new Set(data.fulfillments.map((f) => f.log_id));
  const due = data.log.filter((l) => !done.has(l.id));

  const markDone = async (l: ConsequenceLog) => {
    try {
      await fulfill.mutateAsync({ consequenceId: l.consequence_id, logId: l.id });
      notifySuccess(t`Marked as done`);
    } catch (error) {
      notifyError(describeWriteError(error));
    }
  };

  return (
    <section className="detail-section" aria-labelledby={`consequences-${habitId}`}>
      <h2 className="section-title" id={`consequences-${habitId}`}>
        <Trans>Consequences</Trans>
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
        {data.rules.map((r) => (
          <RuleItem key={r.id} rule={r} summary={summaryOf(r.id)} />
        ))}
      </ul>
      {data.log.length > 0 ? (
        <ol className="consequence-log" aria-label={t`Consequence history`}>
          {data.log.slice(0, 10).map((l) => (
            <li key={l.id}>
              {day(l.trigger_date)}: {ruleOf(l.consequence_id)?.title ?? t`Consequence`}
              {done.has(l.id)
                ? ` · ${t({ message: 'done', comment: 'A consequence carried out' })}`
                : ''}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

/** A rule: reward or penalty, its title, trigger and threshold, how often it fired and was done. */
function RuleItem({
  rule: r,
  summary: s,
}: {
  rule: ConsequenceMetadata;
  summary: ConsequenceSummary | undefined;
}) {
  const { t } = useLingui();
  const fired = s?.times_triggered ?? 0;
  const fulfilled = s?.times_fulfilled ?? 0;
  const trigger = TRIGGER_LABELS[r.trigger_type as keyof typeof TRIGGER_LABELS];
  return (
    <li className={['consequence-item', r.active ? '' : 'is-paused'].join(' ')}>
      <span className={`badge badge-${r.kind}`}>
        {r.kind === 'reward' ? t`Reward` : t`Penalty`}
      </span>
      <div>
        <strong>{r.title}</strong>
        <span className="field-hint">
          {trigger
            ? `${trigger.label}: ${thresholdText(r.trigger_type as TriggerType, r.threshold)}`
            : r.trigger_type}
          {r.active
            ? ''
            : ` · ${t({ message: 'paused', comment: 'A consequence rule turned off' })}`}
        </span>
      </div>
      <span className="consequence-counts">
        <Trans>
          fired {fired} · done {fulfilled}
        </Trans>
      </span>
    </li>
  );
}
