/**
 * All-time performance per habit (habit_performance_new, period all_time): a ring of the
 * completion first, then the figures.
 */
import { format } from 'date-fns';
import type { HabitPerformance } from '@/api/habit-performance';
import { isIsoDate, parseIsoDate } from '@/lib/scores/dates';
import { performanceLabels } from '@/lib/scores/performance-labels';
import { roundPercent } from '@/lib/charts/day-totals';

export interface PerformanceEntry {
  id: number;
  name: string;
  color: string;
  row: HabitPerformance | undefined;
  /** Days from the habit's first day through today: what the completion divides by. */
  daysSince: number;
}

const days = (n: number | null | undefined) =>
  n == null ? '–' : `${n} ${n === 1 ? 'day' : 'days'}`;

export function PerformanceCards({ entries }: { entries: readonly PerformanceEntry[] }) {
  return (
    <ul className="perf-cards">
      {entries.map(({ id, name, color, row, daysSince }) => {
        const tracked = row?.days_tracked ?? 0;
        const completion = Number(row?.completion_pct ?? 0);
        const last = row?.last_checkmark_date;
        const labels = row ? performanceLabels(row, daysSince) : null;
        return (
          <li key={id} className="perf-card" style={{ ['--habit-color' as string]: color }}>
            <h3 className="perf-name">
              <span className="insights-dot" aria-hidden="true" />
              {name}
            </h3>
            {tracked === 0 ? (
              <p className="muted perf-none">No answers yet.</p>
            ) : (
              <>
                <div className="perf-main">
                  <CompletionRing percent={completion} />
                  <p className="perf-lead">
                    <strong>{row?.days_met ?? 0}</strong> of {days(tracked)} answered met
                    <span className="muted">
                      {' '}
                      · {completion} % of {daysSince} {daysSince === 1 ? 'day' : 'days'} since you
                      started
                    </span>
                  </p>
                </div>
                <dl className="perf-figures">
                  <Figure label="Days tracked" value={labels?.daysTracked ?? '–'} />
                  <Figure label="Days met" value={labels?.daysMet ?? '–'} />
                  <Figure label="Completion" value={labels?.completion ?? '–'} />
                  <Figure label="Current streak" value={days(row?.current_streak)} />
                  <Figure label="Longest streak" value={days(row?.longest_streak)} />
                  <Figure label="Average score" value={labels?.average ?? '–'} />
                  <Figure
                    label="Last check-mark"
                    value={
                      isIsoDate(last) ? format(parseIsoDate(last), 'd MMM yyyy') : (last ?? '–')
                    }
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
        {value}%
      </text>
    </svg>
  );
}
