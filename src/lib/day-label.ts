/** A day as home, the habit page and the table name it: "Today", "Yesterday", "Thu 26 Nov 2026". */
import { t } from '@lingui/core/macro';
import { formatDay } from '@/lib/i18n/format';
import { addDaysIso } from '@shared/scores/dates';

export function dayLabel(date: string, today: string): string {
  if (date === today) return t`Today`;
  if (date === addDaysIso(today, -1)) return t`Yesterday`;
  return formatDay(date, 'weekdayDayMonthYear');
}
