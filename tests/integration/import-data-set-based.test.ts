/**
 * rpc import_my_data is set-based (supabase/migrations/20251130002000_bulk_imports.sql): each list
 * of a valid file is checked by one query and written by one insert, with no call of the
 * per-field check functions (private.json_text, json_int, import_key, import_date, ...) per row;
 * they run only on the one row a check refuses, to name its problem as before
 * (tests/integration/import-data.test.ts asserts those messages). Checked by what it runs, as
 * tests/integration/import-loop-speed.test.ts does; the bench times the Loop import
 * (bench/loop-import.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestBackend, type TestBackend } from '../helpers/backend';

const PER_ROW_FUNCTIONS = [
  'private.json_text(jsonb, text, boolean, integer)',
  'private.json_int(jsonb, text, integer, integer, boolean)',
  'private.json_bool(jsonb, text, boolean)',
  'private.json_number(jsonb, text, numeric, numeric, boolean)',
  'private.import_key(jsonb)',
  'private.import_id(jsonb, text)',
  'private.import_date(jsonb, text)',
  'private.import_pause_date(jsonb, text)',
  'private.import_color(jsonb, text)',
  'private.import_schedule(jsonb, text)',
  'private.json_question_kind(jsonb, text)',
  'private.import_consequence(jsonb, text)',
];

/** yyyy-MM-dd of (2025-01-01 + n days). */
const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n)).toISOString().slice(0, 10);

/** A file of every list: two habits with 300 days each (a yes/no and a number question). */
function file(days = 300) {
  const checkmarks = [];
  const answers = [];
  for (let d = 0; d < days; d += 1) {
    checkmarks.push({ id: 1000 + d, habit_id: 1, date: day(d), skipped: d % 50 === 7 });
    if (d % 50 !== 7)
      answers.push({
        id: 5000 + d,
        cmt_id: 1000 + d,
        question_id: 10,
        option_id: 20 + (d % 2),
        score_value: 1 - (d % 2),
      });
    checkmarks.push({ id: 3000 + d, habit_id: 2, date: day(d) });
    answers.push({ id: 7000 + d, cmt_id: 3000 + d, question_id: 11, value: d % 9, score_value: 1 });
  }
  return {
    habit_metadata: [
      { id: 1, name: 'Walk', color: '#123456', position: 0, group_id: 90, plan: 'After tea' },
      { id: 2, name: 'Water', position: 1, freq_num: 5, freq_den: 7 },
    ],
    question_metadata: [
      { id: 10, habit_id: 1, question: 'Walked?' },
      {
        id: 11,
        habit_id: 2,
        question: 'Glasses',
        kind: 'number',
        target: 8,
        target_type: 'at_least',
        points: 2,
      },
    ],
    option_metadata: [
      { id: 20, question_id: 10, label: 'Yes', score_value: 1 },
      { id: 21, question_id: 10, label: 'No', score_value: 0, position: 1 },
    ],
    consequence_metadata: [
      {
        id: 30,
        habit_id: 1,
        title: 'Pay',
        kind: 'penalty',
        trigger_type: 'missed_days',
        threshold: 2,
      },
    ],
    checkmarks_tracker: checkmarks,
    answer_entry: answers,
    consequence_log: [{ id: 40, consequence_id: 30, trigger_date: day(3) }],
    consequence_fulfillment: [{ id: 50, consequence_id: 30, log_id: 40, note: 'paid' }],
    habit_pause: [{ id: 60, habit_id: 1, start_date: day(400), end_date: day(402) }],
    habit_template: [{ id: 70, name: 'T' }],
    question_template: [{ id: 71, template_id: 70, question: 'TQ' }],
    option_template: [{ id: 72, que_temp_id: 71, label: 'TO', score_value: 1, OPTION_ID: 20 }],
    consequence_template: [
      {
        id: 73,
        template_id: 70,
        title: 'CT',
        kind: 'reward',
        trigger_type: 'streak_reached',
        threshold: 7,
      },
    ],
    habit_group: [{ id: 90, name: 'Morning', position: 0 }],
    automaticity_check: Array.from({ length: 40 }, (_, i) => ({
      id: 100 + i,
      habit_id: 1,
      date: day(7 * i),
      automatically: 1 + (i % 7),
      without_remembering: 2,
      without_thinking: 3,
      before_realizing: 4,
    })),
    User_Master: [{ name: 'Ann' }],
  };
}

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.stop();
});

describe('import_my_data per-row work', () => {
  it('checks and writes a valid file without calling the per-field check functions per row', async () => {
    const { user } = await createTestUser(backend);
    const data = file();
    const { result, calls } = await backend.db.transaction(async (tx) => {
      await tx.query(`set local track_functions = 'all'`);
      await tx.query(
        `select set_config('role', 'authenticated', true),
                set_config('request.jwt.claims', $1, true)`,
        [JSON.stringify({ role: 'authenticated', sub: user.id })],
      );
      const res = await tx.query<{ r: Record<string, unknown> }>(
        `select public.import_my_data($1::jsonb) as r`,
        [JSON.stringify(data)],
      );
      const stat = await tx.query<{ fn: string; calls: number }>(
        `select f as fn,
                coalesce(pg_stat_get_xact_function_calls(f::regprocedure), 0)::int as calls
           from unnest($1::text[]) f`,
        [PER_ROW_FUNCTIONS],
      );
      return {
        result: res.rows[0].r,
        calls: Object.fromEntries(stat.rows.map((s) => [s.fn, s.calls])),
      };
    });
    expect(result).toMatchObject({
      habit_metadata: 2,
      checkmarks_tracker: data.checkmarks_tracker.length,
      answer_entry: data.answer_entry.length,
      consequence_fulfillment: 1,
      habit_pause: 1,
      option_template: 1,
      habit_group: 1,
      automaticity_check: 40,
      User_Master: 1,
    });
    // The profile's name is the one json_text call: a single value, not a list.
    expect(calls).toEqual({
      ...Object.fromEntries(PER_ROW_FUNCTIONS.map((f) => [f, 0])),
      'private.json_text(jsonb, text, boolean, integer)': 1,
    });
  });

  it('writes what the file says: days, answers, scores and the mapping of every parent', async () => {
    const { user, client } = await createTestUser(backend);
    const data = file(30);
    const { error } = await client.rpc('import_my_data', { p_data: data });
    expect(error).toBeNull();
    const { rows } = await backend.db.query<{ habit: string; date: string; answer: string }>(
      `select h.name as habit, c.date::text as date,
              case when c.skipped then 'skip'
                   else coalesce(o.label, a.value::text) || '/' || a.score_value end as answer
         from public.checkmarks_tracker c
         join public.habit_metadata h on h.id = c.habit_id
         left join public.answer_entry a on a.cmt_id = c.id
         left join public.option_metadata o on o.id = a.option_id
        where c.created_by = $1
        order by 1, 2`,
      [user.id],
    );
    const expected = [
      ...Array.from({ length: 30 }, (_, d) => ({
        habit: 'Walk',
        date: day(d),
        answer: d % 50 === 7 ? 'skip' : d % 2 ? 'No/0' : 'Yes/1',
      })),
      ...Array.from({ length: 30 }, (_, d) => ({
        habit: 'Water',
        date: day(d),
        answer: `${d % 9}/1`,
      })),
    ];
    expect(rows).toEqual(expected);
  });
});
