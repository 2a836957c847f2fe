/** When a habit began, for the table's days before it and the habit page's history (pure). */
import { minIsoDate, toLocalIsoDate, type IsoDate } from '@shared/scores/dates';

/**
 * The habit's first day: the local date of its creation, or its oldest check-mark given if older
 * (an import, or a day answered back), as the view habit_performance_new counts it.
 */
export function habitFirstDay(createdAt: string, checkmarkDates: Iterable<IsoDate>): IsoDate {
  let first = toLocalIsoDate(createdAt);
  for (const d of checkmarkDates) first = minIsoDate(first, d);
  return first;
}
