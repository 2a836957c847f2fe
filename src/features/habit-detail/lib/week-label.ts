/**
 * A week's name in the habit page's weekly scores (components/weekly-score-list.tsx), in the
 * active language: "This week", "Last week", or its dates ("9 Nov – 15 Nov", the year added when
 * it is not this week's).
 */
import { t } from '@lingui/core/macro';
import { formatDay } from '@/lib/i18n/format';
import { addDaysIso } from '@shared/scores/dates';

export function weekLabel(week: { from: string; to: string }, thisWeek: string): string {
  if (week.from === thisWeek) return t`This week`;
  if (week.from === addDaysIso(thisWeek, -7)) return t`Last week`;
  const sameYear = week.from.slice(0, 4) === thisWeek.slice(0, 4);
  return `${formatDay(week.from, 'dayMonth')} – ${formatDay(week.to, sameYear ? 'dayMonth' : 'dayMonthYear')}`;
}
