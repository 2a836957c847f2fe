import { describe, expect, it } from 'vitest';
import { combinedTotals, dayScoreLabel, scoreText, totalsByHabit } from './day-totals';

const rows = [
  { habit_id: 2, date: '2026-11-20', total_score: 4 },
  { habit_id: 1, date: '2026-11-20', total_score: 8 },
  { habit_id: 1, date: '2026-11-18', total_score: null },
  { habit_id: 1, date: '2026-11-19', total_score: -2 },
  { habit_id: null, date: '2026-11-19', total_score: 3 },
  { habit_id: 3, date: null, total_score: 3 },
];

describe('totalsByHabit', () => {
  it('splits the year read per habit, oldest first, null totals as 0, broken rows left out', () => {
    const byHabit = totalsByHabit(rows);
    expect([...byHabit.keys()].sort()).toEqual([1, 2]);
    expect(byHabit.get(1)).toEqual([
      { date: '2026-11-18', total_score: 0 },
      { date: '2026-11-19', total_score: -2 },
      { date: '2026-11-20', total_score: 8 },
    ]);
  });

  it('splits the rows by habit and skips rows without a habit or a date', () => {
    const map = totalsByHabit([
      { habit_id: 1, date: '2026-11-20', total_score: 5 },
      { habit_id: 2, date: '2026-11-20', total_score: null },
      { habit_id: null, date: '2026-11-20', total_score: 1 },
      { habit_id: 1, date: null, total_score: 1 },
    ]);
    expect(map.get(1)).toEqual([{ date: '2026-11-20', total_score: 5 }]);
    expect(map.get(2)).toEqual([{ date: '2026-11-20', total_score: 0 }]);
    expect(map.size).toBe(2);
  });

  it('reads `skipped` from the rows', () => {
    const map = totalsByHabit([{ habit_id: 1, date: '2026-11-20', total_score: 0, skipped: true }]);
    expect(map.get(1)).toEqual([{ date: '2026-11-20', total_score: 0, skipped: true }]);
  });
});

describe('combinedTotals', () => {
  it('sums the chosen habits per date', () => {
    const byHabit = totalsByHabit(rows);
    expect(combinedTotals(byHabit, [1, 2])).toEqual([
      { date: '2026-11-18', total_score: 0 },
      { date: '2026-11-19', total_score: -2 },
      { date: '2026-11-20', total_score: 12 },
    ]);
    expect(combinedTotals(byHabit, [2])).toEqual([{ date: '2026-11-20', total_score: 4 }]);
    expect(combinedTotals(byHabit, [])).toEqual([]);
  });
});

describe('labels', () => {
  it('speaks a total against its maximum', () => {
    expect(scoreText(8, 10)).toBe('8 / 10 (80 %)');
    expect(scoreText(-3, 10)).toBe('-3 / 10 (0 %)');
    expect(scoreText(2, 3)).toBe('2 / 3 (67 %)');
    expect(dayScoreLabel('2026-11-20', 8, 10)).toBe('2026-11-20: 8 / 10 (80 %)');
    expect(dayScoreLabel('2026-11-20', null, 10)).toBe('2026-11-20: not answered');
  });
});
