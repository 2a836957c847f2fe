/**
 * The habit detail's "Weekly score": this week, last week and the two before, each as a bar, paged
 * back four weeks at a time to the habit's first day (HistoryPager).
 * Each counts only the days that have happened since the habit began (elapsedWeekScore): the
 * current week is marked "so far", weeks before the habit existed are left out.
 */
import { format } from 'date-fns';
import type { DailyHabitScore } from '@/api/daily-habit-scores';
import { HistoryPager } from '@/components/charts/history-pager';
import { NeedsConnection } from '@/components/ui/needs-connection';
import { addDaysIso, parseIsoDate, weekStartOf, type WeekStart } from '@shared/scores/dates';
import { elapsedWeekScore } from '@/lib/scores/weekly';
import { ScoreBar } from '@/components/habit-day/score-bar';
import '@/components/ui/page-header.css';
import './weekly-score-list.css';

function weekLabel(week: { from: string; to: string }, thisWeek: string): string {
  if (week.from === thisWeek) return 'This week';
  if (week.from === addDaysIso(thisWeek, -7)) return 'Last week';
  const year = week.from.slice(0, 4) === thisWeek.slice(0, 4) ? '' : ' yyyy';
  return `${format(parseIsoDate(week.from), 'd MMM')} – ${format(parseIsoDate(week.to), `d MMM${year}`)}`;
}

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
  const thisWeek = weekStartOf(today, weekStart);
  return (
    <section className="detail-section" aria-labelledby={`weeks-${habitId}`}>
      <h2 className="section-title" id={`weeks-${habitId}`}>
        Weekly score
      </h2>
      {offline ? <NeedsConnection /> : null}
      {pager ? <HistoryPager label="Weeks" {...pager} /> : null}
      <ul className="week-list" hidden={offline}>
        {weeks.map((w, i) => {
          const days = (rows?.[i] ?? []).map((r) => ({
            date: r.date as string,
            total_score: r.total_score,
          }));
          const score = elapsedWeekScore(days, max, w.from, { firstDay, today, weekStart });
          if (!score) return null;
          const label = weekLabel(w, thisWeek);
          const percent = Math.round(score.percent);
          const basis = `${score.daysTracked} of ${score.daysCounted} ${score.daysCounted === 1 ? 'day' : 'days'} answered`;
          return (
            <li
              key={w.from}
              className={score.partial ? 'week-item is-partial' : 'week-item'}
              data-testid={w.from === thisWeek ? 'this-week' : undefined}
            >
              <span className="week-label">
                {label}
                {score.partial ? ' (so far)' : ''}
              </span>
              <ScoreBar
                percent={score.percent}
                label={`${label}${score.partial ? ' so far' : ''}: ${percent}%`}
              />
              <span className="week-figure">
                {score.total}{' '}
                <span className="habit-max">
                  ({percent} %, {score.partial ? 'so far, ' : ''}
                  {basis})
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
