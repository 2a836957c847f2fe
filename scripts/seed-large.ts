/**
 * `npm run seed:large`: gives the demo user 50 habits x 3 questions x 5 options with 5 years of
 * daily history in the default data folder (.local/db), to measure the app and the database at
 * a realistic worst case. Everything is set-based SQL (generate_series), so it takes seconds.
 *
 * Stop the local backend first: an embedded database is opened by one process at a time.
 * Running it again replaces the previous large seed (habits marked `seed:large`), nothing else.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { Database } from '../backend/core/types';
import { ROOT_DIR, migrate, openDatabase } from '../backend/db/database';
import { ensureDemoData, DEMO_EMAIL } from '../backend/db/demo';

export const LARGE_SEED_MARK = 'seed:large';

export interface SeedLargeOptions {
  habits?: number;
  questions?: number;
  options?: number;
  years?: number;
  /** Days of history instead of `years` (the benches' quick mode seeds a couple of months). */
  days?: number;
  /** Share of days answered (0..1); the rest are gaps, as in real use. */
  answered?: number;
  /** Last day of history, yyyy-MM-dd (default: the database's current_date). */
  today?: string;
}

export interface SeedLargeResult {
  habits: number;
  checkmarks: number;
  answers: number;
  ms: number;
}

/**
 * Replaces the user's large seed with a fresh one and refreshes the planner statistics.
 * Runs as the database owner in one transaction; row triggers are skipped
 * (session_replication_role = replica) because the rows are coherent by construction and the
 * ownership checks would cost a lookup per row.
 */
export async function seedLarge(
  db: Database,
  userId: string | readonly string[],
  opts: SeedLargeOptions = {},
): Promise<SeedLargeResult> {
  // Many users at once (bench/scale.ts): the same statements over every user's rows.
  const users = typeof userId === 'string' ? [userId] : [...userId];
  const habits = opts.habits ?? 50;
  const questions = opts.questions ?? 3;
  const options = opts.options ?? 5;
  const years = opts.years ?? 5;
  const span = opts.days === undefined ? `${years} years` : `${opts.days} days`;
  const answered = opts.answered ?? 0.9;
  const started = performance.now();

  await db.transaction(async (tx) => {
    await tx.query(`set local session_replication_role = replica`);
    // Cascades do not run with triggers off: delete the previous seed's rows bottom-up.
    const old = `select id from public.habit_metadata where created_by = any($1::uuid[]) and description = '${LARGE_SEED_MARK}'`;
    await tx.query(
      `delete from public.answer_entry where cmt_id in (select id from public.checkmarks_tracker where habit_id in (${old}))`,
      [users],
    );
    await tx.query(`delete from public.checkmarks_tracker where habit_id in (${old})`, [users]);
    await tx.query(
      `delete from public.option_metadata where question_id in (select id from public.question_metadata where habit_id in (${old}))`,
      [users],
    );
    await tx.query(`delete from public.question_metadata where habit_id in (${old})`, [users]);
    await tx.query(`delete from public.habit_metadata where id in (${old})`, [users]);

    await tx.query(
      `insert into public.habit_metadata (created_by, name, description, color, daily_target, position)
       select u, format('Habit %s', lpad(i::text, 2, '0')), '${LARGE_SEED_MARK}',
              (array['#0f766e','#2563eb','#7c3aed','#db2777','#dc2626','#ea580c','#ca8a04','#16a34a'])[1 + i % 8],
              $3::int * 5, 1000 + i
       from unnest($1::uuid[]) as u cross join generate_series(1, $2::int) as i`,
      [users, habits, questions],
    );
    await tx.query(
      `insert into public.question_metadata (habit_id, question, position, created_by)
       select h.id, format('%s: question %s', h.name, q), q - 1, h.created_by
       from public.habit_metadata h cross join generate_series(1, $2::int) as q
       where h.created_by = any($1::uuid[]) and h.description = '${LARGE_SEED_MARK}'`,
      [users, questions],
    );
    // Scores 0, 2, 5, 7, 10 for five options (the last option is the best).
    await tx.query(
      `insert into public.option_metadata (question_id, label, score_value, position, created_by)
       select q.id, format('Option %s', o), round(10.0 * (o - 1) / greatest($2::int - 1, 1))::int, o - 1, h.created_by
       from public.question_metadata q
       join public.habit_metadata h on h.id = q.habit_id
       cross join generate_series(1, $2::int) as o
       where h.created_by = any($1::uuid[]) and h.description = '${LARGE_SEED_MARK}'`,
      [users, options],
    );
    await tx.query(`select setseed(0.42)`);
    await tx.query(
      `insert into public.checkmarks_tracker (habit_id, date, created_by, created_at, updated_at)
       select h.id, d::date, h.created_by, d + interval '20 hours', d + interval '20 hours'
       from public.habit_metadata h
       cross join generate_series(
         (coalesce($3::date, current_date) - $2::interval)::date + 1,
         coalesce($3::date, current_date), interval '1 day') as d
       where h.created_by = any($1::uuid[]) and h.description = '${LARGE_SEED_MARK}' and random() < $4::float8`,
      [users, span, opts.today ?? null, answered],
    );
    // One answer per question per check-mark, a deterministic spread over the options.
    await tx.query(
      `insert into public.answer_entry (question_id, cmt_id, option_id, score_value, created_by, created_at)
       select q.id, c.id, o.id, o.score_value, h.created_by, c.created_at
       from public.checkmarks_tracker c
       join public.habit_metadata h on h.id = c.habit_id
       join public.question_metadata q on q.habit_id = c.habit_id
       join public.option_metadata o
         on o.question_id = q.id and o.position = ((c.id * 7 + q.id * 3) % $2::int)
       where h.created_by = any($1::uuid[]) and h.description = '${LARGE_SEED_MARK}'`,
      [users, options],
    );
  });
  await db.exec(
    'analyze public.habit_metadata, public.question_metadata, public.option_metadata, public.checkmarks_tracker, public.answer_entry',
  );

  const counts = await db.query<{ habits: number; checkmarks: number; answers: number }>(
    `select (select count(*) from public.habit_metadata where created_by = any($1::uuid[]) and description = '${LARGE_SEED_MARK}')::int as habits,
            (select count(*) from public.checkmarks_tracker c join public.habit_metadata h on h.id = c.habit_id
               where h.created_by = any($1::uuid[]) and h.description = '${LARGE_SEED_MARK}')::int as checkmarks,
            (select count(*) from public.answer_entry a join public.checkmarks_tracker c on c.id = a.cmt_id
               join public.habit_metadata h on h.id = c.habit_id
               where h.created_by = any($1::uuid[]) and h.description = '${LARGE_SEED_MARK}')::int as answers`,
    [users],
  );
  return { ...counts.rows[0], ms: Math.round(performance.now() - started) };
}

async function main() {
  const dataDir = process.argv.includes('--data')
    ? process.argv[process.argv.indexOf('--data') + 1]
    : join(ROOT_DIR, '.local', 'db');
  console.log(`Opening ${dataDir} (stop the local backend first if it is running)…`);
  const db = await openDatabase({ dataDir });
  try {
    await migrate(db);
    const { userId } = await ensureDemoData(db);
    const result = await seedLarge(db, userId);
    console.log(
      `Seeded ${DEMO_EMAIL}: ${result.habits} habits, ${result.checkmarks} check-marks, ${result.answers} answers in ${(result.ms / 1000).toFixed(1)} s`,
    );
  } finally {
    await db.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
