import { describe, expect, it } from 'vitest';
import { applyHabitOrder, moveItem } from './habit-order';

const h = (id: number, position: number) => ({ id, position, name: `H${id}` });

describe('applyHabitOrder', () => {
  it('puts listed habits first in list order, the rest after in their old order', () => {
    const habits = [h(1, 0), h(2, 1), h(9, 2), h(3, 3), h(8, 3)];
    const result = applyHabitOrder(habits, [3, 1, 2]);
    expect(result.map((x) => [x.id, x.position])).toEqual([
      [3, 0],
      [1, 1],
      [2, 2],
      [9, 3],
      [8, 4],
    ]);
  });

  it('keeps the objects whose position does not change', () => {
    const habits = [h(1, 0), h(2, 1)];
    const result = applyHabitOrder(habits, [1, 2]);
    expect(result[0]).toBe(habits[0]);
    expect(result[1]).toBe(habits[1]);
  });
});

describe('moveItem', () => {
  it('moves an item up or down by one', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });

  it('leaves the list alone at the ends and for a bad index', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 5, -1)).toEqual(['a', 'b']);
  });
});
