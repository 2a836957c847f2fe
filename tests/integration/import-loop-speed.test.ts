/**
 * The per-row work of rpc import_loop_habits (docs/loop-import.md, "The write";
 * supabase/migrations/20251125001200_faster_loop_import.sql), checked by what it runs rather than
 * by a clock (the bench, bench/loop-import.ts, times it):
 * - the score of a number answer is computed in the insert itself, not by a call of
 *   private.number_answer_score per answer (a SQL function with its own search_path is never
 *   inlined);
 * - check-marks and answers carry no per-row foreign key to auth.users, and deleting the account
 *   still removes every one of them (through the habit), while other accounts keep theirs.
 */
import initSqlJs from 'sql.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLoopBackup, generateLoopHabits } from '@/lib/loop-import/loop-fixtures.test-util';
import { readLoopFile } from '@/lib/loop-import/read-loop-file';
import { toLoopImport, type LoopImportPayload } from '@/lib/loop-import/to-import';
import { createTestUser, startTestBackend, type TestBackend } from '../helpers/backend';

const TODAY = new Date().toISOString().slice(0, 10);
let backend: TestBackend;
let payload: LoopImportPayload;

beforeAll(async () => {
  backend = await startTestBackend();
  const SQL = await initSqlJs();
  const habits = generateLoopHabits({ count: 10, days: 60, lastDay: TODAY, seed: 7 });
  const file = readLoopFile(buildLoopBackup(SQL, habits, 25), (b) => new SQL.Database(b));
  payload = toLoopImport(file, TODAY).payload;
});

afterAll(async () => {
  await backend?.stop();
});

/** Rows of the tables an import writes that belong to the user (as the database owner sees). */
async function rowsOf(userId: string): Promise<Record<string, number>> {
  const { rows } = await backend.db.query<{ t: string; n: number }>(
    `select 'habits' t, count(*)::int n from public.habit_metadata where created_by = $1
     union all select 'questions', count(*)::int from public.question_metadata where created_by = $1
     union all select 'options', count(*)::int from public.option_metadata where created_by = $1
     union all select 'checkmarks', count(*)::int from public.checkmarks_tracker where created_by = $1
     union all select 'answers', count(*)::int from public.answer_entry where created_by = $1`,
    [userId],
  );
  return Object.fromEntries(rows.map((r) => [r.t, r.n]));
}

describe('import_loop_habits per-row work', () => {
  it('scores number answers without calling private.number_answer_score once per answer', async () => {
    const { user } = await createTestUser(backend);
    const numbers = payload.entries.filter((e) => e.answer === 'number').length;
    expect(numbers).toBeGreaterThan(10);
    const { calls, scores } = await backend.db.transaction(async (tx) => {
      await tx.query(`set local track_functions = 'all'`);
      await tx.query(
        `select set_config('role', 'authenticated', true),
                set_config('request.jwt.claims', $1, true)`,
        [JSON.stringify({ role: 'authenticated', sub: user.id })],
      );
      await tx.query(`select public.import_loop_habits($1::jsonb)`, [JSON.stringify(payload)]);
      const stat = await tx.query<{ calls: number | null }>(
        `select pg_stat_get_xact_function_calls(
           'private.number_answer_score(integer, numeric, text, numeric)'::regprocedure)::int
           as calls`,
      );
      // Every number answer's score is what private.number_answer_score gives for it.
      const check = await tx.query<{ n: number; same: number }>(
        `select count(*)::int n,
                count(*) filter (where a.score_value = private.number_answer_score(
                  q.points, q.target, q.target_type, a.value))::int same
           from public.answer_entry a
           join public.question_metadata q on q.id = a.question_id
          where a.value is not null`,
      );
      return { calls: stat.rows[0].calls ?? 0, scores: check.rows[0] };
    });
    expect(scores.n).toBe(numbers);
    expect(scores.same).toBe(numbers);
    // Counted before the check above, which calls it itself.
    expect(calls).toBe(0);
  });

  it('has no created_by foreign key on check-marks and answers; deleting the account still removes them all', async () => {
    const { rows: fks } = await backend.db.query<{ conname: string }>(
      `select conname from pg_constraint
        where contype = 'f' and confrelid = 'auth.users'::regclass
          and conrelid in ('public.checkmarks_tracker'::regclass, 'public.answer_entry'::regclass)`,
    );
    expect(fks).toEqual([]);

    const gone = await createTestUser(backend);
    const kept = await createTestUser(backend);
    for (const u of [gone, kept]) {
      const { error } = await u.client.rpc('import_loop_habits', { p_data: payload });
      expect(error).toBeNull();
    }
    const before = await rowsOf(gone.user.id);
    expect(before.checkmarks).toBe(payload.entries.length);
    expect(before.answers).toBeGreaterThan(0);
    const keptBefore = await rowsOf(kept.user.id);
    expect(keptBefore).toEqual(before);

    const { error } = await gone.client.rpc('delete_my_account');
    expect(error).toBeNull();
    expect(await rowsOf(gone.user.id)).toEqual({
      habits: 0,
      questions: 0,
      options: 0,
      checkmarks: 0,
      answers: 0,
    });
    expect(await rowsOf(kept.user.id)).toEqual(keptBefore);
  });
});
