/**
 * At the large-seed size, every read of docs/domain.md "Data calls" on the big tables is served by
 * an index: EXPLAIN each one as the signed-in user (row-level security on, as PostgREST runs it)
 * and fail on a sequential scan of checkmarks_tracker or answer_entry.
 *
 * Size: 10 habits x 3 questions x 5 options x 5 years (about 16k check-marks and 49k answers)
 * instead of the 50 habits of `npm run seed:large`, to keep the test around ten seconds; the
 * plans are the same shape, and a second user's rows make "mine" a real filter.
 * "Read all" calls (every row of the user) are scans by nature and are not checked here.
 *
 * A group's day totals (daily_group_scores_in_range, docs/domain.md "Group total") are generated
 * per habit and day: there the check is how many check-marks the read goes through (EXPLAIN
 * ANALYZE), about one per habit and day of the range, not each habit's five years.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../backend/core/types';
import { migrate, openDatabase, withClaims } from '../../backend/db/database';
import { createUser } from '../../backend/auth/users';
import { seedLarge } from '../../scripts/seed-large';

const LARGE_TABLES = ['checkmarks_tracker', 'answer_entry', 'habit_pause'];
const TODAY = '2026-06-30';

let db: Database;
let userId: string;
let habitId: number;
let questionId: number;
let checkmarkId: number;
/** A habit 3 times a week and one on Mon/Wed/Fri, with skips and pauses (docs/schedules.md). */
let frequencyHabitId: number;
let weekdayHabitId: number;
/** My habits in two groups of five, in their order: the first holds both scheduled habits. */
let groupIds: number[];

beforeAll(async () => {
  db = await openDatabase();
  await migrate(db);
  const [me, someone] = await db.transaction(async (tx) => [
    await createUser(tx, { email: 'large@example.com', password: 'password-123', bcryptCost: 4 }),
    await createUser(tx, { email: 'other@example.com', password: 'password-123', bcryptCost: 4 }),
  ]);
  userId = me.id;
  const seeded = await seedLarge(db, userId, { habits: 10, years: 5, today: TODAY });
  expect(seeded.habits).toBe(10);
  expect(seeded.checkmarks).toBeGreaterThan(15_000);
  await seedLarge(db, someone.id, { habits: 5, years: 5, today: TODAY });

  const h = await db.query<{ id: number }>(
    `select id from public.habit_metadata where created_by = $1 order by position limit 1 offset 4`,
    [userId],
  );
  habitId = Number(h.rows[0].id);
  const q = await db.query<{ id: number }>(
    `select id from public.question_metadata where habit_id = $1 limit 1`,
    [habitId],
  );
  questionId = Number(q.rows[0].id);
  const c = await db.query<{ id: number }>(
    `select id from public.checkmarks_tracker where habit_id = $1 order by date desc limit 1`,
    [habitId],
  );
  checkmarkId = Number(c.rows[0].id);

  // Schedules, skips and pauses at scale: two of my habits get a schedule, every 9th check-mark
  // of theirs is a skipped day (answers removed first), and both users have pauses: 5 000 of
  // the other user's (standing in for everybody else's) and 40 of mine, a quarter of them of
  // every habit (habit_id null).
  const scheduled = await db.query<{ id: number }>(
    `select id from public.habit_metadata where created_by = $1 order by position limit 2 offset 1`,
    [userId],
  );
  [frequencyHabitId, weekdayHabitId] = scheduled.rows.map((r) => Number(r.id));
  await db.query(`update public.habit_metadata set freq_num = 3, freq_den = 7 where id = $1`, [
    frequencyHabitId,
  ]);
  await db.query(`update public.habit_metadata set weekdays = 21 where id = $1`, [weekdayHabitId]);
  await db.query(
    `delete from public.answer_entry a using public.checkmarks_tracker c
      where a.cmt_id = c.id and c.habit_id = any($1) and c.id % 9 = 0`,
    [[frequencyHabitId, weekdayHabitId]],
  );
  await db.query(
    `update public.checkmarks_tracker set skipped = true where habit_id = any($1) and id % 9 = 0`,
    [[frequencyHabitId, weekdayHabitId]],
  );
  for (const [owner, count] of [
    [someone.id, 5000],
    [userId, 40],
  ] as const) {
    await db.query(
      `insert into public.habit_pause (created_by, habit_id, start_date, end_date)
       select $1,
              case when i % 4 = 0 then null
                   else (select id from public.habit_metadata where created_by = $1
                          order by id offset (i % 5) limit 1) end,
              $3::date - (i * 9),
              $3::date - (i * 9) + (i % 6)
         from generate_series(1, $2) i`,
      [owner, count, TODAY],
    );
  }
  const groups = await db.query<{ id: number }>(
    `insert into public.habit_group (name, position, created_by)
     values ('First five', 0, $1), ('Last five', 1, $1) returning id`,
    [userId],
  );
  groupIds = groups.rows.map((r) => Number(r.id));
  await db.query(
    `update public.habit_metadata h set group_id = ($2::bigint[])[1 + (o.n - 1) / 5]
       from (select id, row_number() over (order by position) as n
               from public.habit_metadata where created_by = $1) o
      where h.id = o.id`,
    [userId, groupIds],
  );
  await db.query('analyze');
}, 120_000);

afterAll(async () => {
  await db?.close();
});

async function plan(sql: string, params: unknown[], setup?: string): Promise<string> {
  return withClaims(
    db,
    { role: 'authenticated', sub: userId, aud: 'authenticated' },
    async (tx) => {
      if (setup) await tx.exec(setup);
      const res = await tx.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, params);
      return res.rows.map((r) => r['QUERY PLAN']).join('\n');
    },
  );
}

interface PlanNode {
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

/** The rows of `table` a query goes through when it runs (returned or filtered out, every loop). */
async function rowsRead(table: string, sql: string, params: unknown[]): Promise<number> {
  const out = await withClaims(
    db,
    { role: 'authenticated', sub: userId, aud: 'authenticated' },
    (tx) => tx.query<{ 'QUERY PLAN': unknown }>(`explain (analyze, format json) ${sql}`, params),
  );
  const json = out.rows[0]['QUERY PLAN'];
  const [root] = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[];
  const walk = (node: PlanNode): number =>
    (node['Relation Name'] === table
      ? (node['Actual Rows'] +
          (node['Rows Removed by Filter'] ?? 0) +
          (node['Rows Removed by Index Recheck'] ?? 0)) *
        node['Actual Loops']
      : 0) + (node.Plans ?? []).reduce((sum, child) => sum + walk(child), 0);
  return Math.round(walk(root.Plan));
}

function seqScans(text: string): string[] {
  return LARGE_TABLES.filter((t) => new RegExp(`Seq Scan on (public\\.)?${t}\\b`).test(text));
}

/** The SQL of each read as PostgREST runs it (embeds as correlated json subqueries). */
const embedAnswers = `(select coalesce(json_agg(a), '[]') from public.answer_entry a where a.cmt_id = d.checkmark_id) as answer_entry`;
const reads: { name: string; sql: string; params: () => unknown[] }[] = [
  {
    name: 'daily_habit_scores: paged read by habit_id, newest first, with answers',
    sql: `select d.*, ${embedAnswers} from public.daily_habit_scores d where d.habit_id = $1 order by d.date desc limit 14 offset 14`,
    params: () => [habitId],
  },
  {
    name: 'daily_habit_scores: exact count of the paged read',
    sql: `select count(*) from public.daily_habit_scores d where d.habit_id = $1`,
    params: () => [habitId],
  },
  {
    name: 'daily_habit_scores: one habit and one date, with answers',
    sql: `select d.*, ${embedAnswers} from public.daily_habit_scores d where d.habit_id = $1 and d.date = $2`,
    params: () => [habitId, TODAY],
  },
  {
    name: 'daily_habit_scores: read by habit_id',
    sql: `select d.* from public.daily_habit_scores d where d.habit_id = $1 order by d.date desc`,
    params: () => [habitId],
  },
  {
    name: 'daily_habit_scores: weekly read in a date range, limit 10',
    sql: `select d.* from public.daily_habit_scores d where d.habit_id = $1 and d.date >= $2 and d.date <= $3 order by d.date desc limit 10`,
    params: () => [habitId, '2026-06-22', '2026-06-28'],
  },
  {
    name: 'daily_habit_scores: every habit of one day (home) with answers',
    sql: `select d.*, ${embedAnswers} from public.daily_habit_scores d where d.date >= $1 and d.date <= $1 order by d.date desc`,
    params: () => [TODAY],
  },
  {
    name: 'daily_habit_scores: every habit of 30 days (tableview) with answers',
    sql: `select d.*, ${embedAnswers} from public.daily_habit_scores d where d.date >= $1 and d.date <= $2 order by d.date desc`,
    params: () => ['2026-06-01', TODAY],
  },
  {
    name: "daily_habit_scores: every habit's totals of the last year (insights, home), no answers",
    sql: `select d.habit_id, d.date, d.total_score, d.skipped from public.daily_habit_scores d where d.date >= $1 and d.date <= $2 order by d.date`,
    params: () => ['2025-07-01', TODAY],
  },
  {
    name: 'daily_habit_scores: totals of the habits with rules since a date (consequences at app open)',
    sql: `select d.habit_id, d.date, d.total_score from public.daily_habit_scores d where d.habit_id = any($1) and d.date >= $2 order by d.date, d.habit_id`,
    params: () => [[habitId, habitId - 1], '2026-01-01'],
  },
  {
    name: "daily_habit_scores: one habit's totals of a page of its history (habit page calendar, strength)",
    sql: `select d.habit_id, d.date, d.total_score, d.skipped from public.daily_habit_scores d where d.habit_id = $1 and d.date >= $2 and d.date <= $3 order by d.date`,
    params: () => [habitId, '2022-01-01', '2022-12-31'],
  },
  {
    name: "daily_habit_scores: a habit's first entry (oldest date, limit 1)",
    sql: `select d.habit_id, d.date from public.daily_habit_scores d where d.habit_id = $1 order by d.date limit 1`,
    params: () => [habitId],
  },
  {
    name: 'daily_habit_scores: every habit of 30 days long ago (tableview paged back) with answers',
    sql: `select d.*, ${embedAnswers} from public.daily_habit_scores d where d.date >= $1 and d.date <= $2 order by d.date desc`,
    params: () => ['2022-03-01', '2022-03-30'],
  },
  {
    name: 'checkmarks_tracker: read by habit_id',
    sql: `select * from public.checkmarks_tracker where habit_id = $1 order by date desc`,
    params: () => [habitId],
  },
  {
    name: 'checkmarks_tracker: count by habit_id',
    sql: `select count(*) from public.checkmarks_tracker where habit_id = $1`,
    params: () => [habitId],
  },
  {
    name: 'checkmarks_tracker: read by id',
    sql: `select * from public.checkmarks_tracker where id = $1`,
    params: () => [checkmarkId],
  },
  {
    name: 'answer_entry: read by question_id and cmt_id',
    sql: `select * from public.answer_entry where question_id = $1 and cmt_id = $2`,
    params: () => [questionId, checkmarkId],
  },
  {
    name: 'question_metadata: by habit_id with nested options',
    sql: `select q.*, (select coalesce(json_agg(o), '[]') from public.option_metadata o where o.question_id = q.id) as option_metadata
          from public.question_metadata q where q.habit_id = $1 order by q.position`,
    params: () => [habitId],
  },
  {
    name: 'habit_performance_new: read by habit_id',
    sql: `select * from public.habit_performance_new where habit_id = $1`,
    params: () => [habitId],
  },
  {
    name: 'habit_performance_new: read by habit_id, a habit 3 times a week with skips and pauses',
    sql: `select * from public.habit_performance_new where habit_id = $1`,
    params: () => [frequencyHabitId],
  },
  {
    name: 'habit_performance_new: read by habit_id, a weekday habit with skips and pauses',
    sql: `select * from public.habit_performance_new where habit_id = $1`,
    params: () => [weekdayHabitId],
  },
  {
    name: 'habit_performance_new: every habit of one period (home, insights)',
    sql: `select * from public.habit_performance_new where period_type = $1 order by habit_id`,
    params: () => ['all_time'],
  },
  {
    name: "habit_pause: one habit's pauses and those of every habit (readForHabit)",
    sql: `select * from public.habit_pause where (habit_id = $1 or habit_id is null) order by start_date, id`,
    params: () => [habitId],
  },
  {
    name: 'daily_habit_scores: totals with skips of the habits with rules since a date (consequence runner)',
    sql: `select d.habit_id, d.date, d.total_score, d.skipped from public.daily_habit_scores d where d.habit_id = any($1) and d.date >= $2 order by d.date, d.habit_id`,
    params: () => [[frequencyHabitId, weekdayHabitId], '2026-01-01'],
  },
  {
    name: 'consequence_summary: read by habit_id',
    sql: `select * from public.consequence_summary where habit_id = $1`,
    params: () => [habitId],
  },
  {
    name: 'consequence_log: read by habit through the consequence',
    sql: `select l.*, json_build_object('habit_id', c.habit_id) as consequence_metadata
          from public.consequence_log l join public.consequence_metadata c on c.id = l.consequence_id
          where c.habit_id = $1 order by l.trigger_date desc`,
    params: () => [habitId],
  },
];

describe('every spec read at scale is served by an index', () => {
  for (const read of reads) {
    it(read.name, async () => {
      const text = await plan(read.sql, read.params());
      if (process.env.SHOW_PLANS) console.log(`${read.name}\n${text}`);
      expect(seqScans(text), `${read.name}\n${text}`).toEqual([]);
    });
  }

  it('the check itself catches a sequential scan', async () => {
    // With index scans switched off the planner has no choice: the check must see the scan.
    const text = await plan(
      `select * from public.answer_entry where cmt_id = $1`,
      [checkmarkId],
      'set local enable_indexscan = off; set local enable_bitmapscan = off; set local enable_indexonlyscan = off;',
    );
    expect(seqScans(text)).toEqual(['answer_entry']);
  });
});

describe("a group's day totals go through the days asked for, not each habit's history", () => {
  const daysBefore = (n: number) =>
    new Date(Date.parse(`${TODAY}T00:00:00Z`) - n * 864e5).toISOString().slice(0, 10);
  /** One lookup per habit and day, its first and last day, a frequency habit's met days since a
   * window before the range (31 days); each habit's five years hold about 1 640 check-marks. */
  const bound = (habits: number, days: number) => habits * (days + 2) + (days + 31);

  it("insights: a group's last 120 days (5 habits, one of them 3 times a week)", async () => {
    const read = await rowsRead(
      'checkmarks_tracker',
      `select * from public.daily_group_scores_in_range($1, $2, $3) order by date, group_id`,
      [daysBefore(119), TODAY, groupIds[0]],
    );
    expect(read).toBeGreaterThan(5 * 100);
    expect(read).toBeLessThanOrEqual(bound(5, 120));
  });

  it("home: every group's total of one day (10 habits)", async () => {
    const read = await rowsRead(
      'checkmarks_tracker',
      `select * from public.daily_group_scores_in_range($1, $1) order by group_id`,
      [TODAY],
    );
    expect(read).toBeGreaterThanOrEqual(10);
    expect(read).toBeLessThanOrEqual(bound(10, 1));
  });
});
