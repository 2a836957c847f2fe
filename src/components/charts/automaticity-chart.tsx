/**
 * A habit's automaticity over time (the habit page): each check-in a dot at the habit's age on its
 * date, Lally's fitted curve dashed through them and on to where it levels off, the level of 95 %
 * of the plateau dotted, today marked (the drawing: src/lib/charts/automaticity-chart.ts). The
 * scale is the check-in's, 1..7. Hovering, tapping or the arrow keys pick a check-in, whose value
 * is spoken under the chart, like the strength chart (strength-chart.tsx).
 */
import './charts.css';
import './automaticity-chart.css';
import { useId, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { automaticityText } from '@/lib/automaticity/check-in-words';
import { automaticityGeometry, type ChartFit } from '@/lib/charts/automaticity-chart';
import { formatDay } from '@/lib/i18n/format';
import { chartKey, chartRatio } from '@/lib/i18n/direction';
import { ChartReadout } from './chart-readout';

const W = 300;
const H = 100;
const short = (date: string) => formatDay(date, 'dayMonth');

export interface AutomaticityChartPoint {
  date: string;
  age: number;
  value: number;
}

export function AutomaticityChart({
  name,
  color,
  points,
  fit,
  ageToday,
}: {
  name: string;
  color: string;
  points: readonly AutomaticityChartPoint[];
  fit: ChartFit | null;
  ageToday: number;
}) {
  const { t } = useLingui();
  const [index, setIndex] = useState<number | null>(null);
  const readoutId = useId();
  const g = automaticityGeometry(points, fit, ageToday, W, H);
  const last = points.length - 1;
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: (index ?? last) - 1,
      ArrowRight: (index ?? last) + 1,
      Home: 0,
      End: last,
    };
    const key = chartKey(e.key, e.currentTarget);
    if (!(key in moves) || last < 0) return;
    e.preventDefault();
    setIndex(Math.min(last, Math.max(0, moves[key])));
  };
  const pick = (e: PointerEvent<SVGSVGElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    if (box.width <= 0 || last < 0) return;
    const at = chartRatio(e.clientX, box, e.currentTarget) * W;
    let nearest = 0;
    g.dots.forEach((d, i) => {
      if (Math.abs(d.x - at) < Math.abs(g.dots[nearest].x - at)) nearest = i;
    });
    setIndex(nearest);
  };
  const picked = index === null ? null : points[index];
  const xMax = g.xMax;
  // The check-in picked, under the chart: "3 Nov (day 12): 5.0 / 7".
  const pickedDate = picked && short(picked.date);
  const pickedAge = picked?.age;
  const pickedValue = picked && automaticityText(picked.value);
  return (
    <>
      <div className="strength-chart automaticity-chart" style={{ ['--line' as string]: color }}>
        <div className="strength-scale" aria-hidden="true">
          <span>7</span>
          <span>4</span>
          <span>1</span>
        </div>
        <div
          className="strength-plot"
          tabIndex={0}
          role="group"
          aria-label={
            fit
              ? t`${name}: automaticity by check-in, with the fitted curve; arrow keys move between check-ins`
              : t`${name}: automaticity by check-in; arrow keys move between check-ins`
          }
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
            {[0, 50, 100].map((y) => (
              <line key={y} className="strength-grid" x1={0} x2={W} y1={y} y2={y} />
            ))}
            {g.plateauY === null ? null : (
              <line
                className="automaticity-plateau"
                x1={0}
                x2={W}
                y1={g.plateauY}
                y2={g.plateauY}
              />
            )}
            <line className="automaticity-today" x1={g.todayX} x2={g.todayX} y1={0} y2={H} />
            {g.curve ? <path className="automaticity-curve" d={g.curve} /> : null}
            <path className="strength-line automaticity-line" d={g.line} />
            {g.dots.map((d, i) => (
              <line
                key={points[i].date}
                className={['automaticity-dot', i === index ? 'is-picked' : ''].join(' ')}
                x1={d.x}
                x2={d.x}
                y1={d.y}
                y2={d.y}
              />
            ))}
          </svg>
          <div className="strength-axis" aria-hidden="true">
            <span>{t`Day 0`}</span>
            <span>{xMax > ageToday ? t`Day ${xMax}` : t`Today`}</span>
          </div>
        </div>
      </div>
      <ChartReadout
        id={readoutId}
        text={picked === null ? null : t`${pickedDate} (day ${pickedAge}): ${pickedValue}`}
        hint={
          fit
            ? t`Tap or hover the chart to see a check-in. Dashed: the fitted curve; dotted: 95 % of its plateau; the upright line is today.`
            : t`Tap or hover the chart to see a check-in.`
        }
      />
    </>
  );
}
