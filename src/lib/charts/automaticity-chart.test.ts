import { describe, expect, it } from 'vitest';
import { automaticityGeometry } from './automaticity-chart';

describe('automaticityGeometry', () => {
  it('places check-ins by the habit’s age and value (1 at the bottom, 7 at the top)', () => {
    const g = automaticityGeometry(
      [
        { age: 7, value: 1 },
        { age: 14, value: 4 },
        { age: 28, value: 7 },
      ],
      null,
      28,
    );
    expect(g.xMax).toBe(28);
    expect(g.dots).toEqual([
      { x: 75, y: 100 },
      { x: 150, y: 50 },
      { x: 300, y: 0 },
    ]);
    expect(g.line).toBe('M75,100L150,50L300,0');
    expect(g.curve).toBe('');
    expect(g.plateauY).toBeNull();
    expect(g.todayX).toBe(300);
  });

  it('runs on to the day the curve reaches 95 % of its plateau, at most a year past today', () => {
    const fit = { a: 6, b: 4, c: 0.05, plateauAge: 70 };
    const g = automaticityGeometry([{ age: 35, value: 5 }], fit, 35);
    expect(g.xMax).toBe(70);
    expect(g.todayX).toBe(150);
    // 95 % of a plateau of 6 is 5.7: 1.3 of 6 below the top.
    expect(g.plateauY).toBeCloseTo((100 * 1.3) / 6, 1);
    // The curve starts at a - b = 2 (5 of 6 below the top).
    expect(g.curve.startsWith('M0,83.33L')).toBe(true);
    expect(g.curve.split('L')).toHaveLength(61);
    const far = automaticityGeometry([], { ...fit, plateauAge: 2000 }, 35);
    expect(far.xMax).toBe(400);
  });

  it('a new habit gets a week of axis', () => {
    expect(automaticityGeometry([], null, 0).xMax).toBe(7);
  });
});
