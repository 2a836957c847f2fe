/**
 * The year heatmap: a column per week, a row per weekday, each day a square shaded by its
 * percentage of the maximum in the habit's colour. Every square is labelled
 * ("2026-11-20: 8 / 10 (80 %)", also its hover title); a tap, a hover or the arrow keys show
 * the figures of a day under the map. On a phone the map scrolls sideways and opens on today.
 */
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { format } from 'date-fns';
import {
  addDaysIso,
  maxIsoDate,
  minIsoDate,
  parseIsoDate,
  type WeekStart,
} from '@/lib/scores/dates';
import { heatShade, weekdayLabels, type Heatmap, type HeatmapDay } from '../lib/heatmap';
import { ChartReadout } from './chart-readout';

const CELL = 14;
const STEP = 17;
const TOP = 18;

function dayText(day: HeatmapDay): string {
  const when = format(parseIsoDate(day.date), 'EEE d MMM yyyy');
  return `${when}: ${day.label.slice(day.date.length + 2)}`;
}

export function YearHeatmap({
  heatmap,
  weekStart,
  label,
}: {
  heatmap: Heatmap;
  weekStart: WeekStart;
  /** What the map shows, for its accessible name ("Morning routine", "All habits"). */
  label: string;
}) {
  const [selected, setSelected] = useState<string | null>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const readoutId = useId();
  const width = heatmap.weeks.length * STEP;
  const height = TOP + 7 * STEP;
  const days = new Map<string, HeatmapDay>();
  for (const week of heatmap.weeks) for (const d of week.days) if (d) days.set(d.date, d);
  const shown = days.get(hovered ?? selected ?? '') ?? null;
  const weekdays = weekdayLabels(weekStart);

  // Open on today: the newest weeks are at the right end.
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (el) el.scrollLeft = el.scrollWidth;
  }, [heatmap.from]);

  const dateOf = (e: MouseEvent) =>
    (e.target as Element).closest?.('[data-date]')?.getAttribute('data-date') ?? null;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: -7,
      ArrowRight: 7,
      ArrowUp: -1,
      ArrowDown: 1,
    };
    let next: string | null = null;
    const current = selected ?? heatmap.to;
    if (e.key in moves) next = addDaysIso(current, moves[e.key]);
    else if (e.key === 'Home') next = heatmap.from;
    else if (e.key === 'End') next = heatmap.to;
    if (!next) return;
    e.preventDefault();
    next = minIsoDate(heatmap.to, maxIsoDate(heatmap.from, next));
    setSelected(next);
    setHovered(null);
    // Keep the chosen day in view while the map scrolls.
    const el = scrollRef.current;
    const week = heatmap.weeks.findIndex((w) => w.days.some((d) => d?.date === next));
    if (el && week >= 0) {
      const x = week * STEP;
      if (x < el.scrollLeft || x + STEP > el.scrollLeft + el.clientWidth) {
        el.scrollLeft = x - el.clientWidth / 2;
      }
    }
  };

  return (
    <>
      <div className="heatmap-frame">
        {/* The weekday names stay in view while the weeks scroll. */}
        <div className="heatmap-weekdays" aria-hidden="true" style={{ paddingTop: TOP }}>
          {weekdays.map((name, row) => (
            <span key={name} style={{ height: STEP }}>
              {row % 2 === 0 ? name : ''}
            </span>
          ))}
        </div>
        <div
          ref={scrollRef}
          className="heatmap-scroll"
          tabIndex={0}
          role="group"
          aria-label={`${label}: a year of days; arrow keys move between days`}
          aria-describedby={readoutId}
          onKeyDown={onKeyDown}
        >
          {/* The squares are the pictures; the drawing around them is only their frame. */}
          <svg
            role="none"
            className="heatmap"
            width={width}
            height={height}
            viewBox={`0 0 ${width} ${height}`}
            onClick={(e) => {
              const date = dateOf(e);
              if (date) setSelected(date);
            }}
            onMouseOver={(e) => setHovered(dateOf(e))}
            onMouseLeave={() => setHovered(null)}
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
        </div>
      </div>
      <div className="heatmap-foot">
        <ChartReadout
          id={readoutId}
          text={shown ? dayText(shown) : null}
          hint="Tap or hover a day to see its score."
        />
        <HeatLegend />
      </div>
    </>
  );
}

function HeatLegend() {
  return (
    <p className="heat-legend">
      <span className="heat-swatch" aria-hidden="true" />
      <span>Not answered</span>
      <span className="heat-legend-scale">
        <span>0 %</span>
        {[0, 25, 50, 75, 100].map((p) => (
          <span
            key={p}
            className="heat-swatch is-answered"
            aria-hidden="true"
            style={{ ['--shade' as string]: `${heatShade(p)}%` }}
          />
        ))}
        <span>100 %</span>
      </span>
    </p>
  );
}
