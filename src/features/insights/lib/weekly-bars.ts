/**
 * The weekly score bars: the last N calendar weeks through the current one, oldest first, with
 * weeks without a check-mark at 0 (lib/scores weeklyScores only spans the answered weeks).
 */
import type { DayTotal } from '@/lib/scores/daily';
import { percentOf } from '@/lib/scores/daily';
import { addDaysIso, weekStartOf, type IsoDate, type WeekStart } from '@/lib/scores/dates';
import { weeklyScores, type WeekScore } from '@/lib/scores/weekly';

export const WEEKLY_BARS = 12;

export function recentWeeklyScores({
  days,
  max,
  today,
  weekStart,
  count = WEEKLY_BARS,
}: {
  days: readonly DayTotal[];
  max: number;
  today: IsoDate;
  weekStart: WeekStart;
  count?: number;
}): WeekScore[] {
  const current = weekStartOf(today, weekStart);
  const oldest = addDaysIso(current, -7 * (count - 1));
  // Only the days in the shown weeks (a check-mark after today is not counted).
  const shown = days.filter((d) => d.date >= oldest && d.date <= today);
  const byStart = new Map(weeklyScores(shown, max, weekStart).map((w) => [w.weekStart, w]));
  const weeks: WeekScore[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = addDaysIso(oldest, 7 * i);
    weeks.push(
      byStart.get(start) ?? {
        weekStart: start,
        weekEnd: addDaysIso(start, 6),
        total: 0,
        percent: percentOf(0, 7 * max),
        daysTracked: 0,
      },
    );
  }
  return weeks;
}
