/**
 * How automatic a habit has become, and when it levels off: Lally et al.'s curve fitted to the
 * habit's automaticity check-ins (docs/domain.md "Automaticity check-in"). Pure: no I/O, no clock.
 *
 * Lally, van Jaarsveld, Potts and Wardle (2010, European Journal of Social Psychology 40:998)
 * found automaticity rising along an asymptotic curve, a(t) = a - b * e^(-c * t), with t the
 * days since the habit began, a the plateau, a - b the start and c the rate, and they timed a
 * habit by the day it reaches 95 % of its plateau: a(t95) = 0.95 * a, so
 * t95 = ln(b / (0.05 * a)) / c (0 when the curve starts within 5 % of its plateau).
 *
 * The fit, by least squares on (habit age in days, mean of the four check-in items):
 * - Needs at least 3 check-ins on at least 3 different days (3 parameters); otherwise, and for
 *   flat or falling check-ins, the result is `{ kind: 'cannot-fit', reason }`, never NaN (its
 *   words: `cannotFitWords` of fit-words.ts).
 * - For a fixed rate c the curve is linear in a and b (y = a - b * x with x = e^(-c t)), so the
 *   best a and b have a closed form; the fit profiles the residual sum of squares RSS(c) over c
 *   ("variable projection"): a log-spaced grid of rates from C_MIN (95 % of the rise after ten
 *   years) to C_MAX (after half a day), then a golden-section search around the best grid point.
 * - The plateau cannot lie above the scale (7) and the curve must rise (b >= 0): for each c the
 *   best (a, b) within a <= 7, b >= 0 is taken (a convex problem in two unknowns: the free
 *   optimum when it is allowed, else the better of the two edges' optima). Rising check-ins that
 *   still look like a straight line thus level off at most at 7 rather than at infinity. A best
 *   fit with b = 0 is no rise at all: 'flat', or 'falling' when the check-ins go down over time.
 *   A best rate on the grid's slow end means no bend is visible yet: 'no-plateau-yet'.
 * - Uncertainty, as a profile over c: every rate whose RSS(c) is within 3.84 * s^2 of the best
 *   (3.84: the 95 % point of chi-square with one degree of freedom; a likelihood-ratio interval
 *   for c with the other two parameters re-fitted) is plausible, and the days left to 95 % of the
 *   plateau under each plausible rate (with its own a and b) span the range. s^2 is the residual
 *   variance RSS / (n - 3), at least MIN_SIGMA^2 = 0.25^2 (one step of the mean of four whole-
 *   number items), so three check-ins lying exactly on a curve do not claim certainty. When the
 *   plausible rates reach the grid's slow end, the range has no upper end (`high: null`).
 */

/**
 * One check-in: the habit's age in days on its date (0 on its first day), and the mean of its
 * four items (1..7; a value outside is left out, as a check-in the database cannot hold).
 */
export interface AutomaticityPoint {
  age: number;
  value: number;
}

export type CannotFitReason =
  'too-few' | 'same-day' | 'too-few-days' | 'flat' | 'falling' | 'no-plateau-yet';

export interface LallyFitResult {
  kind: 'fit';
  /** The plateau, a (at most 7). */
  a: number;
  /** The rise from the start to the plateau, b (> 0): the curve starts at a - b. */
  b: number;
  /** The rate, c, per day. */
  c: number;
  /** The habit's age in days on which the curve reaches 95 % of its plateau (t95). */
  plateauAge: number;
  /** Whole days from `ageToday` to t95, 0 when reached. */
  daysLeft: number;
  reached: boolean;
  /** The plausible days left (see the header), whole days; `high` null: no upper end. */
  range: { low: number; high: number | null };
  /** The curve's value on `ageToday`. */
  today: number;
  /** Residual sum of squares and the number of check-ins fitted. */
  rss: number;
  n: number;
}

interface CannotFitResult {
  kind: 'cannot-fit';
  reason: CannotFitReason;
}

export type LallyFit = LallyFitResult | CannotFitResult;

/** The top of the check-in scale: no plateau lies above it. */
const SCALE_MAX = 7;
/** Check-ins the fit needs (on as many different days). */
export const MIN_CHECK_INS = 3;
/** Lally's criterion: 95 % of the plateau. */
const PLATEAU_SHARE = 0.95;
/** The smallest residual standard deviation the uncertainty assumes (see the header). */
const MIN_SIGMA = 0.25;
/** chi-square(1) at 95 %. */
const CHI2_1_95 = 3.841458820694124;
const LN20 = Math.log(20);
/** Rates whose 95 % of the rise takes ten years and half a day. */
const C_MIN = LN20 / 3650;
const C_MAX = LN20 / 0.5;
const GRID_SIZE = 241;
const EPS = 1e-9;

const cannot = (reason: CannotFitReason): CannotFitResult => ({ kind: 'cannot-fit', reason });

/** The mean of a check-in's four items (1..7), e.g. 5, 5, 4, 6 gives 5. */
export function automaticityMean(check: {
  automatically: number;
  without_remembering: number;
  without_thinking: number;
  before_realizing: number;
}): number {
  return (
    (check.automatically +
      check.without_remembering +
      check.without_thinking +
      check.before_realizing) /
    4
  );
}

/** The curve's value at age t. */
export function lallyValue(fit: { a: number; b: number; c: number }, t: number): number {
  return fit.a - fit.b * Math.exp(-fit.c * t);
}

/**
 * t95: the age at which a(t) = 0.95 * a; 0 when the curve starts within 5 % of its plateau (a
 * fitted to check-ins of 1..7 is at least 1, so the 5 % is a positive gap).
 */
export function plateauAgeOf(a: number, b: number, c: number): number {
  const gap = (1 - PLATEAU_SHARE) * a;
  return b <= gap ? 0 : Math.log(b / gap) / c;
}

interface Profiled {
  c: number;
  a: number;
  b: number;
  rss: number;
}

function rssOf(ts: number[], ys: number[], a: number, b: number, c: number): number {
  let rss = 0;
  for (let i = 0; i < ts.length; i += 1) {
    const r = ys[i] - a + b * Math.exp(-c * ts[i]);
    rss += r * r;
  }
  return rss;
}

/** The best (a, b) for rate c with a <= SCALE_MAX and b >= 0, and its residual sum of squares. */
function profileAt(ts: number[], ys: number[], c: number): Profiled {
  const n = ts.length;
  const xs = ts.map((t) => Math.exp(-c * t));
  const xMean = xs.reduce((s, x) => s + x, 0) / n;
  const yMean = ys.reduce((s, y) => s + y, 0) / n;
  let sxx = 0;
  let sxy = 0;
  for (let i = 0; i < n; i += 1) {
    sxx += (xs[i] - xMean) ** 2;
    sxy += (xs[i] - xMean) * (ys[i] - yMean);
  }
  const candidates: { a: number; b: number }[] = [];
  if (sxx > EPS * EPS) {
    const b = -sxy / sxx;
    const a = yMean + b * xMean;
    if (b >= 0 && a <= SCALE_MAX) return { c, a, b, rss: rssOf(ts, ys, a, b, c) };
  }
  // Edge b = 0: a flat line at the mean (allowed: the mean of 1..7 values is at most 7).
  candidates.push({ a: Math.min(yMean, SCALE_MAX), b: 0 });
  // Edge a = SCALE_MAX: the best b >= 0 for y = 7 - b x.
  let sx2 = 0;
  let sgx = 0;
  for (let i = 0; i < n; i += 1) {
    sx2 += xs[i] * xs[i];
    sgx += (SCALE_MAX - ys[i]) * xs[i];
  }
  candidates.push({ a: SCALE_MAX, b: sx2 > EPS * EPS ? Math.max(0, sgx / sx2) : 0 });
  let best: Profiled | null = null;
  for (const { a, b } of candidates) {
    const rss = rssOf(ts, ys, a, b, c);
    if (!best || rss < best.rss) best = { c, a, b, rss };
  }
  return best!;
}

/** The least-squares slope of y on t. */
function slopeOf(ts: number[], ys: number[]): number {
  const n = ts.length;
  const tMean = ts.reduce((s, t) => s + t, 0) / n;
  const yMean = ys.reduce((s, y) => s + y, 0) / n;
  let stt = 0;
  let sty = 0;
  for (let i = 0; i < n; i += 1) {
    stt += (ts[i] - tMean) ** 2;
    sty += (ts[i] - tMean) * (ys[i] - yMean);
  }
  return stt > 0 ? sty / stt : 0;
}

const daysFrom = (plateauAge: number, ageToday: number) =>
  Math.max(0, Math.ceil(plateauAge - ageToday - EPS));

/**
 * Fits a(t) = a - b e^(-c t) to the check-ins (see the header) and estimates the days from
 * `ageToday` (the habit's age in days today) to 95 % of the plateau, with a plausible range.
 * Check-ins with an age that is not a finite number, or a value outside 1..7, are left out.
 */
export function fitLallyCurve(points: readonly AutomaticityPoint[], ageToday: number): LallyFit {
  const valid = points.filter(
    (p) =>
      Number.isFinite(p.age) && Number.isFinite(p.value) && p.value >= 1 && p.value <= SCALE_MAX,
  );
  if (valid.length < MIN_CHECK_INS) return cannot('too-few');
  const days = new Set(valid.map((p) => p.age));
  if (days.size === 1) return cannot('same-day');
  if (days.size < MIN_CHECK_INS) return cannot('too-few-days');
  const ts = valid.map((p) => p.age);
  const ys = valid.map((p) => p.value);
  const spread = Math.max(...ys) - Math.min(...ys);
  if (spread < EPS) return cannot('flat');

  // The profile RSS(c) on a log-spaced grid, then a golden-section search around its minimum.
  const logMin = Math.log(C_MIN);
  const step = (Math.log(C_MAX) - logMin) / (GRID_SIZE - 1);
  const grid: Profiled[] = [];
  for (let k = 0; k < GRID_SIZE; k += 1) grid.push(profileAt(ts, ys, Math.exp(logMin + k * step)));
  let k0 = 0;
  for (let k = 1; k < GRID_SIZE; k += 1) if (grid[k].rss < grid[k0].rss - EPS) k0 = k;
  let best = grid[k0];
  if (k0 > 0 && k0 < GRID_SIZE - 1) {
    const phi = (Math.sqrt(5) - 1) / 2;
    let lo = Math.log(grid[k0 - 1].c);
    let hi = Math.log(grid[k0 + 1].c);
    let x1 = hi - phi * (hi - lo);
    let x2 = lo + phi * (hi - lo);
    let f1 = profileAt(ts, ys, Math.exp(x1));
    let f2 = profileAt(ts, ys, Math.exp(x2));
    for (let i = 0; i < 60; i += 1) {
      if (f1.rss <= f2.rss) {
        hi = x2;
        x2 = x1;
        f2 = f1;
        x1 = hi - phi * (hi - lo);
        f1 = profileAt(ts, ys, Math.exp(x1));
      } else {
        lo = x1;
        x1 = x2;
        f1 = f2;
        x2 = lo + phi * (hi - lo);
        f2 = profileAt(ts, ys, Math.exp(x2));
      }
    }
    for (const f of [f1, f2]) if (f.rss < best.rss) best = f;
  }

  if (best.b <= EPS) return cannot(slopeOf(ts, ys) < 0 ? 'falling' : 'flat');
  if (k0 === 0) return cannot('no-plateau-yet');

  const n = valid.length;
  const sigma2 = Math.max(n > 3 ? best.rss / (n - 3) : 0, MIN_SIGMA * MIN_SIGMA);
  const limit = best.rss + CHI2_1_95 * sigma2;
  const plateauAge = plateauAgeOf(best.a, best.b, best.c);
  const daysLeft = daysFrom(plateauAge, ageToday);
  let low = daysLeft;
  let high: number | null = daysLeft;
  for (const p of grid) {
    if (p.rss > limit) continue;
    if (p === grid[0] && p.b > EPS) {
      high = null;
      continue;
    }
    const left = daysFrom(plateauAgeOf(p.a, p.b, p.c), ageToday);
    low = Math.min(low, left);
    if (high !== null) high = Math.max(high, left);
  }
  return {
    kind: 'fit',
    a: best.a,
    b: best.b,
    c: best.c,
    plateauAge,
    daysLeft,
    reached: daysLeft === 0,
    range: { low, high },
    today: lallyValue(best, ageToday),
    rss: best.rss,
    n,
  };
}
