/**
 * A group's figures on insights (docs/domain.md "Group total"), from its rows of the view
 * daily_group_scores (pure): the last 12 weeks of totals, each against the maximum of the days
 * its habits were due (a week with nothing due is empty), and the group's strength today, Loop's
 * smoothing over its daily completion total / max (src/lib/scores/group-total.ts).
 */
import type { DailyGroupScore } from '@/api/daily-group-scores';
import { percentOf } from '@shared/scores/daily';
import { addDaysIso, weekStartOf, type IsoDate, type WeekStart } from '@shared/scores/dates';
import { groupStrength, groupWeekTotals, type GroupDayRow } from '@/lib/scores/group-total';
import { WEEKLY_BARS, type WeekBar } from './weekly-bars';

/**
 * How far back the group's rows are read: the 12 weeks of bars, and enough for the strength,
 * which halves a day's weight every 13 days: what is older weighs at most 0.5 ^ (120 / 13), under
 * 0.2 percentage points. The view works each habit's day out on the server, so a year cost three
 * times as long (bench/habits.ts).
 */
export const GROUP_DAYS = 120;

export function groupFigures(
  rows: readonly DailyGroupScore[],
  today: IsoDate,
  weekStart: WeekStart,
): { weeks: WeekBar[]; strength: number } {
  const days: GroupDayRow[] = [];
  const answered = new Map<IsoDate, number>();
  for (const r of rows) {
    if (!r.date) continue;
    days.push({ date: r.date, total_score: r.total_score ?? 0, max_score: r.max_score ?? 0 });
    answered.set(r.date, r.habits_answered ?? 0);
  }
  const first = addDaysIso(weekStartOf(today, weekStart), -7 * (WEEKLY_BARS - 1));
  const weeks = groupWeekTotals(days, first, today).map((w) => {
    let daysTracked = 0;
    for (let d = 0; d < 7; d += 1)
      if ((answered.get(addDaysIso(w.start, d)) ?? 0) > 0) daysTracked += 1;
    return {
      weekStart: w.start,
      weekEnd: addDaysIso(w.start, 6),
      total: w.total,
      percent: percentOf(w.total, w.max),
      daysTracked,
      max: w.max,
      dueDays: w.days,
    };
  });
  return { weeks, strength: groupStrength(days, today) };
}
