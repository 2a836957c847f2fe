/**
 * The table by group (docs/domain.md "Group"): the habits of each group under a row with the
 * group's total of each day, in the user's order of groups, the habits of no group last under
 * "Other habits"; without a habit in a group, one plain block. A day's group total follows the
 * view daily_group_scores (src/lib/scores/group-total.ts): a habit counts from its first day, not on
 * a skipped, paused or not-due day, nor unanswered on a day done by its frequency.
 */
import type { HabitTree } from '@/hooks/use-habits';
import { groupDayTotal, type GroupDayTotal } from '@/lib/scores/group-total';
import type { TableViewModel } from './use-table-view';

export interface TableGroup {
  /** The group; null for the habits of no group ("Other habits", or every habit ungrouped). */
  group: { id: number; name: string; color: string } | null;
  habits: HabitTree[];
}

/** The blocks of the table; `grouped` false when no habit is in one of `groups`. */
export function tableGroups(
  habits: readonly HabitTree[],
  groups: readonly { id: number; name: string; color: string }[],
): { grouped: boolean; blocks: TableGroup[] } {
  const known = new Set(groups.map((g) => g.id));
  const groupOf = (h: HabitTree) =>
    h.group_id !== null && known.has(h.group_id) ? h.group_id : null;
  if (!habits.some((h) => groupOf(h) !== null)) {
    return { grouped: false, blocks: [{ group: null, habits: [...habits] }] };
  }
  const blocks: TableGroup[] = [];
  for (const group of groups) {
    const own = habits.filter((h) => groupOf(h) === group.id);
    if (own.length > 0) blocks.push({ group, habits: own });
  }
  const others = habits.filter((h) => groupOf(h) === null);
  if (others.length > 0) blocks.push({ group: null, habits: others });
  return { grouped: true, blocks };
}

/** A group's total on `date` from its habits' cells (null: none of them counts that day). */
export function groupCellTotal(
  table: Pick<TableViewModel, 'cellOf' | 'today'>,
  habits: readonly HabitTree[],
  date: string,
): GroupDayTotal | null {
  const counted = [];
  for (const habit of habits) {
    const cell = table.cellOf(habit, date);
    // Before its first day, skipped, paused or not due: it counts nowhere.
    if (cell.kind !== 'day') continue;
    counted.push({
      date,
      today: table.today,
      firstDay: date,
      hasCheckmark: cell.state.hasCheckmark,
      skipped: false,
      paused: false,
      dueWeekday: true,
      doneByFrequency: cell.autoDone,
      archived: habit.archived,
      total: cell.state.total,
      max: cell.state.max,
    });
  }
  return groupDayTotal(counted);
}
