/** A day as home, the habit page and the table name it: "Today", "Yesterday", "Thu 26 Nov 2026". */
import { format } from 'date-fns';
import { addDaysIso, parseIsoDate } from '@shared/scores/dates';

export function dayLabel(date: string, today: string): string {
  if (date === today) return 'Today';
  if (date === addDaysIso(today, -1)) return 'Yesterday';
  return format(parseIsoDate(date), 'EEE d MMM yyyy');
}
