/**
 * The schedule, skip and pause contract (migration 20251124000000_add_schedules_skips_pauses.sql,
 * docs/schedules.md) through the real supabase-js against the local backend: the table checks,
 * the "a skipped day carries no answers" triggers, create_habit / update_habit with a schedule,
 * and save_habit_day with skips (idempotent, un-skip, a skip clears the day's answers, a skip with
 * answers is refused), old three-argument calls meaning what they meant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbClient } from '@/api/db-client';
import { createRepositories, type Repositories } from '@/api/repositories';
import { createTestUser, startTestBackend, type TestBackend } from '../helpers/backend';
import { yesNoHabitPayload } from '../helpers/habits';

let backend: TestBackend;
let client: DbClient;
let repos: Repositories;
let habitId: number;
let questionId: number;
let yes: number;

beforeAll(async () => {
  backend = await startTestBackend();
  client = (await createTestUser(backend)).client as DbClient;
  repos = createRepositories(client);
  habitId = await repos.habitMetadata.createHabit(yesNoHabitPayload('Skippable'));
  const [q] = await repos.questionMetadata.readByHabitIdWithOptions(habitId);
  questionId = q.id;
  yes = q.option_metadata[1].id;
});

afterAll(async () => {
  await backend?.stop();
});

async function day(date: string) {
  const { data, error } = await client
    .from('checkmarks_tracker')
    .select('id, skipped, skip_note, answer_entry(option_id)')
    .eq('habit_id', habitId)
    .eq('date', date);
  expect(error).toBeNull();
  return data ?? [];
}

describe('table checks', () => {
  it.each([
    ['more times than days', { freq_num: 4, freq_den: 3 }],
    ['0 times', { freq_num: 0, freq_den: 7 }],
    ['more than 365 days', { freq_num: 1, freq_den: 366 }],
    ['no weekday', { weekdays: 0 }],
    ['an eighth weekday bit', { weekdays: 128 }],
    ['weekdays with a frequency', { weekdays: 21, freq_num: 3, freq_den: 7 }],
  ])('habit_metadata refuses %s (400, nothing written)', async (_label, schedule) => {
    const result = await client
      .from('habit_metadata')
      .insert({ name: 'Bad schedule', ...schedule });
    expect(result.error).toMatchObject({ code: '23514' });
    expect(result.status).toBe(400);
    const { data } = await client.from('habit_metadata').select('id').eq('name', 'Bad schedule');
    expect(data).toEqual([]);
  });

  it('habit_metadata and habit_template take a valid schedule; old rows are every day', async () => {
    const insert = async (row: Record<string, unknown>) => {
      const { data, error } = await client
        .from('habit_metadata')
        .insert(row as { name: string })
        .select('name, freq_num, freq_den, weekdays')
        .single();
      expect(error).toBeNull();
      return data;
    };
    const data = [
      await insert({ name: 'Gym', freq_num: 3, freq_den: 7 }),
      await insert({ name: 'Yoga', weekdays: 21 }),
      await insert({ name: 'Old' }),
    ];
    expect(data).toEqual([
      { name: 'Gym', freq_num: 3, freq_den: 7, weekdays: null },
      { name: 'Yoga', freq_num: 1, freq_den: 1, weekdays: 21 },
      { name: 'Old', freq_num: 1, freq_den: 1, weekdays: null },
    ]);
    const template = await client
      .from('habit_template')
      .insert({ name: 'Bad template', freq_num: 8, freq_den: 7 });
    expect(template.error).toMatchObject({ code: '23514' });
    const good = await client
      .from('habit_template')
      .insert({ name: 'Gym template', freq_num: 3, freq_den: 7 })
      .select('freq_num, freq_den, weekdays')
      .single();
    expect(good.data).toEqual({ freq_num: 3, freq_den: 7, weekdays: null });
  });

  it('habit_pause refuses an end before its start', async () => {
    const result = await client
      .from('habit_pause')
      .insert({ habit_id: habitId, start_date: '2025-05-10', end_date: '2025-05-09' });
    expect(result.error).toMatchObject({ code: '23514' });
    expect(result.status).toBe(400);
  });

  it('a skipped check-mark carries no answers, whichever way it is written', async () => {
    const saved = await repos.habitDay.save({
      habitId,
      date: '2025-01-02',
      answers: [{ questionId, optionId: yes }],
    });
    const skipAnswered = await client
      .from('checkmarks_tracker')
      .update({ skipped: true })
      .eq('id', saved.checkmarkId!);
    expect(skipAnswered.error).toMatchObject({ code: '23514' });
    expect(skipAnswered.status).toBe(400);

    const { data: skipped } = await client
      .from('checkmarks_tracker')
      .insert({ habit_id: habitId, date: '2025-01-03', skipped: true })
      .select('id')
      .single();
    const answer = await client
      .from('answer_entry')
      .insert({ cmt_id: skipped!.id, question_id: questionId, option_id: yes, score_value: 10 });
    expect(answer.error).toMatchObject({ code: '23514' });
    expect(answer.error?.message).toMatch(/skipped day carries no answers/);

    const note = await client
      .from('checkmarks_tracker')
      .insert({ habit_id: habitId, date: '2025-01-04', skip_note: 'not skipped' });
    expect(note.error).toMatchObject({ code: '23514' });
  });
});

describe('create_habit and update_habit with a schedule', () => {
  const read = async (id: number) =>
    (
      await client
        .from('habit_metadata')
        .select('freq_num, freq_den, weekdays')
        .eq('id', id)
        .single()
    ).data;

  it('saves it, keeps it when left out, and weekdays alone make it 1/1', async () => {
    const id = await repos.habitMetadata.createHabit({
      ...yesNoHabitPayload('Gym'),
      freq_num: 3,
      freq_den: 7,
    });
    expect(await read(id)).toEqual({ freq_num: 3, freq_den: 7, weekdays: null });
    await repos.habitMetadata.updateHabit(id, { ...yesNoHabitPayload('Gym!') });
    expect(await read(id)).toEqual({ freq_num: 3, freq_den: 7, weekdays: null });
    await repos.habitMetadata.updateHabit(id, { ...yesNoHabitPayload('Gym'), weekdays: 21 });
    expect(await read(id)).toEqual({ freq_num: 1, freq_den: 1, weekdays: 21 });
    await repos.habitMetadata.updateHabit(id, {
      ...yesNoHabitPayload('Gym'),
      weekdays: null,
      freq_num: 10,
      freq_den: 30,
    });
    expect(await read(id)).toEqual({ freq_num: 10, freq_den: 30, weekdays: null });
  });

  it.each([
    [{ freq_num: 5, freq_den: 3 }, /Times \(5\) cannot be more than days \(3\)/],
    [{ freq_num: 1.5, freq_den: 3 }, /Times must be a whole number between 1 and 365/],
    [{ weekdays: 200 }, /Weekdays must be a whole number between 1 and 127/],
    [{ weekdays: 21, freq_num: 3, freq_den: 7 }, /chosen weekdays/],
  ])('refuses %j with a 400 and its reason, creating nothing', async (schedule, message) => {
    const { count: before } = await client
      .from('habit_metadata')
      .select('*', { count: 'exact', head: true });
    const error = await repos.habitMetadata
      .createHabit({ ...yesNoHabitPayload('Refused'), ...schedule })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, code: '22023' });
    expect((error as Error).message).toMatch(message);
    const { count: after } = await client
      .from('habit_metadata')
      .select('*', { count: 'exact', head: true });
    expect(after).toBe(before);
  });

  it('the Exercise starter is 3 times a week, and so is a habit made from it', async () => {
    const starters = await repos.habitTemplate.readStarters('en');
    const exercise = starters.find((t) => t.name === 'Exercise');
    expect(exercise).toMatchObject({ freq_num: 3, freq_den: 7, weekdays: null });
    expect(starters.find((t) => t.name === 'Sleep')).toMatchObject({ freq_num: 1, freq_den: 1 });
    const { data: id } = await client.rpc('create_habit_from_template', {
      p_template_id: exercise!.id,
    });
    expect(await read(id as number)).toEqual({ freq_num: 3, freq_den: 7, weekdays: null });
  });

  it('templates carry the schedule both ways', async () => {
    const id = await repos.habitMetadata.createHabit({
      ...yesNoHabitPayload('Weekly'),
      freq_num: 1,
      freq_den: 7,
    });
    const { data: templateId } = await client.rpc('save_habit_as_template', { p_habit_id: id });
    const { data: copy } = await client.rpc('create_habit_from_template', {
      p_template_id: templateId as number,
    });
    expect(await read(copy as number)).toEqual({ freq_num: 1, freq_den: 7, weekdays: null });
  });
});

describe('save_habit_day with skips', () => {
  it('a skip is idempotent: one skipped check-mark without answers, same id', async () => {
    const input = { habitId, date: '2025-02-01', answers: [], skipped: true, skipNote: ' ill ' };
    const first = await repos.habitDay.save(input);
    const second = await repos.habitDay.save(input);
    expect(first).toEqual({
      checkmarkId: second.checkmarkId,
      totalScore: 0,
      skipped: true,
      ignoredQuestionIds: [],
      skipIgnored: false,
    });
    expect(await day('2025-02-01')).toEqual([
      { id: first.checkmarkId, skipped: true, skip_note: 'ill', answer_entry: [] },
    ]);
  });

  it("a skip clears the day's answers; un-skip with answers saves them", async () => {
    const date = '2025-02-02';
    const answered = await repos.habitDay.save({
      habitId,
      date,
      answers: [{ questionId, optionId: yes }],
    });
    expect(answered.totalScore).toBe(10);
    await repos.habitDay.save({ habitId, date, answers: [], skipped: true });
    expect(await day(date)).toEqual([
      { id: answered.checkmarkId, skipped: true, skip_note: null, answer_entry: [] },
    ]);
    const back = await repos.habitDay.save({
      habitId,
      date,
      answers: [{ questionId, optionId: yes }],
      skipped: false,
    });
    expect(back).toEqual({
      checkmarkId: answered.checkmarkId,
      totalScore: 10,
      skipped: false,
      ignoredQuestionIds: [],
      skipIgnored: false,
    });
    expect(await day(date)).toEqual([
      {
        id: answered.checkmarkId,
        skipped: false,
        skip_note: null,
        answer_entry: [{ option_id: yes }],
      },
    ]);
  });

  it('undo skip (un-skip without answers) removes the skipped check-mark, idempotently', async () => {
    const date = '2025-02-03';
    await repos.habitDay.save({ habitId, date, answers: [], skipped: true, skipNote: 'travel' });
    const undo = { habitId, date, answers: [], skipped: false };
    expect(await repos.habitDay.save(undo)).toEqual({
      checkmarkId: null,
      totalScore: 0,
      skipped: false,
      ignoredQuestionIds: [],
      skipIgnored: false,
    });
    expect(await repos.habitDay.save(undo)).toEqual({
      checkmarkId: null,
      totalScore: 0,
      skipped: false,
      ignoredQuestionIds: [],
      skipIgnored: false,
    });
    expect(await day(date)).toEqual([]);
    // On a day that is answered, un-skip changes nothing.
    const answered = await repos.habitDay.save({
      habitId,
      date,
      answers: [{ questionId, optionId: yes }],
    });
    expect(await repos.habitDay.save(undo)).toEqual({
      checkmarkId: answered.checkmarkId,
      totalScore: 10,
      skipped: false,
      ignoredQuestionIds: [],
      skipIgnored: false,
    });
  });

  it('a skip with an answer is refused (400) and writes nothing', async () => {
    const date = '2025-02-04';
    const { data, error, status } = await client.rpc('save_habit_day', {
      p_habit_id: habitId,
      p_date: date,
      p_answers: [{ question_id: questionId, option_id: yes }],
      p_skipped: true,
    });
    expect(data).toBeNull();
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '22023' });
    expect(error?.message).toMatch(/skipped day carries no answers/);
    expect(await day(date)).toEqual([]);
    const note = await client.rpc('save_habit_day', {
      p_habit_id: habitId,
      p_date: date,
      p_answers: [],
      p_skip_note: 'no skip',
    });
    expect(note.status).toBe(400);
    expect(await day(date)).toEqual([]);
  });

  it('the old three-argument call: an answer un-skips, no answer leaves the skip', async () => {
    const date = '2025-02-05';
    await repos.habitDay.save({ habitId, date, answers: [], skipped: true });
    const untouched = await client.rpc('save_habit_day', {
      p_habit_id: habitId,
      p_date: date,
      p_answers: [],
    });
    expect(untouched.error).toBeNull();
    expect(untouched.data).toMatchObject({ skipped: true, total_score: 0 });
    expect(await day(date)).toMatchObject([{ skipped: true }]);
    const answered = await client.rpc('save_habit_day', {
      p_habit_id: habitId,
      p_date: date,
      p_answers: [{ question_id: questionId, option_id: yes }],
    });
    expect(answered.data).toMatchObject({ skipped: false, total_score: 10 });
    expect(await day(date)).toMatchObject([{ skipped: false, answer_entry: [{ option_id: yes }] }]);
  });
});
