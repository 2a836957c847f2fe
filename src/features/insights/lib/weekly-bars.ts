/**
 * The weekly score bars: the last N calendar weeks through the current one, oldest first, with
 * weeks without a check-mark at 0 (lib/scores weeklyScores only spans the answered weeks). Their
 * words are week-words.ts': this module stays free of texts, so Node scripts (bench/habits.ts, by
 * way of group-figures.ts) can import it without Vite.
 */
import type { DayTotal } from '@shared/scores/daily';
import { percentOf } from '@shared/scores/daily';
import { addDaysIso, weekStartOf, type IsoDate, type WeekStart } from '@shared/scores/dates';
import { weeklyScores, type WeekScore } from '@/lib/scores/weekly';
import type { RuledDay } from '@/lib/charts/ruled-days';

/** A week's bar: its score, and (by the rules) the maximum of its days that count. */
export interface WeekBar extends WeekScore {
  /** The sum of the maxima of the habits due on each day of the week that is not neutral. */
  max: number;
  /** Days of the week on which a shown habit counts (7 without neutral days). */
  dueDays: number;
}

export const WEEKLY_BARS = 12;

export function recentWeeklyScores({
  days,
  max,
  today,
  weekStart,
  count = WEEKLY_BARS,
  ruled,
}: {
  days: readonly DayTotal[];
  max: number;
  today: IsoDate;
  weekStart: WeekStart;
  count?: number;
  /**
   * The days as the rules see them (ruled-days.ts), from the oldest week's start through the end
   * of this week: a week's maximum is then that of its days that count, not 7 x max.
   */
  ruled?: ReadonlyMap<IsoDate, RuledDay>;
}): WeekBar[] {
  const current = weekStartOf(today, weekStart);
  const oldest = addDaysIso(current, -7 * (count - 1));
  if (ruled) {
    return Array.from({ length: count }, (_, i) => {
      const start = addDaysIso(oldest, 7 * i);
      let total = 0;
      let weekMax = 0;
      let dueDays = 0;
      let daysTracked = 0;
      for (let d = 0; d < 7; d += 1) {
        const day = ruled.get(addDaysIso(start, d));
        if (!day || day.neutral !== null) continue;
        dueDays += 1;
        weekMax += day.max;
        if (day.total !== null) {
          total += day.total;
          daysTracked += 1;
        }
      }
      return {
        weekStart: start,
        weekEnd: addDaysIso(start, 6),
        total,
        percent: percentOf(total, weekMax),
        daysTracked,
        max: weekMax,
        dueDays,
      };
    });
  }
  // Only the days in the shown weeks (a check-mark after today is not counted).
  const shown = days.filter((d) => d.date >= oldest && d.date <= today);
  const byStart = new Map(weeklyScores(shown, max, weekStart).map((w) => [w.weekStart, w]));
  const weeks: WeekBar[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = addDaysIso(oldest, 7 * i);
    weeks.push({
      ...(byStart.get(start) ?? {
        weekStart: start,
        weekEnd: addDaysIso(start, 6),
        total: 0,
        percent: percentOf(0, 7 * max),
        daysTracked: 0,
      }),
      max: 7 * max,
      dueDays: 7,
    });
  }
  return weeks;
}

/** The week's maximum: that of its days that count, when known, else 7 x the daily one. */
export const weekMax = (week: WeekScore | WeekBar, max: number) =>
  'max' in week ? week.max : 7 * max;
