import { describe, expect, it } from 'vitest';
import { valueScaleMax, valueSeries } from './value-series';

describe('valueSeries', () => {
  it('the days answered with a value for the question, oldest first; other answers and days left out', () => {
    const rows = [
      { date: '2026-11-03', answer_entry: [{ question_id: 2, value: 6 }] },
      {
        date: '2026-11-01',
        answer_entry: [
          { question_id: 2, value: 8.5 },
          { question_id: 1, value: null },
        ],
      },
      { date: '2026-11-02', answer_entry: [{ question_id: 1, value: null }] },
      { date: '2026-11-04', answer_entry: [{ question_id: 2, value: null }] },
      { date: null, answer_entry: [{ question_id: 2, value: 1 }] },
    ];
    expect(valueSeries(rows, 2)).toEqual([
      { date: '2026-11-01', value: 8.5 },
      { date: '2026-11-03', value: 6 },
    ]);
    expect(valueSeries(rows, 9)).toEqual([]);
  });
});

describe('valueScaleMax', () => {
  it('the larger of the target and the values, rounded up to 1, 2 or 5 times a power of ten', () => {
    expect(valueScaleMax([{ date: 'd', value: 6 }], 8)).toBe(10);
    expect(valueScaleMax([{ date: 'd', value: 13 }], 8)).toBe(20);
    expect(valueScaleMax([{ date: 'd', value: 0.3 }], null)).toBe(0.5);
    expect(valueScaleMax([], 2)).toBe(2);
    expect(valueScaleMax([], null)).toBe(1);
    expect(valueScaleMax([{ date: 'd', value: 4100 }], 2000)).toBe(5000);
  });
});
