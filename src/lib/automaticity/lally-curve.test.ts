import { describe, expect, it } from 'vitest';
import {
  automaticityMean,
  fitLallyCurve,
  lallyValue,
  plateauAgeOf,
  type AutomaticityPoint,
  type LallyFitResult,
} from './lally-curve';
import { cannotFitWords } from './fit-words';

/** mulberry32: a small seeded generator, so the noisy samples are the same on every run. */
function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A normal deviate (Box-Muller) from the seeded generator. */
function gaussian(random: () => number) {
  return () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

interface Curve {
  a: number;
  b: number;
  c: number;
}

/**
 * Weekly check-ins of a known curve from `from` to `to` (days), with normal noise of `sigma`,
 * rounded to the quarter steps a mean of four whole-number items takes, kept within 1..7.
 */
function sample(curve: Curve, from: number, to: number, sigma: number, seed: number) {
  const noise = gaussian(seeded(seed));
  const points: AutomaticityPoint[] = [];
  for (let age = from; age <= to; age += 7) {
    const value = Math.round((lallyValue(curve, age) + sigma * noise()) * 4) / 4;
    points.push({ age, value: Math.min(7, Math.max(1, value)) });
  }
  return points;
}

function fitted(points: AutomaticityPoint[], ageToday: number): LallyFitResult {
  const fit = fitLallyCurve(points, ageToday);
  if (fit.kind !== 'fit') throw new Error(`expected a fit, got ${fit.reason}`);
  return fit;
}

describe('automaticityMean', () => {
  it('is the mean of the four items', () => {
    expect(
      automaticityMean({
        automatically: 5,
        without_remembering: 5,
        without_thinking: 4,
        before_realizing: 6,
      }),
    ).toBe(5);
    expect(
      automaticityMean({
        automatically: 6,
        without_remembering: 6,
        without_thinking: 6,
        before_realizing: 7,
      }),
    ).toBe(6.25);
  });
});

describe('plateauAgeOf (Lally: a(t95) = 0.95 a)', () => {
  it('solves a - b e^(-c t) = 0.95 a', () => {
    const curve = { a: 6, b: 4, c: 0.05 };
    const t95 = plateauAgeOf(curve.a, curve.b, curve.c);
    expect(t95).toBeCloseTo(Math.log(4 / 0.3) / 0.05, 10);
    expect(lallyValue(curve, t95)).toBeCloseTo(0.95 * 6, 10);
  });

  it('is 0 for a curve starting within 5 % of its plateau', () => {
    expect(plateauAgeOf(6, 0.2, 0.05)).toBe(0);
  });
});

describe('fitLallyCurve: known curves from noisy samples', () => {
  it('recovers a curve exactly from exact samples', () => {
    const curve = { a: 5.5, b: 3.5, c: 0.04 };
    const points = [0, 7, 14, 21, 28, 35, 42, 56].map((age) => ({
      age,
      value: lallyValue(curve, age),
    }));
    const fit = fitted(points, 56);
    expect(fit.a).toBeCloseTo(5.5, 4);
    expect(fit.b).toBeCloseTo(3.5, 4);
    expect(fit.c).toBeCloseTo(0.04, 5);
    const t95 = plateauAgeOf(5.5, 3.5, 0.04); // about 63 days, Lally's median was 66
    expect(fit.plateauAge).toBeCloseTo(t95, 2);
    expect(fit.daysLeft).toBe(Math.ceil(t95 - 56));
    expect(fit.reached).toBe(false);
    expect(fit.today).toBeCloseTo(lallyValue(curve, 56), 4);
    expect(fit.range.low).toBeLessThanOrEqual(fit.daysLeft);
    expect(fit.range.high).toBeGreaterThanOrEqual(fit.daysLeft);
  });

  it.each([
    // a, b, c, weeks sampled, noise, seed
    [{ a: 5.5, b: 4, c: 0.04 }, 84, 0.15, 1],
    [{ a: 6.5, b: 5, c: 0.015 }, 182, 0.2, 2],
    [{ a: 4.5, b: 3, c: 0.08 }, 63, 0.1, 3],
    [{ a: 6, b: 4.5, c: 0.025 }, 140, 0.25, 4],
  ])(
    'recovers %o from weekly check-ins over %i days (noise %f, seed %i)',
    (curve, to, sigma, seed) => {
      const points = sample(curve, 0, to, sigma, seed);
      const fit = fitted(points, to);
      expect(Math.abs(fit.a - curve.a)).toBeLessThan(0.5);
      expect(Math.abs(fit.c - curve.c) / curve.c).toBeLessThan(0.6);
      const truth = Math.max(0, Math.ceil(plateauAgeOf(curve.a, curve.b, curve.c) - to));
      // The estimate is near the truth and the plausible range holds it.
      expect(Math.abs(fit.daysLeft - truth)).toBeLessThan(45);
      expect(fit.range.low).toBeLessThanOrEqual(truth);
      if (fit.range.high !== null) expect(fit.range.high).toBeGreaterThanOrEqual(truth);
      expect(fit.range.low).toBeLessThanOrEqual(fit.daysLeft);
      for (const v of [fit.a, fit.b, fit.c, fit.plateauAge, fit.today, fit.rss])
        expect(Number.isFinite(v)).toBe(true);
    },
  );

  it('holds the true days left in its range for most seeds', () => {
    const curve = { a: 5.8, b: 4, c: 0.035 };
    let held = 0;
    const runs = 30;
    for (let seed = 100; seed < 100 + runs; seed += 1) {
      const fit = fitLallyCurve(sample(curve, 0, 70, 0.3, seed), 70);
      if (fit.kind !== 'fit') continue;
      const truth = Math.ceil(plateauAgeOf(curve.a, curve.b, curve.c) - 70);
      if (fit.range.low <= truth && (fit.range.high === null || fit.range.high >= truth)) held += 1;
    }
    expect(held).toBeGreaterThanOrEqual(24);
  });

  it('says "reached" for a habit past its plateau, with a range starting at 0', () => {
    const curve = { a: 6, b: 3, c: 0.1 }; // 95 % after about 29 days
    const fit = fitted(sample(curve, 0, 98, 0.15, 7), 98);
    expect(fit.reached).toBe(true);
    expect(fit.daysLeft).toBe(0);
    expect(fit.range.low).toBe(0);
    expect(fit.a).toBeGreaterThan(5.5);
  });

  it('narrows the range as check-ins accumulate', () => {
    const curve = { a: 6, b: 4.5, c: 0.03 };
    const all = sample(curve, 0, 140, 0.2, 11);
    const early = fitted(all.slice(0, 6), 35);
    const late = fitted(all, 35);
    const width = (f: LallyFitResult) => (f.range.high ?? 10_000) - f.range.low;
    expect(width(late)).toBeLessThan(width(early));
  });

  it('levels off at most at the top of the scale (7)', () => {
    // Rising in a straight line toward and past 7: the plateau is capped at 7.
    const points = [0, 7, 14, 21].map((age) => ({ age, value: 2 + age / 7 }));
    const fit = fitLallyCurve(points, 21);
    if (fit.kind === 'fit') expect(fit.a).toBeLessThanOrEqual(7);
    else expect(fit.reason).toBe('no-plateau-yet');
  });

  it('fits five weekly check-ins rising to 5 with a plausible number of days', () => {
    const points = [
      { age: 7, value: 2 },
      { age: 14, value: 3 },
      { age: 21, value: 3.75 },
      { age: 28, value: 4.5 },
      { age: 35, value: 5 },
    ];
    const fit = fitted(points, 35);
    expect(fit.today).toBeGreaterThan(4.5);
    expect(fit.daysLeft).toBeGreaterThan(0);
    expect(fit.daysLeft).toBeLessThan(254);
    expect(fit.range.low).toBeLessThanOrEqual(fit.daysLeft);
  });
});

describe('fitLallyCurve: degenerate check-ins cannot be fitted (never NaN)', () => {
  it.each([
    ['no check-ins', [], 'too-few'],
    [
      'two check-ins',
      [
        { age: 7, value: 3 },
        { age: 14, value: 4 },
      ],
      'too-few',
    ],
    [
      'all on the same day',
      [
        { age: 7, value: 3 },
        { age: 7, value: 4 },
        { age: 7, value: 5 },
        { age: 7, value: 6 },
      ],
      'same-day',
    ],
    [
      'on two days only',
      [
        { age: 7, value: 3 },
        { age: 7, value: 4 },
        { age: 14, value: 5 },
        { age: 14, value: 5.5 },
      ],
      'too-few-days',
    ],
    [
      'flat',
      [
        { age: 7, value: 4 },
        { age: 14, value: 4 },
        { age: 21, value: 4 },
        { age: 28, value: 4 },
      ],
      'flat',
    ],
    [
      'falling',
      [
        { age: 7, value: 6 },
        { age: 14, value: 5 },
        { age: 21, value: 4.25 },
        { age: 28, value: 3 },
      ],
      'falling',
    ],
    [
      'not numbers, or off the scale (left out, leaving two)',
      [
        { age: 7, value: 3 },
        { age: Number.NaN, value: 4 },
        { age: 21, value: Number.POSITIVE_INFINITY },
        { age: 28, value: 0 },
        { age: 35, value: 5 },
      ],
      'too-few',
    ],
  ] as [string, AutomaticityPoint[], string][])('%s', (_label, points, reason) => {
    const fit = fitLallyCurve(points, 35);
    expect(fit).toEqual({ kind: 'cannot-fit', reason });
    if (fit.kind === 'cannot-fit') expect(cannotFitWords(fit.reason).length).toBeGreaterThan(10);
  });

  it('gives finite numbers or a reason for any check-ins (seeded random inputs)', () => {
    const random = seeded(42);
    for (let run = 0; run < 200; run += 1) {
      const n = 3 + Math.floor(random() * 8);
      const points = Array.from({ length: n }, () => ({
        age: Math.floor(random() * 200),
        value: 1 + Math.round(random() * 24) / 4,
      }));
      const fit = fitLallyCurve(points, 200);
      if (fit.kind === 'cannot-fit') {
        expect(cannotFitWords(fit.reason)).toBeTruthy();
        continue;
      }
      for (const v of [fit.a, fit.b, fit.c, fit.plateauAge, fit.daysLeft, fit.today, fit.rss])
        expect(Number.isFinite(v), JSON.stringify(points)).toBe(true);
      expect(fit.range.low).toBeGreaterThanOrEqual(0);
      expect(fit.range.low).toBeLessThanOrEqual(fit.daysLeft);
      if (fit.range.high !== null) expect(fit.range.high).toBeGreaterThanOrEqual(fit.daysLeft);
      expect(fit.a).toBeLessThanOrEqual(7);
      expect(fit.b).toBeGreaterThan(0);
    }
  });
});
