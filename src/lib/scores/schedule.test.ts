import { describe, expect, it } from 'vitest';
import { addDaysIso } from '@shared/scores/dates';
import { habitStrength, strengthStep } from '@shared/scores/strength';
import {
  EVERY_DAY,
  assertSchedule,
  dayStatuses,
  frequencyProgress,
  isScheduledWeekday,
  neutralReason,
  pauseOn,
  pausesForHabit,
  scheduleFrequency,
  scheduleMultiplier,
  scheduleStrength,
  scheduleStreaks,
  strengthPercent,
  weekdayIndex,
} from '@shared/scores/schedule';
import type { HabitSchedule, PauseRange, ScheduleDay } from '@shared/scores/schedule';

// 2025-03-03 is a Monday.
const MON = '2025-03-03';
const d = (offset: number) => addDaysIso(MON, offset);
const yes = (date: string, extra: Partial<ScheduleDay> = {}): ScheduleDay => ({
  date,
  total_score: 10,
  ...extra,
});
const THREE_A_WEEK: HabitSchedule = { freq_num: 3, freq_den: 7, weekdays: null };
// Monday, Wednesday, Friday: bits 0, 2, 4.
const MON_WED_FRI: HabitSchedule = { freq_num: 1, freq_den: 1, weekdays: 0b10101 };

describe('schedules', () => {
  it('numbers weekdays from Monday (bit 0) to Sunday (bit 6)', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((i) => weekdayIndex(d(i)))).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekdayIndex('1970-01-01')).toBe(3); // a Thursday
    expect([0, 1, 2, 3, 4, 5, 6].map((i) => isScheduledWeekday(MON_WED_FRI, d(i)))).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
      false,
    ]);
    expect(isScheduledWeekday(EVERY_DAY, d(1))).toBe(true);
  });

  it('has the frequency f of Loop (weekday habits: chosen days / 7)', () => {
    expect(scheduleFrequency(EVERY_DAY)).toBe(1);
    expect(scheduleFrequency(THREE_A_WEEK)).toBeCloseTo(3 / 7, 12);
    expect(scheduleFrequency(MON_WED_FRI)).toBeCloseTo(3 / 7, 12);
    expect(scheduleFrequency({ freq_num: 10, freq_den: 30, weekdays: null })).toBeCloseTo(1 / 3);
  });

  it('refuses what the table refuses', () => {
    expect(() => assertSchedule({ freq_num: 4, freq_den: 3, weekdays: null })).toThrow(/freq_num/);
    expect(() => assertSchedule({ freq_num: 1, freq_den: 366, weekdays: null })).toThrow();
    expect(() => assertSchedule({ freq_num: 0, freq_den: 7, weekdays: null })).toThrow();
    expect(() => assertSchedule({ freq_num: 1, freq_den: 7, weekdays: 3 })).toThrow(/1\/1/);
    expect(() => assertSchedule({ freq_num: 1, freq_den: 1, weekdays: 128 })).toThrow(/weekdays/);
    expect(() => assertSchedule(MON_WED_FRI)).not.toThrow();
  });
});

describe('neutral days', () => {
  const pauses: PauseRange[] = [
    { habit_id: 7, start_date: d(2), end_date: d(3) },
    { habit_id: null, start_date: d(10), end_date: null },
    { habit_id: 8, start_date: d(0), end_date: d(30) },
  ];

  it('are skipped days, paused days (this habit or every habit) and days not due', () => {
    const mine = pausesForHabit(pauses, 7);
    expect(mine).toHaveLength(2);
    const ctx = { schedule: MON_WED_FRI, pauses: mine };
    expect(neutralReason(ctx, d(0), true)).toBe('skipped');
    expect(neutralReason(ctx, d(2), false)).toBe('paused');
    expect(neutralReason(ctx, d(1), false)).toBe('not_due');
    expect(neutralReason(ctx, d(4), false)).toBeNull();
    expect(neutralReason(ctx, d(400), false)).toBe('paused'); // open-ended
    expect(neutralReason({ pauses: mine }, d(1), false)).toBeNull();
  });

  it('pauseOn gives the pause that lasts longest ("Paused until ...")', () => {
    const list: PauseRange[] = [
      { habit_id: 1, start_date: d(0), end_date: d(5) },
      { habit_id: null, start_date: d(1), end_date: d(9) },
    ];
    expect(pauseOn(list, d(2))?.end_date).toBe(d(9));
    expect(pauseOn(list, d(0))?.end_date).toBe(d(5));
    expect(pauseOn([...list, { habit_id: 1, start_date: d(2), end_date: null }], d(2))).toEqual({
      habit_id: 1,
      start_date: d(2),
      end_date: null,
    });
    expect(pauseOn(list, d(10))).toBeNull();
  });

  it('a skipped or paused check-mark is not met, a not-due day is not missed', () => {
    const statuses = dayStatuses(
      {
        days: [yes(d(0)), yes(d(1)), { date: d(2), total_score: 0, skipped: true }, yes(d(4))],
        dailyTarget: null,
        schedule: MON_WED_FRI,
        pauses: [{ habit_id: 1, start_date: d(4), end_date: d(4) }],
      },
      d(0),
      d(4),
    );
    expect(statuses.map((s) => [s.neutral, s.met, s.hasCheckmark])).toEqual([
      [null, true, true],
      ['not_due', false, true],
      ['skipped', false, false],
      ['not_due', false, false],
      ['paused', false, true],
    ]);
  });
});

describe('on track and streaks', () => {
  it('3 times a week: every day inside a met window is done, rest days included', () => {
    // Gym on Mon, Wed, Fri of two weeks. Windows (frequency-windows.ts), newest first: [7, 13]
    // (7, 9, 11), [4, 10] (4, 7, 9), [2, 8], [0, 6]; slid back: [3, 9], [1, 7], [-2, 4]. Every
    // day from d0 to d13 is inside one.
    const days = [0, 2, 4, 7, 9, 11].map((i) => yes(d(i)));
    const statuses = dayStatuses({ days, dailyTarget: null, schedule: THREE_A_WEEK }, d(0), d(13));
    expect(statuses.filter((s) => s.onTrack).map((s) => s.date)).toEqual(
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].map(d),
    );
    expect(statuses.filter((s) => s.auto).map((s) => s.date)).toEqual(
      [1, 3, 5, 6, 8, 10, 12, 13].map(d),
    );
    // Tuesday's own 7 days hold one met day, but it lies inside a met window.
    expect(statuses[1].metInWindow).toBe(3);
    expect(scheduleStreaks(statuses, d(13))).toEqual({ current: 14, longest: 14 });
    expect(frequencyProgress({ days, dailyTarget: null, schedule: THREE_A_WEEK }, d(2))).toEqual({
      done: 3,
      needed: 3,
      onTrack: true,
      auto: false,
      neutral: null,
    });
    // Only Monday done: no window yet; Monday counts (it is met), Tuesday does not.
    const first = dayStatuses(
      { days: [yes(d(0))], dailyTarget: null, schedule: THREE_A_WEEK },
      d(0),
      d(1),
    );
    expect(first.map((s) => [s.onTrack, s.auto, s.metInWindow])).toEqual([
      [true, false, 1],
      [false, false, 1],
    ]);
    expect(
      frequencyProgress({ days: [yes(d(0))], dailyTarget: null, schedule: THREE_A_WEEK }, d(0)),
    ).toMatchObject({ done: 1, onTrack: false, auto: false });
  });

  it('a daily habit: on track = met, as before', () => {
    const days = [yes(d(0)), yes(d(1)), yes(d(3)), yes(d(4))];
    const statuses = dayStatuses({ days, dailyTarget: null }, d(0), d(5));
    expect(statuses.map((s) => s.onTrack)).toEqual([true, true, false, true, true, false]);
    // Today (d5) not answered yet: the run through yesterday holds.
    expect(scheduleStreaks(statuses, d(5))).toEqual({ current: 2, longest: 2 });
  });

  it('skipped, paused and not-due days neither extend nor break a streak', () => {
    const days = [yes(d(0)), { date: d(1), total_score: null, skipped: true }, yes(d(2))];
    const pauses: PauseRange[] = [{ habit_id: null, start_date: d(3), end_date: d(5) }];
    const statuses = dayStatuses(
      { days: [...days, yes(d(6))], dailyTarget: null, pauses },
      d(0),
      d(6),
    );
    expect(scheduleStreaks(statuses, d(6))).toEqual({ current: 3, longest: 3 });
    // Mon/Wed/Fri answered for two weeks: a streak of 6, unbroken by the days between.
    const mwf = [0, 2, 4, 7, 9, 11].map((i) => yes(d(i)));
    const weekly = dayStatuses(
      { days: mwf, dailyTarget: null, schedule: MON_WED_FRI },
      d(0),
      d(13),
    );
    expect(scheduleStreaks(weekly, d(13))).toEqual({ current: 6, longest: 6 });
    // On Tuesday of the third week (not due) the streak still holds; Wednesday unanswered too.
    const later = dayStatuses({ days: mwf, dailyTarget: null, schedule: MON_WED_FRI }, d(0), d(16));
    expect(scheduleStreaks(later, d(16))).toEqual({ current: 0, longest: 6 });
    const tuesday = dayStatuses(
      { days: mwf, dailyTarget: null, schedule: MON_WED_FRI },
      d(0),
      d(15),
    );
    expect(scheduleStreaks(tuesday, d(15))).toEqual({ current: 0, longest: 6 });
  });
});

describe('strength', () => {
  it("keeps Loop's reference values", () => {
    // One step from 0 at f = 1, and from 0.5 at f = 1/3 (Loop's ScoreTest).
    expect(strengthStep(0, 1, 1)).toBeCloseTo(0.051922, 6);
    expect(strengthStep(0.5, 1, 1 / 3)).toBeCloseTo(0.515157, 6);
    expect(scheduleStrength({ days: [yes(d(0))], dailyTarget: null, max: 10 }, d(0))).toBeCloseTo(
      0.051922,
      6,
    );
    expect(scheduleMultiplier({ freq_num: 1, freq_den: 3, weekdays: null })).toBeCloseTo(
      strengthStep(1, 0, 1 / 3),
      12,
    );
  });

  it('equals the daily strength for a daily habit without skips or pauses', () => {
    const days = [yes(d(0)), { date: d(2), total_score: 5 }, yes(d(3)), yes(d(9))];
    expect(scheduleStrength({ days, dailyTarget: null, max: 10 }, d(12))).toBeCloseTo(
      habitStrength(days, 10, d(12)),
      12,
    );
  });

  it('3 times a week, worked by hand: three met days from the first day', () => {
    // f = 3/7, m = 0.5 ^ (sqrt(3/7) / 13) = 0.965697; 3/7 counts 6 in 14 days, so
    // c = 1/6, 2/6, 3/6 and S = (1 - m) * (m^2 / 6 + m * 2/6 + 3/6) = 0.033526.
    const days = [yes(d(0)), yes(d(1)), yes(d(2))];
    expect(
      scheduleStrength({ days, dailyTarget: null, max: 10, schedule: THREE_A_WEEK }, d(2)),
    ).toBeCloseTo(0.033526, 6);
  });

  it('a weekday habit, worked by hand: Monday met, Tuesday not due, Wednesday met', () => {
    // f = 3 days / 7 (m = 0.965697); Tuesday leaves S alone: S = (1 - m) * (m + 1) = 0.067430.
    const days = [yes(d(0)), yes(d(2))];
    const ctx = { days, dailyTarget: null, max: 10, schedule: MON_WED_FRI };
    expect(scheduleStrength(ctx, d(2))).toBeCloseTo(0.06743, 6);
    expect(scheduleStrength(ctx, d(1))).toBeCloseTo(scheduleStrength(ctx, d(0)), 12);
  });

  it('a skip, worked by hand: met, skipped, met', () => {
    // m = 0.5 ^ (1 / 13) = 0.948078; the skip leaves S alone: S = (1 - m) * (m + 1) = 0.101149,
    // where a missed day would decay it: (1 - m) * (m^2 + 1) = 0.098593.
    const skipped = [yes(d(0)), { date: d(1), total_score: 0, skipped: true }, yes(d(2))];
    expect(scheduleStrength({ days: skipped, dailyTarget: null, max: 10 }, d(2))).toBeCloseTo(
      0.101149,
      6,
    );
    const missed = [yes(d(0)), yes(d(2))];
    expect(scheduleStrength({ days: missed, dailyTarget: null, max: 10 }, d(2))).toBeCloseTo(
      0.098593,
      6,
    );
  });

  it('a pause, worked by hand: met, three paused days, met', () => {
    // As the skip: S = (1 - m) * (m + 1) = 0.101149 (without the pause (1 - m)(m^4 + 1) = 0.093872).
    const days = [yes(d(0)), yes(d(4))];
    const pauses: PauseRange[] = [{ habit_id: null, start_date: d(1), end_date: d(3) }];
    expect(scheduleStrength({ days, dailyTarget: null, max: 10, pauses }, d(4))).toBeCloseTo(
      0.101149,
      6,
    );
    expect(scheduleStrength({ days, dailyTarget: null, max: 10 }, d(4))).toBeCloseTo(0.093872, 6);
  });

  it('rounds to a percentage with one decimal as Postgres does', () => {
    expect(strengthPercent(0.051922)).toBe(5.2);
    expect(strengthPercent(0.12345)).toBe(12.3);
    expect(strengthPercent(0.12355)).toBe(12.4);
    expect(strengthPercent(0)).toBe(0);
    expect(strengthPercent(1)).toBe(100);
  });
});
