/**
 * REST overhead: what /rest/v1 adds on top of the database for two everyday requests, on a fresh
 * in-memory backend with one user, one habit (3 questions x 2 options) and 30 days of answers:
 * (a) a 10-row read with an embed, as the habit page's history asks for it:
 *     GET daily_habit_scores?select=*,answer_entry(*)&habit_id=eq.X&order=date.desc&limit=10
 * (b) an upsert of one answer, as supabase-js sends `.upsert(row, { onConflict })`:
 *     POST answer_entry?on_conflict=cmt_id,question_id (Prefer: resolution=merge-duplicates)
 * Each is timed over HTTP to 127.0.0.1 (one request at a time on a keep-alive connection) and,
 * next to it, the very statement the REST handler ran (captured from the database during a
 * warm-up request) run directly in a transaction with the same role and JWT claims (withClaims).
 * Target: REST p50 at most 2x the direct SQL p50.
 *
 * The client is node:http with a keep-alive agent, the leanest one Node ships, because client,
 * server and database share this process and its CPU: the client's own work is billed to every
 * REST sample. fetch (undici, what supabase-js uses) spends 0.3 to 0.5 ms more per request here
 * on its WHATWG streams; the read sent with fetch takes its turn in the same rounds and is
 * printed beside the figures, so the client's share stays visible.
 *
 * `benchRest()` returns the figures for bench/run.ts; `npx tsx bench/rest.ts` prints them.
 */
import { Agent, request as httpRequest } from 'node:http';
import { pathToFileURL } from 'node:url';
import type { Database, Queryable } from '../backend/core/types';
import { withClaims } from '../backend/db/database';
import { createRestHandler } from '../backend/rest';
import type { DbClient } from '../src/api/db-client';
import { createHabitDayRepository } from '../src/api/habit-day';
import { createTestUser, startTestBackend } from '../tests/helpers/backend';
import { createYesNoHabit } from './support';

const REST_RATIO_TARGET = 2;

interface LatencyStats {
  p50: number;
  p95: number;
  /** Requests per second, one at a time (1000 / mean latency). */
  rps: number;
  runs: number;
}

interface RestFigure {
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
  /** The read of figure (a) sent with fetch instead: what supabase-js's client adds. */
  readViaFetch: LatencyStats;
  /** The read of figure (a) handed to the REST handler in-process: everything but HTTP. */
  readViaHandler: LatencyStats;
}

export interface RestBenchOptions {
  iterations?: number;
  warmup?: number;
}

interface HttpResponse {
  status: number;
  body: string;
}

/** One request on a keep-alive connection (see the header comment for why not fetch). */
function send(
  agent: Agent,
  url: URL,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        headers:
          body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

interface Captured {
  sql: string;
  params: unknown[];
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

function stats(samples: number[]): LatencyStats {
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
 * Times the given runs in turn, round after round (so drift of the shared machine hits all of
 * them alike): `warmup` untimed rounds first, then `iterations` timed rounds.
 */
async function measureAlternating(
  iterations: number,
  warmup: number,
  runs: ((i: number) => Promise<unknown>)[],
): Promise<LatencyStats[]> {
  for (let i = 0; i < warmup; i += 1) for (const run of runs) await run(i);
  const samples = runs.map(() => [] as number[]);
  for (let i = 0; i < iterations; i += 1) {
    for (const [k, run] of runs.entries()) {
      const t0 = performance.now();
      await run(i);
      samples[k].push(performance.now() - t0);
    }
  }
  return samples.map(stats);
}

export async function benchRest(opts: RestBenchOptions = {}): Promise<RestBenchResult> {
  const iterations = opts.iterations ?? 300;
  const warmup = opts.warmup ?? 30;
  const backend = await startTestBackend();
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
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
      const saved = await createHabitDayRepository(db).save({
        habitId: Number(habitId),
        date: isoDaysAgo(d),
        answers: questions.map((q, i) => ({
          questionId: q.id,
          optionId: q.options[(d + i) % 2].id,
        })),
      });
      if (d === 0) todayCheckmark = saved.checkmarkId ?? 0;
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
    const readUrl = new URL(`${base}/${readPath}`);
    const readHeaders = { ...headers, accept: 'application/json' };
    const read = async () => {
      const res = await send(agent, readUrl, 'GET', readHeaders);
      if (res.status !== 200) throw new Error(`GET ${readPath}: ${res.status} ${res.body}`);
      return res.body;
    };
    const readWithFetch = async () => {
      const res = await fetch(readUrl, { headers: readHeaders });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`GET ${readPath} (fetch): ${res.status} ${body}`);
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
    // The same read handed to a REST handler over the same database, without HTTP.
    const handler = createRestHandler({
      db: backend.db,
      config: {
        apiUrl: backend.url,
        jwtSecret: backend.jwtSecret,
        anonKey: backend.anonKey,
        serviceRoleKey: backend.serviceRoleKey,
        siteUrl: backend.url,
        jwtExpirySeconds: 3600,
      },
    });
    const readInProcess = async () => {
      const rawQuery = readUrl.search.slice(1);
      const res = await handler({
        method: 'GET',
        path: readUrl.pathname,
        query: new URLSearchParams(rawQuery),
        rawQuery,
        headers: { ...readHeaders },
      });
      if (res.status !== 200) throw new Error(`handler ${readPath}: ${res.status}`);
    };
    // The reads with fetch and in-process take their turns too, so all four are comparable.
    const [readRest, readDirect, readViaFetch, readViaHandler] = await measureAlternating(
      iterations,
      warmup,
      [read, () => direct(readSql), readWithFetch, readInProcess],
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
    const upsertUrl = new URL(`${base}/${upsertPath}`);
    const upsertHeaders = {
      ...headers,
      'content-type': 'application/json',
      prefer: 'resolution=merge-duplicates,return=minimal',
    };
    const upsert = async (variant: number) => {
      const res = await send(agent, upsertUrl, 'POST', upsertHeaders, bodies[variant % 2]);
      if (res.status !== 200 && res.status !== 201)
        throw new Error(`POST ${upsertPath}: ${res.status} ${res.body}`);
    };
    const upsertSql = [
      await captureOne('upsert', () => upsert(0)),
      await captureOne('upsert', () => upsert(1)),
    ];
    // The REST run i writes variant i, the SQL run i variant i + 1: each write flips the option.
    const [upsertRest, upsertDirect] = await measureAlternating(iterations, warmup, [
      (i) => upsert(i),
      (i) => direct(upsertSql[(i + 1) % 2]),
    ]);
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
    const healthUrl = new URL(`${backend.url}/auth/v1/health`);
    const health = async () => {
      const res = await send(agent, healthUrl, 'GET', headers);
      if (res.status !== 200) throw new Error(`GET /auth/v1/health: ${res.status}`);
    };
    const [httpFloor] = await measureAlternating(iterations, warmup, [health]);
    return {
      figures: [
        figure('select 10 rows + embed', `GET /rest/v1/${readPath}`, {
          rest: readRest,
          sql: readDirect,
        }),
        figure('upsert answer_entry', `POST /rest/v1/${upsertPath}`, {
          rest: upsertRest,
          sql: upsertDirect,
        }),
      ],
      httpFloor,
      readViaFetch,
      readViaHandler,
    };
  } finally {
    agent.destroy();
    await backend.stop();
  }
}

export function formatRestTable({
  figures,
  httpFloor,
  readViaFetch,
  readViaHandler,
}: RestBenchResult): string {
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
    `${'select, no HTTP'.padEnd(24)} ${'core'.padEnd(5)} ${ms(readViaHandler.p50)} ${ms(readViaHandler.p95)} ${String(readViaHandler.rps).padStart(7)}   (the REST handler called in-process)`,
    `${'select, sent with fetch'.padEnd(24)} ${'fetch'.padEnd(5)} ${ms(readViaFetch.p50)} ${ms(readViaFetch.p95)} ${String(readViaFetch.rps).padStart(7)}   (supabase-js's client; its extra cost is the client's)`,
  );
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await benchRest();
  console.log(formatRestTable(result));
  process.exitCode = result.figures.every((f) => f.ok) ? 0 : 1;
}
