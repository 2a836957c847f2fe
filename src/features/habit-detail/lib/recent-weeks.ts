/** The weeks of the habit page's weekly scores (components/weekly-scores.tsx), one page of them. */
import { addDaysIso, type WeekStart } from '@shared/scores/dates';
import { weekRange } from '@/lib/scores/weekly';

/** This week and the three before it. */
export const RECENT_WEEKS = 4;

/** `count` weeks, newest first, the first the week of `today`. */
export function recentWeeks(today: string, weekStart: WeekStart, count = RECENT_WEEKS) {
  const weeks: { from: string; to: string }[] = [];
  let anchor = today;
  for (let i = 0; i < count; i += 1) {
    const w = weekRange(anchor, weekStart);
    weeks.push(w);
    anchor = addDaysIso(w.from, -1);
  }
  return weeks;
}
