/**
 * What evaluating the consequence rules needs and finds, for one habit (the detail page) or all
 * of them (home at app start and after check-marks reach the server). Pure: the rules themselves
 * are `evaluateConsequences` (src/lib/scores/consequences.ts); this only shapes the rows read
 * from the server for it and works out which history the rules need.
 */
import type { ConsequenceMetadata } from '@/api/consequences';
import {
  consequenceLogKey,
  evaluateConsequences,
  ruleStartDate,
  type ConsequenceFiring,
  type ConsequenceRule,
  type HabitDayTotal,
} from '@/lib/scores/consequences';
import { addDaysIso, type IsoDate, type WeekStart } from '@shared/scores/dates';
import type { PauseRange } from '@shared/scores/schedule';

/** A habit as the evaluation reads it: `max` is its max daily score (see `maxOf`). */
export interface EvaluatedHabit {
  id: number;
  daily_target: number | null;
  created_at: string;
  archived: boolean;
  max: number;
  /** The schedule (docs/schedules.md); left out: every day. */
  freq_num?: number;
  freq_den?: number;
  weekdays?: number | null;
}

/** A rule row (consequence_metadata) as the evaluation reads it. */
export type RuleRow = Pick<
  ConsequenceMetadata,
  'id' | 'habit_id' | 'kind' | 'trigger_type' | 'threshold' | 'active' | 'created_at'
>;

/** A daily_habit_scores row (the view's columns are nullable). */
export interface DayTotalRow {
  habit_id: number | null;
  date: string | null;
  total_score: number | null;
  /** A skipped day (neutral); absent on rows of older reads. */
  skipped?: boolean | null;
}

/** A logged firing: a consequence_log row's key columns. */
export interface LoggedFiring {
  consequence_id: number;
  trigger_date: string;
}

/** A firing with its habit, so the caller knows whose screens to refresh. */
export interface HabitFiring extends ConsequenceFiring {
  habit_id: number;
}

/** The one request for the history of every habit with an active rule. */
export interface HistoryPlan {
  /** Habits with an active rule, ascending. */
  habitIds: number[];
  /**
   * The earliest start (`ruleStartDate`) of those rules, less freq_den - 1 days for a frequency
   * habit (whether its first days are on track depends on the days before): nothing before it
   * changes a firing.
   */
  from: IsoDate;
}

function isEvaluated<H extends Pick<EvaluatedHabit, 'archived'>>(
  rule: RuleRow,
  habit: H | undefined,
): habit is H {
  return rule.active && habit !== undefined && !habit.archived;
}

/**
 * Which history the active rules of the habits shown need: the habits with an active rule (an
 * archived or unknown habit's rules are skipped, as `evaluateConsequences` skips them), from the
 * earliest of their rules' starts. Null when no rule needs anything.
 */
export function planHistoryRead(
  rules: readonly RuleRow[],
  habits: readonly Pick<EvaluatedHabit, 'id' | 'created_at' | 'archived' | 'freq_den'>[],
): HistoryPlan | null {
  const byId = new Map(habits.map((h) => [h.id, h]));
  const ids = new Set<number>();
  let from: IsoDate | null = null;
  for (const rule of rules) {
    const habit = byId.get(rule.habit_id);
    if (!isEvaluated(rule, habit)) continue;
    ids.add(habit.id);
    const start = addDaysIso(ruleStartDate(rule, habit), -((habit.freq_den ?? 1) - 1));
    if (from === null || start < from) from = start;
  }
  if (from === null) return null;
  return { habitIds: [...ids].sort((a, b) => a - b), from };
}

/**
 * The firings to log now: `evaluateConsequences` over the given rules, habits (archived ones left
 * out) and day totals, less what is already logged, each with its habit. Same input, same output.
 */
export function findFirings(input: {
  rules: readonly RuleRow[];
  habits: readonly EvaluatedHabit[];
  days: readonly DayTotalRow[];
  logged: Iterable<LoggedFiring>;
  today: IsoDate;
  weekStart: WeekStart;
  /** The user's pauses (habit_pause rows); their days never fire a penalty. */
  pauses?: readonly PauseRange[];
}): HabitFiring[] {
  const habitsById = new Map(input.habits.map((h) => [h.id, h]));
  const rules = input.rules.filter((r) => isEvaluated(r, habitsById.get(r.habit_id)));
  if (rules.length === 0) return [];
  const habitOf = new Map(rules.map((r) => [r.id, r.habit_id]));
  const alreadyLogged = new Set<string>();
  for (const l of input.logged)
    alreadyLogged.add(consequenceLogKey(l.consequence_id, l.trigger_date));
  const days: HabitDayTotal[] = [];
  for (const row of input.days) {
    if (row.habit_id == null || !row.date) continue;
    days.push({
      habit_id: row.habit_id,
      date: row.date,
      total_score: row.total_score ?? 0,
      skipped: row.skipped === true,
    });
  }
  const firings = evaluateConsequences({
    // kind and trigger_type are checked by the table (and trigger_type again by the evaluation).
    consequences: rules as ConsequenceRule[],
    days,
    habits: input.habits
      .filter((h) => !h.archived)
      .map((h) => ({
        id: h.id,
        daily_target: h.daily_target,
        max: h.max,
        created_at: h.created_at,
        freq_num: h.freq_num,
        freq_den: h.freq_den,
        weekdays: h.weekdays,
      })),
    today: input.today,
    weekStart: input.weekStart,
    alreadyLogged,
    pauses: input.pauses ?? [],
  });
  return firings.map((f) => ({ ...f, habit_id: habitOf.get(f.consequence_id) as number }));
}
