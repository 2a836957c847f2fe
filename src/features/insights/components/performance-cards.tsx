/**
 * All-time performance per habit (habit_performance_new, period all_time): a ring of the
 * completion first, then the figures. The completion and a frequency habit's count in its window
 * ("1 of 3 this week", in place of a day streak) are worked out in lib/dashboard-figures.ts
 * (src/lib/scores/performance-labels.ts), as the habit detail shows them.
 */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HabitPerformance } from '@/api/habit-performance';
import { formatDay, formatPercent } from '@/lib/i18n/format';
import { isIsoDate } from '@shared/scores/dates';
import {
  performanceLabels,
  streakWords,
  type Completion,
  type PerformanceBasis,
  type WindowProgress,
} from '@/lib/scores/performance-labels';
import { roundPercent } from '@/lib/charts/day-totals';

export interface PerformanceEntry {
  id: number;
  name: string;
  color: string;
  row: HabitPerformance | undefined;
  /** What the completion is measured against: the days since the habit's first day. */
  basis: PerformanceBasis;
  completion: Completion | null;
  /** A frequency habit's met days in its window ending today; null for the others. */
  progress: WindowProgress | null;
}

/** "1 day", "3 days" (in the active language), or "–" when unknown. */
const days = (n: number | null | undefined) =>
  n == null ? '–' : plural(n, { one: '# day', other: '# days' });

export function PerformanceCards({ entries }: { entries: readonly PerformanceEntry[] }) {
  const { t } = useLingui();
  return (
    <ul className="perf-cards">
      {entries.map((entry) => {
        const { id, name, color, row, basis, progress } = entry;
        const tracked = row?.days_tracked ?? 0;
        const last = row?.last_checkmark_date;
        const labels = row ? performanceLabels(row, basis) : null;
        return (
          <li key={id} className="perf-card" style={{ ['--habit-color' as string]: color }}>
            <h3 className="perf-name">
              <span className="insights-dot" aria-hidden="true" />
              {name}
            </h3>
            {tracked === 0 ? (
              <p className="muted perf-none">
                <Trans>No answers yet.</Trans>
              </p>
            ) : (
              <>
                <div className="perf-main">
                  <CompletionRing percent={entry.completion?.percent ?? 0} />
                  <PerformanceLead entry={entry} />
                </div>
                <dl className="perf-figures">
                  <Figure label={t`Days tracked`} value={labels?.daysTracked ?? '–'} />
                  <Figure label={t`Days met`} value={labels?.daysMet ?? '–'} />
                  <Figure label={t`Completion`} value={labels?.completion ?? '–'} />
                  {progress ? (
                    <Figure
                      label={t`Progress`}
                      value={`${progress.text}${progress.reached ? ' ✓' : ''}`}
                    />
                  ) : null}
                  {/* A frequency habit's day streak only once it has one. */}
                  {!progress || (row?.current_streak ?? 0) > 0 ? (
                    <Figure label={t`Current streak`} value={days(row?.current_streak)} />
                  ) : null}
                  <Figure label={t`Longest streak`} value={streakWords(row?.longest_streak)} />
                  <Figure label={t`Average score`} value={labels?.average ?? '–'} />
                  <Figure
                    label={t`Last check-mark`}
                    value={isIsoDate(last) ? formatDay(last, 'dayMonthYear') : (last ?? '–')}
                  />
                </dl>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The line beside the ring, in plain words: "Met on 4 of 11 days since you started", or for a
 * frequency habit its count in its window first ("1 of 3 this week ✓ · met on 1 day so far").
 */
function PerformanceLead({ entry }: { entry: PerformanceEntry }) {
  const { t } = useLingui();
  const met = entry.row?.days_met ?? 0;
  const { dueDays, daysSince } = entry.basis;
  if (entry.progress) {
    const metDays = days(met);
    return (
      <p className="perf-lead">
        <strong>{entry.progress.text}</strong>
        {entry.progress.reached ? ' ✓' : ''}
        <span className="muted"> · {t`met on ${metDays} since you started`}</span>
      </p>
    );
  }
  const ofDays = days(dueDays);
  return (
    <p className="perf-lead">
      {dueDays === daysSince ? (
        <Trans>
          Met on <strong>{met}</strong> of {ofDays} since you started
        </Trans>
      ) : (
        <Trans>
          Met on <strong>{met}</strong> of {ofDays} due since you started
        </Trans>
      )}
    </p>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** A ring filled to the completion percentage (the number sits beside it, as text). */
function CompletionRing({ percent }: { percent: number }) {
  const r = 15.9155; // circumference 100: the dash length is the percentage
  const value = roundPercent(percent);
  return (
    <svg className="perf-ring" viewBox="0 0 36 36" aria-hidden="true">
      <circle className="perf-ring-track" cx="18" cy="18" r={r} />
      <circle
        className="perf-ring-fill"
        cx="18"
        cy="18"
        r={r}
        strokeDasharray={`${value} ${100 - value}`}
        strokeDashoffset={25}
      />
      <text x="18" y="21" textAnchor="middle">
        {formatPercent(value / 100)}
      </text>
    </svg>
  );
}
