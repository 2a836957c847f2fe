/**
 * The year heatmap's drawing: the month labels and a square per day (a column per week, a row
 * per weekday), shaded by its percentage of the maximum, each labelled and titled. A tap picks a
 * day, hovering shows one.
 */
import type { MouseEvent } from 'react';
import {
  HEATMAP_CELL as CELL,
  HEATMAP_STEP as STEP,
  HEATMAP_TOP as TOP,
  heatShade,
  type Heatmap,
} from '@/lib/charts/heatmap';

const dateOf = (e: MouseEvent) =>
  (e.target as Element).closest?.('[data-date]')?.getAttribute('data-date') ?? null;

interface HeatmapSquaresProps {
  heatmap: Heatmap;
  selected: string | null;
  onPick: (date: string) => void;
  onHover: (date: string | null) => void;
}

export function HeatmapSquares({ heatmap, selected, onPick, onHover }: HeatmapSquaresProps) {
  const width = heatmap.weeks.length * STEP;
  const height = TOP + 7 * STEP;
  return (
    // The squares are the pictures; the drawing around them is only their frame.
    <svg
      role="none"
      className="heatmap"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      onClick={(e) => {
        const date = dateOf(e);
        if (date) onPick(date);
      }}
      onMouseOver={(e) => onHover(dateOf(e))}
      onMouseLeave={() => onHover(null)}
    >
      <g aria-hidden="true" className="heatmap-axis">
        {heatmap.weeks.map((w, i) =>
          w.monthLabel ? (
            <text key={w.start} x={i * STEP} y={TOP - 6}>
              {w.monthLabel}
            </text>
          ) : null,
        )}
      </g>
      {heatmap.weeks.map((w, i) => (
        <g key={w.start}>
          {w.days.map((d, row) =>
            d ? (
              <rect
                key={d.date}
                data-date={d.date}
                x={i * STEP}
                y={TOP + row * STEP}
                width={CELL}
                height={CELL}
                rx={3}
                role="img"
                aria-label={d.label}
                className={[
                  'heat-cell',
                  d.percent === null ? '' : 'is-answered',
                  d.neutral ? `is-${d.neutral.replace('_', '-')}` : '',
                  d.date === selected ? 'is-selected' : '',
                ].join(' ')}
                style={
                  d.percent === null
                    ? undefined
                    : { ['--shade' as string]: `${heatShade(d.percent)}%` }
                }
              >
                <title>{d.label}</title>
              </rect>
            ) : null,
          )}
        </g>
      ))}
    </svg>
  );
}
