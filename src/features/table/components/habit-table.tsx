/**
 * The table of tableview (routes/table-view-page.tsx, view-model lib/use-table-view.ts): a row per
 * habit, a column per day (newest first), each cell a button of at least 44 x 44 px that opens
 * the day to answer, a day before the habit began too (empty and named so, never missed); a
 * yes/no habit's answered or unanswered day toggles with one tap instead (lib/table-toggle.ts);
 * and the legend of the marks (the ‹ › pager of the days is table-pager.tsx). On a phone the
 * days scroll sideways beside the habits' names (habit-table.css).
 */
import { format } from 'date-fns';
import { parseIsoDate } from '@/lib/scores/dates';
import type { HabitTree } from '@/hooks/use-habits';
import { BEFORE_WORDS, NEUTRAL_MARKS } from '../lib/table-cell';
import type { TableViewModel } from '../lib/use-table-view';
import '@/components/ui/tinted-card.css';
import './habit-table.css';

export function HabitTable({ table, habits }: { table: TableViewModel; habits: HabitTree[] }) {
  const { days, today } = table;
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Habits by day">
      <table className="habit-table">
        <caption className="visually-hidden">
          Each cell is the day's total score; tap it to answer that day.
        </caption>
        <thead>
          <tr>
            <th scope="col" className="habit-table-name">
              Habit
            </th>
            {days.map((d) => {
              const date = parseIsoDate(d);
              return (
                <th key={d} scope="col" className={d === today ? 'is-today' : ''}>
                  <span className="th-weekday">{format(date, 'EEE')}</span>
                  <span className="th-day">{format(date, 'd')}</span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {habits.map((habit) => (
            <tr key={habit.id} style={{ ['--habit-color' as string]: habit.color ?? undefined }}>
              <th scope="row" className="habit-table-name">
                <span className="habit-table-row-name">
                  <span className="habit-dot" aria-hidden="true" />
                  <span className="habit-table-label">{habit.name}</span>
                </span>
              </th>
              {days.map((d) => (
                <TableCellButton key={d} table={table} habit={habit} date={d} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One day of one habit: its mark, total or value; a tap opens it to answer. */
function TableCellButton({
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

/** What the neutral marks mean, under the table. */
export function TableLegend() {
  return (
    <p className="table-legend">
      <span>
        <span className="table-legend-mark" aria-hidden="true">
          ·
        </span>{' '}
        not answered
      </span>
      {(['skipped', 'paused', 'not_due'] as const).map((k) => (
        <span key={k}>
          <span className={`table-legend-mark is-${k.replace('_', '-')}`} aria-hidden="true">
            {NEUTRAL_MARKS[k].text}
          </span>{' '}
          {NEUTRAL_MARKS[k].words}
        </span>
      ))}
      <span>
        <span className="table-legend-mark is-before" aria-hidden="true" /> {BEFORE_WORDS}
      </span>
      <span>
        <span className="table-legend-mark is-auto" aria-hidden="true">
          ✓
        </span>{' '}
        done by the frequency
      </span>
    </p>
  );
}
