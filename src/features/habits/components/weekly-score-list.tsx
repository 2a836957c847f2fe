/**
 * The habit detail's "Weekly score": this week, last week and the two before, each as a bar.
 * Each counts only the days that have happened since the habit began (elapsedWeekScore): the
 * current week is marked "so far", weeks before the habit existed are left out.
 */
import { format } from 'date-fns';
import type { DailyHabitScore } from '@/api/daily-habit-scores';
import { NeedsConnection } from '@/components/ui/needs-connection';
import { parseIsoDate, type WeekStart } from '@/lib/scores/dates';
import { elapsedWeekScore } from '@/lib/scores/weekly';
import { ScoreBar } from './score-bar';
import './weekly-score-list.css';

function weekLabel(index: number, week: { from: string; to: string }): string {
  if (index === 0) return 'This week';
  if (index === 1) return 'Last week';
  return `${format(parseIsoDate(week.from), 'd MMM')} – ${format(parseIsoDate(week.to), 'd MMM')}`;
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
}: WeeklyScoreListProps) {
  return (
    <section className="detail-section" aria-labelledby={`weeks-${habitId}`}>
      <h2 className="section-title" id={`weeks-${habitId}`}>
        Weekly score
      </h2>
      {offline ? <NeedsConnection /> : null}
      <ul className="week-list" hidden={offline}>
        {weeks.map((w, i) => {
          const days = (rows?.[i] ?? []).map((r) => ({
            date: r.date as string,
            total_score: r.total_score,
          }));
          const score = elapsedWeekScore(days, max, w.from, { firstDay, today, weekStart });
          if (!score) return null;
          const label = weekLabel(i, w);
          const percent = Math.round(score.percent);
          const basis = `${score.daysTracked} of ${score.daysCounted} ${score.daysCounted === 1 ? 'day' : 'days'} answered`;
          return (
            <li
              key={w.from}
              className={score.partial ? 'week-item is-partial' : 'week-item'}
              data-testid={i === 0 ? 'this-week' : undefined}
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
