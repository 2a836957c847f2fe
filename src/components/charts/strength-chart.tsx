/**
 * Strength trend: one line per habit over the last 90 days, 0..100 %, or over a page of the habit
 * page's history grouped by day, week, month, quarter or year (`unit`, each point the mean of its
 * days: src/lib/charts/history-pages.ts). Hovering, tapping or the arrow keys pick a point; the
 * figures of that point are spoken under the chart.
 */
import './charts.css';
import { useId, useState, type KeyboardEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { bucketLabel, type ChartUnit } from '@/lib/charts/history-pages';
import { chartKey } from '@/lib/i18n/direction';
import { formatChartPercent, formatDay } from '@/lib/i18n/format';
import { ChartReadout } from './chart-readout';
import { StrengthLines, type StrengthLine } from './strength-lines';

export type { StrengthLine };

const pct = (v: number) => formatChartPercent(v);
const short = (date: string) => formatDay(date, 'dayMonth');

/** The plot's accessible name for each grouping. */
const PLOT_NAMES: Record<ChartUnit, MessageDescriptor> = {
  day: msg`Strength by day; arrow keys move between days`,
  week: msg`Strength by week; arrow keys move between weeks`,
  month: msg`Strength by month; arrow keys move between months`,
  quarter: msg`Strength by quarter; arrow keys move between quarters`,
  year: msg`Strength by year; arrow keys move between years`,
};

/** The day an arrow key, Home or End moves to from `current` (null for any other key). */
function keyMove(key: string, current: number, last: number): number | null {
  if (key === 'ArrowLeft') return current - 1;
  if (key === 'ArrowRight') return current + 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}

export function StrengthChart({
  lines,
  unit = 'day',
  endsToday = true,
}: {
  lines: readonly StrengthLine[];
  /** What each point is: a day (the default), or the mean of a week, month, quarter or year. */
  unit?: ChartUnit;
  /** The last point is today's (the newest page). */
  endsToday?: boolean;
}) {
  const { t, i18n } = useLingui();
  const [index, setIndex] = useState<number | null>(null);
  // A day of the newest 90 days is "3 Nov"; a point of an earlier page or a grouping says more.
  const name = (date: string) =>
    unit === 'day' && endsToday ? short(date) : bucketLabel(date, unit);
  const readoutId = useId();
  const length = lines[0]?.points.length ?? 0;
  if (length === 0) return null;
  const last = length - 1;
  const first = lines[0].points[0].date;
  const middle = lines[0].points[Math.floor(last / 2)].date;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = keyMove(chartKey(e.key, e.currentTarget), index ?? last, last);
    if (next === null) return;
    e.preventDefault();
    setIndex(Math.min(last, Math.max(0, next)));
  };

  const detail =
    index === null
      ? null
      : `${name(lines[0].points[index].date)}: ${lines
          .map((l) => `${l.name} ${pct(l.points[index].value)}`)
          .join(', ')}`;
  const since = name(first);

  return (
    <>
      <div className="strength-chart">
        <div className="strength-scale" aria-hidden="true">
          <span>{pct(1)}</span>
          <span>{pct(0.5)}</span>
          <span>{pct(0)}</span>
        </div>
        <div
          className="strength-plot"
          tabIndex={0}
          role="group"
          aria-label={i18n._(PLOT_NAMES[unit])}
          aria-describedby={readoutId}
          onKeyDown={onKeyDown}
        >
          <StrengthLines lines={lines} index={index} last={last} onIndex={setIndex} />
          <div className="strength-axis" aria-hidden="true">
            <span>{name(first)}</span>
            <span>{name(middle)}</span>
            <span>{endsToday ? t`Today` : name(lines[0].points[last].date)}</span>
          </div>
        </div>
      </div>
      <ChartReadout
        id={readoutId}
        text={detail}
        hint={t`Tap or hover the chart to see a day's strength.`}
      />
      <StrengthLegend
        lines={lines}
        span={unit === 'day' && endsToday ? t`in 90 days` : t`since ${since}`}
      />
    </>
  );
}

/** Each line's habit with its strength at the last point and its change over the points shown. */
function StrengthLegend({ lines, span }: { lines: readonly StrengthLine[]; span: string }) {
  const last = lines[0].points.length - 1;
  return (
    <ul className="strength-legend">
      {lines.map((l) => {
        const now = l.points[last].value;
        const change = Math.round(now * 100) - Math.round(l.points[0].value * 100);
        return (
          <li key={l.id} style={{ ['--habit-color' as string]: l.color }}>
            <span className="chart-dot" aria-hidden="true" />
            <span className="strength-legend-name">{l.name}</span>
            <span className="strength-legend-value">
              {pct(now)}
              <span className="muted">
                {' '}
                ({change >= 0 ? '+' : '−'}
                {Math.abs(change)} {span})
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
