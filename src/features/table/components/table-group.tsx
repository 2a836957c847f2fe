/**
 * One block of the table (lib/table-groups.ts): with groups, a row with the group's name and its
 * total of each day ("10" over "/ 20", read out as "Morning routine, Today: 10 of 20 points"),
 * then a row per habit; without groups, the habits' rows only.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { HabitTree } from '@/hooks/use-habits';
import { dayLabel } from '@/lib/day-label';
import { cellName, cellNumber } from '../lib/table-cell';
import { groupCellTotal, type TableGroup } from '../lib/table-groups';
import type { TableViewModel } from '../lib/use-table-view';
import { TableCellButton } from './table-cell-button';
import './table-group.css';

export function TableGroupRows({
  table,
  block,
  grouped,
}: {
  table: TableViewModel;
  block: TableGroup;
  /** Whether the table shows groups (a heading row for each block). */
  grouped: boolean;
}) {
  return (
    <tbody className={grouped ? 'table-group' : undefined}>
      {grouped ? <GroupTotalRow table={table} block={block} /> : null}
      {block.habits.map((habit) => (
        <HabitTableRow key={habit.id} table={table} habit={habit} />
      ))}
    </tbody>
  );
}

function GroupTotalRow({ table, block }: { table: TableViewModel; block: TableGroup }) {
  const { t } = useLingui();
  const { group } = block;
  const name = group ? group.name : t`Other habits`;
  return (
    <tr
      className={['table-group-row', group ? '' : 'is-other'].join(' ')}
      style={group ? { ['--group-color' as string]: group.color } : undefined}
    >
      <th scope="rowgroup" className="habit-table-name table-group-name">
        <span className="habit-table-row-name">
          {group ? <span className="table-group-dot" aria-hidden="true" /> : null}
          <span className="habit-table-label">{name}</span>
        </span>
      </th>
      {table.days.map((d) => {
        const total = group ? groupCellTotal(table, block.habits, d) : null;
        if (!total) return <td key={d} className="table-group-total is-empty" />;
        const sum = cellNumber(total.total);
        const { max } = total;
        const points = plural(max, { one: `${sum} of # point`, other: `${sum} of # points` });
        const label = cellName(name, dayLabel(d, table.today), points);
        return (
          <td key={d} className="table-group-total" aria-label={label} title={label}>
            <span className="table-group-sum">{sum}</span>
            <span className="table-group-max" aria-hidden="true">
              / {cellNumber(max)}
            </span>
          </td>
        );
      })}
    </tr>
  );
}

function HabitTableRow({ table, habit }: { table: TableViewModel; habit: HabitTree }) {
  return (
    <tr style={{ ['--habit-color' as string]: habit.color ?? undefined }}>
      <th scope="row" className="habit-table-name">
        <span className="habit-table-row-name">
          <span className="habit-dot" aria-hidden="true" />
          <span className="habit-table-label">{habit.name}</span>
        </span>
      </th>
      {table.days.map((d) => (
        <TableCellButton key={d} table={table} habit={habit} date={d} />
      ))}
    </tr>
  );
}
