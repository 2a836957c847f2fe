/**
 * The look and name of one cell of the table (lib/use-table-view.ts): a day before the habit
 * began, a neutral day (skipped, paused, not due), or a day answered or not, marked met, done by
 * the frequency or missed (lib/table-cell.ts, src/lib/day-mark.ts); and which days a frequency habit
 * has done by its frequency (docs/schedules.md "Days done by the frequency").
 */
import type { DailyHabitScoreWithAnswers } from '@/api/daily-habit-scores';
import { givesAnswer } from '@/api/habit-day';
import type { IsoDate } from '@shared/scores/dates';
import {
  dayStatuses,
  pausesForHabit,
  scheduleOf,
  type PauseRange,
  type ScheduleDay,
} from '@shared/scores/schedule';
import { habitDayKey, type usePendingHabitDays } from '@/services/offline/habit-day-queue';
import { dayLabel } from '@/lib/day-label';
import { progressText } from '@/lib/schedule';
import { totalsByHabit, type TotalRow } from '@/lib/charts/day-totals';
import type { HabitTree } from '@/hooks/use-habits';
import { dayMark, dayMarkText } from '@/lib/day-mark';
import { dayState } from '@/components/habit-day/day-state';
import { cellName, cellValues, dayWords, tableCell } from './table-cell';

/**
 * The days shown (`days`, newest first) that each frequency habit has done by its frequency:
 * inside a met window and not met themselves, with the count in the window. From the year of day
 * totals read and the page's own days as shown (what waits to sync laid over).
 */
export function frequencyDoneDays(
  habits: readonly HabitTree[],
  days: readonly IsoDate[],
  reads: {
    totals: readonly TotalRow[];
    byDay: ReadonlyMap<string, DailyHabitScoreWithAnswers>;
    pending: ReturnType<typeof usePendingHabitDays>;
    pauses: readonly PauseRange[] | undefined;
    today: IsoDate;
  },
): Map<string, string> {
  const done = new Map<string, string>();
  if (days.length === 0) return done;
  const totals = totalsByHabit(reads.totals);
  for (const habit of habits) {
    const schedule = scheduleOf(habit);
    if (schedule.weekdays !== null || schedule.freq_den <= 1) continue;
    const byDate = new Map<string, ScheduleDay>(
      (totals.get(habit.id) ?? []).map((d) => [d.date, d]),
    );
    for (const date of days) {
      const key = habitDayKey(habit.id, date);
      // Only what the page read (or what waits to sync) replaces the year's totals.
      if (!reads.byDay.has(key) && !reads.pending[key]) continue;
      const state = dayState(habit.questions, reads.byDay.get(key), reads.pending[key]);
      const skipped =
        reads.byDay.get(key)?.skipped === true && !reads.pending[key]?.answers.some(givesAnswer);
      if (skipped) byDate.set(date, { date, total_score: 0, skipped: true });
      else if (state.hasCheckmark) byDate.set(date, { date, total_score: state.total });
      else byDate.delete(date);
    }
    const statuses = dayStatuses(
      {
        days: [...byDate.values()],
        dailyTarget: habit.daily_target ?? null,
        schedule,
        pauses: pausesForHabit(reads.pauses ?? [], habit.id),
      },
      days[days.length - 1],
      days[0],
    );
    for (const s of statuses)
      if (s.auto)
        done.set(
          habitDayKey(habit.id, s.date),
          progressText(schedule, s.metInWindow, s.date !== reads.today) ?? '',
        );
  }
  return done;
}

/** What every cell of the table is judged from. */
export interface TableCellReads {
  today: string;
  byDay: ReadonlyMap<string, DailyHabitScoreWithAnswers>;
  pending: ReturnType<typeof usePendingHabitDays>;
  pauses: readonly PauseRange[] | undefined;
  loaded: boolean;
  firstDays: ReadonlyMap<number, IsoDate>;
  /** Days done by the frequency, by habitDayKey: the count in the window ("3 of 3 this week"). */
  autoDone: ReadonlyMap<string, string>;
}

/** One cell: a neutral day (skipped, paused, not due) or a day answered or not, marked met or missed. */
export function tableCellView(habit: HabitTree, d: string, reads: TableCellReads) {
  const { today, pending } = reads;
  const key = habitDayKey(habit.id, d);
  const server = reads.byDay.get(key);
  const state = dayState(habit.questions, server, pending[key]);
  const firstDay = reads.firstDays.get(habit.id) ?? null;
  const cell = tableCell({
    habitName: habit.name,
    date: d,
    dateLabel: dayLabel(d, today),
    schedule: habit,
    pauses: pausesForHabit(reads.pauses ?? [], habit.id),
    // An answer waiting to be sent un-skips the day (save_habit_day does).
    skipped: server?.skipped === true && !pending[key]?.answers.some(givesAnswer),
    state,
    firstDay,
  });
  if (cell.kind === 'before') {
    // Before the habit began: empty, neither met nor missed, and not opened.
    return { kind: 'before' as const, className: 'table-cell is-before', label: cell.label };
  }
  if (cell.kind !== 'answered' && cell.kind !== 'unanswered') {
    // Skipped, paused or not due: counts nowhere, neither met nor missed.
    const className = [
      'table-cell',
      `is-${cell.kind.replace('_', '-')}`,
      pending[key] ? 'is-pending' : '',
    ].join(' ');
    return { kind: 'neutral' as const, className, label: cell.label, text: cell.text };
  }
  // Met or missed; nothing for a day not loaded (the days before the habit began are above).
  const window = reads.autoDone.get(key) ?? null;
  const judged =
    state.hasCheckmark || window !== null || (reads.loaded && firstDay !== null && d < today);
  const mark = judged
    ? dayMark({
        hasCheckmark: state.hasCheckmark,
        total: state.total,
        target: habit.daily_target ?? null,
        date: d,
        today,
        autoDone: window !== null,
      })
    : 'open';
  // A number question's value shows in the cell with its unit.
  const values = state.hasCheckmark ? cellValues(habit.questions, state) : [];
  const markText =
    mark === 'open'
      ? null
      : dayMarkText(mark, habit.daily_target ?? null, state.hasCheckmark, window);
  // 12..55 % of the habit's colour: visible at 0 points, readable at 100 % with any colour.
  const shade = state.hasCheckmark ? Math.round(12 + (43 * state.percent) / 100) : 0;
  const className = [
    'table-cell',
    state.hasCheckmark ? 'is-answered' : '',
    values.length > 0 ? 'has-value' : '',
    pending[key] ? 'is-pending' : '',
    mark === 'open' ? '' : `is-${mark}`,
  ].join(' ');
  const label = cellName(habit.name, dayLabel(d, today), dayWords(values, state, markText));
  // autoDone: done by the frequency (its group's total leaves it out unanswered).
  return {
    kind: 'day' as const,
    className,
    shade,
    label,
    values,
    state,
    autoDone: window !== null,
  };
}
