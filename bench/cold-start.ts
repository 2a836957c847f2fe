/**
 * Cold start of the local backend: from spawning `npx tsx backend/cli.ts` (what `npm start` and
 * `npm run backend` run) on a fresh, empty data folder, so every migration, seed.sql and the demo
 * account are created, until the first REST call answers 2xx
 * (GET /rest/v1/habit_template?select=id with the service_role key, polled every 50 ms).
 * The data folder is a temporary one (its status file lives next to it, so a developer's running
 * backend and its `npm run status` are untouched); a fixed JWT secret gives the keys up front.
 * Target: under 10 s. The child runs in its own process group, which is stopped as a whole.
 *
 * `benchColdStart()` returns the figures for bench/run.ts; `npx tsx bench/cold-start.ts` prints
 * them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import getPort from 'get-port';
import { makeApiKeys } from '../backend/auth/index';
import { ROOT_DIR } from '../backend/db/database';

const COLD_START_TARGET_MS = 10_000;
const GIVE_UP_MS = 60_000;

interface ColdStartRun {
  /** Spawn to the first 2xx REST answer. */
  firstRestMs: number;
  /** Spawn to the CLI's "ready" banner on stdout (null if it was not seen first). */
  bannerMs: number | null;
  /** What the CLI itself reports ("ready in X s": database, migrations, demo, listen). */
  reportedReadyMs: number | null;
  /** Polls that failed (connection refused or non-2xx) before the first success. */
  failedPolls: number;
  /** SIGTERM to the whole process group being gone (clean shutdown). */
  stopMs: number;
}

export interface ColdStartResult {
  runs: ColdStartRun[];
  /** Median of firstRestMs: the checked figure. */
  medianMs: number;
  maxMs: number;
  targetMs: number;
  ok: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the child's whole process group (npx -> tsx -> node): SIGTERM, then SIGKILL. */
async function stopGroup(child: ChildProcess): Promise<void> {
  const pgid = child.pid;
  if (pgid === undefined) return;
  const exited =
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (isAlive(pgid)) process.kill(-pgid, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  await Promise.race([exited, sleep(10_000)]);
  while (isAlive(pgid) && Date.now() < deadline) await sleep(100);
  if (isAlive(pgid)) {
    process.kill(-pgid, 'SIGKILL');
    await exited;
  }
}

async function coldStartOnce(): Promise<ColdStartRun> {
  const dir = await mkdtemp(join(tmpdir(), 'streakwise-cold-start-'));
  const port = await getPort({ host: '127.0.0.1' });
  const jwtSecret = randomBytes(32).toString('base64url');
  const { serviceRoleKey } = await makeApiKeys(jwtSecret);
  const url = `http://127.0.0.1:${port}/rest/v1/habit_template?select=id&limit=1`;

  const started = performance.now();
  const child = spawn(
    'npx',
    [
      'tsx',
      'backend/cli.ts',
      '--data',
      join(dir, 'db'),
      '--port',
      String(port),
      // In one piece: a base64url secret may start with "-", which would read as an option.
      `--jwt-secret=${jwtSecret}`,
    ],
    { cwd: ROOT_DIR, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: process.env },
  );
  let output = '';
  let bannerMs: number | null = null;
  let reportedReadyMs: number | null = null;
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
    const m = /ready in ([\d.]+) s/.exec(output);
    if (m && bannerMs === null) {
      bannerMs = performance.now() - started;
      reportedReadyMs = Number(m[1]) * 1000;
    }
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  let exit: string | null = null;
  child.once('exit', (code, signal) => {
    exit = `exited with ${signal ?? code}`;
  });
  child.once('error', (error) => {
    exit = `could not be spawned (${error.message})`;
  });

  let stopMs = 0;
  const stop = async () => {
    const t0 = performance.now();
    await stopGroup(child);
    stopMs = performance.now() - t0;
  };
  try {
    let failedPolls = 0;
    for (;;) {
      if (exit) throw new Error(`the backend ${exit} before answering:\n${output}`);
      if (performance.now() - started > GIVE_UP_MS)
        throw new Error(`no 2xx REST answer within ${GIVE_UP_MS / 1000} s:\n${output}`);
      try {
        const res = await fetch(url, {
          headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` },
          signal: AbortSignal.timeout(2000),
        });
        await res.text();
        if (res.ok) {
          const firstRestMs = performance.now() - started;
          // The banner is often still in the pipe: give it a moment, it is reported too.
          for (let i = 0; i < 20 && bannerMs === null; i += 1) await sleep(50);
          await stop();
          return { firstRestMs, bannerMs, reportedReadyMs, failedPolls, stopMs };
        }
      } catch {
        // Not listening yet.
      }
      failedPolls += 1;
      await sleep(50);
    }
  } finally {
    if (isAlive(child.pid!)) await stop();
    await rm(dir, { recursive: true, force: true });
  }
}

export async function benchColdStart(runs = 3): Promise<ColdStartResult> {
  const results: ColdStartRun[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await coldStartOnce());
  const sorted = results.map((r) => r.firstRestMs).sort((a, b) => a - b);
  const medianMs = sorted[Math.floor(sorted.length / 2)];
  return {
    runs: results,
    medianMs,
    maxMs: sorted[sorted.length - 1],
    targetMs: COLD_START_TARGET_MS,
    ok: medianMs < COLD_START_TARGET_MS,
  };
}

export function formatColdStart(r: ColdStartResult): string {
  const s = (ms: number | null) => (ms === null ? '   -  ' : `${(ms / 1000).toFixed(2)} s`);
  return [
    ...r.runs.map(
      (run, i) =>
        `run ${i + 1}: first 2xx REST call ${s(run.firstRestMs)}   (banner on stdout ${s(run.bannerMs)}, CLI reports ready in ${s(run.reportedReadyMs)}, ${run.failedPolls} polls before; stopped in ${s(run.stopMs)})`,
    ),
    `cold start to first REST call: median ${s(r.medianMs)}, max ${s(r.maxMs)} (target < ${r.targetMs / 1000} s) ${r.ok ? 'PASS' : 'OVER'}`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await benchColdStart();
  console.log(formatColdStart(result));
  process.exitCode = result.ok ? 0 : 1;
}
