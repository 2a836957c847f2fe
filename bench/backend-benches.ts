/**
 * The benches that need no browser, as bench/benches.ts registers them: the backend's REST
 * against direct SQL, its latency during sign-ins, its cold start and Realtime, and two client
 * flows run in Node against it (the offline replay, the Loop import). Each calls its bench/*.ts
 * at the full size or the quick one and turns the result into figures with their targets.
 */
import { benchColdStart, formatColdStart } from './cold-start';
import { LIVE_P95_TARGET_MS, benchLive } from './live';
import {
  LOOP_IMPORT_POSTGRES_TARGET_MS,
  LOOP_IMPORT_TARGET_MS,
  LOOP_PREVIEW_TARGET_MS,
  benchLoopImport,
  benchLoopImportOnPostgres,
  postgresMissing,
} from './loop-import';
import { type BenchContext, round } from './report';
import { benchRest, formatRestTable } from './rest';
import { SIGN_IN_LOAD_TARGET_MS, benchSignInLoad, formatSignInLoad } from './sign-in-load';

export async function restBench(ctx: BenchContext): Promise<void> {
  const warmup = ctx.quick ? 5 : 30;
  const result = await benchRest({ iterations: ctx.quick ? 20 : 300, warmup });
  // Its table says PASS/OVER against the full run's target, not for the quick mode's sizes.
  if (!ctx.quick) ctx.log(formatRestTable(result));
  for (const f of result.figures) {
    ctx.figures.push(
      {
        name: `${f.name}: REST p50 / SQL p50`,
        value: f.ratio,
        unit: 'x',
        target: `<= ${f.targetRatio}x`,
        ok: f.ok,
        detail: `REST p50 ${f.rest.p50} ms, SQL p50 ${f.sql.p50} ms`,
      },
      { name: `${f.name}: REST p50`, value: f.rest.p50, unit: 'ms', target: null, ok: null },
      { name: `${f.name}: REST p95`, value: f.rest.p95, unit: 'ms', target: null, ok: null },
      {
        name: `${f.name}: REST throughput (1 at a time)`,
        value: f.rest.rps,
        unit: 'req/s',
        target: null,
        ok: null,
      },
      { name: `${f.name}: SQL p50`, value: f.sql.p50, unit: 'ms', target: null, ok: null },
      { name: `${f.name}: SQL p95`, value: f.sql.p95, unit: 'ms', target: null, ok: null },
      {
        name: `${f.name}: SQL throughput (1 at a time)`,
        value: f.sql.rps,
        unit: 'req/s',
        target: null,
        ok: null,
      },
    );
  }
  ctx.figures.push({
    name: 'HTTP round trip alone (GET /auth/v1/health) p50',
    value: result.httpFloor.p50,
    unit: 'ms',
    target: null,
    ok: null,
  });
  ctx.figures.push({
    name: `${result.figures[0].name}: sent with fetch (supabase-js's client) p50`,
    value: result.readViaFetch.p50,
    unit: 'ms',
    target: null,
    ok: null,
  });
  ctx.notes.push(
    `${result.figures[0].rest.runs} timed runs after ${warmup} warm-up runs; REST and SQL runs alternate; ` +
      'REST sent with node:http on a keep-alive connection (client and server share one process)',
  );
}

export async function signInLoadBench(ctx: BenchContext): Promise<void> {
  const result = await benchSignInLoad(ctx.quick ? 4 : 12);
  if (!ctx.quick) ctx.log(formatSignInLoad(result));
  ctx.figures.push(
    {
      name: `REST read p50 during ${result.signIns} concurrent sign-ins (bcrypt cost 10)`,
      value: result.duringP50,
      unit: 'ms',
      target: `< ${SIGN_IN_LOAD_TARGET_MS} ms`,
      ok: result.ok,
      detail: `idle p50 ${result.idleP50} ms, p95 during ${result.duringP95} ms`,
    },
    {
      name: 'sign-ins per second at bcrypt cost 10',
      value: result.signInsPerSecond,
      unit: 'req/s',
      target: null,
      ok: null,
    },
  );
}

export async function coldStartBench(ctx: BenchContext): Promise<void> {
  const runs = ctx.quick ? 1 : 3;
  const result = await benchColdStart(runs);
  if (!ctx.quick) ctx.log(formatColdStart(result));
  ctx.figures.push({
    name: `backend cold start to first 2xx REST call (median of ${runs})`,
    value: round(result.medianMs / 1000, 2),
    unit: 's',
    target: `< ${result.targetMs / 1000} s`,
    ok: result.ok,
    detail: `runs ${result.runs.map((r) => (r.firstRestMs / 1000).toFixed(2)).join(', ')} s`,
  });
  ctx.figures.push({
    name: `backend cold start, slowest of ${runs}`,
    value: round(result.maxMs / 1000, 2),
    unit: 's',
    target: null,
    ok: null,
  });
}

export async function offlineReplayBench(ctx: BenchContext): Promise<void> {
  // Loaded here, not at the top: it runs src/ modules under tsx, and should one of them come to
  // read Vite's import.meta.env at load (see bench/offline-replay.ts), only this bench fails.
  const { benchOfflineReplay } = await import('./offline-replay');
  const r = await benchOfflineReplay(ctx.quick ? 10 : 200);
  ctx.figures.push({
    name: r.name,
    value: round(r.ms),
    unit: 'ms',
    target: `< ${r.targetMs} ms`,
    ok: r.ok,
    detail: r.detail,
  });
}

export async function liveBench(ctx: BenchContext): Promise<void> {
  const r = await benchLive(
    ctx.quick
      ? { saves: 20, sockets: 20, holdMs: 5_000, heartbeatIntervalMs: 1_000 }
      : { saves: 200, sockets: 200, holdMs: 60_000 },
  );
  ctx.figures.push(
    {
      name: `save on one device to the message on the other (p95 of ${r.saves})`,
      value: round(r.p95),
      unit: 'ms',
      target: `< ${LIVE_P95_TARGET_MS} ms`,
      ok: r.p95 < LIVE_P95_TARGET_MS,
      detail: `p50 ${round(r.p50)} ms, max ${round(r.max)} ms`,
    },
    { name: 'save to message (p50)', value: round(r.p50), unit: 'ms', target: null, ok: null },
    {
      name: `${r.sockets} sockets held ${r.holdMs / 1000} s with heartbeats, no error`,
      value: r.errors.length === 0 ? 1 : 0,
      unit: 'check',
      target: '= yes',
      ok: r.errors.length === 0,
      detail: `${r.heartbeatsOk} heartbeats answered (p95 ${round(r.heartbeatP95)} ms); the last save reached ${r.delivered} of ${r.sockets}${r.errors.length ? `; ${r.errors.slice(0, 3).join('; ')}` : ''}`,
    },
  );
  ctx.notes.push(
    'supabase-js clients in this process over ws; every socket is the same user on its private channel',
  );
}

export async function loopImportBench(ctx: BenchContext): Promise<void> {
  const size = ctx.quick ? { habits: 3, days: 60 } : { habits: 30, days: 3650 };
  const r = await benchLoopImport(size);
  const detail = `${r.entries} entries, ${r.habits} habits x ${r.days} days, ${round(r.fileBytes / 1e6)} MB backup`;
  ctx.figures.push(
    {
      name: 'Loop import preview (read .db, map, already-here read)',
      value: round(r.previewMs),
      unit: 'ms',
      target: `< ${LOOP_PREVIEW_TARGET_MS} ms`,
      ok: r.previewMs < LOOP_PREVIEW_TARGET_MS,
      detail,
    },
    {
      name: 'Loop import (rpc import_loop_habits) on PGlite',
      value: round(r.importMs),
      unit: 'ms',
      target: `< ${LOOP_IMPORT_TARGET_MS} ms`,
      ok: r.importMs < LOOP_IMPORT_TARGET_MS,
      detail: `${detail}; ${round(r.importCpuMs / 1000)} s of CPU in this process`,
    },
  );
  const missing = postgresMissing();
  if (missing) {
    ctx.log(`Loop import on PostgreSQL: skipped, ${missing}`);
    ctx.notes.push(`the PostgreSQL figure is missing: ${missing}`);
    return;
  }
  const pg = await benchLoopImportOnPostgres(size);
  ctx.figures.push({
    name: 'Loop import (rpc import_loop_habits) on PostgreSQL 15',
    value: round(pg.importMs),
    unit: 'ms',
    target: `< ${LOOP_IMPORT_POSTGRES_TARGET_MS} ms`,
    ok: pg.importMs < LOOP_IMPORT_POSTGRES_TARGET_MS,
    detail: `${detail}; ${round((pg.serverCpuMs ?? NaN) / 1000)} s of the server's CPU, ${round(pg.importCpuMs / 1000)} s in this process`,
  });
}
