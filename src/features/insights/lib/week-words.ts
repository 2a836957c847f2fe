/**
 * The weekly score bars' words (components/weekly-bars.tsx), in the active language: a week's
 * first or last day, a bar's name, and the figures of the week picked. Made when called, while
 * rendering (docs/languages.md "Wrapping a string").
 */
import { plural, t } from '@lingui/core/macro';
import { scoreText } from '@/lib/charts/day-totals';
import { formatDay } from '@/lib/i18n/format';
import type { WeekScore } from '@/lib/scores/weekly';
import { weekMax, type WeekBar } from './weekly-bars';

/** "20 Nov": a week's first or last day under the bars. */
export const shortDay = (date: string) => formatDay(date, 'dayMonth');

/** A bar's name: "This week: 8 / 10 (80 %)", "Week of 9 Nov: nothing due". */
export function weekLabel(week: WeekScore | WeekBar, max: number, current: boolean): string {
  const start = shortDay(week.weekStart);
  const nothingDue = 'dueDays' in week && week.dueDays === 0;
  const score = scoreText(week.total, weekMax(week, max));
  if (current) return nothingDue ? t`This week: nothing due` : t`This week: ${score}`;
  return nothingDue ? t`Week of ${start}: nothing due` : t`Week of ${start}: ${score}`;
}

/** The week picked, under the bars: "9 Nov – 15 Nov: 8 / 10 (80 %), 5 of 7 days answered". */
export function weekDetail(week: WeekScore | WeekBar, max: number): string {
  const from = shortDay(week.weekStart);
  const to = shortDay(week.weekEnd);
  const score = scoreText(week.total, weekMax(week, max));
  const tracked = week.daysTracked;
  const due = 'dueDays' in week ? week.dueDays : 7;
  return plural(due, {
    one: `${from} – ${to}: ${score}, ${tracked} of # days answered`,
    other: `${from} – ${to}: ${score}, ${tracked} of # days answered`,
  });
}
