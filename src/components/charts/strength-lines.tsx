/** The strength chart's drawing (strength-chart.tsx): grid, lines and the guide. */
import type { PointerEvent } from 'react';
import type { StrengthPoint } from '@shared/scores/strength';
import { linePath } from '@/lib/charts/strength-trend';
import { chartRatio } from '@/lib/i18n/direction';

export interface StrengthLine {
  id: number;
  name: string;
  /** A CSS colour (the habit's, or the brand's). */
  color: string;
  points: readonly StrengthPoint[];
}

const W = 300;
const H = 100;

interface StrengthLinesProps {
  lines: readonly StrengthLine[];
  /** The day picked (a guide line marks it), or null. */
  index: number | null;
  last: number;
  onIndex: (index: number | null) => void;
}

/** The drawing: grid, one line per habit, the guide at the day picked; a pointer picks a day. */
export function StrengthLines({ lines, index, last, onIndex }: StrengthLinesProps) {
  const x = (i: number) => (last > 0 ? (i / last) * W : 0);
  const pick = (e: PointerEvent<SVGSVGElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    if (box.width <= 0) return;
    onIndex(Math.round(chartRatio(e.clientX, box, e.currentTarget) * last));
  };
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      onPointerMove={pick}
      onPointerDown={pick}
      onPointerLeave={(e) => {
        if (e.pointerType === 'mouse') onIndex(null);
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
  );
}
