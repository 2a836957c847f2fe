/**
 * The insights' days as the rules see them (docs/schedules.md; _shared/scores/schedule.ts
 * `dayStatuses`): for the habits shown, each date's counted total against the maximum of the
 * habits due that day. A habit's skipped, paused or not-due day adds neither to the total nor to
 * the maximum; a date on which no shown habit counts is neutral, with the reason (paused when any
 * of them is paused, else skipped, else not due). The heatmap
 * and the weekly bars are drawn from this, so a rest day of a Mon/Wed/Fri habit or a holiday does
 * not show as a failed day.
 */
import { t } from '@lingui/core/macro';
import { addDaysIso, type IsoDate } from '@shared/scores/dates';
import {
  EVERY_DAY,
  dayStatuses,
  pausesForHabit,
  type HabitSchedule,
  type NeutralReason,
  type PauseRange,
  type ScheduleDay,
} from '@shared/scores/schedule';

export interface RuledHabit {
  id: number;
  schedule: HabitSchedule;
  dailyTarget: number | null;
  /** Its best possible day. */
  max: number;
  /** Its check-marks (with `skipped`). */
  days: readonly ScheduleDay[];
}

export interface RuledDay {
  date: IsoDate;
  /** The counted habits' totals; null when none of them has a counted check-mark. */
  total: number | null;
  /** The maxima of the habits that count that day. */
  max: number;
  /** Why nothing counts that day (every shown habit neutral), else null. */
  neutral: NeutralReason | null;
}

/** The words of a neutral day: "skipped", "paused", "not due" (in the active language). */
export function neutralWords(reason: NeutralReason): string {
  switch (reason) {
    case 'skipped':
      return t({
        message: 'skipped',
        comment: 'A day of the insights heatmap: skipped on purpose',
      });
    case 'paused':
      return t({
        message: 'paused',
        comment: 'A day of the insights heatmap: the habit was paused',
      });
    case 'not_due':
      return t`not due`;
  }
}

/** Each date from `from` through `through`, oldest first; check-marks after today do not count. */
export function ruledDays({
  habits,
  pauses,
  from,
  through,
  today,
}: {
  habits: readonly RuledHabit[];
  pauses: readonly PauseRange[];
  from: IsoDate;
  through: IsoDate;
  today: IsoDate;
}): Map<IsoDate, RuledDay> {
  const out = new Map<IsoDate, RuledDay>();
  const reasons = new Map<IsoDate, Set<NeutralReason>>();
  const counted = new Set<IsoDate>();
  for (let d = from; d <= through; d = addDaysIso(d, 1)) {
    out.set(d, { date: d, total: null, max: 0, neutral: null });
    reasons.set(d, new Set());
  }
  for (const h of habits) {
    const statuses = dayStatuses(
      {
        days: h.days.filter((d) => d.date <= today),
        dailyTarget: h.dailyTarget,
        schedule: h.schedule ?? EVERY_DAY,
        pauses: pausesForHabit(pauses, h.id),
        max: h.max,
      },
      from,
      through,
    );
    for (const s of statuses) {
      const day = out.get(s.date)!;
      if (s.neutral !== null) {
        reasons.get(s.date)!.add(s.neutral);
        continue;
      }
      counted.add(s.date);
      day.max += h.max;
      if (s.hasCheckmark) day.total = (day.total ?? 0) + s.total;
    }
  }
  for (const day of out.values()) {
    const why = reasons.get(day.date)!;
    // Nothing counts that day: paused when a habit is paused, else skipped, else not due.
    if (why.size > 0 && !counted.has(day.date)) {
      day.neutral = (['paused', 'skipped', 'not_due'] as const).find((r) => why.has(r))!;
    }
  }
  return out;
}
