/**
 * Insights' "Automaticity" card, beside strength (docs/domain.md "Automaticity check-in"): for
 * each habit shown, its latest weekly check-in ("5.0 / 7"), the change since the one before and a
 * small line of all of them, with the habit's strength next to it, and what tells the two apart.
 * Reads every check-in of the user (automaticityQueries.every), with the ones still queued on this
 * device laid over; the rows are lib/automaticity-rows.ts'.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { automaticityQueries } from '@/api/automaticity-check-queries';
import { checkInOfRow, mergeCheckIns } from '@/lib/automaticity/check-in-history';
import { automaticityText } from '@/lib/automaticity/check-in-words';
import { formatChartPercent, formatDay } from '@/lib/i18n/format';
import { usePendingCheckIns } from '@/services/offline/habit-day-queue';
import type { DashboardFigures } from '../lib/dashboard-figures';
import { automaticityRows, changeWords, type AutomaticityRow } from '../lib/automaticity-rows';
import { Figure, InsightsCard } from './insights-card';
import './automaticity-card.css';

export function AutomaticityCard({ lines }: Pick<DashboardFigures, 'lines'>) {
  const { t } = useLingui();
  const read = useQuery(automaticityQueries.every());
  const queued = usePendingCheckIns();
  const rows = useMemo(() => {
    const checks = mergeCheckIns(
      (read.data ?? []).map(checkInOfRow),
      queued.map((i) => i.input),
    );
    return automaticityRows(lines, checks);
  }, [read.data, queued, lines]);
  const none = rows.every((r) => r.trend === null);
  return (
    <InsightsCard id="insights-automaticity" title={t`Automaticity`}>
      <Figure
        caption={t`Strength counts what you did: your recent days, done or missed. Automaticity is how automatic the habit feels, from your weekly check-ins (four statements from 1 to 7; Gardner et al. 2012). A habit can be strong and still take effort: automaticity grows more slowly and levels off after weeks to months (Lally et al. 2010).`}
      >
        {none ? (
          <p className="field-hint">
            <Trans>
              No check-in yet. Home asks how automatic a habit feels once it is a week old, and its
              page any time.
            </Trans>
          </p>
        ) : null}
        <ul className="automaticity-rows">
          {rows.map((row) => (
            <AutomaticityRowView key={row.id} row={row} />
          ))}
        </ul>
      </Figure>
    </InsightsCard>
  );
}

function AutomaticityRowView({ row }: { row: AutomaticityRow }) {
  const { t } = useLingui();
  const { trend } = row;
  const change = changeWords(trend?.change ?? null);
  const strength = row.strength === null ? '–' : formatChartPercent(row.strength);
  return (
    <li className="automaticity-row" style={{ ['--habit-color' as string]: row.color }}>
      <span className="automaticity-row-name">
        <span className="insights-dot" aria-hidden="true" />
        {row.name}
      </span>
      <span className="automaticity-row-value">
        {trend ? (
          <>
            <Sparkline values={trend.values} />
            <strong>{automaticityText(trend.latest)}</strong>
            <span className="muted">
              {change ? t`${change} since the check-in before` : t`first check-in`},{' '}
              {formatDay(trend.date, 'dayMonth')}
            </span>
          </>
        ) : (
          <span className="muted">
            <Trans>No check-in yet</Trans>
          </span>
        )}
      </span>
      <span className="automaticity-row-strength">
        <Trans>
          Strength <strong>{strength}</strong>
        </Trans>
      </span>
    </li>
  );
}

/** Every check-in's value, 1..7, as a small line (the figures are said beside it). */
function Sparkline({ values }: { values: readonly number[] }) {
  if (values.length < 2) return null;
  const step = 60 / (values.length - 1);
  const d = values
    .map(
      (v, i) => `${i === 0 ? 'M' : 'L'}${Math.round(i * step)},${Math.round(((7 - v) / 6) * 20)}`,
    )
    .join('');
  return (
    <svg className="automaticity-spark" viewBox="-2 -2 64 24" aria-hidden="true">
      <path d={d} />
    </svg>
  );
}
