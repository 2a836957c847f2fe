/**
 * Each group's total of the day shown on home ("210 / 210" beside its name) and whether all of
 * it is done, worked out from what home already holds (the day's answers with what waits to sync
 * laid over, the pauses, the year of day totals) by the view's rules (src/lib/scores/group-total.ts,
 * docs/domain.md "Group total"): no extra read, and a tap counts at once.
 * A frequency habit left unanswered may be done by its frequency, which the year of totals tells;
 * until that read is in, its group's total is not known (null) rather than wrong.
 */
import type { DailyHabitScoreWithAnswers } from '@/api/daily-habit-scores';
import { dayState } from '@/components/habit-day/day-state';
import type { HabitTree } from '@/hooks/use-habits';
import { habitFirstDay } from '@/lib/habit-first-day';
import type { IsoDate } from '@shared/scores/dates';
import {
  countsForGroup,
  groupDayTotal,
  type GroupDayHabit,
  type GroupDayTotal,
} from '@/lib/scores/group-total';
import {
  dayStatuses,
  isScheduledWeekday,
  pauseOn,
  pausesForHabit,
  scheduleOf,
  type PauseRange,
  type ScheduleDay,
} from '@shared/scores/schedule';
import { habitDayKey } from '@/services/offline/habit-day-key';
import type { usePendingHabitDays } from '@/services/offline/habit-day-queue';

export interface HomeGroupTotal {
  /** The day's total and maximum; null when no habit of the group counts on the day. */
  day: GroupDayTotal | null;
  /** Every habit that counts is complete (answered in full). */
  allDone: boolean;
}

export interface GroupTotalReads {
  date: IsoDate;
  today: IsoDate;
  byDay: ReadonlyMap<string, DailyHabitScoreWithAnswers>;
  pending: ReturnType<typeof usePendingHabitDays>;
  pauses: readonly PauseRange[] | undefined;
  /** Each habit's days of the year read (totalsByHabit); undefined until it is in. */
  byHabit: ReadonlyMap<number, readonly ScheduleDay[]> | undefined;
  /** Habits complete on the day (every question answered, or skipped). */
  complete: ReadonlySet<number>;
}

/** One habit on the day as the group's rules need it; null while it cannot be known yet. */
function groupDayHabit(habit: HabitTree, reads: GroupTotalReads): GroupDayHabit | null {
  const { date, today } = reads;
  const key = habitDayKey(habit.id, date);
  const state = dayState(habit.questions, reads.byDay.get(key), reads.pending[key]);
  const schedule = scheduleOf(habit);
  const pauses = pausesForHabit(reads.pauses ?? [], habit.id);
  const days = reads.byHabit?.get(habit.id) ?? [];
  const frequency = schedule.weekdays === null && schedule.freq_den > 1;
  let doneByFrequency = false;
  if (frequency && !state.hasCheckmark && !state.skipped) {
    if (!reads.byHabit) return null;
    const others = days.filter((d) => d.date !== date);
    const context = { days: others, dailyTarget: habit.daily_target ?? null, schedule, pauses };
    doneByFrequency = dayStatuses(context, date, date)[0]?.auto ?? false;
  }
  return {
    date,
    today,
    firstDay: habitFirstDay(habit.created_at, days.length > 0 ? [days[0].date] : []),
    hasCheckmark: state.hasCheckmark,
    skipped: state.skipped,
    paused: pauseOn(pauses, date) !== null,
    dueWeekday: isScheduledWeekday(schedule, date),
    doneByFrequency,
    archived: habit.archived,
    total: state.total,
    max: state.max,
  };
}

/**
 * The totals of the groups in `groupIds`, over `habits` (archived ones too: their answered days
 * still count); a group whose total cannot be known yet is left out of the map.
 */
export function homeGroupTotals(
  habits: readonly HabitTree[],
  groupIds: readonly number[],
  reads: GroupTotalReads,
): Map<number, HomeGroupTotal> {
  const totals = new Map<number, HomeGroupTotal>();
  for (const groupId of groupIds) {
    const own = habits.filter((h) => h.group_id === groupId);
    const days = own.map((h) => groupDayHabit(h, reads));
    if (days.some((d) => d === null)) continue;
    const counted = days as GroupDayHabit[];
    const day = groupDayTotal(counted);
    // Done: each habit that counts (with something to answer) is answered in full.
    const allDone =
      day !== null &&
      own.every(
        (h, i) =>
          !countsForGroup(counted[i]) || h.questions.length === 0 || reads.complete.has(h.id),
      );
    totals.set(groupId, { day, allDone });
  }
  return totals;
}
