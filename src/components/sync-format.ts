/** Short, human times for the sync status ("10:42", "yesterday 18:03", "3 Nov"). */
import { format, formatDistanceStrict, isSameDay, subDays } from 'date-fns';

export function formatSyncedAt(at: number, now = Date.now(), compact = false): string {
  const date = new Date(at);
  const today = new Date(now);
  if (compact) {
    if (isSameDay(date, today)) return format(date, 'HH:mm');
    return format(date, 'd MMM');
  }
  const ago = now - at < 60_000 ? 'just now' : `${formatDistanceStrict(date, today)} ago`;
  if (isSameDay(date, today)) return `at ${format(date, 'HH:mm')} (${ago})`;
  if (isSameDay(date, subDays(today, 1))) return `yesterday at ${format(date, 'HH:mm')} (${ago})`;
  return `on ${format(date, 'd MMM yyyy, HH:mm')} (${ago})`;
}

/** A habit-day's date as the failed list shows it: "Sat 21 Nov". */
export function formatDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return format(new Date(y, m - 1, d), 'EEE d MMM');
}
