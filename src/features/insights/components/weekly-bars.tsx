/**
 * Weekly score bars: one bar per week (oldest left, this week right), its height the week's
 * percentage of the maximum of its days that count (docs/schedules.md: skipped, paused and
 * not-due days count neither way; 7 x max without them). A tap, hover or focus shows the week's
 * figures under the bars.
 */
import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { WeekScore } from '@/lib/scores/weekly';
import type { WeekBar } from '../lib/weekly-bars';
import { shortDay, weekDetail, weekLabel } from '../lib/week-words';
import { roundPercent } from '@/lib/charts/day-totals';
import { formatChartPercent } from '@/lib/i18n/format';
import { ChartReadout } from '@/components/charts/chart-readout';

export function WeeklyBars({
  weeks,
  max,
}: {
  weeks: readonly (WeekScore | WeekBar)[];
  max: number;
}) {
  const { t } = useLingui();
  const [shown, setShown] = useState<number | null>(null);
  const readoutId = useId();
  const current = weeks.length - 1;
  const active = shown === null ? null : weeks[shown];
  const detail = active ? weekDetail(active, max) : null;
  return (
    <>
      <div className="week-chart">
        <div className="week-chart-scale" aria-hidden="true">
          <span>{formatChartPercent(1)}</span>
          <span>{formatChartPercent(0.5)}</span>
          <span>{formatChartPercent(0)}</span>
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
                  {i === current ? t`Now` : i % 3 === 0 ? shortDay(w.weekStart) : ''}
                </span>
              </li>
            );
          })}
        </ol>
      </div>
      <ChartReadout id={readoutId} text={detail} hint={t`Tap or hover a week to see its score.`} />
    </>
  );
}
