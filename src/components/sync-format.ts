/**
 * Short, human times for the sync status ("10:42", "yesterday at 18:03 (20 hours ago)",
 * "3 Nov"), in the active language (lib/i18n/format.ts).
 */
import { t } from '@lingui/core/macro';
import { isSameDay, subDays } from 'date-fns';
import { formatDate, formatDay, formatRelative } from '@/lib/i18n/format';

export function formatSyncedAt(at: number, now = Date.now(), compact = false): string {
  const date = new Date(at);
  const today = new Date(now);
  if (compact) {
    if (isSameDay(date, today)) return formatDate(date, 'time');
    return formatDate(date, 'dayMonth');
  }
  const ago = now - at < 60_000 ? t`just now` : formatRelative(date, today);
  const time = formatDate(date, 'time');
  if (isSameDay(date, today)) return t`at ${time} (${ago})`;
  if (isSameDay(date, subDays(today, 1))) return t`yesterday at ${time} (${ago})`;
  const dateTime = formatDate(date, 'dayMonthYearTime');
  return t`on ${dateTime} (${ago})`;
}

/** A habit-day's date as the failed list shows it: "Sat 21 Nov". */
export function formatHabitDay(date: string): string {
  return formatDay(date, 'weekdayDayMonth');
}
