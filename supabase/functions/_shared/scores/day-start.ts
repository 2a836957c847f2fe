/**
 * The setting "Day starts at" (late nights count for the day before), in a module of its own
 * without date-fns so the settings store, which the entry chunk loads, does not pull date-fns
 * into the first download.
 */

/** The hours a day may start at: 0 = midnight. */
export const DAY_START_HOURS = [0, 1, 2, 3, 4, 5] as const;

/** The local hour a day starts at: 0 (midnight, the default) .. 5. */
export type DayStartHour = (typeof DAY_START_HOURS)[number];

/** Throws a RangeError unless `value` is one of {@link DAY_START_HOURS}. */
export function assertDayStartHour(
  value: unknown,
  label = 'dayStartHour',
): asserts value is DayStartHour {
  if (!DAY_START_HOURS.includes(value as DayStartHour)) {
    throw new RangeError(`${label} must be a whole number 0 .. 5, got ${JSON.stringify(value)}`);
  }
}
