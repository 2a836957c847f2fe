/**
 * The days before the day shown on a folded yes/no row (components/habit-row/past-days.tsx), one
 * tap away as in the table: each of the PAST_DAYS days is done (answered Yes), not done (No) or
 * unanswered, toggled by the shared toggle (src/components/habit-day/day-toggle.ts); a day before
 * the habit began, skipped, paused or not due (`neutralReason`, _shared/scores/schedule.ts) is
 * neutral and not tapped. Pure, no React: the words are made in the active language when called
 * (docs/languages.md), by a component that calls `useLingui()`.
 *
 * The marks read what home already has: the year of day totals that ends on the day shown
 * (`useRecentTotals`) with what waits to sync laid over; a tap needs the day's answers too (its
 * note goes with the save, as the table's does), read once for every habit's past days
 * (lib/use-past-days.ts). Until those are read, a day the totals show answered is shown but not
 * tapped, so a note never read is never overwritten.
 */
import { t } from '@lingui/core/macro';
import type { DailyHabitScoreWithAnswers } from '@/api/daily-habit-scores';
import { formatDay } from '@/lib/i18n/format';
import type { TotalRow } from '@/lib/charts/day-totals';
import { habitFirstDay } from '@/lib/habit-first-day';
import { addDaysIso, isIsoDate, type IsoDate } from '@shared/scores/dates';
import {
  neutralReason,
  pausesForHabit,
  scheduleOf,
  type NeutralReason,
  type PauseRange,
} from '@shared/scores/schedule';
import { habitDayKey, type usePendingHabitDay } from '@/services/offline/habit-day-queue';
import type { HabitTree } from '@/hooks/use-habits';
import { dayState, type DayState } from '@/components/habit-day/day-state';
import type { YesNoHabit } from '@/components/habit-day/day-toggle';

/** How many days before the day shown a folded row offers. */
const PAST_DAYS = 3;

/** The PAST_DAYS days before `date`, oldest first. */
export function pastDates(date: IsoDate): IsoDate[] {
  return Array.from({ length: PAST_DAYS }, (_, i) => addDaysIso(date, i - PAST_DAYS));
}

/** What every row's past days are judged from (one object for all rows: use-past-days.ts). */
export interface PastDayReads {
  /** Today (the toast names a day by it: "Yesterday"). */
  today: IsoDate;
  /** The year's day totals on the past days, by habitDayKey. */
  totals: ReadonlyMap<string, TotalRow>;
  /** Each habit's oldest date in that year (a day before the habit began is not missed). */
  oldest: ReadonlyMap<number, IsoDate>;
  /** The past days' rows with their answers, by habitDayKey. */
  answers: ReadonlyMap<string, DailyHabitScoreWithAnswers>;
  /** Whether those were read (a day without a row is then unanswered). */
  answersRead: boolean;
  pauses: readonly PauseRange[] | undefined;
}

/** The year's totals dated `from`..`to` by habitDayKey, and each habit's oldest date: one pass. */
export function pastDayTotals(
  rows: readonly TotalRow[],
  from: IsoDate,
  to: IsoDate,
): Pick<PastDayReads, 'totals' | 'oldest'> {
  const totals = new Map<string, TotalRow>();
  const oldest = new Map<number, IsoDate>();
  for (const row of rows) {
    if (row.habit_id == null || !isIsoDate(row.date)) continue;
    const seen = oldest.get(row.habit_id);
    if (seen === undefined || row.date < seen) oldest.set(row.habit_id, row.date);
    if (row.date >= from && row.date <= to) totals.set(habitDayKey(row.habit_id, row.date), row);
  }
  return { totals, oldest };
}

/** The habit's first day (`habitFirstDay`): its creation, or its oldest date read if older. */
const firstDayOf = (habit: HabitTree, reads: PastDayReads) => {
  const oldest = reads.oldest.get(habit.id);
  return habitFirstDay(habit.created_at, oldest ? [oldest] : []);
};

/** Whether any of the days before `date` is on or after the habit's first day (else none shown). */
export function offersPastDays(habit: HabitTree, date: IsoDate, reads: PastDayReads): boolean {
  return addDaysIso(date, -1) >= firstDayOf(habit, reads);
}

type PastMark = 'done' | 'not_done' | 'unanswered';

/** A day's save waiting in the queue (usePendingHabitDay), or undefined. */
type PendingHabitDay = ReturnType<typeof usePendingHabitDay>;

export type PastDayCell =
  | {
      kind: 'toggle';
      date: IsoDate;
      mark: PastMark;
      /** The day as shown, for the toggle (its answers go with the save). */
      state: DayState;
      /** False while the answers of a day the totals show answered are not read. */
      tappable: boolean;
    }
  | { kind: 'neutral'; date: IsoDate; reason: NeutralReason | 'before' };

/** Yes: done; another answer: not done; none: unanswered. */
function markOf(yesNo: YesNoHabit, state: DayState): PastMark {
  const answer = state.answers.get(yesNo.questionId);
  if (!answer || answer.optionId === null) return 'unanswered';
  return answer.optionId === yesNo.yes ? 'done' : 'not_done';
}

/** A day's total as the mark it stands for: the Yes option's score is done. */
function markOfTotal(habit: HabitTree, yesNo: YesNoHabit, total: TotalRow): PastMark {
  const yes = habit.questions[0]?.option_metadata.find((o) => o.id === yesNo.yes);
  return (total.total_score ?? 0) === (yes?.score_value ?? 0) ? 'done' : 'not_done';
}

/** The queue's save of the day decides its answer (or skips it) whatever the server had. */
const queueDecides = (pending: PendingHabitDay, questionId: number) =>
  pending !== undefined &&
  (pending.skipped === true || pending.answers.some((a) => a.questionId === questionId));

/** One past day of a yes/no habit: its mark and whether a tap toggles it, or why it is neutral. */
export function pastDayCell(
  habit: HabitTree,
  yesNo: YesNoHabit,
  date: IsoDate,
  reads: PastDayReads,
  pending: PendingHabitDay,
): PastDayCell {
  const key = habitDayKey(habit.id, date);
  const server = reads.answers.get(key);
  const state = dayState(habit.questions, server, pending);
  const total = reads.totals.get(key);
  const known =
    reads.answersRead || server !== undefined || queueDecides(pending, yesNo.questionId);
  const skipped = known ? state.skipped : total?.skipped === true;
  const answered = known ? state.hasCheckmark : total !== undefined && !skipped;
  if (!answered && !skipped && date < firstDayOf(habit, reads)) {
    return { kind: 'neutral', date, reason: 'before' };
  }
  const pauses = pausesForHabit(reads.pauses ?? [], habit.id);
  const reason = neutralReason({ schedule: scheduleOf(habit), pauses }, date, skipped);
  if (reason !== null) return { kind: 'neutral', date, reason };
  const mark = known
    ? markOf(yesNo, state)
    : total
      ? markOfTotal(habit, yesNo, total)
      : 'unanswered';
  return { kind: 'toggle', date, mark, state, tappable: known || total === undefined };
}

/** A past day's accessible name: "Tue 24 Nov: done. Tap to mark not done". */
export function pastDayName(cell: PastDayCell): string {
  const day = formatDay(cell.date, 'weekdayDayMonth');
  if (cell.kind === 'neutral') {
    switch (cell.reason) {
      case 'before':
        return t`${day}: before this habit began`;
      case 'skipped':
        return t({ message: `${day}: skipped`, comment: 'A past day on a row of home' });
      case 'paused':
        return t({ message: `${day}: paused`, comment: 'A past day on a row of home' });
      case 'not_due':
        return t({ message: `${day}: not due`, comment: 'A past day on a row of home' });
    }
  }
  if (!cell.tappable) {
    return cell.mark === 'done' ? t`${day}: done` : t`${day}: not done`;
  }
  switch (cell.mark) {
    case 'done':
      return t`${day}: done. Tap to mark not done`;
    case 'not_done':
      return t`${day}: not done. Tap to mark done`;
    case 'unanswered':
      return t`${day}: not answered. Tap to mark done`;
  }
}

/** What a past day shows inside its cell (its accessible name says it in words). */
export function pastDaySymbol(cell: PastDayCell): string {
  if (cell.kind === 'neutral') {
    return cell.reason === 'skipped' ? '–' : cell.reason === 'paused' ? '‖' : '';
  }
  return cell.mark === 'done' ? '✓' : cell.mark === 'not_done' ? '✗' : '·';
}
