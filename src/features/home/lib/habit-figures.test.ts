import { describe, expect, it } from 'vitest';
import { habitFigures } from './habit-figures';

const habit = { max: 10, dailyTarget: 7 };

describe('habitFigures', () => {
  it('counts the current streak of met days and the strength through today', () => {
    const days = [
      { date: '2026-11-21', total_score: 10 },
      { date: '2026-11-22', total_score: 8 },
      { date: '2026-11-23', total_score: 7 },
    ];
    const f = habitFigures(days, habit, '2026-11-24');
    // Today not answered yet: the run ending yesterday still counts.
    expect(f.streak).toBe(3);
    expect(f.strength).toBeGreaterThan(0);
    expect(f.strength).toBeLessThan(0.2);
  });

  it('a day below the target breaks the streak', () => {
    const days = [
      { date: '2026-11-22', total_score: 10 },
      { date: '2026-11-23', total_score: 5 },
    ];
    expect(habitFigures(days, habit, '2026-11-24').streak).toBe(0);
  });

  it('with no streak, the one that ended just before yesterday’s miss (0 after two misses)', () => {
    const run = ['2026-11-13', '2026-11-14', '2026-11-15', '2026-11-16', '2026-11-17'];
    const days = [...run, '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'].map(
      (date) => ({ date, total_score: 10 }),
    );
    // Met through the 22nd, the 23rd missed, today (24th) not answered yet.
    const missed = [...days, { date: '2026-11-23', total_score: 0 }];
    expect(habitFigures(missed, habit, '2026-11-24')).toMatchObject({
      streak: 0,
      brokenStreak: 10,
    });
    // Unanswered counts as missed too; a running streak has none.
    expect(habitFigures(days, habit, '2026-11-24')).toMatchObject({ streak: 0, brokenStreak: 10 });
    expect(habitFigures(days, habit, '2026-11-23')).toMatchObject({ streak: 10, brokenStreak: 0 });
    // Two days missed: it broke before yesterday, no longer "just".
    expect(habitFigures(days, habit, '2026-11-25')).toMatchObject({ streak: 0, brokenStreak: 0 });
  });

  it('lays the day on screen over the read: a tap counts at once, a cleared day goes', () => {
    const days = [{ date: '2026-11-23', total_score: 10 }];
    const today = '2026-11-24';
    expect(habitFigures(days, habit, today, { date: today, total: 10 }).streak).toBe(2);
    expect(habitFigures(days, habit, today, { date: '2026-11-23', total: null }).streak).toBe(0);
    expect(habitFigures(days, habit, today, { date: '2026-11-23', total: 3 }).strength).toBe(
      habitFigures([{ date: '2026-11-23', total_score: 3 }], habit, today).strength,
    );
  });

  it('with no target a day is met when its total is above zero ("No" is not done)', () => {
    const no = [{ date: '2026-11-24', total_score: 0 }];
    expect(habitFigures(no, { max: 10, dailyTarget: null }, '2026-11-24').streak).toBe(0);
    const yes = [{ date: '2026-11-24', total_score: 10 }];
    expect(habitFigures(yes, { max: 10, dailyTarget: null }, '2026-11-24').streak).toBe(1);
  });
});

describe('habitFigures under a schedule', () => {
  const gym = {
    max: 1,
    dailyTarget: null,
    schedule: { freq_num: 3, freq_den: 7, weekdays: null },
  };
  const today = '2026-11-24';
  const three = [
    { date: '2026-11-19', total_score: 1 },
    { date: '2026-11-21', total_score: 1 },
    { date: '2026-11-23', total_score: 1 },
  ];

  it('a 3/7 habit with three met days in the week is on track, with its streak', () => {
    const f = habitFigures(three, gym, today, { date: today, total: null });
    expect(f.progress).toEqual({ done: 3, needed: 3, onTrack: true });
    // Loop's counting: the three met days open a window from Nov 19 to Nov 25, so every day from
    // Nov 19 through today is done (docs/schedules.md); a daily count would say 0 or 1.
    expect(f.streak).toBe(6);
    expect(habitFigures(three, { max: 1, dailyTarget: null }, today).streak).toBe(1);
  });

  it('a skip of today leaves strength and streak as they were', () => {
    const before = habitFigures(three, gym, '2026-11-23');
    const skipped = habitFigures(three, gym, today, { date: today, total: null, skipped: true });
    expect(skipped.strength).toBe(before.strength);
    const notAnswered = habitFigures(three, gym, today, { date: today, total: null });
    // Not answered, today is a scored day of the window and moves the strength.
    expect(notAnswered.strength).not.toBe(before.strength);
    const daily = { max: 1, dailyTarget: null };
    const dailyDays = [
      { date: '2026-11-22', total_score: 1 },
      { date: '2026-11-23', total_score: 1 },
      { date: '2026-11-24', total_score: 0, skipped: true },
    ];
    expect(habitFigures(dailyDays, daily, '2026-11-25').streak).toBe(2);
  });

  it('paused and not-due days are neutral', () => {
    const daily = { max: 1, dailyTarget: null };
    const days = [{ date: '2026-11-20', total_score: 1 }];
    const paused = {
      ...daily,
      pauses: [{ habit_id: null, start_date: '2026-11-21', end_date: null }],
    };
    expect(habitFigures(days, paused, today).streak).toBe(1);
    expect(habitFigures(days, paused, today).strength).toBe(
      habitFigures(days, daily, '2026-11-20').strength,
    );
    // Mon/Wed/Fri (bits 0, 2, 4): Friday Nov 20 met; Sat-Tue are not due but Monday Nov 23.
    const mwf = { ...daily, schedule: { freq_num: 1, freq_den: 1, weekdays: 21 } };
    const withMonday = [...days, { date: '2026-11-23', total_score: 1 }];
    expect(habitFigures(withMonday, mwf, today).streak).toBe(2);
  });
});
