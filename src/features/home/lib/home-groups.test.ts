import { describe, expect, it } from 'vitest';
import { filterByName, groupKey, hasGroupedHabits, homeGroups } from './home-groups';
import type { AwayReason } from './home-sections';

const habit = (id: number, group_id: number | null, name = `Habit ${id}`) => ({
  id,
  group_id,
  name,
  questions: [{ id: id * 10 }],
});
const groups = [
  { id: 7, name: 'Morning', color: '#ea580c' },
  { id: 3, name: 'Health', color: '#16a34a' },
];
const ids = (items: { id: number }[]) => items.map((h) => h.id);

describe('homeGroups', () => {
  const habits = [habit(1, 3), habit(2, null), habit(3, 7), habit(4, 7), habit(5, 3), habit(6, 99)];

  it("puts each group's habits under it in the order of groups, the others last", () => {
    const { blocks, apart, finished } = homeGroups(habits, groups, new Set([3]), {
      hideFinished: false,
    });
    expect(blocks.map((b) => [b.key, b.group?.name ?? null, ids(b.items), b.hidden])).toEqual([
      // Open first, then finished, each in the user's order.
      ['7', 'Morning', [4, 3], 0],
      ['3', 'Health', [1, 5], 0],
      // No group, or a group not (or no longer) among the user's.
      ['none', null, [2, 6], 0],
    ]);
    expect(apart).toEqual([]);
    expect(finished).toBe(1);
  });

  it('hides finished habits and counts them; a group with nothing left keeps its heading', () => {
    const { blocks, finished } = homeGroups(habits, groups, new Set([3, 4]), {
      hideFinished: true,
    });
    expect(blocks.map((b) => [b.key, ids(b.items), b.hidden])).toEqual([
      ['7', [], 2],
      ['3', [1, 5], 0],
      ['none', [2, 6], 0],
    ]);
    expect(finished).toBe(2);
  });

  it('leaves paused and not-due habits apart, after every group; a group with none due has no block', () => {
    const away = new Map<number, AwayReason>([
      [1, 'paused'],
      [5, 'notDue'],
      [2, 'notDue'],
    ]);
    const { blocks, apart } = homeGroups(habits, groups, new Set(), { hideFinished: false, away });
    expect(blocks.map((b) => [b.key, ids(b.items)])).toEqual([
      ['7', [3, 4]],
      ['none', [6]],
    ]);
    expect(apart.map((s) => [s.id, ids(s.items)])).toEqual([
      ['paused', [1]],
      ['notDue', [2, 5]],
    ]);
  });
});

describe('hasGroupedHabits', () => {
  it("is true once a habit is in one of the user's groups", () => {
    expect(hasGroupedHabits([habit(1, null)], groups)).toBe(false);
    expect(hasGroupedHabits([habit(1, 99)], groups)).toBe(false);
    expect(hasGroupedHabits([habit(1, null), habit(2, 3)], groups)).toBe(true);
    expect(hasGroupedHabits([habit(2, 3)], [])).toBe(false);
  });
});

describe('groupKey', () => {
  it("is the group's id, or 'none'", () => {
    expect(groupKey(7)).toBe('7');
    expect(groupKey(null)).toBe('none');
  });
});

describe('filterByName', () => {
  const named = ['Meditate', 'Drink water', 'Café visit', 'Walk the dog'].map((name, i) =>
    habit(i + 1, null, name),
  );
  it('keeps the habits whose name holds every word typed, any case or accent, in order', () => {
    expect(ids(filterByName(named, 'WAT'))).toEqual([2]);
    expect(ids(filterByName(named, 'cafe'))).toEqual([3]);
    expect(ids(filterByName(named, 'dog walk'))).toEqual([4]);
    expect(ids(filterByName(named, 'a'))).toEqual([1, 2, 3, 4]);
    expect(ids(filterByName(named, 'zzz'))).toEqual([]);
  });
  it('keeps every habit for an empty or blank filter', () => {
    expect(ids(filterByName(named, ''))).toEqual([1, 2, 3, 4]);
    expect(ids(filterByName(named, '   '))).toEqual([1, 2, 3, 4]);
  });
});
