import { describe, expect, it } from 'vitest';
import { recentWeeklyScores } from './weekly-bars';

describe('recentWeeklyScores', () => {
  const days = [
    { date: '2026-11-20', total_score: 8 }, // this week (Mon 16 Nov)
    { date: '2026-11-16', total_score: 6 },
    { date: '2026-11-15', total_score: 7 }, // Sunday: last week when weeks start on Monday
    { date: '2026-09-01', total_score: 9 }, // more than 12 weeks ago
    { date: '2026-11-21', total_score: 5 }, // after today
  ];

  it('gives the last 12 weeks through the current one, oldest first, empty weeks at 0', () => {
    const weeks = recentWeeklyScores({ days, max: 10, today: '2026-11-20', weekStart: 1 });
    expect(weeks).toHaveLength(12);
    expect(weeks[0].weekStart).toBe('2026-08-31');
    expect(weeks[11]).toEqual({
      weekStart: '2026-11-16',
      weekEnd: '2026-11-22',
      total: 14,
      percent: 20,
      daysTracked: 2,
      max: 70,
      dueDays: 7,
    });
    expect(weeks[10]).toMatchObject({ weekStart: '2026-11-09', total: 7, daysTracked: 1 });
    expect(weeks[5]).toEqual({
      weekStart: '2026-10-05',
      weekEnd: '2026-10-11',
      total: 0,
      percent: 0,
      daysTracked: 0,
      max: 70,
      dueDays: 7,
    });
    // 2026-09-01 is in the oldest week shown.
    expect(weeks[0]).toMatchObject({ total: 9, daysTracked: 1 });
  });

  it('follows the week start from settings', () => {
    const weeks = recentWeeklyScores({
      days,
      max: 10,
      today: '2026-11-20',
      weekStart: 0,
      count: 2,
    });
    // Sunday weeks: 15..21 Nov holds 15, 16 and 20 Nov.
    expect(weeks.map((w) => [w.weekStart, w.total])).toEqual([
      ['2026-11-08', 0],
      ['2026-11-15', 21],
    ]);
    expect(weeks[1].percent).toBe(30);
  });

  it('gives empty weeks without any check-mark', () => {
    const weeks = recentWeeklyScores({ days: [], max: 0, today: '2026-11-20', weekStart: 1 });
    expect(weeks.every((w) => w.total === 0 && w.percent === 0)).toBe(true);
  });
});
