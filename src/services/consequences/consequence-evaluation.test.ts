import { describe, expect, it } from 'vitest';
import { evaluateConsequences } from '@/lib/scores/consequences';
import {
  findFirings,
  planHistoryRead,
  type DayTotalRow,
  type EvaluatedHabit,
  type RuleRow,
} from './consequence-evaluation';

const habit = (id: number, overrides: Partial<EvaluatedHabit> = {}): EvaluatedHabit => ({
  id,
  daily_target: null,
  created_at: '2025-03-01T12:00:00Z',
  archived: false,
  max: 1,
  ...overrides,
});

const rule = (id: number, habitId: number, overrides: Partial<RuleRow> = {}): RuleRow => ({
  id,
  habit_id: habitId,
  kind: 'penalty',
  trigger_type: 'missed_days',
  threshold: 2,
  active: true,
  created_at: '2025-03-10T12:00:00Z',
  ...overrides,
});

const days = (habitId: number, dates: string[]): DayTotalRow[] =>
  dates.map((date) => ({ habit_id: habitId, date, total_score: 1 }));

describe('planHistoryRead', () => {
  it('reads the habits with an active rule from the earliest rule start', () => {
    const habits = [
      habit(3),
      habit(1, { created_at: '2025-03-08T12:00:00Z' }),
      habit(2),
      habit(4, { created_at: '2025-03-12T12:00:00Z' }),
    ];
    const rules = [
      rule(10, 3, { created_at: '2025-03-09T12:00:00Z' }),
      // The habit was created after the rule's date: the habit's date counts.
      rule(11, 4, { created_at: '2025-03-02T12:00:00Z' }),
      rule(12, 1, { created_at: '2025-03-05T12:00:00Z' }),
      rule(13, 2, { active: false, created_at: '2025-03-01T12:00:00Z' }),
      rule(14, 3),
    ];
    expect(planHistoryRead(rules, habits)).toEqual({ habitIds: [1, 3, 4], from: '2025-03-08' });
  });

  it('skips archived and unknown habits, and needs nothing without an active rule', () => {
    const habits = [habit(1, { archived: true }), habit(2)];
    expect(planHistoryRead([rule(10, 1), rule(11, 99)], habits)).toBeNull();
    expect(planHistoryRead([rule(10, 2, { active: false })], habits)).toBeNull();
    expect(planHistoryRead([], habits)).toBeNull();
    expect(planHistoryRead([rule(10, 1), rule(11, 2)], habits)).toEqual({
      habitIds: [2],
      from: '2025-03-10',
    });
  });
});

describe('findFirings', () => {
  const base = {
    today: '2025-03-20',
    weekStart: 1 as const,
  };

  it('is evaluateConsequences over the rows read, each firing with its habit', () => {
    const habits = [habit(1), habit(2, { daily_target: 3, max: 5 })];
    const rules = [
      rule(10, 1),
      rule(20, 2, { trigger_type: 'streak_reached', kind: 'reward', threshold: 2 }),
    ];
    const history = [
      ...days(1, ['2025-03-12', '2025-03-13', '2025-03-16']),
      ...days(2, ['2025-03-14', '2025-03-15']).map((d) => ({ ...d, total_score: 4 })),
    ];
    const firings = findFirings({ ...base, rules, habits, days: history, logged: [] });
    expect(firings).toEqual([
      { consequence_id: 10, trigger_date: '2025-03-11', habit_id: 1 },
      { consequence_id: 10, trigger_date: '2025-03-15', habit_id: 1 },
      { consequence_id: 20, trigger_date: '2025-03-15', habit_id: 2 },
      { consequence_id: 10, trigger_date: '2025-03-18', habit_id: 1 },
    ]);
    expect(
      firings.map(({ consequence_id, trigger_date }) => ({ consequence_id, trigger_date })),
    ).toEqual(
      evaluateConsequences({
        consequences: rules as never,
        days: history as never,
        habits,
        ...base,
      }),
    );
  });

  it('leaves out what is logged, so evaluating again finds nothing', () => {
    const input = { ...base, rules: [rule(10, 1)], habits: [habit(1)], days: [] };
    const first = findFirings({ ...input, logged: [] });
    expect(first.length).toBeGreaterThan(1);
    expect(findFirings({ ...input, logged: first })).toEqual([]);
    expect(findFirings({ ...input, logged: first.slice(1) })).toEqual(first.slice(0, 1));
  });

  it('skips archived habits and rows without a habit or date; a null total is 0', () => {
    const rules = [rule(10, 1, { threshold: 1 }), rule(20, 2, { threshold: 1 })];
    const habits = [habit(1, { daily_target: 1 }), habit(2, { archived: true })];
    const history: DayTotalRow[] = [
      ...days(1, ['2025-03-10', '2025-03-11', '2025-03-12', '2025-03-13', '2025-03-14']),
      { habit_id: 1, date: '2025-03-15', total_score: null },
      { habit_id: null, date: '2025-03-16', total_score: 1 },
      { habit_id: 1, date: null, total_score: 1 },
      ...days(1, ['2025-03-16', '2025-03-17', '2025-03-18', '2025-03-19']),
    ];
    expect(findFirings({ ...base, rules, habits, days: history, logged: [] })).toEqual([
      { consequence_id: 10, trigger_date: '2025-03-15', habit_id: 1 },
    ]);
    expect(findFirings({ ...base, rules, habits: [habits[1]], days: [], logged: [] })).toEqual([]);
  });
});

describe('schedules, skips and pauses (docs/schedules.md)', () => {
  it('planHistoryRead reads freq_den - 1 days more for a frequency habit', () => {
    const habits = [habit(1, { freq_num: 3, freq_den: 7 }), habit(2)];
    expect(planHistoryRead([rule(1, 1)], habits)).toEqual({ habitIds: [1], from: '2025-03-04' });
    expect(planHistoryRead([rule(2, 2)], habits)).toEqual({ habitIds: [2], from: '2025-03-10' });
  });

  it('findFirings passes over paused and skipped days and follows the schedule', () => {
    const base = {
      rules: [rule(1, 1, { threshold: 2 })],
      logged: [],
      today: '2025-03-16',
      weekStart: 1 as const,
    };
    // Nothing answered from 03-10: missed_days 2 fires on 03-11, 03-13, 03-15.
    expect(
      findFirings({ ...base, habits: [habit(1)], days: [] }).map((f) => f.trigger_date),
    ).toEqual(['2025-03-11', '2025-03-13', '2025-03-15']);
    // Paused 03-11..03-14 and 03-15 skipped: 03-10 is the only day missed.
    expect(
      findFirings({
        ...base,
        habits: [habit(1)],
        days: [{ habit_id: 1, date: '2025-03-15', total_score: 0, skipped: true }],
        pauses: [{ habit_id: 1, start_date: '2025-03-11', end_date: '2025-03-14' }],
      }),
    ).toEqual([]);
    // Due on Mondays only (bit 0): 03-10 missed, the other days are rest days.
    expect(findFirings({ ...base, habits: [habit(1, { weekdays: 1 })], days: [] })).toEqual([]);
  });
});
