import { describe, expect, it } from 'vitest';
import {
  automaticityTrend,
  checkInPoints,
  habitFirstDay,
  mergeCheckIns,
  type CheckIn,
} from './check-in-history';

const check = (habitId: number, date: string, ...items: number[]): CheckIn => {
  const [a, b = a, c = a, d = a] = items;
  return {
    habitId,
    date,
    automatically: a,
    without_remembering: b,
    without_thinking: c,
    before_realizing: d,
  };
};

describe('mergeCheckIns', () => {
  it('lays the queued check-ins over the server’s, per habit and date, oldest first', () => {
    const server = [
      check(1, '2026-11-10', 3),
      check(1, '2026-11-17', 4),
      check(2, '2026-11-17', 5),
    ];
    const queued = [check(1, '2026-11-17', 6), check(1, '2026-11-24', 7)];
    expect(mergeCheckIns(server, queued)).toEqual([
      check(1, '2026-11-10', 3),
      check(1, '2026-11-17', 6),
      check(2, '2026-11-17', 5),
      check(1, '2026-11-24', 7),
    ]);
  });
});

describe('checkInPoints and habitFirstDay', () => {
  it('ages count from the habit’s first day; an earlier check-in moves that day', () => {
    const checks = [check(1, '2026-11-08', 2), check(1, '2026-11-15', 5, 5, 4, 4)];
    expect(habitFirstDay('2026-11-01T10:00:00', checks)).toBe('2026-11-01');
    expect(checkInPoints(checks, '2026-11-01')).toEqual([
      { date: '2026-11-08', age: 7, value: 2 },
      { date: '2026-11-15', age: 14, value: 4.5 },
    ]);
    expect(habitFirstDay('2026-11-20T10:00:00', checks)).toBe('2026-11-08');
  });
});

describe('automaticityTrend', () => {
  it('the latest value, its date, the change since the one before', () => {
    expect(automaticityTrend([])).toBeNull();
    expect(automaticityTrend([check(1, '2026-11-08', 2)])).toEqual({
      latest: 2,
      date: '2026-11-08',
      change: null,
      values: [2],
    });
    expect(
      automaticityTrend([
        check(1, '2026-11-08', 2),
        check(1, '2026-11-15', 4),
        check(1, '2026-11-22', 5, 5, 4, 4),
      ]),
    ).toEqual({ latest: 4.5, date: '2026-11-22', change: 0.5, values: [2, 4, 4.5] });
  });
});
