/**
 * Consequence evaluation: which `consequence_log` rows (consequence_id, trigger_date) the data
 * calls for. One deterministic function; the caller inserts its result with ignore-duplicates on
 * (consequence_id, trigger_date), so evaluating again (on every data change or app start) never
 * logs twice.
 *
 * Rules:
 * 1. Paused rules (`active = false`) never fire. A rule whose habit is not in `habits` (say, an
 *    archived habit the caller left out) is skipped.
 * 2. A rule's start is the later of its habit's and its own creation date (the local calendar
 *    date of `created_at`), or `active_since` when that is later still. Days before the start
 *    count as neither met nor missed, and nothing fires for them: adding a rule, or importing
 *    old history, never charges penalties or pays rewards for the past.
 * 3. Days follow the habit's schedule (schedule.ts, docs/schedules.md): a neutral day (skipped,
 *    inside a pause, or not one of a weekday habit's days) counts nowhere and never fires; a
 *    day is on track when met, or (a frequency habit) when it lies inside one of the habit's
 *    frequency windows, as Loop counts them (frequency-windows.ts). Met: a check-mark whose total
 *    reaches the daily target; with no target, a total above zero. A date without a check-mark
 *    is not met.
 * 4. `missed_days` N: for each date d from the start through yesterday (today is not over, so it
 *    is never counted as missed) that is not neutral, take the run of consecutive days that are
 *    not neutral and not on track ending at d (counted from the start; neutral days are passed
 *    over). The rule fires on d when that run is N, 2N, 3N, ... days long: each further N days of
 *    neglect fires again, like an escalating pledge; an on-track day ends the run. A pause (or a
 *    skip, or a rest day of a weekday habit) never fires it. A frequency habit's first window
 *    (its first freq_den days, from its creation or its first check-mark if older) is not
 *    missed while freq_num met days can still be reached inside it: a new "3 times a week" habit
 *    met on its first day is not behind on its second; such days are passed over like neutral
 *    ones.
 * 5. `weekly_score_below` X: for each week (starting on `weekStart`) that begins on or after the
 *    start and ended before today, fires with trigger_date = the week's last date when the week's
 *    percent is below X: the sum of the totals of its days that are not neutral / (those days x
 *    freq_num / freq_den x max), clipped to 0..100 (7 x max for a daily habit, as weekly.ts; 3 x
 *    max for 3 times a week). A week without such a day (all paused) never fires. The week the
 *    rule was added in is skipped, since only part of it was under the rule.
 * 6. `streak_reached` N: for each date d from the start through today (an on-track today counts
 *    at once, so a reward shows as soon as it is earned) that is not neutral, fires on d when the
 *    run of consecutive on-track days ending at d (counted from the start, neutral days passed
 *    over) is exactly N long: once per run. A further goal is another rule with a larger N.
 * 7. `kind` (penalty or reward) does not change when a rule fires.
 * 8. Output: the firings not in `alreadyLogged`, sorted by trigger_date, then consequence_id.
 *    Same input, same output. Logged rows are never taken back here when a past day's answers
 *    change later; the log records what was due when it was evaluated.
 */
import {
  DEFAULT_WEEK_START,
  assertIsoDate,
  assertWeekStart,
  dayNumber,
  fromDayNumber,
  maxIsoDate,
  toLocalIsoDate,
  weekStartDayNumber,
} from '@shared/scores/dates';
import type { IsoDate, WeekStart } from '@shared/scores/dates';
import { percentOf } from '@shared/scores/daily';
import type { DayTotal } from '@shared/scores/daily';
import { EVERY_DAY, dayStatuses, pausesForHabit, scheduleOf } from '@shared/scores/schedule';
import type { DayStatus, HabitSchedule, PauseRange, ScheduleDay } from '@shared/scores/schedule';

type ConsequenceKind = 'penalty' | 'reward';

const TRIGGER_TYPES = ['missed_days', 'weekly_score_below', 'streak_reached'] as const;
type TriggerType = (typeof TRIGGER_TYPES)[number];

export interface ConsequenceRule {
  id: number;
  habit_id: number;
  kind: ConsequenceKind;
  trigger_type: TriggerType;
  /** Days for missed_days and streak_reached; a percentage for weekly_score_below. */
  threshold: number;
  active: boolean;
  /** Timestamp (or `yyyy-MM-dd`) the rule was created. */
  created_at: string;
  /**
   * Optional date from which the rule counts (e.g. when a paused rule was resumed, so the pause
   * is not charged). The table has no such column; pass it when the caller knows it.
   */
  active_since?: string | null;
}

export interface HabitForConsequences {
  id: number;
  daily_target: number | null;
  /** Max daily score (see `maxDailyScore`). */
  max: number;
  /** Timestamp (or `yyyy-MM-dd`) the habit was created. */
  created_at: string;
  /** The habit's schedule (habit_metadata.freq_num / freq_den / weekdays); default every day. */
  freq_num?: number;
  freq_den?: number;
  weekdays?: number | null;
}

/** A `daily_habit_scores` row: a check-mark's habit, date and total. */
export interface HabitDayTotal extends ScheduleDay {
  habit_id: number;
}

export interface EvaluateConsequencesInput {
  consequences: readonly ConsequenceRule[];
  /** Check-marks per habit id, or flat rows carrying their habit_id. */
  days: ReadonlyMap<number, readonly DayTotal[]> | readonly HabitDayTotal[];
  habits: readonly HabitForConsequences[];
  today: IsoDate;
  weekStart?: WeekStart;
  /** Keys from {@link consequenceLogKey} of rows already in consequence_log. */
  alreadyLogged?: ReadonlySet<string>;
  /** The user's habit_pause rows (of one habit, or of every habit with habit_id null). */
  pauses?: readonly PauseRange[];
}

export interface ConsequenceFiring {
  consequence_id: number;
  trigger_date: IsoDate;
}

/** The key of a consequence_log row in `alreadyLogged`: `${consequenceId}:${date}`. */
export function consequenceLogKey(
  consequenceId: number,
  triggerDate: IsoDate,
): `${number}:${string}` {
  return `${consequenceId}:${triggerDate}`;
}

/** A habit's check-marks as the trigger rules read them. */
interface HabitDays {
  /** Totals per day number (see `dayNumber`), through today. */
  totals: ReadonlyMap<number, number>;
  dailyTarget: number | null;
  max: number;
  /** Day numbers of skipped check-marks. */
  skipped?: ReadonlySet<number>;
  /** Default every day. */
  schedule?: HabitSchedule;
  /** This habit's pauses and the pauses of every habit. */
  pauses?: readonly PauseRange[];
}

/** Builds {@link HabitDays} from a habit's check-marks, leaving out those after `today`. */
function habitDaysOf(
  days: readonly ScheduleDay[],
  dailyTarget: number | null,
  max: number,
  today: IsoDate,
  schedule: HabitSchedule = EVERY_DAY,
  pauses: readonly PauseRange[] = [],
): HabitDays {
  assertIsoDate(today, 'today');
  const totals = new Map<number, number>();
  const skipped = new Set<number>();
  for (const day of days) {
    assertIsoDate(day.date, 'day.date');
    if (day.date > today) continue;
    const total = day.total_score ?? 0;
    if (typeof total !== 'number' || !Number.isFinite(total)) {
      throw new RangeError(`total_score must be a finite number, got ${JSON.stringify(total)}`);
    }
    const n = dayNumber(day.date);
    totals.set(n, total);
    if (day.skipped === true) skipped.add(n);
    else skipped.delete(n);
  }
  return { totals, dailyTarget, max, skipped, schedule, pauses };
}

/** Each day from `from` through `through` as the rules see it (schedule.ts). */
function statusesOf(habit: HabitDays, from: IsoDate, through: IsoDate): DayStatus[] {
  const days: ScheduleDay[] = [];
  for (const [n, total] of habit.totals)
    days.push({ date: fromDayNumber(n), total_score: total, skipped: habit.skipped?.has(n) });
  return dayStatuses(
    {
      days,
      dailyTarget: habit.dailyTarget,
      schedule: habit.schedule ?? EVERY_DAY,
      pauses: habit.pauses ?? [],
      max: habit.max,
    },
    from,
    through,
  );
}

/** Rule 4: dates from `start` through yesterday ending a run of N, 2N, ... missed days. */
function missedDaysTriggerDates(
  habit: HabitDays,
  start: IsoDate,
  today: IsoDate,
  n: number,
  /** The habit's creation date (its first window starts there or at an older check-mark). */
  habitStart?: IsoDate,
): IsoDate[] {
  const fired: IsoDate[] = [];
  const { freq_num, freq_den } = habit.schedule ?? EVERY_DAY;
  // The last day of the habit's first window (see rule 4).
  let firstDay = dayNumber(habitStart ?? start);
  for (const n of habit.totals.keys()) firstDay = Math.min(firstDay, n);
  const firstWindowEnd = firstDay + freq_den - 1;
  let run = 0;
  for (const day of statusesOf(habit, start, today)) {
    if (day.date >= today || day.neutral !== null) continue;
    const left = firstWindowEnd - dayNumber(day.date);
    if (!day.onTrack && left > 0 && day.metInWindow + left >= freq_num) continue;
    run = day.onTrack ? 0 : run + 1;
    if (run > 0 && run % n === 0) fired.push(day.date);
  }
  return fired;
}

/** Rule 6: dates from `start` through today where a run of on-track days reaches exactly N. */
function streakReachedTriggerDates(
  habit: HabitDays,
  start: IsoDate,
  today: IsoDate,
  n: number,
): IsoDate[] {
  const fired: IsoDate[] = [];
  let run = 0;
  for (const day of statusesOf(habit, start, today)) {
    if (day.neutral !== null) continue;
    run = day.onTrack ? run + 1 : 0;
    if (run === n) fired.push(day.date);
  }
  return fired;
}

/** Rule 5: last dates of the full weeks from `start`, ended before today, under `percent` %. */
function weeklyScoreBelowTriggerDates(
  habit: HabitDays,
  start: IsoDate,
  today: IsoDate,
  percent: number,
  weekStart: WeekStart,
): IsoDate[] {
  const fired: IsoDate[] = [];
  const first = dayNumber(start);
  let from = weekStartDayNumber(first, weekStart);
  if (from < first) from += 7;
  const end = dayNumber(today);
  if (from + 6 >= end) return fired;
  const schedule = habit.schedule ?? EVERY_DAY;
  // Weekday habits have 1/1: their not-due days are neutral instead.
  const share = schedule.freq_num / schedule.freq_den;
  const statuses = statusesOf(habit, fromDayNumber(from), fromDayNumber(end - 1));
  const byDay = new Map(statuses.map((s) => [dayNumber(s.date), s]));
  for (; from + 6 < end; from += 7) {
    let total = 0;
    let dueDays = 0;
    for (let day = from; day <= from + 6; day += 1) {
      const status = byDay.get(day);
      if (status === undefined || status.neutral !== null) continue;
      dueDays += 1;
      total += status.total;
    }
    if (dueDays === 0) continue;
    if (percentOf(total, dueDays * share * habit.max) < percent)
      fired.push(fromDayNumber(from + 6));
  }
  return fired;
}

function assertThreshold(rule: ConsequenceRule): void {
  const { threshold } = rule;
  const whole = rule.trigger_type !== 'weekly_score_below';
  if (
    typeof threshold !== 'number' ||
    !Number.isFinite(threshold) ||
    threshold <= 0 ||
    (whole && !Number.isInteger(threshold))
  ) {
    throw new RangeError(
      `consequence ${rule.id}: threshold must be a ${whole ? 'whole number of days' : 'percentage'} > 0, got ${JSON.stringify(threshold)}`,
    );
  }
}

function groupDays(days: EvaluateConsequencesInput['days']): Map<number, DayTotal[]> {
  const byHabit = new Map<number, DayTotal[]>();
  if (days instanceof Map) {
    for (const [habitId, list] of days) byHabit.set(habitId, [...list]);
    return byHabit;
  }
  for (const row of days as readonly HabitDayTotal[]) {
    const list = byHabit.get(row.habit_id) ?? [];
    list.push(row);
    byHabit.set(row.habit_id, list);
  }
  return byHabit;
}

/**
 * Rule 2: the first date a rule counts, the later of its habit's and its own creation date (or
 * `active_since` when later still). A caller that reads only the history a rule needs reads from
 * here: nothing before it changes the rule's firings.
 */
export function ruleStartDate(
  rule: Pick<ConsequenceRule, 'created_at' | 'active_since'>,
  habit: Pick<HabitForConsequences, 'created_at'>,
): IsoDate {
  const start = maxIsoDate(toLocalIsoDate(habit.created_at), toLocalIsoDate(rule.created_at));
  return rule.active_since != null ? maxIsoDate(start, toLocalIsoDate(rule.active_since)) : start;
}

/** The consequence_log rows to insert for `today` (rules in the comment at the top). */
export function evaluateConsequences(input: EvaluateConsequencesInput): ConsequenceFiring[] {
  const { consequences, habits, today, alreadyLogged } = input;
  const weekStart = input.weekStart ?? DEFAULT_WEEK_START;
  assertIsoDate(today, 'today');
  assertWeekStart(weekStart);

  const habitsById = new Map(habits.map((habit) => [habit.id, habit]));
  const daysByHabit = groupDays(input.days);
  const habitDays = new Map<number, HabitDays>();

  const firings: ConsequenceFiring[] = [];
  for (const rule of consequences) {
    if (!rule.active) continue;
    if (!(TRIGGER_TYPES as readonly string[]).includes(rule.trigger_type)) {
      throw new RangeError(
        `consequence ${rule.id}: unknown trigger_type ${JSON.stringify(rule.trigger_type)}`,
      );
    }
    assertThreshold(rule);
    const habit = habitsById.get(rule.habit_id);
    if (habit === undefined) continue;

    let days = habitDays.get(habit.id);
    if (days === undefined) {
      days = habitDaysOf(
        daysByHabit.get(habit.id) ?? [],
        habit.daily_target,
        habit.max,
        today,
        scheduleOf(habit),
        pausesForHabit(input.pauses ?? [], habit.id),
      );
      habitDays.set(habit.id, days);
    }

    const start = ruleStartDate(rule, habit);
    if (start > today) continue;

    const dates =
      rule.trigger_type === 'missed_days'
        ? missedDaysTriggerDates(
            days,
            start,
            today,
            rule.threshold,
            toLocalIsoDate(habit.created_at),
          )
        : rule.trigger_type === 'streak_reached'
          ? streakReachedTriggerDates(days, start, today, rule.threshold)
          : weeklyScoreBelowTriggerDates(days, start, today, rule.threshold, weekStart);

    for (const date of dates) {
      if (alreadyLogged?.has(consequenceLogKey(rule.id, date))) continue;
      firings.push({ consequence_id: rule.id, trigger_date: date });
    }
  }

  const unique = new Map(
    firings.map((f) => [consequenceLogKey(f.consequence_id, f.trigger_date), f]),
  );
  return [...unique.values()].sort((a, b) =>
    a.trigger_date < b.trigger_date
      ? -1
      : a.trigger_date > b.trigger_date
        ? 1
        : a.consequence_id - b.consequence_id,
  );
}
