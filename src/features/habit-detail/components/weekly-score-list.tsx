/**
 * The habit detail's "Weekly score": this week, last week and the two before, each as a bar, paged
 * back four weeks at a time to the habit's first day (HistoryPager).
 * Each counts only the days that have happened since the habit began (elapsedWeekScore): the
 * current week is marked "so far", weeks before the habit existed are left out.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { DailyHabitScore } from '@/api/daily-habit-scores';
import { HistoryPager } from '@/components/charts/history-pager';
import { NeedsConnection } from '@/components/ui/needs-connection';
import { formatChartPercent, formatPercent } from '@/lib/i18n/format';
import { weekStartOf, type WeekStart } from '@shared/scores/dates';
import { elapsedWeekScore } from '@/lib/scores/weekly';
import { ScoreBar } from '@/components/habit-day/score-bar';
import { weekLabel } from '../lib/week-label';
import '@/components/ui/page-header.css';
import './weekly-score-list.css';

interface WeeklyScoreListProps {
  habitId: number;
  /** Newest first. */
  weeks: { from: string; to: string }[];
  /** Each week's rows, in the order of `weeks` (undefined while they are read). */
  rows: DailyHabitScore[][] | undefined;
  max: number;
  weekStart: WeekStart;
  /** The habit's first day: its created_at local date. */
  firstDay: string;
  today: string;
  /** Offline, never read: the weeks are not known on this device. */
  offline?: boolean;
  /** Earlier and later weeks. */
  pager?: {
    words: string;
    hasOlder: boolean;
    hasNewer: boolean;
    onOlder: () => void;
    onNewer: () => void;
  };
}

export function WeeklyScoreList({
  habitId,
  weeks,
  rows,
  max,
  weekStart,
  firstDay,
  today,
  offline = false,
  pager,
}: WeeklyScoreListProps) {
  const { t } = useLingui();
  const thisWeek = weekStartOf(today, weekStart);
  return (
    <section className="detail-section" aria-labelledby={`weeks-${habitId}`}>
      <h2 className="section-title" id={`weeks-${habitId}`}>
        {t`Weekly score`}
      </h2>
      {offline ? <NeedsConnection /> : null}
      {pager ? <HistoryPager label={t`Weeks`} {...pager} /> : null}
      <ul className="week-list" hidden={offline}>
        {weeks.map((w, i) => {
          const days = (rows?.[i] ?? []).map((r) => ({
            date: r.date as string,
            total_score: r.total_score,
          }));
          const score = elapsedWeekScore(days, max, w.from, { firstDay, today, weekStart });
          if (!score) return null;
          const label = weekLabel(w, thisWeek);
          const percent = formatPercent(Math.round(score.percent) / 100);
          const chartPercent = formatChartPercent(Math.round(score.percent) / 100);
          const tracked = score.daysTracked;
          const counted = score.daysCounted;
          const basis = plural(counted, {
            one: `${tracked} of # day answered`,
            other: `${tracked} of # days answered`,
          });
          return (
            <li
              key={w.from}
              className={score.partial ? 'week-item is-partial' : 'week-item'}
              data-testid={w.from === thisWeek ? 'this-week' : undefined}
            >
              <span className="week-label">{score.partial ? t`${label} (so far)` : label}</span>
              <ScoreBar
                percent={score.percent}
                label={score.partial ? t`${label} so far: ${percent}` : t`${label}: ${percent}`}
              />
              <span className="week-figure">
                {score.total}{' '}
                <span className="habit-max">
                  (
                  {score.partial
                    ? t`${chartPercent}, so far, ${basis}`
                    : t`${chartPercent}, ${basis}`}
                  )
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
