/**
 * Number questions in SQL (migrations 20251125000000 .. 20251125000200, docs/number-questions.md)
 * through the real supabase-js against the local backend: the table checks and triggers,
 * create_habit / update_habit with a number question (and a kind change), save_habit_day's
 * scoring and refusals (nothing written), the maximum in habit_performance_new, templates,
 * export / import (all or nothing) and row-level security for the new columns.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbClient } from '@/api/db-client';
import { createHabitDayRepository, parseHabitDayInput } from '@/api/habit-day';
import {
  createTestUser,
  startTestBackend,
  type TestBackend,
  type TestUser,
} from '../helpers/backend';

type Row = Record<string, unknown>;

let backend: TestBackend;
let a: TestUser;
let b: TestUser;

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

const water = {
  question: 'Glasses of water',
  kind: 'number',
  unit: 'glasses',
  target: 8,
  target_type: 'at_least',
  points: 10,
};
const mood = {
  question: 'Mood?',
  options: [
    { label: 'Bad', score_value: 0 },
    { label: 'Good', score_value: 5 },
  ],
};

async function rpc<T = unknown>(client: SupabaseClient, fn: string, args: object) {
  const { data, error, status } = await client.rpc(fn, args);
  return { data: data as T, error, status };
}

async function createHabit(client: SupabaseClient, habit: Row) {
  const { data, error } = await rpc<number>(client, 'create_habit', { p_habit: habit });
  expect(error).toBeNull();
  return data;
}

async function questionsOf(client: SupabaseClient, habitId: number) {
  const { data, error } = await client
    .from('question_metadata')
    .select('id, question, kind, unit, target, target_type, points, option_metadata(id, label)')
    .eq('habit_id', habitId)
    .order('position');
  expect(error).toBeNull();
  return data as (Row & { id: number; option_metadata: { id: number; label: string }[] })[];
}

async function answersOf(client: SupabaseClient, habitId: number) {
  const { data, error } = await client
    .from('checkmarks_tracker')
    .select('date, answer_entry(question_id, option_id, value, score_value, notes)')
    .eq('habit_id', habitId)
    .order('date');
  expect(error).toBeNull();
  return data as { date: string; answer_entry: Row[] }[];
}

beforeAll(async () => {
  backend = await startTestBackend();
  a = await createTestUser(backend);
  b = await createTestUser(backend);
});

afterAll(async () => {
  await backend?.stop();
});

describe('table checks', () => {
  let habitId: number;
  beforeAll(async () => {
    habitId = await createHabit(a.client, { name: 'Checks', questions: [mood] });
  });

  it.each([
    ['a number question without a target', { kind: 'number', target_type: 'at_least', points: 5 }],
    ['an unknown kind', { kind: 'slider' }],
    ['a unit over 20 characters', { ...water, unit: 'x'.repeat(21) }],
    ['a target of 0', { ...water, target: 0 }],
    ['0 points', { ...water, points: 0 }],
    ['1001 points', { ...water, points: 1001 }],
    ['an unknown target type', { ...water, target_type: 'exactly' }],
    ['a choice question with a target', { kind: 'choice', target: 3 }],
  ])('question_metadata refuses %s (400)', async (_label, fields) => {
    const { question: _q, ...rest } = fields as Row;
    const result = await a.client
      .from('question_metadata')
      .insert({ habit_id: habitId, question: 'Bad', ...rest });
    expect(result.error).toMatchObject({ code: '23514' });
    expect(result.status).toBe(400);
    const { data } = await a.client.from('question_metadata').select('id').eq('question', 'Bad');
    expect(data).toEqual([]);
  });

  it.each([
    ['negative', -1],
    ['NaN', 'NaN'],
    ['Infinity', 'Infinity'],
    ['over 1e9', 1_000_000_001],
  ])('answer_entry refuses a %s value written directly (400)', async (_label, value) => {
    const numberHabit = await createHabit(a.client, {
      name: `Direct ${_label}`,
      questions: [water],
    });
    const [q] = await questionsOf(a.client, numberHabit);
    const { data: mark } = await a.client
      .from('checkmarks_tracker')
      .insert({ habit_id: numberHabit, date: daysAgo(3) })
      .select('id')
      .single();
    const result = await a.client
      .from('answer_entry')
      .insert({ cmt_id: mark!.id, question_id: q.id, value, score_value: 1 });
    expect(result.error).toMatchObject({ code: '23514' });
    expect(result.status).toBe(400);
    expect((await answersOf(a.client, numberHabit))[0].answer_entry).toEqual([]);
  });

  it('an option cannot be added under a number question, nor a question with options turned into one', async () => {
    const numberHabit = await createHabit(a.client, { name: 'No options', questions: [water] });
    const [q] = await questionsOf(a.client, numberHabit);
    const option = await a.client
      .from('option_metadata')
      .insert({ question_id: q.id, label: 'Some', score_value: 1 });
    expect(option.status).toBe(400);
    expect(option.error?.message).toBe(`Question ${q.id} is a number question: it has no options`);

    const [choice] = await questionsOf(a.client, habitId);
    const turned = await a.client
      .from('question_metadata')
      .update({ kind: 'number', target: 3, target_type: 'at_least', points: 3 })
      .eq('id', choice.id);
    expect(turned.status).toBe(400);
    expect(turned.error?.message).toBe(
      `Question ${choice.id} has options: a number question has none`,
    );
    expect((await questionsOf(a.client, habitId))[0]).toMatchObject({ kind: 'choice' });
  });
});

describe('create_habit / update_habit', () => {
  it('create a habit with a number question and a choice question', async () => {
    const id = await createHabit(a.client, { name: 'Water', questions: [water, mood] });
    const [w, m] = await questionsOf(a.client, id);
    expect(w).toMatchObject({
      question: 'Glasses of water',
      kind: 'number',
      unit: 'glasses',
      target: 8,
      target_type: 'at_least',
      points: 10,
      option_metadata: [],
    });
    expect(m).toMatchObject({ kind: 'choice', unit: null, target: null, points: null });
    expect(m.option_metadata).toHaveLength(2);
  });

  it.each([
    [
      'options',
      { ...water, options: [{ label: 'One', score_value: 1 }] },
      'A number question has no options',
    ],
    [
      'no target',
      { ...water, target: null },
      'Question 1: target is required (a number from 0 to 1000000000)',
    ],
    ['a target of 0', { ...water, target: 0 }, 'Question 1: target must be more than 0'],
    ['a target as text', { ...water, target: '8' }, 'Question 1: target must be a number, not "8"'],
    [
      'an unknown target type',
      { ...water, target_type: 'exactly' },
      'Question 1: target_type must be at_least or at_most',
    ],
    [
      '1.5 points',
      { ...water, points: 1.5 },
      'Question 1: points must be a whole number between 1 and 1000',
    ],
    [
      'a long unit',
      { ...water, unit: 'x'.repeat(21) },
      'Question 1: unit must be at most 20 characters',
    ],
    [
      'an unknown kind',
      { ...water, kind: 'slider' },
      'Question 1: kind must be choice or number, not slider',
    ],
    [
      'a choice with points',
      { ...mood, points: 3 },
      'Question 1: points is only for a number question (kind number)',
    ],
  ])(
    'refuses a number question with %s (400, nothing written)',
    async (label, question, message) => {
      const name = `Bad ${label}`;
      const { error, status } = await rpc(a.client, 'create_habit', {
        p_habit: { name, questions: [question] },
      });
      expect(status).toBe(400);
      expect(error?.message).toBe(message);
      const { data } = await a.client.from('habit_metadata').select('id').eq('name', name);
      expect(data).toEqual([]);
    },
  );

  it('a kind change: choice to number drops the options (answers keep their score); number back to choice needs options', async () => {
    const id = await createHabit(a.client, { name: 'Turning', questions: [mood] });
    const [q] = await questionsOf(a.client, id);
    const good = q.option_metadata[1].id;
    await rpc(a.client, 'save_habit_day', {
      p_habit_id: id,
      p_date: daysAgo(2),
      p_answers: [{ question_id: q.id, option_id: good }],
    });

    const { error } = await rpc(a.client, 'update_habit', {
      p_habit_id: id,
      p_habit: { name: 'Turning', questions: [{ ...water, id: q.id }] },
    });
    expect(error).toBeNull();
    const [turned] = await questionsOf(a.client, id);
    expect(turned).toMatchObject({ id: q.id, kind: 'number', target: 8, option_metadata: [] });
    const { data: options } = await a.client
      .from('option_metadata')
      .select('id')
      .eq('question_id', q.id);
    expect(options).toEqual([]);
    expect((await answersOf(a.client, id))[0].answer_entry).toEqual([
      expect.objectContaining({ option_id: null, value: null, score_value: 5 }),
    ]);

    const back = await rpc(a.client, 'update_habit', {
      p_habit_id: id,
      p_habit: { name: 'Turning', questions: [{ question: 'Mood?', id: q.id }] },
    });
    expect(back.status).toBe(400);
    expect(back.error?.message).toBe('A question needs at least two options');
    expect((await questionsOf(a.client, id))[0]).toMatchObject({ kind: 'number' });

    const again = await rpc(a.client, 'update_habit', {
      p_habit_id: id,
      p_habit: { name: 'Turning', questions: [{ ...mood, id: q.id }] },
    });
    expect(again.error).toBeNull();
    const [choice] = await questionsOf(a.client, id);
    expect(choice).toMatchObject({ kind: 'choice', target: null, points: null });
    expect(choice.option_metadata.map((o) => o.label).sort()).toEqual(['Bad', 'Good']);
  });
});

describe('save_habit_day with number answers', () => {
  let habitId: number;
  let waterId: number;
  let moodId: number;
  let goodId: number;
  let cigarettesHabit: number;
  let cigarettesId: number;

  beforeAll(async () => {
    habitId = await createHabit(a.client, { name: 'Day', questions: [water, mood] });
    const [w, m] = await questionsOf(a.client, habitId);
    waterId = w.id;
    moodId = m.id;
    goodId = m.option_metadata.find((o) => o.label === 'Good')!.id;
    cigarettesHabit = await createHabit(a.client, {
      name: 'Cigarettes',
      questions: [
        { question: 'Cigarettes', kind: 'number', target: 2, target_type: 'at_most', points: 10 },
      ],
    });
    cigarettesId = (await questionsOf(a.client, cigarettesHabit))[0].id;
  });

  const save = (answers: unknown, date = daysAgo(1), habit = habitId, extra: Row = {}) =>
    rpc<{ total_score: number }>(a.client, 'save_habit_day', {
      p_habit_id: habit,
      p_date: date,
      p_answers: answers,
      ...extra,
    });

  it('6 of at least 8 glasses for 10 points scores 8 (7.5 rounded); with an option the day adds up', async () => {
    const { data, error } = await save([
      { question_id: waterId, value: 6, notes: 'after lunch' },
      { question_id: moodId, option_id: goodId },
    ]);
    expect(error).toBeNull();
    expect(data.total_score).toBe(13);
    const [day] = await answersOf(a.client, habitId);
    expect(day.answer_entry).toEqual(
      expect.arrayContaining([
        { question_id: waterId, option_id: null, value: 6, score_value: 8, notes: 'after lunch' },
        { question_id: moodId, option_id: goodId, value: null, score_value: 5, notes: null },
      ]),
    );
    const { data: view } = await a.client
      .from('daily_habit_scores')
      .select('total_score')
      .eq('habit_id', habitId)
      .eq('date', daysAgo(1))
      .single();
    expect(view).toEqual({ total_score: 13 });
  });

  it('a new value is scored again (capped at the points), the same call twice writes the same rows, null removes', async () => {
    expect((await save([{ question_id: waterId, value: 20 }])).data.total_score).toBe(15);
    expect((await save([{ question_id: waterId, value: 2.5 }])).data.total_score).toBe(8); // 3.125
    expect((await save([{ question_id: waterId, value: 2.5 }])).data.total_score).toBe(8);
    const [day] = await answersOf(a.client, habitId);
    const w = day.answer_entry.find((e) => e.question_id === waterId);
    expect(w).toMatchObject({ value: 2.5, score_value: 3, notes: 'after lunch' });
    expect((await save([{ question_id: waterId, value: null }])).data.total_score).toBe(5);
    const [after] = await answersOf(a.client, habitId);
    expect(after.answer_entry.map((e) => e.question_id)).toEqual([moodId]);
  });

  it('at most 2 cigarettes for 10 points: 0 and 2 score 10, 3 scores 5, 4 or more none', async () => {
    const scores = [];
    for (const [i, value] of [0, 2, 3, 4, 9].entries()) {
      scores.push(
        (await save([{ question_id: cigarettesId, value }], daysAgo(i + 1), cigarettesHabit)).data
          .total_score,
      );
    }
    expect(scores).toEqual([10, 10, 5, 0, 0]);
  });

  it.each([
    ['a negative value', { value: -1 }, 'value must be a number from 0 to 1000000000, not -1'],
    [
      'a value over 1e9',
      { value: 1_000_000_001 },
      'value must be a number from 0 to 1000000000, not 1000000001',
    ],
    ['a value as text', { value: '6' }, 'value must be a number, not "6"'],
    ['NaN as text', { value: 'NaN' }, 'value must be a number, not "NaN"'],
    ['true', { value: true }, 'value must be a number, not true'],
    ['an option', { option_id: 1 }, 'option_id is not for a number question: send its value'],
  ])(
    'refuses %s for a number question (400, names the field, nothing written)',
    async (_l, answer, message) => {
      const date = daysAgo(5);
      const { error, status } = await save(
        [
          { question_id: moodId, option_id: goodId },
          { question_id: waterId, ...answer },
        ],
        date,
      );
      expect(status).toBe(400);
      expect(error?.message).toBe(`Answer to question ${waterId}: ${message}`);
      expect((await answersOf(a.client, habitId)).map((d) => d.date)).not.toContain(date);
    },
  );

  it('refuses a value for a choice question (400, nothing written, an earlier answer kept)', async () => {
    const date = daysAgo(6);
    await save([{ question_id: waterId, value: 8 }], date);
    const { error, status } = await save(
      [
        { question_id: waterId, value: 1 },
        { question_id: moodId, value: 1 },
      ],
      date,
    );
    expect(status).toBe(400);
    expect(error?.message).toBe(
      `Answer to question ${moodId}: value is not for a choice question: send its option_id`,
    );
    const day = (await answersOf(a.client, habitId)).find((d) => d.date === date);
    expect(day?.answer_entry).toEqual([
      expect.objectContaining({ question_id: waterId, value: 8, score_value: 10 }),
    ]);
  });

  it('a value un-skips a skipped day; a skip with a value is refused', async () => {
    const date = daysAgo(7);
    await save([], date, habitId, { p_skipped: true });
    const refused = await save([{ question_id: waterId, value: 3 }], date, habitId, {
      p_skipped: true,
    });
    expect(refused.status).toBe(400);
    const { data } = await save([{ question_id: waterId, value: 4 }], date);
    expect(data).toMatchObject({ total_score: 5, skipped: false });
  });
});

describe('the client path (what the offline outbox stores and replays)', () => {
  it('a parsed number answer is sent as a value and scored; sent twice, the same rows', async () => {
    const id = await createHabit(a.client, { name: 'Replay', questions: [water, mood] });
    const [w] = await questionsOf(a.client, id);
    const input = parseHabitDayInput({
      habitId: id,
      date: daysAgo(1),
      answers: [{ questionId: w.id, optionId: null, value: 6, notes: 'queued offline' }],
    });
    const habitDay = createHabitDayRepository(a.client as DbClient);
    const first = await habitDay.save(input);
    const again = await habitDay.save(input);
    expect(first.totalScore).toBe(8);
    expect(again).toEqual(first);
    expect((await answersOf(a.client, id))[0].answer_entry).toEqual([
      { question_id: w.id, option_id: null, value: 6, score_value: 8, notes: 'queued offline' },
    ]);
  });
});

describe("habit_performance_new: a number question's maximum is its points", () => {
  it('4 of at least 8 yesterday is half the day (strength as Loop computes it for c = 0.5)', async () => {
    const id = await createHabit(a.client, { name: 'Half', questions: [water] });
    const [q] = await questionsOf(a.client, id);
    await rpc(a.client, 'save_habit_day', {
      p_habit_id: id,
      p_date: daysAgo(1),
      p_answers: [{ question_id: q.id, value: 4 }],
    });
    const { data } = await a.client
      .from('habit_performance_new')
      .select('strength, total_score')
      .eq('habit_id', id)
      .eq('period_type', 'all_time')
      .single();
    // Yesterday c = 5 / 10, today (no answer) c = 0: S = (1 - m) * 0.5 * m, m = 0.5 ^ (1 / 13).
    const m = 0.5 ** (1 / 13);
    expect(data).toEqual({ total_score: 5, strength: Math.round(1000 * (1 - m) * 0.5 * m) / 10 });
  });
});

describe('templates', () => {
  it('save_habit_as_template and create_habit_from_template carry the number fields', async () => {
    const id = await createHabit(a.client, { name: 'Water tpl', questions: [water, mood] });
    const { data: templateId, error } = await rpc<number>(a.client, 'save_habit_as_template', {
      p_habit_id: id,
    });
    expect(error).toBeNull();
    const { data: qt } = await a.client
      .from('question_template')
      .select('question, kind, unit, target, target_type, points, option_template(label)')
      .eq('template_id', templateId)
      .order('position');
    expect(qt).toEqual([
      {
        question: 'Glasses of water',
        kind: 'number',
        unit: 'glasses',
        target: 8,
        target_type: 'at_least',
        points: 10,
        option_template: [],
      },
      expect.objectContaining({ question: 'Mood?', kind: 'choice', target: null }),
    ]);
    const copy = await rpc<number>(a.client, 'create_habit_from_template', {
      p_template_id: templateId,
    });
    expect(copy.error).toBeNull();
    const [w, m] = await questionsOf(a.client, copy.data);
    expect(w).toMatchObject({ ...water, option_metadata: [] });
    expect(m.option_metadata).toHaveLength(2);
  });
});

describe('export and import', () => {
  it('export carries kind, the number fields and values; import into another account gives them back', async () => {
    const user = await createTestUser(backend);
    const id = await createHabit(user.client, {
      name: 'Pages',
      questions: [{ ...water, question: 'Pages read', unit: 'pages', target: 20, points: 4 }, mood],
    });
    const [q] = await questionsOf(user.client, id);
    await rpc(user.client, 'save_habit_day', {
      p_habit_id: id,
      p_date: daysAgo(1),
      p_answers: [{ question_id: q.id, value: 12.5, notes: 'novel' }],
    });
    const { data: file } = await rpc<Record<string, Row[]>>(user.client, 'export_my_data', {});
    expect(file.question_metadata[0]).toMatchObject({
      kind: 'number',
      unit: 'pages',
      target: 20,
      target_type: 'at_least',
      points: 4,
    });
    expect(file.answer_entry[0]).toMatchObject({ value: 12.5, option_id: null, score_value: 3 });

    const other = await createTestUser(backend);
    const imported = await rpc(other.client, 'import_my_data', { p_data: file });
    expect(imported.error).toBeNull();
    const { data: habits } = await other.client.from('habit_metadata').select('id');
    const [iq, im] = await questionsOf(other.client, habits![0].id as number);
    expect(iq).toMatchObject({
      kind: 'number',
      unit: 'pages',
      target: 20,
      points: 4,
      option_metadata: [],
    });
    expect(im).toMatchObject({ kind: 'choice' });
    expect((await answersOf(other.client, habits![0].id as number))[0].answer_entry).toEqual([
      { question_id: iq.id, option_id: null, value: 12.5, score_value: 3, notes: 'novel' },
    ]);
  });

  const file = (
    answers: Row[],
    questions: Row[] = [{ id: 11, habit_id: 1, ...water, question: 'Water' }],
  ) => ({
    habit_metadata: [{ id: 1, name: 'Imported water' }],
    question_metadata: [...questions, { id: 12, habit_id: 1, question: 'Mood' }],
    option_metadata: [
      { id: 21, question_id: 12, label: 'Bad', score_value: 0 },
      { id: 22, question_id: 12, label: 'Good', score_value: 5 },
    ],
    checkmarks_tracker: [1, 2, 3].map((i) => ({ id: 30 + i, habit_id: 1, date: daysAgo(i) })),
    answer_entry: answers,
  });
  const good = (i: number): Row => ({
    id: 40 + i,
    cmt_id: 30 + i,
    question_id: 11,
    value: i,
    score_value: 1,
  });

  it.each([
    [
      'a negative value',
      { id: 42, cmt_id: 32, question_id: 11, value: -2, score_value: 0 },
      'answer_entry[1].value must be a number from 0 to 1000000000, not -2',
    ],
    [
      'a value as text',
      { id: 42, cmt_id: 32, question_id: 11, value: 'many', score_value: 0 },
      'answer_entry[1].value must be a number, not "many"',
    ],
    [
      'a value for a choice question',
      { id: 42, cmt_id: 32, question_id: 12, value: 1, score_value: 0 },
      'answer_entry[1].value 1 answers question 12, a choice question: its answers have an option, not a value',
    ],
    [
      'an option for a number question',
      { id: 42, cmt_id: 32, question_id: 11, option_id: 22, score_value: 0 },
      'answer_entry[1].option_id 22 answers question 11, a number question: its answers have a value, not an option',
    ],
  ])('refuses %s in the middle of a file: nothing is written', async (_l, bad, message) => {
    const user = await createTestUser(backend);
    const { error, status } = await rpc(user.client, 'import_my_data', {
      p_data: file([good(1), bad, good(3)]),
    });
    expect(status).toBe(400);
    expect(error?.message).toBe(message);
    const { data } = await user.client.from('habit_metadata').select('id');
    expect(data).toEqual([]);
  });

  it.each([
    ['a target of 0', { ...water, target: 0 }, 'question_metadata[0].target must be more than 0'],
    [
      'no points',
      { ...water, points: null },
      'question_metadata[0].points must be a whole number between 1 and 1000',
    ],
    [
      'an unknown kind',
      { ...water, kind: 'dial' },
      'question_metadata[0].kind must be choice or number, not dial',
    ],
  ])('refuses a number question with %s: nothing is written', async (_l, fields, message) => {
    const user = await createTestUser(backend);
    const { error, status } = await rpc(user.client, 'import_my_data', {
      p_data: file([good(1)], [{ id: 11, habit_id: 1, ...fields, question: 'Water' }]),
    });
    expect(status).toBe(400);
    expect(error?.message).toBe(message);
    const { data } = await user.client.from('habit_metadata').select('id');
    expect(data).toEqual([]);
  });

  it('refuses an option under a number question', async () => {
    const user = await createTestUser(backend);
    const data = file([good(1)]);
    data.option_metadata.push({ id: 23, question_id: 11, label: 'Lots', score_value: 3 });
    const { error, status } = await rpc(user.client, 'import_my_data', { p_data: data });
    expect(status).toBe(400);
    expect(error?.message).toBe(
      'option_metadata[2].question_id 11 is a number question: it has no options',
    );
  });
});

describe('row-level security for number questions and answers', () => {
  let habitId: number;
  let questionId: number;

  beforeAll(async () => {
    habitId = await createHabit(a.client, { name: 'Private water', questions: [water] });
    questionId = (await questionsOf(a.client, habitId))[0].id;
    await rpc(a.client, 'save_habit_day', {
      p_habit_id: habitId,
      p_date: daysAgo(1),
      p_answers: [{ question_id: questionId, value: 7 }],
    });
  });

  it('another user reads none of them', async () => {
    const q = await b.client
      .from('question_metadata')
      .select('id, target, points')
      .eq('id', questionId);
    expect(q.data).toEqual([]);
    const ans = await b.client.from('answer_entry').select('value').eq('question_id', questionId);
    expect(ans.data).toEqual([]);
    const scores = await b.client
      .from('daily_habit_scores')
      .select('total_score')
      .eq('habit_id', habitId);
    expect(scores.data).toEqual([]);
  });

  it('another user changes none of them', async () => {
    const patchQ = await b.client
      .from('question_metadata')
      .update({ target: 1, points: 1000 })
      .eq('id', questionId)
      .select();
    expect(patchQ.data).toEqual([]);
    const patchA = await b.client
      .from('answer_entry')
      .update({ value: 1000, score_value: 1000 })
      .eq('question_id', questionId)
      .select();
    expect(patchA.data).toEqual([]);
    const saved = await rpc(b.client, 'save_habit_day', {
      p_habit_id: habitId,
      p_date: daysAgo(1),
      p_answers: [{ question_id: questionId, value: 0 }],
    });
    expect(saved.status).toBe(409);
    const { data: mark } = await b.client
      .from('checkmarks_tracker')
      .insert({ habit_id: habitId, date: daysAgo(2) })
      .select();
    expect(mark).toBeNull();

    expect(await questionsOf(a.client, habitId)).toEqual([
      expect.objectContaining({ target: 8, points: 10 }),
    ]);
    expect(await answersOf(a.client, habitId)).toEqual([
      { date: daysAgo(1), answer_entry: [expect.objectContaining({ value: 7, score_value: 9 })] },
    ]);
  });
});
