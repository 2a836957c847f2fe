import { describe, expect, it } from 'vitest';
import {
  homeSections,
  isDayComplete,
  isHabitComplete,
  pausedText,
  type AwayReason,
} from './home-sections';

const habit = (id: number, questions = [id * 10]) => ({
  id,
  questions: questions.map((q) => ({ id: q })),
});

describe('isHabitComplete', () => {
  it('needs every question answered', () => {
    const h = habit(1, [1, 2]);
    expect(isHabitComplete(h, new Set([1]))).toBe(false);
    expect(isHabitComplete(h, new Set([1, 2]))).toBe(true);
  });

  it('a habit without questions is never complete', () => {
    expect(isHabitComplete(habit(1, []), new Set())).toBe(false);
  });
});

describe('homeSections', () => {
  const habits = [1, 2, 3, 4, 5].map((id) => habit(id));

  it('puts open habits first and done ones after, each in the user order', () => {
    const sections = homeSections(habits, new Set([1, 4]), { hideFinished: false });
    expect(sections.map((s) => [s.id, s.items.map((h) => h.id), s.hidden])).toEqual([
      ['open', [2, 3, 5], 0],
      ['done', [1, 4], 0],
    ]);
  });

  it('never lists an open habit after a done one', () => {
    const settled = new Set([2, 3]);
    const order = homeSections(habits, settled, { hideFinished: false }).flatMap((s) => s.items);
    const firstDone = order.findIndex((h) => settled.has(h.id));
    expect(order.slice(firstDone).every((h) => settled.has(h.id))).toBe(true);
    expect(order).toHaveLength(5);
  });

  it('hides the done habits on request and says how many', () => {
    expect(homeSections(habits, new Set([1, 4]), { hideFinished: true })).toEqual([
      { id: 'open', items: [habits[1], habits[2], habits[4]], hidden: 0 },
      { id: 'done', items: [], hidden: 2 },
    ]);
  });

  it('leaves out empty sections', () => {
    expect(homeSections(habits, new Set(), { hideFinished: true }).map((s) => s.id)).toEqual([
      'open',
    ]);
    expect(
      homeSections(habits, new Set([1, 2, 3, 4, 5]), { hideFinished: false }).map((s) => s.id),
    ).toEqual(['done']);
    expect(homeSections([], new Set(), { hideFinished: false })).toEqual([]);
  });
});

describe('isDayComplete', () => {
  it('is true once every habit with questions is complete', () => {
    const habits = [habit(1), habit(2), habit(3, [])];
    expect(isDayComplete(habits, new Set([1]))).toBe(false);
    expect(isDayComplete(habits, new Set([1, 2]))).toBe(true);
    expect(isDayComplete([habit(3, [])], new Set())).toBe(false);
  });
});

describe('homeSections with habits not due', () => {
  const habits = [1, 2, 3, 4, 5].map((id) => habit(id));
  const away = new Map<number, AwayReason>([
    [2, 'notDue'],
    [3, 'paused'],
    [5, 'notDue'],
  ]);

  it('puts due habits first, then paused ones, then "Not due today", each in the user order', () => {
    const sections = homeSections(habits, new Set([4]), { hideFinished: false, away });
    expect(sections.map((s) => [s.id, s.items.map((h) => h.id)])).toEqual([
      ['open', [1]],
      ['done', [4]],
      ['paused', [3]],
      ['notDue', [2, 5]],
    ]);
  });

  it('keeps habits not due out of the finished ones and out of hiding', () => {
    const sections = homeSections(habits, new Set([2, 4]), { hideFinished: true, away });
    expect(sections.map((s) => [s.id, s.items.map((h) => h.id), s.hidden])).toEqual([
      ['open', [1], 0],
      ['done', [], 1],
      ['paused', [3], 0],
      ['notDue', [2, 5], 0],
    ]);
  });

  it('says the day is done when every due habit is (skipped ones count as finished)', () => {
    expect(isDayComplete(habits, new Set([1, 4]), away)).toBe(true);
    expect(isDayComplete(habits, new Set([1]), away)).toBe(false);
    const allAway = new Map(habits.map((h) => [h.id, 'paused' as const]));
    expect(isDayComplete(habits, new Set(), allAway)).toBe(false);
  });
});

describe('pausedText', () => {
  it('says until when (the last paused day), or only "Paused" when open-ended', () => {
    expect(pausedText('2026-11-30')).toBe('Paused until Mon 30 Nov 2026');
    expect(pausedText(null)).toBe('Paused');
  });
});
