/**
 * Weekly score bars: one bar per week (oldest left, this week right), its height the week's
 * percentage of the maximum of its days that count (docs/schedules.md: skipped, paused and
 * not-due days count neither way; 7 x max without them). A tap, hover or focus shows the week's
 * figures under the bars.
 */
import { useId, useState } from 'react';
import { format } from 'date-fns';
import { parseIsoDate } from '@/lib/scores/dates';
import type { WeekScore } from '@/lib/scores/weekly';
import type { WeekBar } from '../lib/weekly-bars';
import { roundPercent, scoreText } from '@/lib/charts/day-totals';
import { ChartReadout } from '@/components/charts/chart-readout';

const short = (date: string) => format(parseIsoDate(date), 'd MMM');

/** The week's maximum: that of its days that count, when known, else 7 x the daily one. */
const weekMax = (week: WeekScore | WeekBar, max: number) => ('max' in week ? week.max : 7 * max);

export function weekLabel(week: WeekScore | WeekBar, max: number, current: boolean): string {
  const name = current ? 'This week' : `Week of ${short(week.weekStart)}`;
  if ('dueDays' in week && week.dueDays === 0) return `${name}: nothing due`;
  return `${name}: ${scoreText(week.total, weekMax(week, max))}`;
}

export function WeeklyBars({
  weeks,
  max,
}: {
  weeks: readonly (WeekScore | WeekBar)[];
  max: number;
}) {
  const [shown, setShown] = useState<number | null>(null);
  const readoutId = useId();
  const current = weeks.length - 1;
  const active = shown === null ? null : weeks[shown];
  const detail = active
    ? `${short(active.weekStart)} – ${short(active.weekEnd)}: ${scoreText(active.total, weekMax(active, max))}, ${active.daysTracked} of ${'dueDays' in active ? active.dueDays : 7} days answered`
    : null;
  return (
    <>
      <div className="week-chart">
        <div className="week-chart-scale" aria-hidden="true">
          <span>100 %</span>
          <span>50 %</span>
          <span>0 %</span>
        </div>
        <ol className="week-bars" onMouseLeave={() => setShown(null)}>
          {weeks.map((w, i) => {
            const label = weekLabel(w, max, i === current);
            return (
              <li key={w.weekStart} className="week-bar-item">
                <button
                  type="button"
                  className={[
                    'week-bar',
                    i === current ? 'is-current' : '',
                    i === shown ? 'is-shown' : '',
                  ].join(' ')}
                  aria-label={label}
                  aria-describedby={readoutId}
                  title={label}
                  onClick={() => setShown(i)}
                  onFocus={() => setShown(i)}
                  onMouseEnter={() => setShown(i)}
                >
                  <span
                    className="week-bar-fill"
                    style={{ height: `${roundPercent(w.percent)}%` }}
                  />
                </button>
                <span className="week-bar-label" aria-hidden="true">
                  {i === current ? 'Now' : i % 3 === 0 ? short(w.weekStart) : ''}
                </span>
              </li>
            );
          })}
        </ol>
      </div>
      <ChartReadout id={readoutId} text={detail} hint="Tap or hover a week to see its score." />
    </>
  );
}
