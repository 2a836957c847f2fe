/**
 * The table of tableview (routes/table-view-page.tsx, view-model lib/use-table-view.ts): a row per
 * habit, by group once a habit is in one (each group with a row of its day totals:
 * table-group.tsx), a column per day (newest first), each cell a button of at least 44 x 44 px
 * (table-cell-button.tsx) that opens the day to answer, a day before the habit began too (empty
 * and named so, never missed); a yes/no habit's answered or unanswered day toggles with one tap
 * instead (src/components/habit-day/day-toggle.ts); and the legend of the marks (the ‹ › pager
 * of the days is table-pager.tsx). On a phone the days scroll sideways beside the habits' names
 * (habit-table.css).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useHabitGroups } from '@/api/habit-group-queries';
import { formatDay, formatNumber } from '@/lib/i18n/format';
import { parseIsoDate } from '@shared/scores/dates';
import type { HabitTree } from '@/hooks/use-habits';
import { beforeWords, NEUTRAL_MARKS, neutralWords, notAnsweredWords } from '../lib/table-cell';
import { tableGroups } from '../lib/table-groups';
import type { TableViewModel } from '../lib/use-table-view';
import { TableGroupRows } from './table-group';
import '@/components/ui/tinted-card.css';
import './habit-table.css';

export function HabitTable({ table, habits }: { table: TableViewModel; habits: HabitTree[] }) {
  const { t } = useLingui();
  const { days, today } = table;
  const groups = useHabitGroups().data;
  const { grouped, blocks } = tableGroups(habits, groups ?? []);
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={t`Habits by day`}>
      <table className="habit-table">
        <caption className="visually-hidden">
          <Trans>Each cell is the day's total score; tap it to answer that day.</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col" className="habit-table-name">
              <Trans comment="The table's column of habit names">Habit</Trans>
            </th>
            {days.map((d) => (
              <th key={d} scope="col" className={d === today ? 'is-today' : ''}>
                <span className="th-weekday">{formatDay(d, 'weekdayShort')}</span>
                <span className="th-day">{formatNumber(parseIsoDate(d).getDate())}</span>
              </th>
            ))}
          </tr>
        </thead>
        {blocks.map((block) => (
          <TableGroupRows
            key={block.group?.id ?? 'none'}
            table={table}
            block={block}
            grouped={grouped}
          />
        ))}
      </table>
    </div>
  );
}

/** What the neutral marks mean, under the table. */
export function TableLegend() {
  // useLingui: re-rendered in a new language (table-cell.ts's helpers make the other words).
  const { t } = useLingui();
  return (
    <p className="table-legend">
      <span>
        <span className="table-legend-mark" aria-hidden="true">
          ·
        </span>{' '}
        {notAnsweredWords()}
      </span>
      {(['skipped', 'paused', 'not_due'] as const).map((k) => (
        <span key={k}>
          <span className={`table-legend-mark is-${k.replace('_', '-')}`} aria-hidden="true">
            {NEUTRAL_MARKS[k]}
          </span>{' '}
          {neutralWords(k)}
        </span>
      ))}
      <span>
        <span className="table-legend-mark is-before" aria-hidden="true" /> {beforeWords()}
      </span>
      <span>
        <span className="table-legend-mark is-auto" aria-hidden="true">
          ✓
        </span>{' '}
        {t`done by the frequency`}
      </span>
    </p>
  );
}
