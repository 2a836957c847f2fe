/**
 * A number question's values over time (the habit detail): one line through the days answered,
 * a dashed line at the target, the scale in the question's unit. Hovering, tapping or the arrow
 * keys pick a day, whose value is spoken under the chart. The drawing is the strength chart's
 * (strength-lines.tsx), with values scaled to 0..1 of the scale's top.
 */
import '@/components/ui/form.css';
import './charts.css';
import { useId, useState, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { chartKey } from '@/lib/i18n/direction';
import { formatDay, formatNumber } from '@/lib/i18n/format';
import { valueScaleMax, type ValuePoint } from '@/lib/charts/value-series';
import { ChartReadout } from './chart-readout';
import { StrengthLines } from './strength-lines';

const short = (date: string) => formatDay(date, 'dayMonth');
const round = (n: number) =>
  formatNumber(Math.round(n * 100) / 100, { maximumFractionDigits: 2, useGrouping: false });

export function ValueChart({
  id,
  name,
  color,
  points,
  unit,
  target,
  targetType,
}: {
  id: number;
  name: string;
  color: string;
  points: readonly ValuePoint[];
  unit: string | null;
  target: number | null;
  targetType: string | null;
}) {
  const { t } = useLingui();
  const [index, setIndex] = useState<number | null>(null);
  const readoutId = useId();
  if (points.length === 0) {
    return (
      <p className="field-hint">
        <Trans>No values yet: they show here once this question is answered.</Trans>
      </p>
    );
  }
  const top = valueScaleMax(points, target);
  const last = points.length - 1;
  const withUnit = (n: number) => (unit ? `${round(n)} ${unit}` : round(n));
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: (index ?? last) - 1,
      ArrowRight: (index ?? last) + 1,
      Home: 0,
      End: last,
    };
    const key = chartKey(e.key, e.currentTarget);
    if (!(key in moves)) return;
    e.preventDefault();
    setIndex(Math.min(last, Math.max(0, moves[key])));
  };
  const scaled = points.map((p) => ({ date: p.date, value: p.value / top }));
  const targetY = target === null ? null : 100 * (1 - Math.min(1, target / top));
  const picked = index === null ? null : points[index];
  const targetText = target === null ? '' : withUnit(target);
  return (
    <>
      <div className="strength-chart value-chart">
        <div className="strength-scale" aria-hidden="true">
          <span>{withUnit(top)}</span>
          <span>{round(top / 2)}</span>
          <span>0</span>
        </div>
        <div
          className="strength-plot"
          tabIndex={0}
          role="group"
          aria-label={t`${name} by day answered; arrow keys move between days`}
          aria-describedby={readoutId}
          onKeyDown={onKeyDown}
        >
          <StrengthLines
            lines={[{ id, name, color, points: scaled }]}
            index={index}
            last={last}
            onIndex={setIndex}
          />
          {targetY === null ? null : (
            <span
              className="value-chart-target"
              style={{ top: `${(targetY / 100) * 160}px` }}
              aria-hidden="true"
            />
          )}
          <div className="strength-axis" aria-hidden="true">
            <span>{short(points[0].date)}</span>
            <span>{short(points[last].date)}</span>
          </div>
        </div>
      </div>
      <ChartReadout
        id={readoutId}
        text={picked === null ? null : `${short(picked.date)}: ${withUnit(picked.value)}`}
        hint={
          targetType === 'at_most'
            ? t`Tap or hover the chart to see a day's value. Target: at most ${targetText}.`
            : t`Tap or hover the chart to see a day's value. Target: at least ${targetText}.`
        }
      />
    </>
  );
}
