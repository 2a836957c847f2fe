/**
 * REST overhead: what /rest/v1 adds on top of the database for two everyday requests, on a fresh
 * in-memory backend with one user, one habit (3 questions x 2 options) and 30 days of answers:
 * (a) a 10-row read with an embed, as the habit page's history asks for it:
 *     GET daily_habit_scores?select=*,answer_entry(*)&habit_id=eq.X&order=date.desc&limit=10
 * (b) an upsert of one answer, as supabase-js sends `.upsert(row, { onConflict })`:
 *     POST answer_entry?on_conflict=cmt_id,question_id (Prefer: resolution=merge-duplicates)
 * Each is timed over HTTP to 127.0.0.1 (fetch, keep-alive, one request at a time) and, next to
 * it, the very statement the REST handler ran (captured from the database during a warm-up
 * request) run directly in a transaction with the same role and JWT claims (withClaims).
 * Target: REST p50 at most 2x the direct SQL p50.
 *
 * `benchRest()` returns the figures for bench/run.ts; `npx tsx bench/rest.ts` prints them.
 */
import { pathToFileURL } from 'node:url';
import type { Database, Queryable } from '../backend/core/types';
import { withClaims } from '../backend/db/database';
import type { DbClient } from '../src/api/db-client';
import { saveHabitDayWith } from '../src/api/save-habit-day';
import { createTestUser, startTestBackend } from '../tests/helpers/backend';
import { createYesNoHabit } from './support';

export const REST_RATIO_TARGET = 2;

export interface LatencyStats {
  p50: number;
  p95: number;
  /** Requests per second, one at a time (1000 / mean latency). */
  rps: number;
  runs: number;
}

export interface RestFigure {
  name: string;
  request: string;
  rest: LatencyStats;
  sql: LatencyStats;
  /** REST p50 / SQL p50. */
  ratio: number;
  targetRatio: number;
  ok: boolean;
}

export interface RestBenchResult {
  figures: RestFigure[];
  /** GET /auth/v1/health over the same connection: the HTTP round trip without any SQL. */
  httpFloor: LatencyStats;
}

export interface RestBenchOptions {
  iterations?: number;
  warmup?: number;
}

interface Captured {
  sql: string;
  params: unknown[];
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

export function stats(samples: number[]): LatencyStats {
  const sorted = [...samples].sort((a, b) => a - b);
  const total = samples.reduce((sum, s) => sum + s, 0);
  return {
    p50: round(percentile(sorted, 50), 3),
    p95: round(percentile(sorted, 95), 3),
    rps: round(samples.length / (total / 1000), 0),
    runs: samples.length,
  };
}

/**
 * Runs fn while recording every parameterised statement the database receives inside a
 * transaction (the REST handler sets role and claims with exec, then runs one query).
 */
async function captureStatements(db: Database, fn: () => Promise<void>): Promise<Captured[]> {
  const captured: Captured[] = [];
  const original = db.transaction;
  db.transaction = <T>(inner: (tx: Queryable) => Promise<T>): Promise<T> =>
    original.call(db, (tx: Queryable) =>
      inner({
        query: (sql, params) => {
          captured.push({ sql, params: params ?? [] });
          return tx.query(sql, params);
        },
        exec: (sql) => tx.exec(sql),
      }),
    ) as Promise<T>;
  try {
    await fn();
  } finally {
    db.transaction = original;
  }
  return captured;
}

function decodeClaims(jwt: string): Record<string, unknown> & { role: string } {
  const payload = JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8')) as {
    role?: unknown;
  };
  return { ...payload, role: typeof payload.role === 'string' ? payload.role : 'anon' };
}

function isoDaysAgo(n: number): string {
  const d = new Date();
  d.setDate(d.getDate() - n);
  const pad = (x: number) => String(x).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * Times rest() and sql() alternately (so drift of the shared machine hits both alike): warm-up
 * runs first, then `iterations` timed runs of each.
 */
async function measurePair(
  iterations: number,
  warmup: number,
  rest: (i: number) => Promise<void>,
  sql: (i: number) => Promise<void>,
): Promise<{ rest: LatencyStats; sql: LatencyStats }> {
  for (let i = 0; i < warmup; i += 1) {
    await rest(i);
    await sql(i);
  }
  const restSamples: number[] = [];
  const sqlSamples: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    let t0 = performance.now();
    await rest(i);
    restSamples.push(performance.now() - t0);
    t0 = performance.now();
    await sql(i);
    sqlSamples.push(performance.now() - t0);
  }
  return { rest: stats(restSamples), sql: stats(sqlSamples) };
}

export async function benchRest(opts: RestBenchOptions = {}): Promise<RestBenchResult> {
  const iterations = opts.iterations ?? 300;
  const warmup = opts.warmup ?? 30;
  const backend = await startTestBackend();
  try {
    const { client, session } = await createTestUser(backend, 'rest-bench@example.com');
    const db = client as unknown as DbClient;
    const habit = await createYesNoHabit(
      db,
      'REST bench habit',
      [1, 2, 3].map((q) => `Question ${q}`),
    );
    const habitId = habit.id;
    const { questions } = habit;
    let todayCheckmark = 0;
    for (let d = 29; d >= 0; d -= 1) {
      const saved = await saveHabitDayWith(db, {
        habitId: Number(habitId),
        date: isoDaysAgo(d),
        answers: questions.map((q, i) => ({
          questionId: q.id,
          optionId: q.options[(d + i) % 2].id,
        })),
      });
      if (d === 0) todayCheckmark = saved.checkmarkId;
    }

    const base = `${backend.url}/rest/v1`;
    const headers = {
      apikey: backend.anonKey,
      authorization: `Bearer ${session.access_token}`,
      'x-client-info': 'streakwise-bench',
    };
    const claims = decodeClaims(session.access_token);
    const direct = async (captured: Captured) => {
      await withClaims(backend.db, claims, (tx) => tx.query(captured.sql, captured.params));
    };
    const captureOne = async (label: string, fn: () => Promise<void>): Promise<Captured> => {
      const statements = await captureStatements(backend.db, fn);
      if (statements.length !== 1)
        throw new Error(`${label}: expected one statement, captured ${statements.length}`);
      return statements[0];
    };

    // (a) 10-row read with an embed.
    const readPath = `daily_habit_scores?select=*,answer_entry(*)&habit_id=eq.${Number(habitId)}&order=date.desc&limit=10`;
    const read = async () => {
      const res = await fetch(`${base}/${readPath}`, {
        headers: { ...headers, accept: 'application/json' },
      });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`GET ${readPath}: ${res.status} ${body}`);
      return body;
    };
    const readSql = await captureOne('read', async () => {
      const rows = JSON.parse(await read()) as { answer_entry: unknown[] }[];
      if (rows.length !== 10 || rows.some((r) => r.answer_entry.length !== questions.length))
        throw new Error(`read: expected 10 rows with ${questions.length} answers each`);
    });
    const viaSql = await withClaims(backend.db, claims, (tx) =>
      tx.query<{ body: string }>(readSql.sql, readSql.params),
    );
    if ((JSON.parse(viaSql.rows[0].body) as unknown[]).length !== 10)
      throw new Error('read: the direct statement did not return 10 rows');
    const readTimes = await measurePair(
      iterations,
      warmup,
      async () => {
        await read();
      },
      () => direct(readSql),
    );

    // (b) upsert of today's answer to the first question, alternating between its two options
    // so every write really changes the row (and the answer trigger checks the new option).
    const question = questions[0];
    const bodies = question.options.map((o) =>
      JSON.stringify({
        cmt_id: todayCheckmark,
        question_id: question.id,
        option_id: o.id,
        score_value: o.score_value,
      }),
    );
    const upsertPath = 'answer_entry?on_conflict=cmt_id,question_id';
    const upsert = async (variant: number) => {
      const res = await fetch(`${base}/${upsertPath}`, {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          prefer: 'resolution=merge-duplicates,return=minimal',
        },
        body: bodies[variant % 2],
      });
      const text = await res.text();
      if (res.status !== 200 && res.status !== 201)
        throw new Error(`POST ${upsertPath}: ${res.status} ${text}`);
    };
    const upsertSql = [
      await captureOne('upsert', () => upsert(0)),
      await captureOne('upsert', () => upsert(1)),
    ];
    // The REST run i writes variant i, the SQL run i variant i + 1: each write flips the option.
    const upsertTimes = await measurePair(
      iterations,
      warmup,
      (i) => upsert(i),
      (i) => direct(upsertSql[(i + 1) % 2]),
    );
    const { rows: answers } = await backend.db.query<{ n: number }>(
      'select count(*)::int as n from public.answer_entry where cmt_id = $1',
      [todayCheckmark],
    );
    if (answers[0].n !== questions.length)
      throw new Error(`upsert: expected ${questions.length} answers, found ${answers[0].n}`);

    const figure = (
      name: string,
      request: string,
      t: { rest: LatencyStats; sql: LatencyStats },
    ): RestFigure => {
      const ratio = round(t.rest.p50 / t.sql.p50);
      return {
        name,
        request,
        ...t,
        ratio,
        targetRatio: REST_RATIO_TARGET,
        ok: ratio <= REST_RATIO_TARGET,
      };
    };

    // For reading the ratios: the cost of an HTTP round trip alone (no SQL, no JWT).
    const health = async () => {
      const res = await fetch(`${backend.url}/auth/v1/health`, { headers });
      await res.text();
      if (!res.ok) throw new Error(`GET /auth/v1/health: ${res.status}`);
    };
    for (let i = 0; i < warmup; i += 1) await health();
    const floorSamples: number[] = [];
    for (let i = 0; i < iterations; i += 1) {
      const t0 = performance.now();
      await health();
      floorSamples.push(performance.now() - t0);
    }
    return {
      figures: [
        figure('select 10 rows + embed', `GET /rest/v1/${readPath}`, readTimes),
        figure('upsert answer_entry', `POST /rest/v1/${upsertPath}`, upsertTimes),
      ],
      httpFloor: stats(floorSamples),
    };
  } finally {
    await backend.stop();
  }
}

export function formatRestTable({ figures, httpFloor }: RestBenchResult): string {
  const ms = (n: number) => `${n.toFixed(2)} ms`.padStart(9);
  const head = `${'request'.padEnd(24)} ${'via'.padEnd(5)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'req/s'.padStart(7)}   REST/SQL p50`;
  const lines = [head, '-'.repeat(head.length + 12)];
  for (const f of figures) {
    lines.push(
      `${f.name.padEnd(24)} ${'REST'.padEnd(5)} ${ms(f.rest.p50)} ${ms(f.rest.p95)} ${String(f.rest.rps).padStart(7)}   ${`${f.ratio.toFixed(2)}x`.padStart(6)} (target <= ${f.targetRatio}x) ${f.ok ? 'PASS' : 'OVER'}`,
      `${''.padEnd(24)} ${'SQL'.padEnd(5)} ${ms(f.sql.p50)} ${ms(f.sql.p95)} ${String(f.sql.rps).padStart(7)}`,
    );
  }
  lines.push(
    `${'HTTP floor (health)'.padEnd(24)} ${'HTTP'.padEnd(5)} ${ms(httpFloor.p50)} ${ms(httpFloor.p95)} ${String(httpFloor.rps).padStart(7)}   (no SQL; for reading the ratios)`,
  );
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await benchRest();
  console.log(formatRestTable(result));
  process.exitCode = result.figures.every((f) => f.ok) ? 0 : 1;
}
