/**
 * Consequence history (consequence_summary): per rule, how often it fired, a bar of carried out
 * against pending, and the last time it fired.
 */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ConsequenceSummary } from '@/api/consequences';
import { formatDay } from '@/lib/i18n/format';
import { isIsoDate } from '@shared/scores/dates';

export interface ConsequenceEntry {
  summary: ConsequenceSummary;
  habitName: string;
  color: string;
}

export function ConsequenceHistory({
  entries,
  showHabit,
}: {
  entries: readonly ConsequenceEntry[];
  /** Name the habit on each rule (the "All habits" view). */
  showHabit: boolean;
}) {
  const { t } = useLingui();
  if (entries.length === 0) {
    return (
      <p className="muted">
        <Trans>No consequences set for these habits.</Trans>
      </p>
    );
  }
  return (
    <ul className="conseq-list">
      {entries.map(({ summary: s, habitName, color }) => {
        const fired = s.times_triggered ?? 0;
        const done = s.times_fulfilled ?? 0;
        const pending = s.pending ?? 0;
        const kind = s.kind === 'reward' ? 'reward' : 'penalty';
        const last = isIsoDate(s.last_triggered)
          ? formatDay(s.last_triggered, 'dayMonthYear')
          : '–';
        return (
          <li
            key={s.consequence_id}
            className="conseq-item"
            style={{ ['--habit-color' as string]: color }}
          >
            <div className="conseq-head">
              <span className={`insights-badge is-${kind}`}>
                {kind === 'reward' ? t`Reward` : t`Penalty`}
              </span>
              <span className="conseq-title">{s.title}</span>
              {showHabit ? (
                <span className="conseq-habit">
                  <span className="insights-dot" aria-hidden="true" />
                  {habitName}
                </span>
              ) : null}
            </div>
            <div
              className="conseq-bar"
              role="img"
              aria-label={
                fired === 0
                  ? t`Never fired`
                  : plural(fired, {
                      one: `Fired # time: ${done} carried out, ${pending} pending`,
                      other: `Fired # times: ${done} carried out, ${pending} pending`,
                    })
              }
            >
              {fired > 0 ? (
                <>
                  <span className="conseq-done" style={{ flexGrow: done }} />
                  <span className="conseq-pending" style={{ flexGrow: pending }} />
                </>
              ) : null}
            </div>
            <p className="conseq-counts">
              {fired === 0 ? (
                t`Never fired`
              ) : (
                <Trans>
                  Fired {fired}× · <span className="conseq-key conseq-done" aria-hidden="true" />
                  {done} done · <span className="conseq-key conseq-pending" aria-hidden="true" />
                  {pending} pending · last {last}
                </Trans>
              )}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
