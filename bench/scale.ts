/**
 * The shared database at scale (issue 24, "Scale of the shared database"): on a real PostgreSQL
 * server, one user's reads with every other user's rows present, against the same user alone.
 *
 * Method. A throw-away cluster (scripts/pg-cluster.ts, Debian's postgresql-15) holds two
 * databases, each behind its own local backend (the REST, Auth and row-level security the app
 * meets): "alone" has one user; "shared" has that user and `users - 1` others. Every user gets the
 * same history of `npm run seed:large`'s shape: `habits` habits of one question with five options,
 * `days` days, 90 % of them answered (at 1,000 users x 10 habits x 365 days: about 3.3 million
 * check-marks and as many answers). Then the measured user's reads, sent through supabase-js as
 * the app sends them, alternate between the two databases run by run (so machine noise falls on
 * both alike): home's reads, a year of day totals, the paged daily scores, the weekly read and
 * `habit_performance_new` of one habit. The figure per read is the shared database's p50 over the
 * alone one's (target <= 1.5x: row-level security and indexes make a user's reads depend on their
 * own rows, not on the table's). Finally EXPLAIN, as the signed-in user on the shared database,
 * the SQL of each read (as PostgREST runs it), printed, and checked for a sequential scan of the
 * big tables.
 *
 * `scaleBench()` turns them into bench/run.ts's figures; `npx tsx bench/scale.ts` prints them.
 */
import { fileURLToPath } from 'node:url';
import { format, subDays } from 'date-fns';
import { RELAXED_RATE_LIMITS } from '../backend/auth/rate-limit';
import { createUser } from '../backend/auth/users';
import { withClaims } from '../backend/db/database';
import { type RunningBackend, startBackend } from '../backend/server';
import { createRepositories } from '../src/api/repositories';
import type { DbClient } from '../src/api/db-client';
import { startCluster } from '../scripts/pg-cluster';
import { seedLarge } from '../scripts/seed-large';
import { createTestDatabase, createTestUser } from '../tests/helpers/backend';
import { type BenchContext, round } from './report';

interface ScaleOptions {
  users?: number;
  habits?: number;
  days?: number;
  /** Timed runs per read and database. */
  runs?: number;
}

interface ScaleTiming {
  name: string;
  alone: { p50: number; p95: number };
  shared: { p50: number; p95: number };
  /** shared p50 / alone p50 */
  ratio: number;
}

interface ScalePlan {
  name: string;
  plan: string;
  /** The big tables read by a sequential scan (none expected). */
  seqScans: string[];
}

interface ScaleResult {
  users: number;
  checkmarks: number;
  answers: number;
  seedMs: number;
  timings: ScaleTiming[];
  plans: ScalePlan[];
}

const SCALE_RATIO_TARGET = 1.5;
const BIG_TABLES = ['checkmarks_tracker', 'answer_entry'];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

interface Side {
  backend: RunningBackend;
  drop: () => Promise<void>;
  userId: string;
  reads: Read[];
}

interface Read {
  name: string;
  run: () => Promise<unknown>;
}

async function openSide(
  serverUrl: string,
  others: number,
  opts: Required<ScaleOptions>,
  today: string,
): Promise<Side & { checkmarks: number; answers: number }> {
  const database = await createTestDatabase(serverUrl);
  const backend = await startBackend({
    port: 0,
    dataDir: 'memory',
    demo: false,
    quiet: true,
    bcryptCost: 4,
    rateLimits: RELAXED_RATE_LIMITS,
    reminderClock: false,
    databaseUrl: database.url,
  });
  const me = await createTestUser(backend, 'me@scale.test', 'scale-password-1');
  const otherIds = await backend.db.transaction(async (tx) => {
    const ids: string[] = [];
    for (let i = 0; i < others; i += 1)
      ids.push(
        (
          await createUser(tx, {
            email: `user${i}@scale.test`,
            password: 'x'.repeat(12),
            bcryptCost: 4,
          })
        ).id,
      );
    return ids;
  });
  const seeded = await seedLarge(backend.db, [me.user.id, ...otherIds], {
    habits: opts.habits,
    questions: 1,
    days: opts.days,
    today,
  });
  // A live server's autovacuum has long since visited rows a year old; a fresh seed has not.
  await backend.db.exec('vacuum analyze');
  const repos = createRepositories(me.client as unknown as DbClient);
  const habits = await repos.habitMetadata.readAll();
  const habit = habits[Math.floor(habits.length / 2)];
  const yearAgo = format(subDays(new Date(`${today}T12:00:00Z`), 364), 'yyyy-MM-dd');
  const weekAgo = format(subDays(new Date(`${today}T12:00:00Z`), 6), 'yyyy-MM-dd');
  const reads: Read[] = [
    {
      name: "home: habits, questions with options, today's scores",
      run: () =>
        Promise.all([
          repos.habitMetadata.readAll(),
          repos.questionMetadata.readAllWithOptions(),
          repos.dailyHabitScores.readAllInRange(today, today),
        ]),
    },
    {
      name: "home: a year of every habit's day totals",
      run: () => repos.dailyHabitScores.readTotalsInRange(yearAgo, today),
    },
    {
      name: 'daily scores: first page with exact count and answers',
      run: () => repos.dailyHabitScores.readPageByHabitId(habit.id, 0),
    },
    {
      name: 'daily scores: weekly read',
      run: () => repos.dailyHabitScores.readWeekly(habit.id, weekAgo, today),
    },
    {
      name: 'habit_performance_new: one habit',
      run: () => repos.habitPerformance.readByHabitId(habit.id, today),
    },
  ];
  return {
    backend,
    drop: async () => {
      await backend.stop();
      await database.drop();
    },
    userId: me.user.id,
    reads,
    checkmarks: seeded.checkmarks,
    answers: seeded.answers,
  };
}

/** The SQL of each timed read as PostgREST runs it, for EXPLAIN. */
function planReads(habitId: number, today: string, yearAgo: string) {
  const answers = `(select coalesce(json_agg(a), '[]') from public.answer_entry a where a.cmt_id = d.checkmark_id) as answer_entry`;
  return [
    {
      name: "today's scores of every habit, with answers",
      sql: `select d.*, ${answers} from public.daily_habit_scores d where d.date >= $1 and d.date <= $1`,
      params: [today],
    },
    {
      name: "a year of every habit's day totals",
      sql: `select d.habit_id, d.date, d.total_score, d.skipped from public.daily_habit_scores d where d.date >= $1 and d.date <= $2 order by d.date`,
      params: [yearAgo, today],
    },
    {
      name: 'first page of one habit with answers',
      sql: `select d.*, ${answers} from public.daily_habit_scores d where d.habit_id = $1 order by d.date desc limit 14`,
      params: [habitId],
    },
    {
      name: 'exact count of the paged read',
      sql: `select count(*) from public.daily_habit_scores d where d.habit_id = $1`,
      params: [habitId],
    },
    {
      name: 'habit_performance_new of one habit',
      sql: `select * from public.habit_performance_new where habit_id = $1`,
      params: [habitId],
    },
  ];
}

async function explainAll(side: Side, today: string): Promise<ScalePlan[]> {
  const h = await side.backend.db.query<{ id: number }>(
    `select id from public.habit_metadata where created_by = $1 order by position offset 5 limit 1`,
    [side.userId],
  );
  const yearAgo = format(subDays(new Date(`${today}T12:00:00Z`), 364), 'yyyy-MM-dd');
  const plans: ScalePlan[] = [];
  for (const read of planReads(Number(h.rows[0].id), today, yearAgo)) {
    const plan = await withClaims(
      side.backend.db,
      { role: 'authenticated', sub: side.userId, aud: 'authenticated' },
      async (tx) => {
        const res = await tx.query<{ 'QUERY PLAN': string }>(`explain ${read.sql}`, read.params);
        return res.rows.map((r) => r['QUERY PLAN']).join('\n');
      },
    );
    const seqScans = BIG_TABLES.filter((t) =>
      new RegExp(`Seq Scan on (public\\.)?${t}\\b`).test(plan),
    );
    plans.push({ name: read.name, plan, seqScans });
  }
  return plans;
}

async function benchScale(options: ScaleOptions = {}): Promise<ScaleResult> {
  const opts: Required<ScaleOptions> = {
    users: options.users ?? 1000,
    habits: options.habits ?? 10,
    days: options.days ?? 365,
    runs: options.runs ?? 30,
  };
  const today = format(new Date(), 'yyyy-MM-dd');
  const cluster = await startCluster({ maxConnections: 60 });
  const sides: Side[] = [];
  try {
    const alone = await openSide(cluster.url, 0, opts, today);
    sides.push(alone);
    const seedStart = performance.now();
    const shared = await openSide(cluster.url, opts.users - 1, opts, today);
    const seedMs = Math.round(performance.now() - seedStart);
    sides.push(shared);

    const timings: ScaleTiming[] = [];
    for (let i = 0; i < alone.reads.length; i += 1) {
      const samples: [number[], number[]] = [[], []];
      // Warm-up: plans cached, connections open, the user's pages in the buffer cache.
      await alone.reads[i].run();
      await shared.reads[i].run();
      for (let r = 0; r < opts.runs; r += 1) {
        for (const [k, side] of [alone, shared].entries()) {
          const t0 = performance.now();
          await side.reads[i].run();
          samples[k].push(performance.now() - t0);
        }
      }
      const [a, s] = samples.map((xs) => xs.sort((x, y) => x - y));
      const stats = (xs: number[]) => ({
        p50: round(percentile(xs, 50)),
        p95: round(percentile(xs, 95)),
      });
      timings.push({
        name: alone.reads[i].name,
        alone: stats(a),
        shared: stats(s),
        ratio: round(percentile(s, 50) / percentile(a, 50), 2),
      });
    }
    return {
      users: opts.users,
      checkmarks: shared.checkmarks,
      answers: shared.answers,
      seedMs,
      timings,
      plans: await explainAll(shared, today),
    };
  } finally {
    for (const side of sides) await side.drop().catch(() => undefined);
    await cluster.stop();
  }
}

/**
 * The shared database at scale on real PostgreSQL (bench/scale.ts): one user's reads among 1,000
 * users' rows against the same user alone, and the plans of those reads.
 */
export async function scaleBench(ctx: BenchContext): Promise<void> {
  const r = await benchScale(ctx.quick ? { users: 20, runs: 5 } : {});
  for (const t of r.timings)
    ctx.figures.push({
      name: `scale: ${t.name}, ${r.users} users vs 1 (p50)`,
      value: t.ratio,
      unit: 'x',
      target: `<= ${SCALE_RATIO_TARGET}x`,
      ok: t.ratio <= SCALE_RATIO_TARGET,
      detail: `alone p50 ${t.alone.p50} / p95 ${t.alone.p95} ms; among ${r.users} users p50 ${t.shared.p50} / p95 ${t.shared.p95} ms`,
    });
  for (const p of r.plans) {
    ctx.log(`plan (among ${r.users} users) of ${p.name}:\n${p.plan}`);
    ctx.figures.push({
      name: `scale: plan of ${p.name} reads the big tables by index`,
      value: p.seqScans.length ? 0 : 1,
      unit: 'check',
      target: '= yes',
      ok: p.seqScans.length === 0,
      ...(p.seqScans.length ? { detail: `sequential scan of ${p.seqScans.join(', ')}` } : {}),
    });
  }
  ctx.notes.push(
    `${r.users} users x ${r.checkmarks / r.users} check-marks and as many answers each ` +
      `(${r.checkmarks} check-marks, ${r.answers} answers; set up in ${(r.seedMs / 1000).toFixed(0)} s); ` +
      'reads alternate between the two databases run by run',
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const users = Number(process.argv[2] ?? 1000);
  benchScale({ users })
    .then((r) => {
      console.log(
        `${r.users} users, ${r.checkmarks} check-marks, ${r.answers} answers (shared side set up in ${(r.seedMs / 1000).toFixed(1)} s)`,
      );
      for (const t of r.timings)
        console.log(
          `${t.name}: alone p50 ${t.alone.p50} / p95 ${t.alone.p95} ms; shared p50 ${t.shared.p50} / p95 ${t.shared.p95} ms; ${t.ratio}x`,
        );
      for (const p of r.plans) console.log(`\n${p.name}\n${p.plan}`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
