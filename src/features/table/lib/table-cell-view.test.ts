import { describe, expect, it } from 'vitest';
import type { QuestionWithOptions } from '@/api/question-metadata';
import { habitDayKey } from '@/services/offline/habit-day-queue';
import type { HabitTree } from '@/hooks/use-habits';
import { frequencyDoneDays, tableCellView } from './table-cell-view';

const habit = (id: number, freq_num: number, freq_den: number): HabitTree =>
  ({
    id,
    name: `Habit ${id}`,
    created_at: '2016-01-01T08:00:00Z',
    daily_target: null,
    freq_num,
    freq_den,
    weekdays: null,
    questions: [
      {
        id: id * 10,
        habit_id: id,
        question: `Habit ${id}?`,
        position: 0,
        kind: 'choice',
        option_metadata: [
          { id: id * 100 + 1, question_id: id * 10, label: 'Yes', score_value: 1 },
          { id: id * 100 + 2, question_id: id * 10, label: 'No', score_value: 0 },
        ],
      } as unknown as QuestionWithOptions,
    ],
  }) as unknown as HabitTree;

// "Wake up early", 3 in 7, checked on 14, 16 and 18 March 2016; a daily habit checked on the 16th.
const wake = habit(1, 3, 7);
const daily = habit(2, 1, 1);
const totals = [
  ...['2016-03-14', '2016-03-16', '2016-03-18'].map((date) => ({
    habit_id: 1,
    date,
    total_score: 1,
  })),
  { habit_id: 2, date: '2016-03-16', total_score: 1 },
];
const days = ['2016-03-21', '2016-03-20', '2016-03-19', '2016-03-18', '2016-03-17'];
const reads = { totals, byDay: new Map(), pending: {}, pauses: [], today: '2026-11-27' };

describe('frequencyDoneDays', () => {
  it("marks the unchecked days inside a met window with the window's count, nothing else", () => {
    const done = frequencyDoneDays([wake, daily], days, reads);
    expect([...done.keys()].sort()).toEqual(
      ['2016-03-17', '2016-03-19', '2016-03-20'].map((d) => habitDayKey(1, d)),
    );
    expect(done.get(habitDayKey(1, '2016-03-19'))).toBe('3 of 3 that week');
  });

  it('a covered cell reads done by the frequency, not missed', () => {
    const done = frequencyDoneDays([wake], days, reads);
    const view = (date: string) =>
      tableCellView(wake, date, {
        today: '2026-11-27',
        byDay: new Map(),
        pending: {},
        pauses: [],
        loaded: true,
        firstDays: new Map([[1, '2016-03-14']]),
        autoDone: done,
      });
    expect(view('2016-03-19').label).toBe(
      'Habit 1, Sat 19 Mar 2016: not answered, done by the frequency (3 of 3 that week)',
    );
    expect(view('2016-03-19').className).toContain('is-auto');
    // The 21st is after the window: missed.
    expect(view('2016-03-21').label).toBe(
      'Habit 1, Mon 21 Mar 2016: not answered, missed (not answered)',
    );
  });
});
