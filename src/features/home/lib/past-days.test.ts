import { describe, expect, it } from 'vitest';
import type { DailyHabitScoreWithAnswers } from '@/api/daily-habit-scores';
import type { QuestionWithOptions } from '@/api/question-metadata';
import { habitDayKey, type usePendingHabitDay } from '@/services/offline/habit-day-queue';
import type { HabitTree } from '@/hooks/use-habits';
import { yesNoHabit } from '@/components/habit-day/day-toggle';
import {
  offersPastDays,
  pastDates,
  pastDayCell,
  pastDayName,
  pastDaySymbol,
  pastDayTotals,
  type PastDayReads,
} from './past-days';

const DAY = '2026-11-27'; // a Friday

type PendingHabitDay = NonNullable<ReturnType<typeof usePendingHabitDay>>;

const habit = (more: Partial<HabitTree> = {}): HabitTree =>
  ({
    id: 1,
    name: 'Stretch',
    created_at: '2026-11-01T12:00:00Z',
    daily_target: 10,
    freq_num: 1,
    freq_den: 1,
    weekdays: null,
    questions: [
      {
        id: 10,
        habit_id: 1,
        question: 'Did you stretch?',
        position: 0,
        kind: 'choice',
        option_metadata: [
          { id: 101, question_id: 10, label: 'Yes', score_value: 10 },
          { id: 102, question_id: 10, label: 'No', score_value: 0 },
        ],
      } as unknown as QuestionWithOptions,
    ],
    ...more,
  }) as unknown as HabitTree;

const stretch = habit();
const yesNo = yesNoHabit(stretch.questions)!;

/** A row of the past days' read: answered `optionId` (with its score), with a note. */
const row = (date: string, optionId: number, notes: string | null = null) =>
  ({
    habit_id: 1,
    date,
    total_score: optionId === 101 ? 10 : 0,
    skipped: false,
    answer_entry: [{ question_id: 10, option_id: optionId, score_value: 0, notes, value: null }],
  }) as unknown as DailyHabitScoreWithAnswers;

const reads = (more: Partial<PastDayReads> = {}): PastDayReads => ({
  today: DAY,
  totals: new Map(),
  oldest: new Map(),
  answers: new Map(),
  answersRead: true,
  pauses: [],
  ...more,
});

const pendingYes = (date: string): PendingHabitDay =>
  ({
    key: habitDayKey(1, date),
    habitId: 1,
    date,
    answers: [{ questionId: 10, optionId: 101, notes: null }],
    status: 'pending',
  }) as PendingHabitDay;

describe('the days before on home', () => {
  it('are the three days before the day shown, oldest first', () => {
    expect(pastDates(DAY)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26']);
    expect(pastDates('2026-03-01')).toEqual(['2026-02-26', '2026-02-27', '2026-02-28']);
  });

  it('pick the year of totals on those days, and each habit its oldest date, in one pass', () => {
    const { totals, oldest } = pastDayTotals(
      [
        { habit_id: 1, date: '2026-01-05', total_score: 10 },
        { habit_id: 1, date: '2026-11-25', total_score: 0 },
        { habit_id: 2, date: '2026-11-26', total_score: 10, skipped: true },
        { habit_id: 2, date: '2026-11-27', total_score: 10 },
        { habit_id: null, date: '2026-11-25', total_score: 10 },
      ],
      '2026-11-24',
      '2026-11-26',
    );
    expect([...totals.keys()]).toEqual([
      habitDayKey(1, '2026-11-25'),
      habitDayKey(2, '2026-11-26'),
    ]);
    expect(oldest).toEqual(
      new Map([
        [1, '2026-01-05'],
        [2, '2026-11-26'],
      ]),
    );
  });

  it('mark a day Yes done, No not done, none unanswered, each a toggle', () => {
    const answers = new Map([
      [habitDayKey(1, '2026-11-24'), row('2026-11-24', 101)],
      [habitDayKey(1, '2026-11-25'), row('2026-11-25', 102, 'sore knee')],
    ]);
    const cells = pastDates(DAY).map((d) =>
      pastDayCell(stretch, yesNo, d, reads({ answers }), undefined),
    );
    expect(cells.map((c) => (c.kind === 'toggle' ? [c.mark, c.tappable] : c.kind))).toEqual([
      ['done', true],
      ['not_done', true],
      ['unanswered', true],
    ]);
    // The state handed to the toggle has the day's note (it goes with the save).
    const notDone = cells[1];
    expect(notDone.kind === 'toggle' && notDone.state.answers.get(10)?.notes).toBe('sore knee');
    expect(cells.map(pastDaySymbol)).toEqual(['✓', '✗', '·']);
    expect(cells.map(pastDayName)).toEqual([
      'Tue 24 Nov: done. Tap to mark not done',
      'Wed 25 Nov: not done. Tap to mark done',
      'Thu 26 Nov: not answered. Tap to mark done',
    ]);
  });

  it('show what waits to sync at once', () => {
    const cell = pastDayCell(stretch, yesNo, '2026-11-26', reads(), pendingYes('2026-11-26'));
    expect(cell.kind === 'toggle' && cell.mark).toBe('done');
  });

  it('until the answers are read, stand in with the year of totals, and toggle only a day without', () => {
    const totals = new Map([
      [habitDayKey(1, '2026-11-24'), { habit_id: 1, date: '2026-11-24', total_score: 10 }],
      [habitDayKey(1, '2026-11-25'), { habit_id: 1, date: '2026-11-25', total_score: 0 }],
    ]);
    const cells = pastDates(DAY).map((d) =>
      pastDayCell(stretch, yesNo, d, reads({ totals, answersRead: false }), undefined),
    );
    expect(cells.map((c) => (c.kind === 'toggle' ? [c.mark, c.tappable] : c.kind))).toEqual([
      ['done', false],
      ['not_done', false],
      ['unanswered', true],
    ]);
    // Not a button until read, so its name offers no tap.
    expect(pastDayName(cells[0])).toBe('Tue 24 Nov: done');
    // A day whose save waits in the queue is decided by it: toggled as shown.
    const queued = pastDayCell(
      stretch,
      yesNo,
      '2026-11-25',
      reads({ totals, answersRead: false }),
      pendingYes('2026-11-25'),
    );
    expect(queued.kind === 'toggle' && [queued.mark, queued.tappable]).toEqual(['done', true]);
  });

  it('are neutral before the habit began, skipped, paused or not due', () => {
    const newer = habit({ created_at: '2026-11-26T12:00:00Z' });
    const before = pastDayCell(newer, yesNo, '2026-11-25', reads(), undefined);
    expect(before).toEqual({ kind: 'neutral', date: '2026-11-25', reason: 'before' });
    expect(pastDayName(before)).toBe('Wed 25 Nov: before this habit began');
    // An older entry (an import) moves the first day back.
    const imported = reads({ oldest: new Map([[1, '2026-10-01']]) });
    expect(pastDayCell(newer, yesNo, '2026-11-25', imported, undefined).kind).toBe('toggle');

    const skippedRow = { ...row('2026-11-24', 101), skipped: true, answer_entry: [] };
    const skipped = reads({ answers: new Map([[habitDayKey(1, '2026-11-24'), skippedRow]]) });
    expect(pastDayCell(stretch, yesNo, '2026-11-24', skipped, undefined)).toMatchObject({
      kind: 'neutral',
      reason: 'skipped',
    });
    const paused = reads({
      pauses: [{ habit_id: 1, start_date: '2026-11-25', end_date: '2026-11-25' }],
    });
    const pausedCell = pastDayCell(stretch, yesNo, '2026-11-25', paused, undefined);
    expect(pausedCell).toMatchObject({ kind: 'neutral', reason: 'paused' });
    expect([pastDayName(pausedCell), pastDaySymbol(pausedCell)]).toEqual([
      'Wed 25 Nov: paused',
      '‖',
    ]);
    // On Mondays, Wednesdays and Fridays: Thursday is not due.
    const mwf = habit({ weekdays: 0b0010101 });
    const thursday = pastDayCell(mwf, yesNo, '2026-11-26', reads(), undefined);
    expect(pastDayName(thursday)).toBe('Thu 26 Nov: not due');
  });

  it('are offered once a day before the day shown is on or after the habit began', () => {
    expect(offersPastDays(stretch, DAY, reads())).toBe(true);
    const today = habit({ created_at: '2026-11-27T12:00:00Z' });
    expect(offersPastDays(today, DAY, reads())).toBe(false);
    expect(offersPastDays(today, DAY, reads({ oldest: new Map([[1, '2026-11-20']]) }))).toBe(true);
    expect(offersPastDays(habit({ created_at: '2026-11-26T12:00:00Z' }), DAY, reads())).toBe(true);
  });
});
