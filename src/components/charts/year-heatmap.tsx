/**
 * The year heatmap: a column per week, a row per weekday, each day a square shaded by its
 * percentage of the maximum in the habit's colour. Every square is labelled
 * ("2026-11-20: 8 / 10 (80 %)", also its hover title); a tap, a hover or the arrow keys show
 * the figures of a day under the map. On a phone the map scrolls sideways and opens on today.
 */
import './charts.css';
import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatChartPercent, formatDay } from '@/lib/i18n/format';
import type { WeekStart } from '@shared/scores/dates';
import {
  HEATMAP_STEP as STEP,
  HEATMAP_TOP as TOP,
  heatShade,
  weekdayLabels,
  type Heatmap,
} from '@/lib/charts/heatmap';
import { ChartReadout } from './chart-readout';
import { HeatmapSquares } from './heatmap-squares';
import { useHeatmapCursor } from './use-heatmap-cursor';

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
  const { t } = useLingui();
  const cursor = useHeatmapCursor(heatmap);
  const readoutId = useId();
  const weekdays = weekdayLabels(weekStart);
  // The day shown under the map: "Fri 20 Nov 2026: 8 / 10 (80 %)".
  const shown = cursor.shown;
  const when = shown ? formatDay(shown.date, 'weekdayDayMonthYear') : '';
  const status = shown?.status ?? '';

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
          ref={cursor.scrollRef}
          className="heatmap-scroll"
          tabIndex={0}
          role="group"
          aria-label={t`${label}: a year of days; arrow keys move between days`}
          aria-describedby={readoutId}
          onKeyDown={cursor.onKeyDown}
        >
          <HeatmapSquares
            heatmap={heatmap}
            selected={cursor.selected}
            onPick={cursor.pick}
            onHover={cursor.hover}
          />
        </div>
      </div>
      <div className="heatmap-foot">
        <ChartReadout
          id={readoutId}
          text={shown ? t`${when}: ${status}` : null}
          hint={t`Tap or hover a day to see its score.`}
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
      <span>
        <Trans>Not answered</Trans>
      </span>
      <span className="heat-legend-scale">
        <span>{formatChartPercent(0)}</span>
        {[0, 25, 50, 75, 100].map((p) => (
          <span
            key={p}
            className="heat-swatch is-answered"
            aria-hidden="true"
            style={{ ['--shade' as string]: `${heatShade(p)}%` }}
          />
        ))}
        <span>{formatChartPercent(1)}</span>
      </span>
    </p>
  );
}
