import { describe, expect, it } from 'vitest';
import { addDaysIso, eachDayIso } from '@shared/scores/dates';
import { elapsedWeekScore, scheduledWeekScore, weekRange, weekScore, weeklyScores } from './weekly';
import { TIME_ZONES, useTimeZone } from './time-zone.test-util';

const day = (date: string, total_score: number | null) => ({ date, total_score });

describe('weekRange', () => {
  it('is the inclusive week holding the date', () => {
    expect(weekRange('2025-11-22')).toEqual({ from: '2025-11-17', to: '2025-11-23' });
    expect(weekRange('2025-11-22', 0)).toEqual({ from: '2025-11-16', to: '2025-11-22' });
    expect(weekRange('2025-11-23', 0)).toEqual({ from: '2025-11-23', to: '2025-11-29' });
    expect(weekRange('2025-12-31', 1)).toEqual({ from: '2025-12-29', to: '2026-01-04' });
  });
});

describe('weeklyScores', () => {
  it('is empty without check-marks', () => {
    expect(weeklyScores([], 10)).toEqual([]);
  });

  it('sums each Monday-to-Sunday week, newest first, percent of 7 x max', () => {
    const days = [
      day('2025-11-17', 10), // Monday
      day('2025-11-18', 5),
      day('2025-11-23', 10), // Sunday: same week
      day('2025-11-24', 7), // next Monday
    ];
    expect(weeklyScores(days, 10)).toEqual([
      { weekStart: '2025-11-24', weekEnd: '2025-11-30', total: 7, percent: 10, daysTracked: 1 },
      {
        weekStart: '2025-11-17',
        weekEnd: '2025-11-23',
        total: 25,
        percent: (25 / 70) * 100,
        daysTracked: 3,
      },
    ]);
  });

  it('groups by the chosen week start (Sunday)', () => {
    const days = [day('2025-11-22', 10), day('2025-11-23', 10)]; // Saturday, Sunday
    expect(weeklyScores(days, 10, 0).map((w) => [w.weekStart, w.total])).toEqual([
      ['2025-11-23', 10],
      ['2025-11-16', 10],
    ]);
    expect(weeklyScores(days, 10, 1).map((w) => [w.weekStart, w.total])).toEqual([
      ['2025-11-17', 20],
    ]);
  });

  it('fills weeks without check-marks between the oldest and the newest', () => {
    const weeks = weeklyScores([day('2025-11-03', 4), day('2025-11-26', 6)], 2);
    expect(weeks.map((w) => [w.weekStart, w.total, w.daysTracked])).toEqual([
      ['2025-11-24', 6, 1],
      ['2025-11-17', 0, 0],
      ['2025-11-10', 0, 0],
      ['2025-11-03', 4, 1],
    ]);
    expect(weeks[1].percent).toBe(0);
  });

  it('keeps negative totals and clips the percent at 0; a perfect week is 100', () => {
    const bad = weeklyScores([day('2025-11-17', -10), day('2025-11-18', 3)], 5);
    expect(bad[0]).toMatchObject({ total: -7, percent: 0, daysTracked: 2 });
    const perfect = weeklyScores(
      eachDayIso('2025-11-17', '2025-11-23').map((d) => day(d, 5)),
      5,
    );
    expect(perfect[0]).toMatchObject({ total: 35, percent: 100, daysTracked: 7 });
  });

  it('counts a repeated date once (the last entry) and null totals as 0', () => {
    const weeks = weeklyScores(
      [day('2025-11-17', 3), day('2025-11-17', 8), day('2025-11-18', null)],
      10,
    );
    expect(weeks[0]).toMatchObject({ total: 8, daysTracked: 2 });
  });

  it('with max 0 shows 0 % (or 100 % for a positive total)', () => {
    expect(weeklyScores([day('2025-11-17', 0)], 0)[0].percent).toBe(0);
    expect(weeklyScores([day('2025-11-17', 1)], 0)[0].percent).toBe(100);
  });

  it('refuses a bad week start', () => {
    expect(() => weeklyScores([day('2025-11-17', 1)], 1, 7 as never)).toThrow(/weekStart/);
  });
});

describe.each(TIME_ZONES)('weeks across DST changes in %s', (timeZone) => {
  useTimeZone(timeZone);

  it('a week holding a DST change still has 7 dates', () => {
    // Europe changes on Sunday 2025-03-30 and 2025-10-26; the US on 2025-03-09 and 2025-11-02.
    const all = eachDayIso('2025-03-03', '2025-11-09').map((d) => day(d, 1));
    const weeks = weeklyScores(all, 1);
    expect(weeks).toHaveLength(36);
    for (const week of weeks) {
      expect(week.daysTracked).toBe(7);
      expect(week.total).toBe(7);
      expect(eachDayIso(week.weekStart, week.weekEnd)).toHaveLength(7);
    }
    expect(weeks.find((w) => w.weekStart === '2025-03-24')?.weekEnd).toBe('2025-03-30');
    expect(weeks.find((w) => w.weekStart === '2025-10-20')?.weekEnd).toBe('2025-10-26');
  });

  it('Sunday-start weeks begin on the DST Sunday itself', () => {
    const weeks = weeklyScores(
      [day('2025-03-30', 2), day('2025-04-05', 3), day('2025-03-29', 1)],
      1,
      0,
    );
    expect(weeks.map((w) => [w.weekStart, w.weekEnd, w.total])).toEqual([
      ['2025-03-30', '2025-04-05', 5],
      ['2025-03-23', '2025-03-29', 1],
    ]);
  });
});

describe('weekScore', () => {
  const days = [
    day('2025-11-16', 9),
    day('2025-11-17', 4),
    day('2025-11-19', 6),
    day('2025-11-24', 9),
  ];

  it('scores only the week holding the date', () => {
    expect(weekScore(days, 2, '2025-11-20')).toEqual({
      weekStart: '2025-11-17',
      weekEnd: '2025-11-23',
      total: 10,
      percent: (10 / 14) * 100,
      daysTracked: 2,
    });
    expect(weekScore(days, 2, '2025-11-20', 0)).toMatchObject({
      weekStart: '2025-11-16',
      total: 19,
      daysTracked: 3,
    });
  });

  it('gives a zero week when nothing was tracked', () => {
    expect(weekScore(days, 2, '2025-12-03')).toEqual({
      weekStart: '2025-12-01',
      weekEnd: '2025-12-07',
      total: 0,
      percent: 0,
      daysTracked: 0,
    });
  });
});

describe('elapsedWeekScore: only days that have happened since the habit began', () => {
  // 2025-11-17 is a Monday.
  it('is 100 % on a perfect Monday, "so far, 1 of 1 days"', () => {
    const score = elapsedWeekScore([day('2025-11-17', 10)], 10, '2025-11-17', {
      firstDay: '2025-11-03',
      today: '2025-11-17',
    });
    expect(score).toEqual({
      weekStart: '2025-11-17',
      weekEnd: '2025-11-23',
      total: 10,
      percent: 100,
      daysTracked: 1,
      daysCounted: 1,
      partial: true,
    });
  });

  it('counts a finished week on all 7 days, not partial', () => {
    const score = elapsedWeekScore([day('2025-11-12', 10)], 10, '2025-11-10', {
      firstDay: '2025-11-03',
      today: '2025-11-17',
    });
    expect(score).toMatchObject({ percent: (10 / 70) * 100, daysCounted: 7, partial: false });
  });

  it('habit created on Wednesday: last week not shown, this week counts from Wednesday', () => {
    const options = { firstDay: '2025-11-19', today: '2025-11-21' };
    expect(elapsedWeekScore([], 10, '2025-11-10', options)).toBeNull();
    const score = elapsedWeekScore(
      [day('2025-11-19', 10), day('2025-11-20', 5)],
      10,
      '2025-11-21',
      options,
    );
    expect(score).toMatchObject({
      weekStart: '2025-11-17',
      total: 15,
      daysCounted: 3,
      percent: 50,
      daysTracked: 2,
      partial: true,
    });
  });

  it('a new habit with nothing answered: 0 % of 1 day, last week not shown', () => {
    const options = { firstDay: '2025-11-17', today: '2025-11-17' };
    expect(elapsedWeekScore([], 10, '2025-11-10', options)).toBeNull();
    expect(elapsedWeekScore([], 10, '2025-11-17', options)).toMatchObject({
      percent: 0,
      daysCounted: 1,
      partial: true,
    });
  });

  it('follows the week start: Sunday vs Monday', () => {
    // Sunday 2025-11-23, habit older than both weeks.
    const days = [day('2025-11-23', 10)];
    const options = { firstDay: '2025-11-01', today: '2025-11-23' };
    expect(elapsedWeekScore(days, 10, '2025-11-23', { ...options, weekStart: 0 })).toMatchObject({
      weekStart: '2025-11-23',
      daysCounted: 1,
      percent: 100,
      partial: true,
    });
    expect(elapsedWeekScore(days, 10, '2025-11-23', { ...options, weekStart: 1 })).toMatchObject({
      weekStart: '2025-11-17',
      daysCounted: 7,
      percent: (10 / 70) * 100,
      partial: false,
    });
  });

  it('ignores check-marks after today and counts an earlier imported check-mark', () => {
    const score = elapsedWeekScore(
      [day('2025-11-18', 10), day('2025-11-19', 10), day('2025-11-20', 10)],
      10,
      '2025-11-19',
      { firstDay: '2025-11-19', today: '2025-11-19' },
    );
    expect(score).toMatchObject({ total: 20, daysTracked: 2, daysCounted: 2, percent: 100 });
  });
});

describe.each(TIME_ZONES)('elapsedWeekScore over a daylight-saving week in %s', (timeZone) => {
  useTimeZone(timeZone);
  it('counts calendar days, not 24-hour spans', () => {
    // Europe moved its clocks on Sunday 2025-03-30, Auckland on Sunday 2025-04-06.
    const a = elapsedWeekScore([day('2025-03-26', 10)], 10, '2025-03-30', {
      firstDay: '2025-03-26',
      today: '2025-04-01',
    });
    expect(a).toMatchObject({ daysCounted: 5, percent: 20, partial: false });
    const b = elapsedWeekScore([day('2025-04-01', 10)], 10, '2025-04-06', {
      firstDay: '2025-03-01',
      today: '2025-04-06',
    });
    expect(b).toMatchObject({ weekStart: '2025-03-31', daysCounted: 7, partial: false });
    const c = elapsedWeekScore([], 10, '2025-10-26', {
      firstDay: '2025-10-01',
      today: '2025-10-26',
      weekStart: 0,
    });
    expect(c).toMatchObject({ weekStart: '2025-10-26', daysCounted: 1, partial: true });
  });
});

describe('scheduledWeekScore (schedule.ts rules)', () => {
  const monday = '2025-03-03';
  const day = (i: number, total: number, skipped = false) => ({
    date: addDaysIso(monday, i),
    total_score: total,
    skipped,
  });

  it('equals weekScore for a daily habit without skips or pauses', () => {
    const days = [day(0, 4), day(1, 10), day(3, 7), day(6, 2), day(8, 9)];
    const plain = weekScore(days, 10, monday);
    expect(scheduledWeekScore({ days, dailyTarget: null, max: 10 }, monday)).toEqual({
      ...plain,
      dueDays: 7,
      neutralDays: { skipped: 0, paused: 0, not_due: 0 },
    });
  });

  it('3 times a week is scored out of 3 x max; skipped and paused days leave the week', () => {
    const days = [day(0, 10), day(2, 10), day(4, 10)];
    const gym = {
      days,
      dailyTarget: null,
      max: 10,
      schedule: { freq_num: 3, freq_den: 7, weekdays: null },
    };
    expect(scheduledWeekScore(gym, monday)).toMatchObject({ total: 30, percent: 100, dueDays: 7 });
    // Daily habit: Tuesday skipped, Thursday to Sunday paused: 3 due days, 2 answered in full.
    const daily = {
      days: [day(0, 10), day(1, 0, true), day(2, 10)],
      dailyTarget: null,
      max: 10,
      pauses: [{ habit_id: null, start_date: addDaysIso(monday, 3), end_date: null }],
    };
    expect(scheduledWeekScore(daily, monday)).toMatchObject({
      total: 20,
      dueDays: 2,
      percent: 100,
      neutralDays: { skipped: 1, paused: 4, not_due: 0 },
    });
    // A week paused from start to end: nothing due, 0 %, shown as paused.
    expect(scheduledWeekScore(daily, addDaysIso(monday, 7))).toMatchObject({
      dueDays: 0,
      percent: 0,
      neutralDays: { skipped: 0, paused: 7, not_due: 0 },
    });
  });

  it('a weekday habit counts its days only; through cuts the week in progress', () => {
    const days = [day(0, 10), day(2, 5)];
    const mwf = {
      days,
      dailyTarget: null,
      max: 10,
      schedule: { freq_num: 1, freq_den: 1, weekdays: 0b10101 },
    };
    expect(scheduledWeekScore(mwf, monday)).toMatchObject({ total: 15, dueDays: 3, percent: 50 });
    expect(scheduledWeekScore(mwf, monday, { through: addDaysIso(monday, 2) })).toMatchObject({
      dueDays: 2,
      percent: 75,
      neutralDays: { skipped: 0, paused: 0, not_due: 1 },
    });
  });
});
