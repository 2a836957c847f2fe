import { describe, expect, it } from 'vitest';
import { durationWords, fitWords, rangeWords } from './fit-words';
import { fitLallyCurve, type LallyFit } from './lally-curve';

describe('durationWords', () => {
  it('says days, then weeks, then months', () => {
    expect(durationWords(1)).toBe('1 day');
    expect(durationWords(13)).toBe('13 days');
    expect(durationWords(14)).toBe('2 weeks');
    expect(durationWords(45)).toBe('6 weeks');
    expect(durationWords(200)).toBe('7 months');
  });
});

describe('rangeWords', () => {
  it('says a range in one unit, chosen by its upper end', () => {
    expect(rangeWords(21, 42)).toBe('about 3 to 6 weeks');
    expect(rangeWords(23, 40)).toBe('about 3 to 6 weeks');
    expect(rangeWords(3, 10)).toBe('about 3 to 10 days');
    expect(rangeWords(60, 250)).toBe('about 2 to 9 months');
    expect(rangeWords(28, 28)).toBe('about 4 weeks');
    expect(rangeWords(1, 1)).toBe('about 1 day');
  });

  it('from 0 is "up to", without an upper end "at least"', () => {
    expect(rangeWords(0, 20)).toBe('up to about 3 weeks');
    expect(rangeWords(0, 0)).toBe('up to about 1 day');
    expect(rangeWords(21, null)).toBe('at least 3 weeks, perhaps much longer');
    expect(rangeWords(0, null)).toBe('too uncertain to say yet');
  });
});

describe('fitWords', () => {
  const fitted = (patch: Partial<Extract<LallyFit, { kind: 'fit' }>>): LallyFit => ({
    kind: 'fit',
    a: 5.9,
    b: 4,
    c: 0.04,
    plateauAge: 66,
    daysLeft: 31,
    reached: false,
    range: { low: 21, high: 42 },
    today: 5,
    rss: 0.1,
    n: 5,
    ...patch,
  });

  it('the days left to 95 % of the plateau and the range', () => {
    expect(fitWords(fitted({}), 5)).toEqual({
      headline: 'About 31 days left to 95 % of its plateau (5.9 / 7).',
      range: 'Plausibly about 3 to 6 weeks.',
    });
    expect(fitWords(fitted({ daysLeft: 1, range: { low: 0, high: 9 } }), 5)).toEqual({
      headline: 'About 1 day left to 95 % of its plateau (5.9 / 7).',
      range: 'Plausibly up to about 9 days.',
    });
  });

  it('"reached its plateau"', () => {
    expect(fitWords(fitted({ reached: true, daysLeft: 0, range: { low: 0, high: 0 } }), 9)).toEqual(
      {
        headline: 'It has reached its plateau (about 5.9 / 7).',
        range: null,
      },
    );
    expect(
      fitWords(fitted({ reached: true, daysLeft: 0, range: { low: 0, high: 12 } }), 9).range,
    ).toBe('It may still rise a little: up to about 12 days to go at most.');
  });

  it('fewer than three check-ins: how many more are needed', () => {
    const none = fitLallyCurve([], 0);
    expect(fitWords(none, 0).headline).toBe(
      '3 more check-ins are needed to estimate when it levels off.',
    );
    const two = fitLallyCurve(
      [
        { age: 7, value: 3 },
        { age: 14, value: 4 },
      ],
      14,
    );
    expect(fitWords(two, 2)).toEqual({
      headline: '1 more check-in is needed to estimate when it levels off.',
      range: null,
    });
  });

  it('other reasons say why', () => {
    const flat = fitLallyCurve(
      [7, 14, 21].map((age) => ({ age, value: 4 })),
      21,
    );
    expect(fitWords(flat, 3).headline).toMatch(/has not changed/);
  });
});
