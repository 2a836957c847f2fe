import { describe, expect, it } from 'vitest';
import { loopReminderText } from './loop-words';
import { reminderWeekdays } from './to-import';

describe("Loop's reminder days as habit_reminder.weekdays", () => {
  it('maps Loop bits (0 Saturday, 1 Sunday, 2 Monday ...) to ours (0 Monday ... 6 Sunday)', () => {
    expect(reminderWeekdays(127)).toBeNull();
    expect(reminderWeekdays(0b0000011)).toBe(0b1100000); // Saturday and Sunday
    expect(reminderWeekdays(0b0000100)).toBe(0b0000001); // Monday
    expect(reminderWeekdays(0b1000000)).toBe(0b0010000); // Friday
    expect(reminderWeekdays(0b1010100)).toBe(0b0010101); // Mon, Wed, Fri
    expect(reminderWeekdays(0)).toBeUndefined();
  });

  it('says the time and days in words', () => {
    expect(loopReminderText({ hour: 7, minute: 5, days: 0b0000011 })).toBe('07:05 Sat, Sun');
    expect(loopReminderText({ hour: 18, minute: 0, days: 127 })).toBe('18:00 every day');
  });
});
