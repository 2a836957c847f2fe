import { describe, expect, it } from 'vitest';
import type { DailyHabitScoreWithAnswers } from '@/api/daily-habit-scores';
import type { QuestionWithOptions } from '@/api/question-metadata';
import { dayKey, dayState, maxOf, nextDayInput, skipDayInput, unskipDayInput } from './day-state';

const q = (id: number, scores: number[]) =>
  ({
    id,
    habit_id: 1,
    question: `Q${id}`,
    position: id,
    option_metadata: scores.map((score_value, i) => ({
      id: id * 10 + i,
      question_id: id,
      label: `o${i}`,
      score_value,
      position: i,
    })),
  }) as unknown as QuestionWithOptions;

const questions = [q(1, [0, 5, 10]), q(2, [-3, 0, 4])];

const server = (
  answers: { question_id: number; option_id: number | null; score_value: number; notes?: string }[],
) =>
  ({
    checkmark_id: 99,
    habit_id: 1,
    date: '2026-01-02',
    total_score: answers.reduce((s, a) => s + a.score_value, 0),
    answer_entry: answers.map((a, i) => ({ id: i + 1, cmt_id: 99, notes: null, ...a })),
  }) as unknown as DailyHabitScoreWithAnswers;

describe('dayState', () => {
  it('shows nothing answered without a check-mark', () => {
    const s = dayState(questions, undefined, undefined);
    expect(s).toMatchObject({ total: 0, max: 14, percent: 0, hasCheckmark: false });
    expect(s.answers.size).toBe(0);
    expect(maxOf(questions)).toBe(14);
  });

  it("uses the server's total and the scores the answers were saved with", () => {
    // Scores saved earlier stay, even if the option's score changed since.
    const s = dayState(
      questions,
      server([{ question_id: 1, option_id: 12, score_value: 8 }]),
      undefined,
    );
    expect(s.total).toBe(8);
    expect(s.answers.get(1)).toEqual({ optionId: 12, notes: null, score: 8 });
    expect(Math.round(s.percent)).toBe(57);
  });

  it('lays a pending save over the server data, with the options current scores', () => {
    const s = dayState(questions, server([{ question_id: 1, option_id: 12, score_value: 10 }]), {
      habitId: 1,
      date: '2026-01-02',
      answers: [
        { questionId: 1, optionId: null },
        { questionId: 2, optionId: 20, notes: 'tired' },
      ],
    });
    expect(s.answers.has(1)).toBe(false);
    expect(s.answers.get(2)).toEqual({ optionId: 20, notes: 'tired', score: -3 });
    expect(s.total).toBe(-3);
    expect(s.percent).toBe(0);
    expect(s.hasCheckmark).toBe(true);
  });
});

describe('nextDayInput', () => {
  it('sends the whole day as shown with the tapped question changed, keeping notes', () => {
    const current = dayState(
      questions,
      server([
        { question_id: 1, option_id: 11, score_value: 5, notes: 'ok' },
        { question_id: 2, option_id: 22, score_value: 4 },
      ]),
      undefined,
    );
    expect(nextDayInput(1, '2026-01-02', current, { questionId: 1, optionId: 12 })).toEqual({
      habitId: 1,
      date: '2026-01-02',
      answers: [
        { questionId: 2, optionId: 22, notes: null },
        { questionId: 1, optionId: 12, notes: 'ok' },
      ],
    });
    expect(
      nextDayInput(1, '2026-01-02', current, { questionId: 2, optionId: null }).answers,
    ).toEqual([
      { questionId: 1, optionId: 11, notes: 'ok' },
      { questionId: 2, optionId: null, notes: null },
    ]);
  });

  it('leaves out answers whose option was deleted, so the server keeps them as history', () => {
    const current = dayState(
      questions,
      server([{ question_id: 2, option_id: null, score_value: 4 }]),
      undefined,
    );
    expect(nextDayInput(1, '2026-01-02', current, { questionId: 1, optionId: 10 }).answers).toEqual(
      [{ questionId: 1, optionId: 10, notes: null }],
    );
    expect(dayKey(1, '2026-01-02')).toBe('1:2026-01-02');
  });
});

describe('dayState with skips', () => {
  const skippedServer = {
    ...server([]),
    total_score: 0,
    skipped: true,
    skip_note: 'flu',
  } as unknown as DailyHabitScoreWithAnswers;

  it('shows a skipped day from the server as skipped, with its note and nothing counted', () => {
    const s = dayState(questions, skippedServer, undefined);
    expect(s).toMatchObject({ skipped: true, skipNote: 'flu', hasCheckmark: false, total: 0 });
    expect(s.answers.size).toBe(0);
  });

  it('shows a queued skip at once: answers cleared, skipped with the note', () => {
    const answered = server([{ question_id: 1, option_id: 12, score_value: 10 }]);
    const s = dayState(questions, answered, skipDayInput(1, '2026-01-02', '  ill '));
    expect(s).toMatchObject({ skipped: true, skipNote: 'ill', hasCheckmark: false, total: 0 });
    expect(s.answers.size).toBe(0);
    expect(skipDayInput(1, '2026-01-02', ' ')).toEqual({
      habitId: 1,
      date: '2026-01-02',
      answers: [],
      skipped: true,
    });
  });

  it('shows a queued unskip of a skipped day as unanswered, without a check-mark', () => {
    const s = dayState(questions, skippedServer, unskipDayInput(1, '2026-01-02'));
    expect(s).toMatchObject({ skipped: false, skipNote: null, hasCheckmark: false, total: 0 });
  });

  it('un-skips on a queued answer, and keeps the skip on an edit that chooses nothing', () => {
    const answer = { habitId: 1, date: '2026-01-02', answers: [{ questionId: 1, optionId: 11 }] };
    expect(dayState(questions, skippedServer, answer)).toMatchObject({
      skipped: false,
      hasCheckmark: true,
      total: 5,
    });
    const clear = { habitId: 1, date: '2026-01-02', answers: [{ questionId: 1, optionId: null }] };
    expect(dayState(questions, skippedServer, clear)).toMatchObject({ skipped: true });
  });

  it('keeps an answered day as it is on an unskip (the server leaves it)', () => {
    const answered = server([{ question_id: 1, option_id: 12, score_value: 10 }]);
    const s = dayState(questions, answered, unskipDayInput(1, '2026-01-02'));
    expect(s).toMatchObject({ skipped: false, hasCheckmark: true, total: 10 });
  });
});

describe('number questions', () => {
  const water = {
    id: 3,
    habit_id: 1,
    question: 'Glasses',
    position: 3,
    kind: 'number',
    unit: 'glasses',
    target: 8,
    target_type: 'at_least',
    points: 10,
    option_metadata: [],
  } as unknown as QuestionWithOptions;
  const both = [questions[0], water];

  it("the maximum counts a number question's points", () => {
    expect(maxOf(both)).toBe(20);
  });

  it('a queued value is shown at once with the score the database will give it (6 of 8: 8)', () => {
    const state = dayState(both, null, {
      habitId: 1,
      date: '2026-01-02',
      answers: [{ questionId: 3, optionId: null, value: 6, notes: null }],
    });
    expect(state.answers.get(3)).toEqual({ optionId: null, value: 6, notes: null, score: 8 });
    expect(state.total).toBe(8);
    expect(state.percent).toBe(40);
    expect(state.hasCheckmark).toBe(true);
  });

  it("the server's value and score are shown; a queued null value removes the answer", () => {
    const saved = server([{ question_id: 3, option_id: null, score_value: 10 }]);
    saved.answer_entry[0].value = 9;
    expect(dayState(both, saved, null).answers.get(3)).toMatchObject({ value: 9, score: 10 });
    const cleared = dayState(both, saved, {
      habitId: 1,
      date: '2026-01-02',
      answers: [{ questionId: 3, optionId: null, value: null }],
    });
    expect(cleared.answers.has(3)).toBe(false);
    expect(cleared.total).toBe(0);
  });

  it('nextDayInput keeps the values of the day and sends a changed value', () => {
    const state = dayState(
      both,
      server([{ question_id: 1, option_id: 12, score_value: 10 }]),
      null,
    );
    const withValue = nextDayInput(1, '2026-01-02', state, {
      questionId: 3,
      optionId: null,
      value: 2.5,
    });
    expect(withValue.answers).toEqual([
      { questionId: 1, optionId: 12, notes: null },
      { questionId: 3, optionId: null, value: 2.5, notes: null },
    ]);
    const after = dayState(both, null, withValue);
    const tap = nextDayInput(1, '2026-01-02', after, { questionId: 1, optionId: 11 });
    expect(tap.answers).toEqual([
      { questionId: 3, optionId: null, value: 2.5, notes: null },
      { questionId: 1, optionId: 11, notes: null },
    ]);
  });

  it('a queued value un-skips a skipped day', () => {
    const skipped = { ...server([]), skipped: true, skip_note: null } as DailyHabitScoreWithAnswers;
    const state = dayState(both, skipped, {
      habitId: 1,
      date: '2026-01-02',
      answers: [{ questionId: 3, optionId: null, value: 1 }],
    });
    expect(state.skipped).toBe(false);
    expect(state.total).toBe(1);
  });
});
