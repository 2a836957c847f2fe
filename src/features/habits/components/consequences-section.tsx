/** A habit's consequences: the rules, how often each fired and was carried out, the recent log. */
import { format } from 'date-fns';
import type { ConsequenceLog, ConsequenceMetadata, ConsequenceSummary } from '@/api/consequences';
import { parseIsoDate } from '@/lib/scores/dates';
import { TRIGGER_LABELS } from '../lib/habit-form-schema';

interface Data {
  rules: ConsequenceMetadata[];
  summary: ConsequenceSummary[];
  log: ConsequenceLog[];
}

export function ConsequencesSection({ habitId, data }: { habitId: number; data: Data | undefined }) {
  if (!data || data.rules.length === 0) return null;
  const summaryOf = (id: number) => data.summary.find((s) => s.consequence_id === id);
  const titleOf = (id: number) => data.rules.find((r) => r.id === id)?.title ?? 'Consequence';
  return (
    <section className="detail-section" aria-labelledby={`consequences-${habitId}`}>
      <h2 className="section-title" id={`consequences-${habitId}`}>
        Consequences
      </h2>
      <ul className="consequence-list">
        {data.rules.map((r) => {
          const s = summaryOf(r.id);
          const trigger = TRIGGER_LABELS[r.trigger_type as keyof typeof TRIGGER_LABELS];
          return (
            <li key={r.id} className={['consequence-item', r.active ? '' : 'is-paused'].join(' ')}>
              <span className={`badge badge-${r.kind}`}>{r.kind === 'reward' ? 'Reward' : 'Penalty'}</span>
              <div>
                <strong>{r.title}</strong>
                <span className="field-hint">
                  {trigger ? `${trigger.label}: ${r.threshold} ${trigger.unit}` : r.trigger_type}
                  {r.active ? '' : ' · paused'}
                </span>
              </div>
              <span className="consequence-counts">
                fired {s?.times_triggered ?? 0} · done {s?.times_fulfilled ?? 0}
                {s?.pending ? ` · ${s.pending} pending` : ''}
              </span>
            </li>
          );
        })}
      </ul>
      {data.log.length > 0 ? (
        <ol className="consequence-log" aria-label="Consequence history">
          {data.log.slice(0, 10).map((l) => (
            <li key={l.id}>
              {format(parseIsoDate(l.trigger_date), 'd MMM yyyy')}: {titleOf(l.consequence_id)}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
