import { describe, expect, it } from 'vitest';
import { addDaysIso, dayNumber } from '@shared/scores/dates';
import { doneRanges, frequencyWindows, windowLength } from '@shared/scores/frequency-windows';
import { habitPerformance } from './performance';
import {
  dayStatuses,
  frequencyProgress,
  type HabitSchedule,
  type ScheduleDay,
} from '@shared/scores/schedule';
import { scheduledStreaks } from './streaks';

const THREE_IN_SEVEN: HabitSchedule = { freq_num: 3, freq_den: 7, weekdays: null };
const ONE_IN_FIVE: HabitSchedule = { freq_num: 1, freq_den: 5, weekdays: null };
const yes = (date: string): ScheduleDay => ({ date, total_score: 10 });

/** Each day from..through as [date, done (on track), done by the frequency (auto)]. */
function marks(days: ScheduleDay[], schedule: HabitSchedule, from: string, through: string) {
  return dayStatuses({ days, dailyTarget: null, schedule }, from, through).map((s) => [
    s.date,
    s.onTrack,
    s.auto,
  ]);
}

describe("Loop's counting for frequency habits", () => {
  it('"Wake up early", 3 in 7, checked 14, 16 and 18 March 2016: done through the 20th', () => {
    // One window: the 3 met days fit in 7 days, so it runs 7 days from the 14th, to the 20th.
    const days = ['2016-03-14', '2016-03-16', '2016-03-18'].map(yes);
    expect(marks(days, THREE_IN_SEVEN, '2016-03-13', '2016-03-21')).toEqual([
      ['2016-03-13', false, false],
      ['2016-03-14', true, false],
      ['2016-03-15', true, true],
      ['2016-03-16', true, false],
      ['2016-03-17', true, true],
      ['2016-03-18', true, false],
      ['2016-03-19', true, true],
      ['2016-03-20', true, true],
      ['2016-03-21', false, false],
    ]);
    const context = { days, dailyTarget: null, schedule: THREE_IN_SEVEN };
    expect(frequencyProgress(context, '2016-03-19')).toEqual({
      done: 3,
      needed: 3,
      onTrack: true,
      auto: true,
      neutral: null,
    });
    expect(scheduledStreaks(context, '2016-03-20')).toEqual({ current: 7, longest: 7 });
    expect(scheduledStreaks(context, '2016-03-22')).toEqual({ current: 0, longest: 7 });
  });

  it('a 1-in-5 habit is done on the 4 days after its check, not the 5th', () => {
    const days = [yes('2016-03-01')];
    expect(marks(days, ONE_IN_FIVE, '2016-03-01', '2016-03-06')).toEqual([
      ['2016-03-01', true, false],
      ['2016-03-02', true, true],
      ['2016-03-03', true, true],
      ['2016-03-04', true, true],
      ['2016-03-05', true, true],
      ['2016-03-06', false, false],
    ]);
  });

  it("3 in 7 every other day: Loop's longest streak of 39 days, derived by hand", () => {
    // Met on days 0, 2, 4, ..., 34 (18 days), then on 50, 51 and 52; today is day 56.
    // Windows (every 3 met days in a row within 7 days, newest first), before sliding:
    //   [50, 56] center 52; [30, 36] center 34 (30, 32, 34); [28, 34] center 32; ...;
    //   [0, 6] center 4. (34, 50, 51) and (32, 34, 50) do not fit in 7 days.
    // Sliding, newest to oldest: [30, 36] ends before [50, 56] begins: stays. [28, 34] reaches 4
    // days into [30, 36]: back min(34 - 32, 4 + 1) = 2 days, to [26, 32]. Each older window
    // [b, b + 6] (center b + 4) then reaches 6 days into the one before, moved back by 2: it
    // moves back min(2, 7) = 2 days, to [b - 2, b + 4]; the oldest, [0, 6], to [-2, 4].
    // Days done: -2 .. 36 (39 days: the first window begins 2 days before the first met day),
    // and 50 .. 56 (7 days). Longest streak 39, current 7. (The count of the last 7 days gives
    // 33: days 4 .. 36.)
    const base = '2016-01-04';
    const offsets = [...Array.from({ length: 18 }, (_, i) => 2 * i), 50, 51, 52];
    const days = offsets.map((i) => yes(addDaysIso(base, i)));
    const today = addDaysIso(base, 56);
    const windows = frequencyWindows(
      days.map((d) => dayNumber(d.date)),
      THREE_IN_SEVEN,
    );
    const b = dayNumber(base);
    expect(doneRanges(windows).map((r) => [r.from - b, r.to - b])).toEqual([
      [-2, 36],
      [50, 56],
    ]);
    const context = { days, dailyTarget: null, schedule: THREE_IN_SEVEN };
    expect(scheduledStreaks(context, today)).toEqual({ current: 7, longest: 39 });
    const row = habitPerformance({ ...context, createdAt: today, today, periodType: 'all_time' });
    expect([row.longest_streak, row.current_streak, row.days_met]).toEqual([39, 7, 21]);
  });

  it('1 in 5 with gaps: windows slide back into the gaps (20 days)', () => {
    // Met on days 0, 3, 9 and 12, then 30; today is day 32. Windows: [30, 34], [12, 16],
    // [9, 13], [3, 7], [0, 4]. [12, 16] ends before 30: stays. [9, 13] reaches 1 day into
    // [12, 16]: back min(13 - 9, 2) = 2, to [7, 11]. [3, 7] ends on 7: back min(4, 1) = 1, to
    // [2, 6]. [0, 4] reaches 2 days into [2, 6]: back min(4, 3) = 3, to [-3, 1]. Done: -3 .. 16
    // (20 days) and 30 .. 34. Day 8 is done, though no met day is within its last 5 days.
    const base = '2016-05-02';
    const days = [0, 3, 9, 12, 30].map((i) => yes(addDaysIso(base, i)));
    const context = { days, dailyTarget: null, schedule: ONE_IN_FIVE };
    expect(scheduledStreaks(context, addDaysIso(base, 32))).toEqual({ current: 3, longest: 20 });
    expect(dayStatuses(context, addDaysIso(base, 8), addDaysIso(base, 8))[0].auto).toBe(true);
  });

  it('a "No" inside a window is done by the frequency; a skipped day stays neutral', () => {
    const days: ScheduleDay[] = [
      yes('2016-03-14'),
      { date: '2016-03-15', total_score: 0 },
      { date: '2016-03-17', total_score: 0, skipped: true },
      yes('2016-03-16'),
      yes('2016-03-18'),
    ];
    const statuses = dayStatuses(
      { days, dailyTarget: null, schedule: THREE_IN_SEVEN },
      '2016-03-15',
      '2016-03-17',
    );
    expect(statuses.map((s) => [s.neutral, s.auto])).toEqual([
      [null, true],
      [null, false],
      ['skipped', false],
    ]);
  });

  it('daily and weekday habits have no windows: a day is done when met, as before', () => {
    const days = [yes('2016-03-14'), yes('2016-03-16')];
    const daily = { freq_num: 1, freq_den: 1, weekdays: null };
    expect(frequencyWindows([1, 2, 3], daily)).toEqual([]);
    expect(marks(days, daily, '2016-03-14', '2016-03-16')).toEqual([
      ['2016-03-14', true, false],
      ['2016-03-15', false, false],
      ['2016-03-16', true, false],
    ]);
  });

  it('a month (30 or 31 days) lasts as long as the month it begins in', () => {
    expect(windowLength(dayNumber('2016-02-10'), 30)).toBe(29);
    expect(windowLength(dayNumber('2016-03-10'), 31)).toBe(31);
    // Beginning on a month's last day: the next month's length.
    expect(windowLength(dayNumber('2016-01-31'), 30)).toBe(29);
    expect(windowLength(dayNumber('2016-03-10'), 7)).toBe(7);
  });
});
