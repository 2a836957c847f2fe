/**
 * The habit detail's charts: a calendar heatmap of the habit's last 53 weeks and its strength
 * over the last 90 days, the same components and figures as insights (src/components/charts,
 * src/lib/charts) over this habit's whole history (the read HabitStats already makes).
 */
import { useMemo } from 'react';
import { StrengthChart } from '@/components/charts/strength-chart';
import { YearHeatmap } from '@/components/charts/year-heatmap';
import { buildHeatmap } from '@/lib/charts/heatmap';
import { strengthTrend } from '@/lib/charts/strength-trend';
import type { DayTotal } from '@/lib/scores/daily';
import type { IsoDate, WeekStart } from '@/lib/scores/dates';
import { useHabitHistory } from '../api/use-habits';

export function HabitCharts({
  habitId,
  name,
  color,
  max,
  today,
  weekStart,
}: {
  habitId: number;
  name: string;
  color: string | null;
  max: number;
  today: IsoDate;
  weekStart: WeekStart;
}) {
  const history = useHabitHistory(habitId);
  const figures = useMemo(() => {
    const days: DayTotal[] = (history.data ?? [])
      .filter((r): r is typeof r & { date: string } => typeof r.date === 'string')
      .map((r) => ({ date: r.date, total_score: r.total_score }));
    return {
      heatmap: buildHeatmap({ days, max, today, weekStart }),
      line: {
        id: habitId,
        name,
        color: color ?? 'var(--brand)',
        points: strengthTrend({ days, max, today }),
      },
    };
  }, [history.data, max, today, weekStart, habitId, name, color]);

  return (
    <>
      <section className="detail-section" aria-labelledby={`calendar-${habitId}`}>
        <h2 className="section-title" id={`calendar-${habitId}`}>
          Calendar
        </h2>
        <p className="field-hint">
          Each day of the last year, shaded by its score as a share of the best possible day.
        </p>
        <YearHeatmap heatmap={figures.heatmap} weekStart={weekStart} label={name} />
      </section>
      <section className="detail-section" aria-labelledby={`strength-${habitId}`}>
        <h2 className="section-title" id={`strength-${habitId}`}>
          Strength over time
        </h2>
        <p className="field-hint">
          The last 90 days: strength grows with each good day and fades slowly on missed ones.
        </p>
        <StrengthChart lines={[figures.line]} />
      </section>
    </>
  );
}
