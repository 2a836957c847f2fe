import { describe, expect, it } from 'vitest';
import { addDaysIso, eachDayIso } from '@shared/scores/dates';
import {
  habitStrength,
  strengthMultiplier,
  strengthSeries,
  strengthStep,
} from '@shared/scores/strength';
import { TIME_ZONES, useTimeZone } from './time-zone.test-util';

const perfectDays = (from: string, count: number, max: number) =>
  eachDayIso(from, addDaysIso(from, count - 1)).map((date) => ({ date, total_score: max }));

describe('Loop reference values (docs/domain.md "Strength")', () => {
  it('one step from 0 with c = 1 at f = 1 gives 0.051922', () => {
    expect(strengthStep(0, 1, 1)).toBeCloseTo(0.051922, 6);
    expect(1 - strengthMultiplier(1)).toBeCloseTo(0.051922, 6);
  });

  it('from 0.5 with c = 1 at f = 1/3 gives 0.515157', () => {
    expect(strengthStep(0.5, 1, 1 / 3)).toBeCloseTo(0.515157, 6);
  });

  // Loop states these to two decimals (docs/domain.md), so the tolerance is half a unit of the last
  // decimal (0.005): the value must round to the stated figure.
  it.each([
    [30, 0.8],
    [60, 0.96],
    [90, 0.99],
  ])('a perfect daily habit reaches about the stated figure after %i days', (days, expected) => {
    const value = habitStrength(
      perfectDays('2025-01-01', days, 7),
      7,
      addDaysIso('2025-01-01', days - 1),
    );
    expect(Math.abs(value - expected)).toBeLessThanOrEqual(0.005);
    expect(value).toBeCloseTo(1 - strengthMultiplier(1) ** days, 12);
  });

  it('the half-life of a daily habit is 13 days', () => {
    expect(strengthMultiplier(1) ** 13).toBeCloseTo(0.5, 12);
    expect(strengthMultiplier(1 / 4) ** 26).toBeCloseTo(0.5, 12);
  });
});

describe('strengthStep', () => {
  it('clips the completion to 0..1', () => {
    expect(strengthStep(0.5, 3)).toBe(strengthStep(0.5, 1));
    expect(strengthStep(0.5, -2)).toBe(strengthStep(0.5, 0));
  });

  it('refuses a frequency that is not > 0', () => {
    expect(() => strengthMultiplier(0)).toThrow(/frequency/);
    expect(() => strengthStep(0, 1, -1)).toThrow(/frequency/);
    expect(() => strengthMultiplier(Number.NaN)).toThrow(/frequency/);
  });
});

describe('habitStrength', () => {
  const m = strengthMultiplier(1);

  it('is 0 without check-marks, or when all are after today', () => {
    expect(habitStrength([], 10, '2025-01-01')).toBe(0);
    expect(habitStrength([{ date: '2025-01-02', total_score: 10 }], 10, '2025-01-01')).toBe(0);
    expect(strengthSeries([], 10, '2025-01-01')).toEqual([]);
  });

  it('uses total / max as the completion, clipped to 0..1', () => {
    expect(habitStrength([{ date: '2025-01-01', total_score: 5 }], 10, '2025-01-01')).toBeCloseTo(
      (1 - m) * 0.5,
      12,
    );
    expect(habitStrength([{ date: '2025-01-01', total_score: 50 }], 10, '2025-01-01')).toBeCloseTo(
      1 - m,
      12,
    );
    expect(habitStrength([{ date: '2025-01-01', total_score: -50 }], 10, '2025-01-01')).toBe(0);
    expect(habitStrength([{ date: '2025-01-01', total_score: null }], 10, '2025-01-01')).toBe(0);
  });

  it('decays on days without a check-mark: half after 13 empty days', () => {
    const days = [{ date: '2025-01-01', total_score: 10 }];
    expect(habitStrength(days, 10, '2025-01-14')).toBeCloseTo((1 - m) * 0.5, 12);
  });

  it('ignores check-marks after today', () => {
    const days = [...perfectDays('2025-01-01', 10, 4), { date: '2025-01-11', total_score: 4 }];
    expect(habitStrength(days, 4, '2025-01-10')).toBeCloseTo(1 - m ** 10, 12);
  });

  it('counts a repeated date once (the last entry)', () => {
    const days = [
      { date: '2025-01-01', total_score: 10 },
      { date: '2025-01-01', total_score: 0 },
    ];
    expect(habitStrength(days, 10, '2025-01-01')).toBe(0);
  });

  it('with max 0, only a positive total counts as complete', () => {
    expect(habitStrength([{ date: '2025-01-01', total_score: 0 }], 0, '2025-01-01')).toBe(0);
    expect(habitStrength([{ date: '2025-01-01', total_score: 2 }], 0, '2025-01-01')).toBeCloseTo(
      1 - m,
      12,
    );
  });

  it('a lower frequency moves more slowly', () => {
    const days = perfectDays('2025-01-01', 10, 1);
    expect(habitStrength(days, 1, '2025-01-10', 3 / 7)).toBeLessThan(
      habitStrength(days, 1, '2025-01-10', 1),
    );
    expect(habitStrength(days, 1, '2025-01-10', 3 / 7)).toBeCloseTo(
      1 - strengthMultiplier(3 / 7) ** 10,
      12,
    );
  });
});

describe('strengthSeries', () => {
  it('has one point per day from the first check-mark through today, ending at habitStrength', () => {
    const days = [
      { date: '2025-02-03', total_score: 2 },
      { date: '2025-02-01', total_score: 6 },
      { date: '2025-02-07', total_score: -4 },
      { date: '2025-02-08', total_score: 5 },
      { date: '2025-03-01', total_score: 6 }, // after today
    ];
    const series = strengthSeries(days, 6, '2025-02-10');
    expect(series.map((p) => p.date)).toEqual(eachDayIso('2025-02-01', '2025-02-10'));
    expect(series[0].value).toBeCloseTo(1 - m1(), 12);
    expect(series[1].value).toBeCloseTo(series[0].value * m1(), 12);
    expect(series[2].value).toBeCloseTo(strengthStep(series[1].value, 2 / 6), 12);
    expect(series.at(-1)?.value).toBeCloseTo(habitStrength(days, 6, '2025-02-10'), 12);
    for (const point of series) {
      expect(point.value).toBeGreaterThanOrEqual(0);
      expect(point.value).toBeLessThanOrEqual(1);
    }
  });

  function m1() {
    return strengthMultiplier(1);
  }
});

describe.each(TIME_ZONES)('strength across DST in %s', (timeZone) => {
  useTimeZone(timeZone);

  it('counts calendar days, whatever their length', () => {
    // 2025-03-01 .. 2025-04-29 holds the US and European spring changes.
    const days = perfectDays('2025-03-01', 60, 3);
    const value = habitStrength(days, 3, '2025-04-29');
    expect(value).toBeCloseTo(1 - strengthMultiplier(1) ** 60, 12);
    expect(strengthSeries(days, 3, '2025-04-29')).toHaveLength(60);
  });
});
