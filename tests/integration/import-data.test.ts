/**
 * rpc import_my_data (the inverse of export_my_data) against the real local backend through
 * supabase-js: a round trip from one user to another keeps habits, questions, options,
 * consequences, check-marks, answers with their scores, the consequence log, fulfilments and
 * templates; what is already here (one's own export, a file imported before) is left out; every invalid file is refused with 400 and a
 * message naming the bad element, and writes nothing; anon cannot call it; the rows belong to
 * the caller only.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WriteError, expectWrite } from '@/api/write';
import {
  createTestClient,
  createTestUser,
  startTestBackend,
  type TestBackend,
  type TestUser,
} from '../helpers/backend';

type Row = Record<string, unknown> & { id: number };
type Export = Record<string, unknown> & Record<TableName, Row[]>;

const TABLES = [
  'habit_metadata',
  'question_metadata',
  'option_metadata',
  'consequence_metadata',
  'checkmarks_tracker',
  'answer_entry',
  'consequence_log',
  'consequence_fulfillment',
  'habit_template',
  'question_template',
  'option_template',
  'consequence_template',
] as const;
type TableName = (typeof TABLES)[number];

let backend: TestBackend;
let a: TestUser;
let b: TestUser;
let anon: SupabaseClient;

/** yyyy-MM-dd of (2025-01-01 + n days). */
const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n)).toISOString().slice(0, 10);

async function rpc<T>(client: SupabaseClient, fn: string, args?: object): Promise<T> {
  return expectWrite<T>(fn, client.rpc(fn, args));
}

async function exportOf(user: TestUser): Promise<Export> {
  return rpc<Export>(user.client, 'export_my_data');
}

async function importInto(user: TestUser, data: unknown) {
  return rpc<Record<string, number>>(user.client, 'import_my_data', { p_data: data });
}

/** Rows per table of one user (what export_my_data sees). */
async function rowCounts(user: TestUser): Promise<Record<string, number>> {
  const data = await exportOf(user);
  return Object.fromEntries(
    [...TABLES, 'User_Master'].map((t) => [t, (data[t] as unknown[]).length]),
  );
}

/** An export without ids, owners and timestamps: the tree as a person sees it. */
function normalize(data: Export) {
  const by = <T extends Row>(rows: T[], key: string, id: number) =>
    rows.filter((r) => r[key] === id);
  const order = (rows: Row[]) =>
    [...rows].sort((x, y) => Number(x.position) - Number(y.position) || x.id - y.id);
  const options = new Map(data.option_metadata.map((o) => [o.id, o]));
  const questions = new Map(data.question_metadata.map((q) => [q.id, q]));
  return {
    habits: order(data.habit_metadata).map((h) => ({
      name: h.name,
      description: h.description,
      color: h.color,
      daily_target: h.daily_target,
      archived: h.archived,
      questions: order(by(data.question_metadata, 'habit_id', h.id)).map((q) => ({
        question: q.question,
        position: q.position,
        options: order(by(data.option_metadata, 'question_id', q.id)).map((o) => ({
          label: o.label,
          score_value: o.score_value,
          position: o.position,
        })),
      })),
      consequences: by(data.consequence_metadata, 'habit_id', h.id).map((c) => ({
        title: c.title,
        description: c.description,
        kind: c.kind,
        trigger_type: c.trigger_type,
        threshold: c.threshold,
        active: c.active,
        log: by(data.consequence_log, 'consequence_id', c.id).map((l) => ({
          trigger_date: l.trigger_date,
          fulfilled: by(data.consequence_fulfillment, 'log_id', l.id).map((f) => f.note),
        })),
      })),
      checkmarks: by(data.checkmarks_tracker, 'habit_id', h.id)
        .sort((x, y) => String(x.date).localeCompare(String(y.date)))
        .map((c) => ({
          date: c.date,
          answers: by(data.answer_entry, 'cmt_id', c.id)
            .map((e) => ({
              question: questions.get(e.question_id as number)?.question,
              option: e.option_id === null ? null : options.get(e.option_id as number)?.label,
              score_value: e.score_value,
              notes: e.notes,
            }))
            .sort((x, y) => String(x.question).localeCompare(String(y.question))),
        })),
    })),
    templates: data.habit_template.map((t) => ({
      name: t.name,
      description: t.description,
      color: t.color,
      daily_target: t.daily_target,
      questions: order(by(data.question_template, 'template_id', t.id)).map((q) => ({
        question: q.question,
        options: order(by(data.option_template, 'que_temp_id', q.id)).map((o) => ({
          label: o.label,
          score_value: o.score_value,
          from_option:
            o.OPTION_ID === null ? null : (options.get(o.OPTION_ID as number)?.label ?? 'missing'),
        })),
      })),
      consequences: by(data.consequence_template, 'template_id', t.id).map((c) => ({
        title: c.title,
        kind: c.kind,
        trigger_type: c.trigger_type,
        threshold: c.threshold,
      })),
    })),
  };
}

const habit = (name: string, extra: object = {}) => ({
  name,
  description: `About ${name}`,
  color: '#2563eb',
  daily_target: 6,
  questions: [
    {
      question: 'How much?',
      options: [
        { label: 'None', score_value: -2 },
        { label: 'Some', score_value: 3 },
        { label: 'All', score_value: 6 },
      ],
    },
    {
      question: 'Notes taken?',
      options: [
        { label: 'No', score_value: 0 },
        { label: 'Yes', score_value: 2 },
      ],
    },
  ],
  consequences: [
    { title: 'No dessert', kind: 'penalty', trigger_type: 'missed_days', threshold: 2 },
    {
      title: 'Cinema',
      description: 'A film',
      kind: 'reward',
      trigger_type: 'streak_reached',
      threshold: 3,
      active: false,
    },
  ],
  ...extra,
});

interface Option {
  id: number;
  label: string;
  score_value: number;
}
interface Question {
  id: number;
  question: string;
  options: Option[];
}

async function questionsOf(client: SupabaseClient, habitId: number): Promise<Question[]> {
  const { data, error } = await client
    .from('question_metadata')
    .select('id, question, options:option_metadata(id, label, score_value, position)')
    .eq('habit_id', habitId)
    .order('position')
    .order('position', { referencedTable: 'option_metadata' });
  if (error) throw error;
  return data as unknown as Question[];
}

/** User A: two habits with answered days, an edited score, a deleted option, a fired and a
 * fulfilled consequence, an archived habit and a template saved from a habit. */
async function seedUserA(user: TestUser): Promise<void> {
  const read = await rpc<number>(user.client, 'create_habit', { p_habit: habit('Read') });
  const walk = await rpc<number>(user.client, 'create_habit', {
    p_habit: habit('Walk', { daily_target: null, color: '#16a34a', consequences: [] }),
  });
  const [rq1, rq2] = await questionsOf(user.client, read);
  for (let n = 0; n < 5; n++) {
    await rpc(user.client, 'save_habit_day', {
      p_habit_id: read,
      p_date: day(n),
      p_answers: [
        { question_id: rq1.id, option_id: rq1.options[n % 3].id, notes: n === 1 ? 'tired' : null },
        { question_id: rq2.id, option_id: rq2.options[n % 2].id },
      ],
    });
  }
  const [wq1] = await questionsOf(user.client, walk);
  await rpc(user.client, 'save_habit_day', {
    p_habit_id: walk,
    p_date: day(3),
    p_answers: [{ question_id: wq1.id, option_id: wq1.options[2].id }],
  });
  // The option 'All' of Read's first question now scores 10: earlier answers keep 6.
  // And Walk's option 'Some' is deleted: its answer stays with option_id null.
  await rpc(user.client, 'update_habit', {
    p_habit_id: read,
    p_habit: {
      name: 'Read',
      questions: [
        {
          id: rq1.id,
          question: rq1.question,
          options: rq1.options.map((o) => ({
            id: o.id,
            label: o.label,
            score_value: o.label === 'All' ? 10 : o.score_value,
          })),
        },
        {
          id: rq2.id,
          question: rq2.question,
          options: rq2.options.map((o) => ({
            id: o.id,
            label: o.label,
            score_value: o.score_value,
          })),
        },
      ],
    },
  });
  await rpc(user.client, 'save_habit_day', {
    p_habit_id: walk,
    p_date: day(4),
    p_answers: [{ question_id: wq1.id, option_id: wq1.options[1].id }],
  });
  await rpc(user.client, 'update_habit', {
    p_habit_id: walk,
    p_habit: {
      name: 'Walk',
      archived: true,
      questions: [
        {
          id: wq1.id,
          question: wq1.question,
          options: [wq1.options[0], wq1.options[2]].map((o) => ({
            id: o.id,
            label: o.label,
            score_value: o.score_value,
          })),
        },
      ],
    },
  });
  const { data: consequences } = await user.client
    .from('consequence_metadata')
    .select('id')
    .eq('habit_id', read)
    .order('id');
  const [penalty] = consequences as { id: number }[];
  const logs = await expectWrite<{ id: number }[]>(
    'log',
    user.client
      .from('consequence_log')
      .insert([
        { consequence_id: penalty.id, trigger_date: day(2) },
        { consequence_id: penalty.id, trigger_date: day(4) },
      ])
      .select('id')
      .order('id'),
  );
  await expectWrite(
    'fulfil',
    user.client
      .from('consequence_fulfillment')
      .insert({ consequence_id: penalty.id, log_id: logs[0].id, note: 'Skipped cake' }),
  );
  await rpc(user.client, 'save_habit_as_template', { p_habit_id: read });
}

beforeAll(async () => {
  backend = await startTestBackend();
  a = await createTestUser(backend);
  b = await createTestUser(backend);
  anon = createTestClient(backend);
  await seedUserA(a);
  await expectWrite(
    'profile',
    a.client.from('User_Master').insert({ user_id: a.user.id, name: 'Ann Export' }),
  );
});

afterAll(async () => {
  await backend?.stop();
});

describe('import_my_data: round trip', () => {
  it('imports user A’s export into user B with the same tree, answers and scores', async () => {
    const exported = await exportOf(a);
    expect(exported.checkmarks_tracker).toHaveLength(7);
    expect(exported.answer_entry.some((e) => e.option_id === null)).toBe(true);

    const counts = await importInto(b, exported);
    expect(counts).toMatchObject({
      habit_metadata: 2,
      question_metadata: 3,
      checkmarks_tracker: 7,
      answer_entry: 12,
      consequence_log: 2,
      consequence_fulfillment: 1,
      habit_template: 1,
      User_Master: 1,
    });

    const imported = await exportOf(b);
    expect(normalize(imported)).toEqual(normalize(exported));
    // Scores as exported: the answer given before the option was re-scored keeps its 6.
    const scores = (d: Export) => d.answer_entry.map((e) => e.score_value).sort();
    expect(scores(imported)).toEqual(scores(exported));
    expect(scores(imported)).toContain(6);
    // The daily scores view agrees.
    const total = async (client: SupabaseClient) => {
      const { data } = await client.from('daily_habit_scores').select('total_score');
      return (data as { total_score: number }[]).reduce((s, r) => s + r.total_score, 0);
    };
    expect(await total(b.client)).toBe(await total(a.client));
    // Nothing of the file's ids survives.
    const ids = (d: Export) => new Set(d.habit_metadata.map((h) => h.id));
    expect([...ids(imported)].some((id) => ids(exported).has(id))).toBe(false);
    expect(imported.User_Master).toEqual([expect.objectContaining({ name: 'Ann Export' })]);
  });

  it('keeps the profile name of a user who has one', async () => {
    const c = await createTestUser(backend);
    await expectWrite(
      'profile',
      c.client.from('User_Master').insert({ user_id: c.user.id, name: 'Cleo' }),
    );
    const counts = await importInto(c, await exportOf(a));
    expect(counts.User_Master).toBe(0);
    expect((await exportOf(c)).User_Master).toEqual([expect.objectContaining({ name: 'Cleo' })]);
  });

  it('importing one’s own export adds nothing: every habit and template is already here', async () => {
    const c = await createTestUser(backend);
    await importInto(c, await exportOf(a));
    const before = await exportOf(c);
    expect(await rpc(c.client, 'import_already_here', { p_data: before })).toEqual({
      habit_metadata: 2,
      habit_template: 1,
    });
    const counts = await importInto(c, before);
    expect(counts).toMatchObject({
      habit_metadata: 0,
      question_metadata: 0,
      option_metadata: 0,
      checkmarks_tracker: 0,
      answer_entry: 0,
      consequence_log: 0,
      consequence_fulfillment: 0,
      habit_template: 0,
      already_here: { habit_metadata: 2, habit_template: 1 },
    });
    expect({ ...(await exportOf(c)), exported_at: null }).toEqual({ ...before, exported_at: null });
  });

  it('importing the same file twice adds its rows once; a habit deleted since comes back', async () => {
    const c = await createTestUser(backend);
    const file = await exportOf(a);
    expect(await rpc(c.client, 'import_already_here', { p_data: file })).toEqual({
      habit_metadata: 0,
      habit_template: 0,
    });
    const first = await importInto(c, file);
    expect(first).toMatchObject({ habit_metadata: 2, checkmarks_tracker: 7, habit_template: 1 });
    const once = await rowCounts(c);

    expect(await rpc(c.client, 'import_already_here', { p_data: file })).toEqual({
      habit_metadata: 2,
      habit_template: 1,
    });
    const second = await importInto(c, file);
    expect(second).toMatchObject({
      habit_metadata: 0,
      checkmarks_tracker: 0,
      answer_entry: 0,
      habit_template: 0,
      already_here: { habit_metadata: 2, habit_template: 1 },
    });
    expect(await rowCounts(c)).toEqual(once);

    // Another user importing the same file still gets all of it (the origins are per user).
    const d = await createTestUser(backend);
    expect(await importInto(d, file)).toMatchObject({ habit_metadata: 2, habit_template: 1 });

    // C deletes one imported habit: a third import brings that one back, and only it.
    const walk = (await exportOf(c)).habit_metadata.find((h) => h.name === 'Walk')!;
    await expectWrite('delete', c.client.from('habit_metadata').delete().eq('id', walk.id));
    const third = await importInto(c, file);
    expect(third).toMatchObject({
      habit_metadata: 1,
      habit_template: 0,
      already_here: { habit_metadata: 1, habit_template: 1 },
    });
    expect(await rowCounts(c)).toEqual(once);
  });

  it('a file mixing rows already here and new ones adds only the new ones', async () => {
    const c = await createTestUser(backend);
    await importInto(c, await exportOf(a));
    const own = await exportOf(c);
    const extra = {
      ...own,
      habit_metadata: [...own.habit_metadata, { id: 999_999_001, name: 'Brand new' }],
      question_metadata: [
        ...own.question_metadata,
        { id: 999_999_002, habit_id: 999_999_001, question: 'New?' },
      ],
    };
    const counts = await importInto(c, extra);
    expect(counts).toMatchObject({
      habit_metadata: 1,
      question_metadata: 1,
      checkmarks_tracker: 0,
      already_here: { habit_metadata: 2, habit_template: 1 },
    });
    const after = await exportOf(c);
    expect(after.habit_metadata.map((h) => h.name).sort()).toEqual(['Brand new', 'Read', 'Walk']);
  });

  it('imported rows belong to the caller only (RLS)', async () => {
    const c = await createTestUser(backend);
    const d = await createTestUser(backend);
    await importInto(c, await exportOf(a));
    for (const t of TABLES) {
      const { data, error } = await c.client.from(t).select('created_by');
      expect(error).toBeNull();
      const own = (data as { created_by: string | null }[]).filter((r) => r.created_by !== null);
      expect(own.length, t).toBeGreaterThan(0);
      expect(
        own.every((r) => r.created_by === c.user.id),
        t,
      ).toBe(true);
      // Another user sees none of them.
      const other = await d.client.from(t).select('id').not('created_by', 'is', null);
      expect(other.data, t).toEqual([]);
    }
  });

  it('accepts an empty export and a file with only habits', async () => {
    const c = await createTestUser(backend);
    const empty = await exportOf(c);
    expect(await importInto(c, empty)).toMatchObject({ habit_metadata: 0, User_Master: 0 });
    const counts = await importInto(c, {
      habit_metadata: [{ id: 1, name: 'Only a habit' }],
      question_metadata: [{ id: 5, habit_id: 1, question: 'Done?' }],
    });
    expect(counts).toMatchObject({ habit_metadata: 1, question_metadata: 1, answer_entry: 0 });
    expect((await exportOf(c)).habit_metadata).toEqual([
      expect.objectContaining({ name: 'Only a habit', color: '#0f766e', archived: false }),
    ]);
  });

  it('imports 2 000 check-marks with 4 000 answers in one call', async () => {
    const c = await createTestUser(backend);
    const n = 2000;
    const data = {
      habit_metadata: [{ id: 1, name: 'Long history' }],
      question_metadata: [
        { id: 1, habit_id: 1, question: 'Q1', position: 0 },
        { id: 2, habit_id: 1, question: 'Q2', position: 1 },
      ],
      option_metadata: [
        { id: 1, question_id: 1, label: 'No', score_value: 0 },
        { id: 2, question_id: 1, label: 'Yes', score_value: 5 },
        { id: 3, question_id: 2, label: 'No', score_value: 0 },
        { id: 4, question_id: 2, label: 'Yes', score_value: 3 },
      ],
      checkmarks_tracker: Array.from({ length: n }, (_, i) => ({
        id: i + 1,
        habit_id: 1,
        date: new Date(Date.UTC(2005, 0, 1 + i)).toISOString().slice(0, 10),
      })),
      answer_entry: Array.from({ length: n }, (_, i) => [
        { id: 2 * i + 1, cmt_id: i + 1, question_id: 1, option_id: 1 + (i % 2), score_value: 5 },
        { id: 2 * i + 2, cmt_id: i + 1, question_id: 2, option_id: 4, score_value: 3 },
      ]).flat(),
    };
    const started = Date.now();
    const counts = await importInto(c, data);
    console.info(`imported ${n} check-marks and ${2 * n} answers in ${Date.now() - started} ms`);
    expect(counts).toMatchObject({ checkmarks_tracker: n, answer_entry: 2 * n });
    const { data: scores } = await c.client
      .from('daily_habit_scores')
      .select('total_score')
      .limit(1);
    expect(scores).toEqual([{ total_score: 8 }]);
  });
});

describe('import_my_data: invalid files', () => {
  /** A small valid file, cloned and broken by each case. */
  const valid = () => ({
    habit_metadata: [
      { id: 10, name: 'Good', color: '#123456', position: 0 },
      { id: 11, name: 'Also good', position: 1 },
      { id: 12, name: 'Third', position: 2 },
    ],
    question_metadata: [
      { id: 20, habit_id: 10, question: 'Q?' },
      { id: 21, habit_id: 12, question: 'Other?' },
    ],
    option_metadata: [
      { id: 30, question_id: 20, label: 'No', score_value: 0 },
      { id: 31, question_id: 20, label: 'Yes', score_value: 1 },
      { id: 32, question_id: 21, label: 'Maybe', score_value: 2 },
    ],
    consequence_metadata: [
      {
        id: 40,
        habit_id: 10,
        title: 'Pay',
        kind: 'penalty',
        trigger_type: 'missed_days',
        threshold: 2,
      },
    ],
    checkmarks_tracker: [{ id: 50, habit_id: 10, date: '2025-01-01' }],
    answer_entry: [{ id: 60, cmt_id: 50, question_id: 20, option_id: 31, score_value: 1 }],
    consequence_log: [{ id: 70, consequence_id: 40, trigger_date: '2025-01-02' }],
    consequence_fulfillment: [{ id: 80, consequence_id: 40, log_id: 70, note: null }],
    habit_template: [{ id: 90, name: 'T' }],
    question_template: [{ id: 91, template_id: 90, question: 'TQ' }],
    option_template: [{ id: 92, que_temp_id: 91, label: 'TO', score_value: 1, OPTION_ID: 31 }],
    consequence_template: [],
  });
  type File = ReturnType<typeof valid> & Record<string, unknown>;
  const broken = (change: (f: File) => void): File => {
    const f = valid() as File;
    change(f);
    return f;
  };

  const cases: [string, () => unknown, RegExp][] = [
    ['not an object (a list)', () => [1, 2], /not a Streakwise export \(expected a JSON object\)/],
    ['not an object (text)', () => 'hello', /expected a JSON object/],
    ['no habit list', () => ({ hello: 'world' }), /has no habit_metadata list/],
    [
      'a list that is not a list',
      () => broken((f) => (f.answer_entry = 'x' as never)),
      /^answer_entry must be a list$/,
    ],
    [
      'a row that is not an object',
      () => broken((f) => (f.option_metadata[1] = 5 as never)),
      /^option_metadata\[1\] must be an object$/,
    ],
    [
      'a missing id',
      () => broken((f) => delete (f.habit_metadata[2] as { id?: number }).id),
      /^habit_metadata\[2\]\.id must be a positive whole number$/,
    ],
    [
      'a repeated id',
      () => broken((f) => (f.question_metadata[1].id = 20)),
      /^question_metadata\[1\]\.id 20 appears more than once/,
    ],
    [
      'a name of the wrong type',
      () => broken((f) => (f.habit_metadata[1].name = 42 as never)),
      /^habit_metadata\[1\]\.name must be text$/,
    ],
    [
      'an empty name',
      () => broken((f) => (f.habit_metadata[0].name = '   ')),
      /^habit_metadata\[0\]\.name is required$/,
    ],
    [
      'a bad colour',
      () => broken((f) => (f.habit_metadata[0].color = 'red')),
      /^habit_metadata\[0\]\.color must be a hex code like #0f766e$/,
    ],
    [
      'a score out of range',
      () => broken((f) => (f.option_metadata[2].score_value = 5000)),
      /^option_metadata\[2\]\.score_value must be a whole number between -1000 and 1000$/,
    ],
    [
      'a fractional score',
      () => broken((f) => (f.option_metadata[0].score_value = 1.5)),
      /^option_metadata\[0\]\.score_value must be a whole number between -1000 and 1000$/,
    ],
    [
      'a score given as text',
      () => broken((f) => (f.answer_entry[0].score_value = '1' as never)),
      /^answer_entry\[0\]\.score_value must be a whole number between -1000 and 1000$/,
    ],
    [
      'an answer referencing an unknown option',
      () => broken((f) => (f.answer_entry[0].option_id = 999)),
      /^answer_entry\[0\]\.option_id 999 is not an option of this file$/,
    ],
    [
      'an answer with an option of another question',
      () => broken((f) => (f.answer_entry[0].option_id = 32)),
      /^answer_entry\[0\]\.option_id 32 is not an option of question 20$/,
    ],
    [
      'an answer to a question of another habit',
      () =>
        broken(
          (f) => (f.answer_entry[0] = { ...f.answer_entry[0], question_id: 21, option_id: 32 }),
        ),
      /^answer_entry\[0\]\.question_id 21 is not a question of the habit of check-mark 50$/,
    ],
    [
      'a question of an unknown habit',
      () => broken((f) => (f.question_metadata[1].habit_id = 77)),
      /^question_metadata\[1\]\.habit_id 77 is not a habit of this file$/,
    ],
    [
      'a bad date',
      () => broken((f) => (f.checkmarks_tracker[0].date = '2025-02-30')),
      /^checkmarks_tracker\[0\]\.date must be a date like 2025-01-31/,
    ],
    [
      'a date in the future',
      () => broken((f) => (f.checkmarks_tracker[0].date = '2999-01-01')),
      /^checkmarks_tracker\[0\]\.date 2999-01-01 is in the future$/,
    ],
    [
      'two check-marks on one day',
      () => broken((f) => f.checkmarks_tracker.push({ id: 51, habit_id: 10, date: '2025-01-01' })),
      /^checkmarks_tracker\[1\] repeats the date 2025-01-01/,
    ],
    [
      'a bad consequence kind',
      () => broken((f) => (f.consequence_metadata[0].kind = 'fine')),
      /^consequence_metadata\[0\]\.kind must be penalty or reward$/,
    ],
    [
      'a weekly threshold over 100 %',
      () =>
        broken((f) => {
          f.consequence_metadata[0].trigger_type = 'weekly_score_below';
          f.consequence_metadata[0].threshold = 150;
        }),
      /^consequence_metadata\[0\]\.threshold must be a whole number between 1 and 100$/,
    ],
    [
      'a fulfilment of another consequence’s log',
      () =>
        broken((f) => {
          f.consequence_metadata.push({ ...f.consequence_metadata[0], id: 41 });
          f.consequence_fulfillment[0].consequence_id = 41;
        }),
      /^consequence_fulfillment\[0\]\.log_id 70 is not a log row of consequence 41$/,
    ],
    [
      'a template option of an unknown template question',
      () => broken((f) => (f.option_template[0].que_temp_id = 5)),
      /^option_template\[0\]\.que_temp_id 5 is not a question_template of this file$/,
    ],
    [
      'a huge string',
      () => broken((f) => (f.habit_metadata[1].name = 'x'.repeat(200_000))),
      /^habit_metadata\[1\]\.name must be at most 80 characters$/,
    ],
    [
      'huge notes',
      () => broken((f) => ((f.answer_entry[0] as { notes?: string }).notes = 'n'.repeat(5000))),
      /^answer_entry\[0\]\.notes must be at most 1000 characters$/,
    ],
    [
      'too many check-marks',
      () =>
        broken((f) => {
          f.checkmarks_tracker = Array.from({ length: 20_001 }, (_, i) => ({
            id: i + 1,
            habit_id: 10,
            date: '2025-01-01',
          }));
        }),
      /^The file has 20001 rows in checkmarks_tracker; at most 20000 can be imported at once$/,
    ],
  ];

  it('accepts the valid file the cases break', async () => {
    const c = await createTestUser(backend);
    expect(await importInto(c, valid())).toMatchObject({ habit_metadata: 3, answer_entry: 1 });
  });

  it.each(cases)(
    'refuses %s with 400 and a clear message, writing nothing',
    async (_, file, message) => {
      const before = await rowCounts(b);
      const error = await importInto(b, file()).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WriteError);
      expect((error as WriteError).status).toBe(400);
      expect((error as WriteError).code).toBe('22023');
      expect((error as WriteError).retryable).toBe(false);
      expect((error as WriteError).message).toMatch(message);
      expect(await rowCounts(b)).toEqual(before);
    },
  );

  it('fails on the last list (templates) without leaving the rows written before it', async () => {
    const before = await rowCounts(b);
    const file = broken((f) =>
      f.consequence_template.push({ id: 1, template_id: 90, title: 'x', kind: 'reward' } as never),
    );
    const error = await importInto(b, file).catch((e: unknown) => e);
    expect((error as WriteError).message).toMatch(/^consequence_template\[0\]\.trigger_type/);
    expect(await rowCounts(b)).toEqual(before);
  });
});

describe('import_my_data: access', () => {
  it('anon cannot call it', async () => {
    const { error, status } = await anon.rpc('import_my_data', { p_data: { habit_metadata: [] } });
    expect(error).not.toBeNull();
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });
});
