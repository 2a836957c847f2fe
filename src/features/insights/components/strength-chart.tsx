/**
 * Strength trend: one line per habit over the last 90 days, 0..100 %. Hovering, tapping or the
 * arrow keys pick a day; the figures of that day are spoken under the chart.
 */
import { useId, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { format } from 'date-fns';
import { parseIsoDate } from '@/lib/scores/dates';
import type { StrengthPoint } from '@/lib/scores/strength';
import { linePath } from '../lib/strength-trend';
import { ChartReadout } from './chart-readout';

export interface StrengthLine {
  id: number;
  name: string;
  /** A CSS colour (the habit's, or the brand's). */
  color: string;
  points: readonly StrengthPoint[];
}

const W = 300;
const H = 100;
const pct = (v: number) => `${Math.round(v * 100)} %`;
const short = (date: string) => format(parseIsoDate(date), 'd MMM');

export function StrengthChart({ lines }: { lines: readonly StrengthLine[] }) {
  const [index, setIndex] = useState<number | null>(null);
  const readoutId = useId();
  const length = lines[0]?.points.length ?? 0;
  if (length === 0) return null;
  const last = length - 1;
  const x = (i: number) => (last > 0 ? (i / last) * W : 0);
  const first = lines[0].points[0].date;
  const middle = lines[0].points[Math.floor(last / 2)].date;

  const pick = (e: PointerEvent<SVGSVGElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    if (box.width <= 0) return;
    const ratio = Math.min(1, Math.max(0, (e.clientX - box.left) / box.width));
    setIndex(Math.round(ratio * last));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const current = index ?? last;
    const next =
      e.key === 'ArrowLeft'
        ? current - 1
        : e.key === 'ArrowRight'
          ? current + 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (next === null) return;
    e.preventDefault();
    setIndex(Math.min(last, Math.max(0, next)));
  };

  const detail =
    index === null
      ? null
      : `${short(lines[0].points[index].date)}: ${lines
          .map((l) => `${l.name} ${pct(l.points[index].value)}`)
          .join(', ')}`;

  return (
    <>
      <div className="strength-chart">
        <div className="strength-scale" aria-hidden="true">
          <span>100 %</span>
          <span>50 %</span>
          <span>0 %</span>
        </div>
        <div
          className="strength-plot"
          tabIndex={0}
          role="group"
          aria-label="Strength by day; arrow keys move between days"
          aria-describedby={readoutId}
          onKeyDown={onKeyDown}
        >
          <svg
            viewBox={`0 0 ${W} ${H}`}
            preserveAspectRatio="none"
            aria-hidden="true"
            onPointerMove={pick}
            onPointerDown={pick}
            onPointerLeave={(e) => {
              if (e.pointerType === 'mouse') setIndex(null);
            }}
          >
            {[0, 50, 100].map((g) => (
              <line key={g} className="strength-grid" x1={0} x2={W} y1={g} y2={g} />
            ))}
            {lines.map((l) => (
              <path
                key={l.id}
                className="strength-line"
                d={linePath(
                  l.points.map((p) => p.value),
                  W,
                  H,
                )}
                style={{ stroke: l.color }}
              />
            ))}
            {index !== null ? (
              <line className="strength-guide" x1={x(index)} x2={x(index)} y1={0} y2={H} />
            ) : null}
          </svg>
          <div className="strength-axis" aria-hidden="true">
            <span>{short(first)}</span>
            <span>{short(middle)}</span>
            <span>Today</span>
          </div>
        </div>
      </div>
      <ChartReadout
        id={readoutId}
        text={detail}
        hint="Tap or hover the chart to see a day's strength."
      />
      <ul className="strength-legend">
        {lines.map((l) => {
          const now = l.points[last].value;
          const change = Math.round(now * 100) - Math.round(l.points[0].value * 100);
          return (
            <li key={l.id} style={{ ['--habit-color' as string]: l.color }}>
              <span className="insights-dot" aria-hidden="true" />
              <span className="strength-legend-name">{l.name}</span>
              <span className="strength-legend-value">
                {pct(now)}
                <span className="muted">
                  {' '}
                  ({change >= 0 ? '+' : '−'}
                  {Math.abs(change)} in 90 days)
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}
