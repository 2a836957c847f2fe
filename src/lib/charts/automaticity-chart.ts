/**
 * The habit page's automaticity chart (src/components/charts/automaticity-chart.tsx), its drawing
 * worked out: each check-in a dot at (the habit's age on its date, its value), Lally's fitted
 * curve a(t) = a - b e^(-c t) (src/lib/automaticity/lally-curve.ts) over the same days, and the
 * level of 95 % of the plateau. x runs from the habit's first day to today, or on to the day the
 * curve reaches 95 % of its plateau when that is later (at most a year past today); y from 1 to
 * 7. Coordinates in a width x height box, y down. Pure.
 */
import { lallyValue } from '@/lib/automaticity/lally-curve';

export interface ChartPoint {
  age: number;
  value: number;
}

export interface ChartFit {
  a: number;
  b: number;
  c: number;
  /** The age at which the curve reaches 95 % of its plateau. */
  plateauAge: number;
}

export interface AutomaticityGeometry {
  /** The last day of the x axis (days since the first day). */
  xMax: number;
  dots: { x: number; y: number }[];
  /** The check-ins joined in order ('' without any). */
  line: string;
  /** The fitted curve ('' without a fit). */
  curve: string;
  /** The height of 95 % of the plateau (null without a fit). */
  plateauY: number | null;
  /** Where today is on the x axis. */
  todayX: number;
}

const SAMPLES = 60;
const r = (n: number) => Math.round(n * 100) / 100;

export function automaticityGeometry(
  points: readonly ChartPoint[],
  fit: ChartFit | null,
  ageToday: number,
  width = 300,
  height = 100,
): AutomaticityGeometry {
  const lastAge = points.reduce((m, p) => Math.max(m, p.age), 0);
  const until = fit ? Math.min(Math.ceil(fit.plateauAge), ageToday + 365) : 0;
  const xMax = Math.max(7, ageToday, lastAge, until);
  const x = (age: number) => r((Math.max(0, age) / xMax) * width);
  const y = (value: number) => r(height * ((7 - Math.min(7, Math.max(1, value))) / 6));
  const dots = points.map((p) => ({ x: x(p.age), y: y(p.value) }));
  const line = dots.map((d, i) => `${i === 0 ? 'M' : 'L'}${d.x},${d.y}`).join('');
  let curve = '';
  if (fit) {
    for (let i = 0; i <= SAMPLES; i += 1) {
      const age = (i / SAMPLES) * xMax;
      curve += `${i === 0 ? 'M' : 'L'}${x(age)},${y(lallyValue(fit, age))}`;
    }
  }
  return {
    xMax,
    dots,
    line,
    curve,
    plateauY: fit ? y(0.95 * fit.a) : null,
    todayX: x(ageToday),
  };
}
