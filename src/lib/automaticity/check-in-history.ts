/**
 * A habit's check-ins as the screens use them (docs/domain.md "Automaticity check-in"): the
 * server's rows with the ones still queued on this device laid over them (a queued check-in of a
 * date replaces the server's), each as its date, its age in days since the habit's first day and
 * its value (the mean of the four items), for the history chart, Lally's curve and the trend.
 * Pure.
 */
import { daysBetween, minIsoDate, toLocalIsoDate, type IsoDate } from '@shared/scores/dates';
import { automaticityMean } from './lally-curve';

/** The four items of a check-in (the columns of automaticity_check), each 1..7. */
interface CheckInAnswers {
  automatically: number;
  without_remembering: number;
  without_thinking: number;
  before_realizing: number;
}

/** One check-in of one habit, from the server or from the queue. */
export type CheckIn = CheckInAnswers & { habitId: number; date: IsoDate };

/** A row of automaticity_check as a check-in. */
export const checkInOfRow = (
  row: CheckInAnswers & { habit_id: number; date: string },
): CheckIn => ({
  habitId: row.habit_id,
  date: row.date,
  automatically: row.automatically,
  without_remembering: row.without_remembering,
  without_thinking: row.without_thinking,
  before_realizing: row.before_realizing,
});

/** The server's check-ins with the queued ones laid over (per habit and date), oldest first. */
export function mergeCheckIns(server: readonly CheckIn[], queued: readonly CheckIn[]): CheckIn[] {
  const byKey = new Map<string, CheckIn>();
  for (const c of [...server, ...queued]) byKey.set(`${c.habitId}:${c.date}`, c);
  return [...byKey.values()].sort((a, b) =>
    a.date === b.date ? a.habitId - b.habitId : a.date < b.date ? -1 : 1,
  );
}

/**
 * The habit's first day for Lally's curve: the local date it was made, or its first check-in when
 * that is earlier (an imported habit).
 */
export function habitFirstDay(createdAt: string, checks: readonly CheckIn[]): IsoDate {
  return checks.reduce((first, c) => minIsoDate(first, c.date), toLocalIsoDate(createdAt));
}

export interface CheckInPoint {
  date: IsoDate;
  /** Days since the habit's first day (0 on it). */
  age: number;
  /** The mean of the four items, 1..7. */
  value: number;
}

/** Each check-in as a point of the habit's history, oldest first. */
export function checkInPoints(checks: readonly CheckIn[], firstDay: IsoDate): CheckInPoint[] {
  return checks.map((c) => ({
    date: c.date,
    age: daysBetween(firstDay, c.date),
    value: automaticityMean(c),
  }));
}

export interface AutomaticityTrend {
  /** The latest check-in's value and date. */
  latest: number;
  date: IsoDate;
  /** The change since the check-in before it (null: the first). */
  change: number | null;
  /** Every check-in's value, oldest first (the small line beside it). */
  values: number[];
}

/** A habit's latest value and its trend, from its check-ins (oldest first); null without any. */
export function automaticityTrend(checks: readonly CheckIn[]): AutomaticityTrend | null {
  if (checks.length === 0) return null;
  const values = checks.map(automaticityMean);
  const latest = values[values.length - 1];
  return {
    latest,
    date: checks[checks.length - 1].date,
    change: values.length > 1 ? latest - values[values.length - 2] : null,
    values,
  };
}
