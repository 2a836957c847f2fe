/**
 * The all-time performance figures as text that says what each one divides by (the definitions
 * are those of performance.ts and the view habit_performance_new):
 * - days met is out of the days answered (days_tracked), not out of the days since the start;
 * - completion is what the habit asked for that was done since its first day (the earlier of its
 *   creation date and its first check-mark) through today, over the days that count (skipped,
 *   paused and not-due days left out, as the view's due days). A daily or weekday habit: the
 *   view's completion_pct, met days / due days. A frequency habit ("3 times a week"): met days
 *   against the times its schedule asks for in the due days so far (3/7 of them, rounded up, at
 *   least 1), at most 100 %: one done on the habit's first day is 100 %, not the 0 % of "not
 *   on track yet" that the view's day-by-day figure gives;
 * - the average is total / days answered: points a day answered.
 * A frequency habit's count in its window ("1 of 3 this week") stands in for a day streak.
 */
import { plural, t } from '@lingui/core/macro';
import { formatNumber } from '@/lib/i18n/format';
import { progressText } from '@/lib/schedule';
import { daysBetween, minIsoDate, toLocalIsoDate } from '@shared/scores/dates';
import type { IsoDate } from '@shared/scores/dates';
import { roundRatio } from '@shared/scores/daily';
import {
  EVERY_DAY,
  dayStatuses,
  frequencyProgress,
  type HabitSchedule,
  type PauseRange,
  type ScheduleDay,
} from '@shared/scores/schedule';

/**
 * How skipped, paused and not-due days count (docs/schedules.md), in one line for every place
 * a score is explained.
 */
export const neutralDaysNote = () =>
  t`Skipped days, paused days and days a habit is not due are left out: they are never missed, and streaks and scores stay as they were.`;

/** What "Strength" means, in one line beside every place it is shown. */
export const strengthNote = () =>
  t`Strength: how well the habit is holding, built up over weeks of your recent days. A good day raises it a little, one missed day lowers it a little.`;

/**
 * Where a streak broke (the habit page, when there is a best streak but no current one): a
 * single miss is not a failure (Lally et al. 2010, European Journal of Social Psychology 40:998:
 * one missed day did not set back how automatic a habit became).
 */
export const missedDayNote = () =>
  t`One missed day does not undo a habit: in Lally et al.’s study (2010) a single missed day did not set back how automatic a habit became. What counts is picking it up again.`;

/** A streak in days; a longest streak of 0 is "None yet", not a zero beside a day done. */
export const streakWords = (n: number | null | undefined) =>
  n == null
    ? '–'
    : n === 0
      ? t({ message: 'None yet', comment: 'A longest streak of 0 days' })
      : plural(n, { one: '# day', other: '# days' });

/** A percentage as the language writes it ("49.2", "49,2" in German), one decimal at most. */
const percentText = (percent: number) => formatNumber(percent, { maximumFractionDigits: 1 });

/** "3 times a week" and the like: freq_num in freq_den days, weekdays not set. */
function isFrequencyHabit(schedule: HabitSchedule | null | undefined): boolean {
  return schedule != null && schedule.weekdays === null && schedule.freq_den > 1;
}

/** The first day: the earlier of the creation date and the oldest check-mark given. */
function firstDayOf(
  createdAt: string | null | undefined,
  days: readonly { date: IsoDate }[],
  today: IsoDate,
): IsoDate {
  let first = createdAt ? toLocalIsoDate(createdAt) : today;
  for (const d of days) first = minIsoDate(first, d.date);
  return first;
}

/**
 * The days of the all-time period, as the view counts them: today - first day + 1, at least 1,
 * the first day being the earlier of the creation date and the oldest check-mark given.
 */
export function daysSinceStart({
  createdAt,
  days,
  today,
}: {
  /** Without one (a row read by an older version of the app), the oldest check-mark or today. */
  createdAt: string | null | undefined;
  days: readonly { date: IsoDate }[];
  today: IsoDate;
}): number {
  return Math.max(1, daysBetween(firstDayOf(createdAt, days, today), today) + 1);
}

/** What the completion of a habit is measured against (see {@link performanceBasis}). */
export interface PerformanceBasis {
  /** Days from the first day through today (daysSinceStart). */
  daysSince: number;
  /** Of them, the days that count (not skipped, paused or not due): the view's due days, >= 1. */
  dueDays: number;
  schedule: HabitSchedule;
}

/**
 * The basis of a habit's completion: the days since its first day and those of them that count
 * by its schedule, skips and pauses (schedule.ts `dayStatuses`). `days` are its check-marks
 * (with `skipped`); a skip older than the days given counts as due.
 */
export function performanceBasis({
  createdAt,
  days,
  today,
  schedule = EVERY_DAY,
  pauses = [],
}: {
  createdAt: string | null | undefined;
  days: readonly ScheduleDay[];
  today: IsoDate;
  schedule?: HabitSchedule;
  /** The pauses of this habit and of every habit. */
  pauses?: readonly PauseRange[];
}): PerformanceBasis {
  const first = firstDayOf(createdAt, days, today);
  const daysSince = daysSinceStart({ createdAt, days, today });
  if (first > today) return { daysSince, dueDays: 1, schedule };
  const statuses = dayStatuses({ days, dailyTarget: null, schedule, pauses }, first, today);
  const due = statuses.filter((s) => s.neutral === null).length;
  return { daysSince, dueDays: Math.max(1, due), schedule };
}

export interface PerformanceLabelInput {
  days_tracked: number | null;
  days_met: number | null;
  total_score: number | null;
  average_score: number | null;
  completion_pct: number | null;
}

export interface Completion {
  /** 0..100, one decimal. */
  percent: number;
  /** "100 % of 1 day since you started", "100 % of the 1 time needed so far". */
  text: string;
}

/**
 * The completion shown for a habit (see the top of this file), or null when the row lacks the
 * figure it needs.
 */
export function completionOf(
  row: Pick<PerformanceLabelInput, 'days_met' | 'completion_pct'>,
  basis: PerformanceBasis,
): Completion | null {
  const { schedule, dueDays, daysSince } = basis;
  if (isFrequencyHabit(schedule)) {
    if (row.days_met == null) return null;
    // The times the schedule asks for in the due days so far, rounded up (1e-9: 7 x 3/7 is 3).
    const needed = Math.max(1, Math.ceil((dueDays * schedule.freq_num) / schedule.freq_den - 1e-9));
    const percent = Math.min(100, roundRatio(100 * row.days_met, needed, 1));
    const pct = percentText(percent);
    return {
      percent,
      text: plural(needed, {
        one: `${pct} % of the # time needed so far`,
        other: `${pct} % of the # times needed so far`,
      }),
    };
  }
  if (row.completion_pct == null) return null;
  const percent = Number(row.completion_pct);
  const pct = percentText(percent);
  return {
    percent,
    text:
      dueDays === daysSince
        ? plural(daysSince, {
            one: `${pct} % of # day since you started`,
            other: `${pct} % of # days since you started`,
          })
        : plural(dueDays, {
            one: `${pct} % of # day due since you started`,
            other: `${pct} % of # days due since you started`,
          }),
  };
}

/** Each figure with its basis in words; '–' for a figure the row does not have. */
export function performanceLabels(row: PerformanceLabelInput, basis: PerformanceBasis) {
  const tracked = row.days_tracked ?? 0;
  const answered = plural(tracked, { one: '# day answered', other: '# days answered' });
  const met = row.days_met;
  const average = row.average_score == null ? null : Number(row.average_score);
  const total = row.total_score;
  return {
    daysTracked: answered,
    daysMet:
      met == null
        ? '–'
        : plural(tracked, { one: `${met} of # day answered`, other: `${met} of # days answered` }),
    completion: completionOf(row, basis)?.text ?? '–',
    average:
      average == null
        ? '–'
        : plural(average, { one: '# point a day answered', other: '# points a day answered' }),
    total:
      total == null
        ? '–'
        : plural(total, { one: `# point over ${answered}`, other: `# points over ${answered}` }),
  };
}

export interface WindowProgress {
  /** "1 of 3 this week", "10 of 12 this month", "1 of 2 in 3 days". */
  text: string;
  /** The count reached its goal in the window. */
  reached: boolean;
}

/**
 * A frequency habit's met days in the freq_den days ending on `date` against freq_num (what
 * stands in for a day streak: "1 of 3 this week", or on a past day "3 of 3 that week", in the
 * words of home's row: progressText, src/lib/schedule.ts); null for daily and weekday habits.
 */
export function windowProgress(
  context: {
    days: readonly ScheduleDay[];
    dailyTarget: number | null;
    schedule: HabitSchedule;
    pauses?: readonly PauseRange[];
  },
  date: IsoDate,
  /** `date` is a past day (the habit page opened on it): "that week". */
  past = false,
): WindowProgress | null {
  const { schedule } = context;
  if (!isFrequencyHabit(schedule)) return null;
  const progress = frequencyProgress(context, date);
  return {
    text: progressText(schedule, progress.done, past) ?? '',
    reached: progress.onTrack,
  };
}
