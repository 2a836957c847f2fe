/** The habit detail's "Weekly score": this week, last week and the two before, each as a bar. */
import { format } from 'date-fns';
import type { DailyHabitScore } from '@/api/daily-habit-scores';
import { parseIsoDate, type WeekStart } from '@/lib/scores/dates';
import { weekScore } from '@/lib/scores/weekly';
import { ScoreBar } from './score-bar';

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
}

export function WeeklyScoreList({ habitId, weeks, rows, max, weekStart }: WeeklyScoreListProps) {
  return (
    <section className="detail-section" aria-labelledby={`weeks-${habitId}`}>
      <h2 className="section-title" id={`weeks-${habitId}`}>
        Weekly score
      </h2>
      <ul className="week-list">
        {weeks.map((w, i) => {
          const days = (rows?.[i] ?? []).map((r) => ({
            date: r.date as string,
            total_score: r.total_score,
          }));
          const score = weekScore(days, max, w.from, weekStart);
          const label = weekLabel(i, w);
          return (
            <li key={w.from} className="week-item" data-testid={i === 0 ? 'this-week' : undefined}>
              <span className="week-label">{label}</span>
              <ScoreBar percent={score.percent} label={`${label}: ${Math.round(score.percent)}%`} />
              <span className="week-figure">
                {score.total}{' '}
                <span className="habit-max">
                  ({Math.round(score.percent)}%, {score.daysTracked}/7 days)
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
