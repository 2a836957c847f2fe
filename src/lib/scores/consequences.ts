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
 * 3. Day met: as `isDayMet` (daily.ts): a check-mark whose total reaches the habit's daily
 *    target; with no target, any check-mark. A date without a check-mark is missed.
 * 4. `missed_days` N: for each date d from the start through yesterday (today is not over, so it
 *    is never counted as missed), take the run of consecutive not-met days ending at d (counted
 *    from the start). The rule fires on d when that run is N, 2N, 3N, ... days long: each further
 *    N days of neglect fires again, like an escalating pledge; a met day ends the run.
 * 5. `weekly_score_below` X: for each week (starting on `weekStart`) that begins on or after the
 *    start and ended before today, fires with trigger_date = the week's last date when the week's
 *    percent (sum of daily totals / (7 x max), clipped to 0..100, see weekly.ts) is below X. The
 *    week the rule was added in is skipped, since only part of it was under the rule.
 * 6. `streak_reached` N: for each date d from the start through today (a met today counts at
 *    once, so a reward shows as soon as it is earned), fires on d when the run of consecutive met
 *    days ending at d (counted from the start) is exactly N long: once per run. A further goal
 *    is another rule with a larger N.
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
} from './dates';
import type { IsoDate, WeekStart } from './dates';
import { isDayMet, percentOf, totalsByDate } from './daily';
import type { DayTotal } from './daily';

export const CONSEQUENCE_KINDS = ['penalty', 'reward'] as const;
export type ConsequenceKind = (typeof CONSEQUENCE_KINDS)[number];

export const TRIGGER_TYPES = ['missed_days', 'weekly_score_below', 'streak_reached'] as const;
export type TriggerType = (typeof TRIGGER_TYPES)[number];

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
}

/** A `daily_habit_scores` row: a check-mark's habit, date and total. */
export interface HabitDayTotal extends DayTotal {
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
export interface HabitDays {
  /** Totals per day number (see `dayNumber`), through today. */
  totals: ReadonlyMap<number, number>;
  dailyTarget: number | null;
  max: number;
}

/** Builds {@link HabitDays} from a habit's check-marks, leaving out those after `today`. */
export function habitDaysOf(
  days: readonly DayTotal[],
  dailyTarget: number | null,
  max: number,
  today: IsoDate,
): HabitDays {
  const totals = new Map<number, number>();
  for (const [date, total] of totalsByDate(days, today)) totals.set(dayNumber(date), total);
  return { totals, dailyTarget, max };
}

function isMet(habit: HabitDays, day: number): boolean {
  const total = habit.totals.get(day);
  return isDayMet(total ?? 0, habit.dailyTarget, total !== undefined);
}

/** Rule 4: dates from `start` through yesterday ending a run of N, 2N, ... missed days. */
export function missedDaysTriggerDates(
  habit: HabitDays,
  start: IsoDate,
  today: IsoDate,
  n: number,
): IsoDate[] {
  const fired: IsoDate[] = [];
  let run = 0;
  for (let day = dayNumber(start), end = dayNumber(today); day < end; day += 1) {
    run = isMet(habit, day) ? 0 : run + 1;
    if (run > 0 && run % n === 0) fired.push(fromDayNumber(day));
  }
  return fired;
}

/** Rule 6: dates from `start` through today where a run of met days reaches exactly N. */
export function streakReachedTriggerDates(
  habit: HabitDays,
  start: IsoDate,
  today: IsoDate,
  n: number,
): IsoDate[] {
  const fired: IsoDate[] = [];
  let run = 0;
  for (let day = dayNumber(start), end = dayNumber(today); day <= end; day += 1) {
    run = isMet(habit, day) ? run + 1 : 0;
    if (run === n) fired.push(fromDayNumber(day));
  }
  return fired;
}

/** Rule 5: last dates of the full weeks from `start`, ended before today, under `percent` %. */
export function weeklyScoreBelowTriggerDates(
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
  for (const end = dayNumber(today); from + 6 < end; from += 7) {
    let total = 0;
    for (let day = from; day <= from + 6; day += 1) total += habit.totals.get(day) ?? 0;
    if (percentOf(total, 7 * habit.max) < percent) fired.push(fromDayNumber(from + 6));
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
      days = habitDaysOf(daysByHabit.get(habit.id) ?? [], habit.daily_target, habit.max, today);
      habitDays.set(habit.id, days);
    }

    const start = ruleStartDate(rule, habit);
    if (start > today) continue;

    const dates =
      rule.trigger_type === 'missed_days'
        ? missedDaysTriggerDates(days, start, today, rule.threshold)
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
