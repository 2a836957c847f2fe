import { describe, expect, it } from 'vitest';
import {
  completionRatio,
  dailyTotal,
  isDayMet,
  maxDailyScore,
  metDates,
  percentOf,
  questionMaxScore,
  roundRatio,
  scoredQuestion,
  totalsByDate,
} from '@shared/scores/daily';

const q = (...scores: number[]) => ({ options: scores.map((score_value) => ({ score_value })) });

describe('maxDailyScore', () => {
  it('sums the best option of each question', () => {
    expect(maxDailyScore([q(0, 5, 10), q(3, 1, 2)])).toBe(13);
    expect(maxDailyScore([q(10, 5, 0), q(-10, 0, 2)])).toBe(12);
  });

  it('is 0 with no questions, and a question without options adds 0', () => {
    expect(maxDailyScore([])).toBe(0);
    expect(maxDailyScore([q(), q(4)])).toBe(4);
    expect(questionMaxScore(q())).toBe(0);
  });

  it('keeps a negative best option: such a question can only cost points', () => {
    expect(questionMaxScore(q(-10, -2, -5))).toBe(-2);
    expect(maxDailyScore([q(10, 0), q(-10, -2)])).toBe(8);
    expect(maxDailyScore([q(-3), q(-1, -7)])).toBe(-4);
  });

  it('refuses a score that is not a number', () => {
    expect(() => maxDailyScore([{ options: [{ score_value: Number.NaN }] }])).toThrow(
      /score_value/,
    );
  });
});

describe('dailyTotal', () => {
  it('adds the answers, negatives included', () => {
    expect(dailyTotal([{ score_value: 10 }, { score_value: -10 }, { score_value: 3 }])).toBe(3);
    expect(dailyTotal([{ score_value: -10 }])).toBe(-10);
  });

  it('is 0 for no answers and ignores null scores', () => {
    expect(dailyTotal([])).toBe(0);
    expect(dailyTotal([{ score_value: null }, { score_value: 4 }])).toBe(4);
  });
});

describe('percentOf', () => {
  it('is total / max in percent', () => {
    expect(percentOf(5, 10)).toBe(50);
    expect(percentOf(1, 3)).toBeCloseTo(33.3333, 4);
    expect(percentOf(10, 10)).toBe(100);
    expect(percentOf(0, 10)).toBe(0);
  });

  it('clips to 0..100', () => {
    expect(percentOf(-5, 10)).toBe(0);
    expect(percentOf(15, 10)).toBe(100); // scored before an option was lowered
  });

  it('with max <= 0 gives 0, or 100 for a positive total', () => {
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(-3, -3)).toBe(0);
    expect(percentOf(-3, 0)).toBe(0);
    expect(percentOf(2, 0)).toBe(100);
    expect(percentOf(2, -4)).toBe(100);
  });

  it('refuses non-numbers', () => {
    expect(() => percentOf(Number.NaN, 10)).toThrow(/total/);
    expect(() => percentOf(1, Number.POSITIVE_INFINITY)).toThrow(/max/);
  });

  it('completionRatio is the same on 0..1', () => {
    expect(completionRatio(5, 10)).toBe(0.5);
    expect(completionRatio(50, 10)).toBe(1);
    expect(completionRatio(-1, 10)).toBe(0);
  });
});

describe('isDayMet', () => {
  it('with a target: the total reaches it', () => {
    expect(isDayMet(10, 10, true)).toBe(true);
    expect(isDayMet(11, 10, true)).toBe(true);
    expect(isDayMet(9, 10, true)).toBe(false);
    expect(isDayMet(-5, 0, true)).toBe(false);
    expect(isDayMet(0, 0, true)).toBe(true);
    expect(isDayMet(-5, -10, true)).toBe(true); // a negative target is allowed
  });

  it('without a target: a total above zero ("No", 0 points or a negative answer is not met)', () => {
    expect(isDayMet(1, null, true)).toBe(true);
    expect(isDayMet(10, null, true)).toBe(true);
    expect(isDayMet(0, null, true)).toBe(false);
    expect(isDayMet(-20, null, true)).toBe(false);
  });

  it('a day without a check-mark is never met', () => {
    expect(isDayMet(0, null, false)).toBe(false);
    expect(isDayMet(0, 0, false)).toBe(false);
    expect(isDayMet(0, -5, false)).toBe(false);
  });
});

describe('totalsByDate and metDates', () => {
  const days = [
    { date: '2025-01-03', total_score: 5 },
    { date: '2025-01-01', total_score: 10 },
    { date: '2025-01-02', total_score: null },
    { date: '2025-01-03', total_score: 12 }, // a later entry for the same date wins
    { date: '2025-01-05', total_score: 20 }, // after "today" below
  ];

  it('keeps the last entry per date, null as 0, and leaves out dates after `through`', () => {
    expect([...totalsByDate(days)]).toEqual([
      ['2025-01-03', 12],
      ['2025-01-01', 10],
      ['2025-01-02', 0],
      ['2025-01-05', 20],
    ]);
    expect([...totalsByDate(days, '2025-01-04').keys()]).toEqual([
      '2025-01-03',
      '2025-01-01',
      '2025-01-02',
    ]);
  });

  it('lists met dates oldest first', () => {
    expect(metDates(days, 10)).toEqual(['2025-01-01', '2025-01-03', '2025-01-05']);
    expect(metDates(days, 10, '2025-01-04')).toEqual(['2025-01-01', '2025-01-03']);
    // No target: a total above zero; 01-02 (no answers yet, 0) is not met.
    expect(metDates(days, null, '2025-01-04')).toEqual(['2025-01-01', '2025-01-03']);
    expect(metDates([], 5)).toEqual([]);
  });

  it('refuses a bad date', () => {
    expect(() => totalsByDate([{ date: '2025-1-1', total_score: 1 }])).toThrow(/day.date/);
  });
});

describe('roundRatio', () => {
  it('rounds halves away from zero, exactly, like round(numeric, 2)', () => {
    expect(roundRatio(201, 200)).toBe(1.01); // 1.005; floating point says 1.00
    expect(roundRatio(1, 8)).toBe(0.13);
    expect(roundRatio(-1, 8)).toBe(-0.13);
    expect(roundRatio(-201, 200)).toBe(-1.01);
    expect(roundRatio(2, 3)).toBe(0.67);
    expect(roundRatio(100 * 2, 3)).toBe(66.67);
    expect(roundRatio(100 * 1, 3)).toBe(33.33);
    expect(roundRatio(10, 4, 0)).toBe(3);
    expect(roundRatio(7, 1)).toBe(7);
  });

  it('gives 0 for a zero denominator or numerator (never -0)', () => {
    expect(roundRatio(5, 0)).toBe(0);
    expect(Object.is(roundRatio(0, -3), 0)).toBe(true);
  });

  it('handles fractions too', () => {
    expect(roundRatio(0.5, 1)).toBe(0.5);
    expect(roundRatio(1.5, 0.5)).toBe(3);
  });
});

describe('number questions', () => {
  it("a number question's best score is its points; with options the day adds up", () => {
    const water = { kind: 'number', points: 10, options: [] };
    expect(questionMaxScore(water)).toBe(10);
    expect(maxDailyScore([water, { options: [{ score_value: 5 }, { score_value: 0 }] }])).toBe(15);
    expect(
      maxDailyScore([
        scoredQuestion({ kind: 'number', points: 4, option_metadata: [] }),
        scoredQuestion({ kind: 'choice', points: null, option_metadata: [{ score_value: 3 }] }),
      ]),
    ).toBe(7);
  });
});
