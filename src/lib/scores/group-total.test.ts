import { describe, expect, it } from 'vitest';
import {
  countsForGroup,
  groupDayTotal,
  groupStrength,
  groupWeekTotals,
  type GroupDayHabit,
} from './group-total';
import { habitStrength, strengthStep } from '@shared/scores/strength';

const day = (more: Partial<GroupDayHabit> = {}): GroupDayHabit => ({
  date: '2026-11-20',
  today: '2026-11-20',
  firstDay: '2026-11-01',
  hasCheckmark: false,
  skipped: false,
  paused: false,
  dueWeekday: true,
  doneByFrequency: false,
  archived: false,
  total: 0,
  max: 10,
  ...more,
});

describe('countsForGroup (the view daily_group_scores)', () => {
  it('counts a due habit, answered or not, from its first day through today', () => {
    expect(countsForGroup(day())).toBe(true);
    expect(countsForGroup(day({ hasCheckmark: true, total: 10 }))).toBe(true);
    expect(countsForGroup(day({ date: '2026-10-31' }))).toBe(false);
    expect(countsForGroup(day({ date: '2026-11-21' }))).toBe(false);
    // A check-mark before the first day or after today counts (it moves the calendar).
    expect(countsForGroup(day({ date: '2026-10-31', hasCheckmark: true }))).toBe(true);
  });

  it('never counts a skipped, paused or weekday-off day, answered or not', () => {
    for (const more of [{ skipped: true }, { paused: true }, { dueWeekday: false }]) {
      expect(countsForGroup(day(more))).toBe(false);
      expect(countsForGroup(day({ ...more, hasCheckmark: true, total: 10 }))).toBe(false);
    }
  });

  it('leaves out an unanswered day done by the frequency, or of an archived habit', () => {
    expect(countsForGroup(day({ doneByFrequency: true }))).toBe(false);
    expect(countsForGroup(day({ archived: true }))).toBe(false);
    expect(countsForGroup(day({ doneByFrequency: true, hasCheckmark: true }))).toBe(true);
    expect(countsForGroup(day({ archived: true, hasCheckmark: true }))).toBe(true);
  });
});

describe('groupDayTotal', () => {
  it("sums the counted habits' totals and maxima", () => {
    expect(
      groupDayTotal([
        day({ hasCheckmark: true, total: 10 }),
        day(),
        day({ dueWeekday: false, max: 50 }),
        day({ skipped: true, max: 7 }),
      ]),
    ).toEqual({ total: 10, max: 20, counted: 2, answered: 1 });
  });

  it('is null when no habit counts', () => {
    expect(groupDayTotal([day({ paused: true })])).toBeNull();
    expect(groupDayTotal([])).toBeNull();
  });
});

describe('groupStrength', () => {
  it("is Loop's smoothing over total / max, one step per date with a row", () => {
    const rows = [
      { date: '2026-11-01', total_score: 10, max_score: 20 },
      { date: '2026-11-02', total_score: 20, max_score: 20 },
      // No row on the 3rd (nothing of the group counted): passed over.
      { date: '2026-11-04', total_score: 0, max_score: 10 },
    ];
    const expected = strengthStep(strengthStep(strengthStep(0, 0.5), 1), 0);
    expect(groupStrength(rows, '2026-11-04')).toBeCloseTo(expected, 12);
    expect(groupStrength([...rows].reverse(), '2026-11-04')).toBeCloseTo(expected, 12);
    expect(groupStrength(rows, '2026-11-02')).toBeCloseTo(
      strengthStep(strengthStep(0, 0.5), 1),
      12,
    );
  });

  it("of a group of one daily habit answered every day is that habit's strength", () => {
    const days = ['2026-11-01', '2026-11-02', '2026-11-03'].map((date, i) => ({
      date,
      total_score: i * 5,
    }));
    const rows = days.map((d) => ({ ...d, max_score: 10 }));
    expect(groupStrength(rows, '2026-11-03')).toBeCloseTo(
      habitStrength(days, 10, '2026-11-03'),
      12,
    );
  });

  it('clips a completion above the maximum and is 0 with no row', () => {
    expect(
      groupStrength([{ date: '2026-11-01', total_score: 30, max_score: 10 }], '2026-11-01'),
    ).toBe(strengthStep(0, 1));
    expect(groupStrength([], '2026-11-01')).toBe(0);
  });
});

describe('groupWeekTotals', () => {
  it('sums each week from the first week through the last, empty weeks at 0', () => {
    const weeks = groupWeekTotals(
      [
        { date: '2026-11-02', total_score: 10, max_score: 20 },
        { date: '2026-11-08', total_score: 5, max_score: 20 },
        { date: '2026-11-17', total_score: 20, max_score: 20 },
        // Before the first week: left out.
        { date: '2026-10-30', total_score: 99, max_score: 99 },
      ],
      '2026-11-02',
      '2026-11-20',
    );
    expect(weeks).toEqual([
      { start: '2026-11-02', total: 15, max: 40, days: 2 },
      { start: '2026-11-09', total: 0, max: 0, days: 0 },
      { start: '2026-11-16', total: 20, max: 20, days: 1 },
    ]);
  });
});
