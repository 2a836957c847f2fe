/**
 * One cell of the table (habit-table.tsx): one day of one habit, a button of at least 44 x 44 px
 * that opens the day to answer; a yes/no habit's answered or unanswered day toggles with one tap
 * instead (src/components/habit-day/day-toggle.ts). A day before the habit began is empty and named so.
 */
import type { HabitTree } from '@/hooks/use-habits';
import type { TableViewModel } from '../lib/use-table-view';

/** One day of one habit: its mark, total or value; a tap opens it to answer. */
export function TableCellButton({
  table,
  habit,
  date: d,
}: {
  table: TableViewModel;
  habit: HabitTree;
  date: string;
}) {
  const cell = table.cellOf(habit, d);
  const open = () => table.setOpen({ habit, date: d });
  if (cell.kind === 'before') {
    const onClick = open;
    // Not missed, but still open to fill in (a habit begun before it was added here).
    return (
      <td>
        <button
          type="button"
          className={cell.className}
          aria-label={cell.label}
          onClick={onClick}
        />
      </td>
    );
  }
  if (cell.kind === 'neutral') {
    const onClick = open;
    return (
      <td>
        <button type="button" className={cell.className} aria-label={cell.label} onClick={onClick}>
          {cell.text}
        </button>
      </td>
    );
  }
  const { values, state } = cell;
  // A yes/no habit's day toggles with one tap; any other opens the day to answer.
  const onClick = () => {
    if (!table.toggle(habit, d, state)) open();
  };
  return (
    <td>
      <button
        type="button"
        className={cell.className}
        style={{ ['--shade' as string]: `${cell.shade}%` }}
        aria-label={cell.label}
        onClick={onClick}
      >
        {values.length > 0 ? (
          <span className="table-cell-value" data-testid="cell-value">
            {values[0].value}
            {/* A space, so the name read from the text says "5 glasses". */}
            {values[0].unit ? <span className="table-cell-unit"> {values[0].unit}</span> : null}
          </span>
        ) : state.hasCheckmark ? (
          state.total
        ) : (
          '·'
        )}
      </button>
    </td>
  );
}
