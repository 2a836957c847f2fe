/**
 * Weekly score bars: one bar per week (oldest left, this week right), its height the week's
 * percentage of the maximum of its days that count (docs/schedules.md: skipped, paused and
 * not-due days count neither way; 7 x max without them). A tap, hover or focus shows the week's
 * figures under the bars.
 */
import { useId, useState } from 'react';
import type { WeekScore } from '@/lib/scores/weekly';
import { shortDay, weekLabel, weekMax, type WeekBar } from '../lib/weekly-bars';
import { roundPercent, scoreText } from '@/lib/charts/day-totals';
import { ChartReadout } from '@/components/charts/chart-readout';

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
    ? `${shortDay(active.weekStart)} – ${shortDay(active.weekEnd)}: ${scoreText(active.total, weekMax(active, max))}, ${active.daysTracked} of ${'dueDays' in active ? active.dueDays : 7} days answered`
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
                  {i === current ? 'Now' : i % 3 === 0 ? shortDay(w.weekStart) : ''}
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
