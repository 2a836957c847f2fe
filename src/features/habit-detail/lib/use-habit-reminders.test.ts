import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n/catalogs';
import { ALL_DAYS, describeDays, weekdayBitNames } from './use-habit-reminders';

// Monday (bit 0), Wednesday (bit 2) and Friday (bit 4).
const MON_WED_FRI = 0b0010101;

describe("a reminder's days in words", () => {
  afterEach(async () => {
    await activateLocale('en');
  });

  it('names the days picked, Monday first, or every day it is due', () => {
    expect(describeDays(MON_WED_FRI)).toBe('Mon, Wed, Fri');
    expect(describeDays(0b1000000)).toBe('Sun');
    expect(describeDays(null)).toBe('every day it is due');
    expect(describeDays(ALL_DAYS)).toBe('every day it is due');
    expect(weekdayBitNames()).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });

  it("names them in the language's words", async () => {
    await activateLocale('de');
    expect(describeDays(MON_WED_FRI)).toBe('Mo, Mi, Fr');
    expect(weekdayBitNames()).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
  });
});
