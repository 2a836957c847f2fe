/**
 * A first Loop import writes its days without a foreign-key query per row
 * (supabase/migrations/20251201001000_first_import_rows.sql; docs/loop-import.md, "The write"),
 * checked by what it runs rather than by a clock (bench/loop-import.ts times it):
 * - no row trigger fires for its check-marks and answers (PostgreSQL checks a foreign key with
 *   one), a row trigger of the test's own counting them; the rows are those of the file, each
 *   answer under a check-mark of its question's habit; session_replication_role is 'origin'
 *   again right after, and the row and statement triggers refuse what they refuse, in the same
 *   transaction;
 * - private.insert_new_habit_days, the security definer function that writes them, refuses
 *   parents that are not the caller's or do not go together, whoever calls it, and then writes
 *   nothing.
 * The lock it takes on the parents is checked on a server, where another connection can wait
 * for it (tests/integration/postgres-races.test.ts).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import initSqlJs from 'sql.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../backend/core/types';
import { withClaims } from '../../backend/db/database';
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
  const habits = generateLoopHabits({ count: 6, days: 60, lastDay: TODAY, seed: 11 });
  const file = readLoopFile(buildLoopBackup(SQL, habits, 25), (b) => new SQL.Database(b));
  payload = toLoopImport(file, TODAY).payload;
});

afterAll(async () => {
  await backend?.stop();
});

const asUser = <T>(userId: string, fn: (tx: Queryable) => Promise<T>) =>
  withClaims(backend.db, { role: 'authenticated', sub: userId }, fn);

/** A habit of one yes/no question (Yes 1, No 0), made with rpc create_habit as the app does. */
async function yesNoHabit(client: SupabaseClient, name: string) {
  const { data: id, error } = await client.rpc('create_habit', {
    p_habit: {
      name,
      questions: [
        {
          question: `${name}?`,
          options: [
            { label: 'Yes', score_value: 1 },
            { label: 'No', score_value: 0 },
          ],
        },
      ],
    },
  });
  if (error) throw error;
  const { data: q, error: readError } = await client
    .from('question_metadata')
    .select('id, option_metadata(id, label)')
    .eq('habit_id', id)
    .single<{ id: number; option_metadata: { id: number; label: string }[] }>();
  if (readError) throw readError;
  const option = (label: string) => q.option_metadata.find((o) => o.label === label)!.id;
  return { habit: Number(id), question: q.id, yes: option('Yes'), no: option('No') };
}

type Parents = Awaited<ReturnType<typeof yesNoHabit>>;

/** Calls private.insert_new_habit_days as userId with one habit and one day answered Yes. */
function insertDays(tx: Queryable, p: Parents, index = 0) {
  return tx.query(
    `select private.insert_new_habit_days($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[],
       $5::integer[], $6::date[], '{yes}', '{null}', '{null}') as n`,
    [[p.habit], [p.question], [p.yes], [p.no], [index], [TODAY]],
  );
}

describe('a first Loop import', () => {
  it('checks no foreign key per check-mark or answer, and writes the rows of the file', async () => {
    const { user, client } = await createTestUser(backend);
    const answers = payload.entries.filter((e) => e.answer !== 'skip').length;
    expect(payload.entries.length).toBeGreaterThan(300);

    // A foreign key's check is a row trigger of the inserting table (PostgreSQL's
    // RI_FKey_check_ins). A row trigger of our own beside them, added in a transaction that is
    // rolled back, counts the rows they fire for.
    const rolledBack = new Error('rolled back');
    let fired: Record<string, number | string> = {};
    await backend.db
      .transaction(async (tx) => {
        await tx.query(
          `create function public.count_row_triggers() returns trigger language plpgsql as $$
           begin
             perform set_config('test.' || tg_table_name,
               (coalesce(nullif(current_setting('test.' || tg_table_name, true), ''), '0')::int
                + 1)::text, true);
             return null;
           end $$`,
        );
        for (const table of ['checkmarks_tracker', 'answer_entry'])
          await tx.query(
            `create trigger count_rows after insert on public.${table}
             for each row execute function public.count_row_triggers()`,
          );
        await tx.query(
          `select set_config('role', 'authenticated', true),
                  set_config('request.jwt.claims', $1, true)`,
          [JSON.stringify({ role: 'authenticated', sub: user.id })],
        );
        await tx.query(`select public.import_loop_habits($1::jsonb)`, [JSON.stringify(payload)]);
        const { rows } = await tx.query<Record<string, number | string>>(
          `select coalesce(nullif(current_setting('test.checkmarks_tracker', true), ''), '0')::int
                    as checkmarks,
                  coalesce(nullif(current_setting('test.answer_entry', true), ''), '0')::int
                    as answers,
                  current_setting('session_replication_role') as role,
                  (select count(*)::int from public.checkmarks_tracker) as written`,
        );
        fired = rows[0];
        throw rolledBack;
      })
      .catch((e: unknown) => {
        if (e !== rolledBack) throw e;
      });
    expect(fired).toEqual({
      checkmarks: 0,
      answers: 0,
      role: 'origin',
      written: payload.entries.length,
    });
    // The same import, committed: the rows of the file, each answer coherent with its day.
    const { error } = await client.rpc('import_loop_habits', { p_data: payload });
    expect(error).toBeNull();

    const { rows } = await backend.db.query<{
      checkmarks: number;
      answers: number;
      incoherent: number;
    }>(
      `select (select count(*)::int from public.checkmarks_tracker where created_by = $1) as checkmarks,
              (select count(*)::int from public.answer_entry where created_by = $1) as answers,
              (select count(*)::int
                 from public.answer_entry a
                 join public.checkmarks_tracker c on c.id = a.cmt_id
                 join public.question_metadata q on q.id = a.question_id
                 left join public.option_metadata o on o.id = a.option_id
                where a.created_by = $1
                  and (q.habit_id <> c.habit_id or c.skipped or c.created_by <> $1
                       or (a.option_id is not null and o.question_id <> q.id))) as incoherent`,
      [user.id],
    );
    expect(rows[0]).toEqual({ checkmarks: payload.entries.length, answers, incoherent: 0 });
  });

  it('leaves the row triggers on for what follows in the same transaction', async () => {
    const owner = await createTestUser(backend);
    const other = await createTestUser(backend);
    const foreign = await yesNoHabit(other.client, 'Not yours');
    const { data: day } = await other.client
      .from('checkmarks_tracker')
      .insert({ habit_id: foreign.habit, date: TODAY })
      .select('id')
      .single();
    let refused: string | undefined;
    await asUser(owner.user.id, async (tx) => {
      await tx.query(`select public.import_loop_habits($1::jsonb)`, [JSON.stringify(payload)]);
      // An answer under another user's check-mark: the statement-level check refuses it.
      await tx
        .query(
          `insert into public.answer_entry (question_id, cmt_id, option_id, score_value)
           values ($1, $2, $3, 1)`,
          [foreign.question, day!.id, foreign.yes],
        )
        .catch((e: { code?: string }) => {
          refused = e.code;
          throw e;
        });
    }).catch(() => undefined);
    expect(refused).toBe('23503');
  });
});

describe('private.insert_new_habit_days called directly', () => {
  it("refuses another user's habit, a question of another habit, an option of another question", async () => {
    const mine = await createTestUser(backend);
    const theirs = await createTestUser(backend);
    const a = await yesNoHabit(mine.client, 'Read');
    const b = await yesNoHabit(mine.client, 'Walk');
    const stranger = await yesNoHabit(theirs.client, 'Swim');
    const refused = (parents: Parents, index = 0) =>
      asUser(mine.user.id, (tx) => insertDays(tx, parents, index)).then(
        () => 'written',
        (e: { code?: string; message: string }) => `${e.code}: ${e.message}`,
      );
    const notYours =
      '23503: insert_new_habit_days: a habit, question or option does not exist or belongs to another user';
    expect(await refused(stranger)).toBe(notYours);
    expect(await refused({ ...a, habit: stranger.habit })).toBe(notYours);
    expect(await refused({ ...a, question: b.question })).toBe(notYours);
    expect(await refused({ ...a, yes: b.yes })).toBe(notYours);
    expect(await refused({ ...a, no: stranger.no })).toBe(notYours);
    expect(await refused(a, 1)).toBe(
      '22023: insert_new_habit_days: an entry names no habit of the list',
    );
    const { rows } = await backend.db.query<{ n: number }>(
      `select count(*)::int as n from public.checkmarks_tracker where habit_id = any ($1)`,
      [[a.habit, b.habit, stranger.habit]],
    );
    expect(rows[0].n).toBe(0);

    // The caller's own, coherent parents: one day written, answered Yes.
    expect(await refused(a)).toBe('written');
    const { data } = await mine.client
      .from('checkmarks_tracker')
      .select('date, answer_entry(option_id, score_value)')
      .eq('habit_id', a.habit);
    expect(data).toEqual([{ date: TODAY, answer_entry: [{ option_id: a.yes, score_value: 1 }] }]);
  });

  it('cannot be called by anon', async () => {
    const p = { habit: 1, question: 1, yes: 1, no: 1 };
    const anon = await withClaims(backend.db, { role: 'anon' }, (tx) => insertDays(tx, p)).then(
      () => 'ran',
      (e: { code?: string }) => e.code,
    );
    expect(anon).toBe('42501');
  });
});
