import { describe, expect, it } from 'vitest';
import { habitFigures, totalsPerHabit } from './habit-figures';

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

  it('lays the day on screen over the read: a tap counts at once, a cleared day goes', () => {
    const days = [{ date: '2026-11-23', total_score: 10 }];
    const today = '2026-11-24';
    expect(habitFigures(days, habit, today, { date: today, total: 10 }).streak).toBe(2);
    expect(habitFigures(days, habit, today, { date: '2026-11-23', total: null }).streak).toBe(0);
    expect(habitFigures(days, habit, today, { date: '2026-11-23', total: 3 }).strength).toBe(
      habitFigures([{ date: '2026-11-23', total_score: 3 }], habit, today).strength,
    );
  });

  it('with no target any check-mark is met', () => {
    const days = [{ date: '2026-11-24', total_score: 0 }];
    expect(habitFigures(days, { max: 10, dailyTarget: null }, '2026-11-24').streak).toBe(1);
  });
});

describe('totalsPerHabit', () => {
  it('splits the rows by habit and skips rows without a habit or a date', () => {
    const map = totalsPerHabit([
      { habit_id: 1, date: '2026-11-20', total_score: 5 },
      { habit_id: 2, date: '2026-11-20', total_score: null },
      { habit_id: null, date: '2026-11-20', total_score: 1 },
      { habit_id: 1, date: null, total_score: 1 },
    ]);
    expect(map.get(1)).toEqual([{ date: '2026-11-20', total_score: 5 }]);
    expect(map.get(2)).toEqual([{ date: '2026-11-20', total_score: 0 }]);
    expect(map.size).toBe(2);
  });
});
