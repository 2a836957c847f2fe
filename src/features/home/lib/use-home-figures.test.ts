import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { QuestionWithOptions } from '@/api/question-metadata';
import { habitDayKey } from '@/services/offline/habit-day-queue';
import type { PendingHabitDay } from '@/services/offline/outbox-store';
import type { HabitTree } from '@/hooks/use-habits';
import { useHomeFigures } from './use-home-figures';

const TODAY = '2026-11-27';

const habit = (id: number): HabitTree =>
  ({
    id,
    name: `Habit ${id}`,
    created_at: '2026-11-01T08:00:00Z',
    daily_target: null,
    freq_num: 1,
    freq_den: 1,
    weekdays: null,
    questions: [
      {
        id: id * 10,
        habit_id: id,
        question: `Habit ${id}?`,
        position: 0,
        kind: 'choice',
        option_metadata: [
          { id: id * 100 + 1, question_id: id * 10, label: 'Yes', score_value: 10 },
          { id: id * 100 + 2, question_id: id * 10, label: 'No', score_value: 0 },
        ],
      } as unknown as QuestionWithOptions,
    ],
  }) as unknown as HabitTree;

const list = [habit(1), habit(2)];
// Both answered Yes on the two days before today: a 2-day streak each, today still open.
const totals = [1, 2].flatMap((habit_id) =>
  ['2026-11-25', '2026-11-26'].map((date) => ({ habit_id, date, total_score: 10 })),
);

const yesToday = (habitId: number): Record<string, PendingHabitDay> => ({
  [habitDayKey(habitId, TODAY)]: {
    key: habitDayKey(habitId, TODAY),
    habitId,
    date: TODAY,
    answers: [{ questionId: habitId * 10, optionId: habitId * 100 + 1 }],
    status: 'pending',
  } as PendingHabitDay,
});

describe('useHomeFigures', () => {
  it("works out again only the habit whose day changed: another habit's figures are kept", () => {
    const args = {
      list,
      totals,
      pauses: [],
      byDay: new Map(),
      pending: {} as Record<string, PendingHabitDay>,
      date: TODAY,
      notLoaded: false,
    };
    const { result, rerender } = renderHook((props: typeof args) => useHomeFigures(props), {
      initialProps: args,
    });
    const before = result.current;
    expect(before.get(1)?.streak).toBe(2);
    expect(before.get(2)?.streak).toBe(2);

    // Habit 1 answered Yes today (waiting to sync): its streak grows; habit 2's figures are the
    // very same object, not worked out again.
    rerender({ ...args, pending: yesToday(1) });
    const after = result.current;
    expect(after.get(1)?.streak).toBe(3);
    expect(after.get(1)).not.toBe(before.get(1));
    expect(after.get(2)).toBe(before.get(2));

    // A new read of the year (new rows, same days) works every habit out again.
    rerender({ ...args, pending: yesToday(1), totals: totals.map((r) => ({ ...r })) });
    expect(result.current.get(2)).not.toBe(after.get(2));
    expect(result.current.get(2)?.streak).toBe(2);
  });

  it('a past day shows the figures as of that day, not as of today', () => {
    // Habit 1: Yes on 17, 18 and 19 March 2016, nothing since. Habit 3: 3 in 7 days, checked on
    // 14, 16 and 18 March 2016. Shown: Sunday 20 March 2016, not answered (yet).
    const weekly = { ...habit(3), freq_num: 3, freq_den: 7 } as HabitTree;
    const old = [
      ...['2016-03-17', '2016-03-18', '2016-03-19'].map((date) => ({
        habit_id: 1,
        date,
        total_score: 10,
      })),
      ...['2016-03-14', '2016-03-16', '2016-03-18'].map((date) => ({
        habit_id: 3,
        date,
        total_score: 10,
      })),
    ];
    const args = {
      list: [habit(1), weekly],
      totals: old,
      pauses: [],
      byDay: new Map(),
      pending: {} as Record<string, PendingHabitDay>,
      date: '2016-03-20',
      notLoaded: false,
    };
    const { result, rerender } = renderHook((props: typeof args) => useHomeFigures(props), {
      initialProps: args,
    });
    // The run that ends the day before, as on any morning.
    expect(result.current.get(1)?.streak).toBe(3);
    expect(result.current.get(3)?.progress).toMatchObject({ done: 3, needed: 3, onTrack: true });
    // The same reads shown as of today: nothing of 2016 counts any more.
    rerender({ ...args, date: TODAY });
    expect(result.current.get(1)?.streak).toBe(0);
    expect(result.current.get(3)?.progress.done).toBe(0);
  });
});
