/**
 * Whether home offers a habit's weekly automaticity check-in today (issue 27, docs/domain.md
 * "Automaticity check-in"): once the habit is a week old, at most once a week per habit. Pure:
 * the dates come in, `today` included.
 *
 * Offered when all hold:
 * - the habit is at least CHECK_IN_INTERVAL_DAYS old: its first day is 7 or more days before
 *   today (a habit made today, or this week, is not asked);
 * - its latest check-in and its latest dismissal ("not now", which hides it until next week)
 *   are each none or 7 or more days before today; so a check-in made today, or answered or
 *   dismissed in the last 6 days, is not offered again. A date after today (another device's
 *   clock) counts as recent.
 */
import { daysBetween, type IsoDate } from '@shared/scores/dates';

/** How often the check-in is offered, and how old a habit must be first. */
const CHECK_IN_INTERVAL_DAYS = 7;

export interface CheckInOfferInput {
  /** The habit's first day: the local date of its creation (or of an earlier first answer). */
  habitFirstDay: IsoDate;
  /** The user's today. */
  today: IsoDate;
  /** The date of the habit's latest check-in, or null. */
  lastCheckIn: IsoDate | null;
  /** The date the check-in was last dismissed for this habit, or null. */
  lastDismissed: IsoDate | null;
}

const longEnoughAgo = (date: IsoDate | null, today: IsoDate) =>
  date === null || daysBetween(date, today) >= CHECK_IN_INTERVAL_DAYS;

export function shouldOfferCheckIn(input: CheckInOfferInput): boolean {
  const { habitFirstDay, today, lastCheckIn, lastDismissed } = input;
  return (
    daysBetween(habitFirstDay, today) >= CHECK_IN_INTERVAL_DAYS &&
    longEnoughAgo(lastCheckIn, today) &&
    longEnoughAgo(lastDismissed, today)
  );
}
