/**
 * The benches of the production build and Chromium, as bench/benches.ts registers them: the login
 * page's JavaScript, habits on the server and in the browser, the habit page of a long habit,
 * tap to total on home, Lighthouse. Each calls its bench/*.ts at the full size or the quick one
 * and turns the result into figures with their targets.
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { makeApiKeys } from '../backend/auth/index';
import { LOGIN_BUDGET_BYTES, loginPageChunks } from '../tests/e2e/login-bundle';
import { benchHabitPage } from './habit-page';
import { benchHabits } from './habits';
import { PAGE_BUDGETS, benchLighthouse } from './lighthouse';
import { CATEGORIES, LIGHTHOUSE_REPORT_DIR } from './lighthouse-audit';
import { type BenchContext, round } from './report';
import { OUT_DIR, buildProductionApp } from './support';
import { benchTapLatency } from './tap-latency';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** "Home interactive within 1 s of navigation" (issue 4), checked at the 95th percentile. */
const HOME_TARGET_MS = 1000;

/** A production build as global-setup.ts makes it, pointed at a backend that need not run. */
async function buildApp(outDir: string): Promise<void> {
  const { anonKey } = await makeApiKeys('bench-login-bundle-secret-of-32-characters-or-more');
  await buildProductionApp(outDir, { url: 'http://127.0.0.1:54321', anonKey });
}

export async function loginBundleBench(ctx: BenchContext): Promise<void> {
  const dist = join(OUT_DIR, 'login-dist');
  await mkdir(OUT_DIR, { recursive: true });
  const t0 = performance.now();
  await buildApp(dist);
  ctx.log(`production build in ${((performance.now() - t0) / 1000).toFixed(1)} s (${dist})`);
  const chunks = loginPageChunks(dist);
  const total = chunks.reduce((sum, c) => sum + c.gzipBytes, 0);
  for (const c of chunks.sort((a, b) => b.gzipBytes - a.gzipBytes))
    ctx.log(`  ${c.file.padEnd(48)} ${(c.gzipBytes / 1024).toFixed(1).padStart(7)} KB gzip`);
  ctx.figures.push({
    name: 'login page JavaScript, gzip (entry + login route, from the manifest)',
    value: round(total / 1024),
    unit: 'KB',
    target: `<= ${LOGIN_BUDGET_BYTES / 1024} KB`,
    ok: total <= LOGIN_BUDGET_BYTES,
    detail: `${chunks.length} chunks, ${total} bytes`,
  });
}

export async function habitsBench(ctx: BenchContext): Promise<void> {
  const browser = existsSync(CHROMIUM_PATH);
  if (!browser) {
    ctx.notes.push(`no Chromium at ${CHROMIUM_PATH}: browser figures skipped`);
    ctx.log(`no Chromium at ${CHROMIUM_PATH}: server figures only`);
  }
  const size = ctx.quick
    ? { habits: 5, days: 60, groups: 2, runs: 3, browserRuns: 2 }
    : { habits: 50, years: 5, groups: 8, runs: 20, browserRuns: 5 };
  const timings = await benchHabits({ ...size, browser });
  for (const t of timings) {
    const home = t.where === 'browser' && t.name.startsWith('home:');
    ctx.figures.push({
      name: `${t.where}: ${t.name} (p95)`,
      value: t.p95,
      unit: 'ms',
      target: home ? `<= ${HOME_TARGET_MS} ms` : null,
      ok: home ? t.p95 <= HOME_TARGET_MS : null,
      detail: `p50 ${t.p50} ms, ${t.runs} runs`,
    });
  }
  ctx.notes.push(
    ctx.quick
      ? 'quick: 5 habits x 3 questions x 5 options in 2 groups, 60 days of history'
      : 'seed:large size: 50 habits x 3 questions x 5 options in 8 groups, 5 years of history',
  );
}

/** The habit page of a 10-year habit beside a 1-year one: it must open as fast (p50 ratio). */
const HABIT_PAGE_RATIO_TARGET = 1.25;

export async function habitPageBench(ctx: BenchContext): Promise<void> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`no Chromium at ${CHROMIUM_PATH}`);
  const timings = await benchHabitPage({ years: [1, 10], runs: ctx.quick ? 2 : 10 });
  for (const t of timings)
    ctx.figures.push({
      name: `habit page, ${t.years}-year habit: load until interactive (p50)`,
      value: t.p50,
      unit: 'ms',
      target: null,
      ok: null,
      detail: `p95 ${t.p95} ms, ${t.runs} runs, ${t.days} days answered`,
    });
  const [one, ten] = timings;
  const ratio = round(ten.p50 / one.p50, 2);
  ctx.figures.push({
    name: 'habit page, 10-year habit vs 1-year habit (p50)',
    value: ratio,
    unit: 'x',
    target: `<= ${HABIT_PAGE_RATIO_TARGET}x`,
    ok: ratio <= HABIT_PAGE_RATIO_TARGET,
  });
  ctx.notes.push(
    "one habit of seed:large's shape (3 questions x 5 options) made today, its history 1 or 10 years",
  );
}

export async function tapLatencyBench(ctx: BenchContext): Promise<void> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`no Chromium at ${CHROMIUM_PATH}`);
  const r = await benchTapLatency({
    taps: ctx.quick ? 5 : 60,
    warmup: ctx.quick ? 2 : 5,
    chromiumPath: CHROMIUM_PATH,
    log: ctx.log,
  });
  ctx.figures.push(
    {
      name: 'tap to updated total on screen (p95)',
      value: r.p95,
      unit: 'ms',
      target: `< ${r.targetMs} ms`,
      ok: r.p95 < r.targetMs,
      detail: `p50 ${r.p50} ms, max ${r.max} ms, ${r.taps} taps`,
    },
    {
      name: 'tap to updated total on screen (p50)',
      value: r.p50,
      unit: 'ms',
      target: null,
      ok: null,
    },
    {
      name: `tap to updated total, CPU ${r.throttled.rate}x slower (p95)`,
      value: r.throttled.p95,
      unit: 'ms',
      target: `< ${r.throttled.targetMs} ms`,
      ok: r.throttled.p95 < r.throttled.targetMs,
      detail: `p50 ${r.throttled.p50} ms, max ${r.throttled.max} ms, ${r.taps} taps`,
    },
    {
      name: `tap to updated total, CPU ${r.throttled.rate}x slower (p50)`,
      value: r.throttled.p50,
      unit: 'ms',
      target: null,
      ok: null,
    },
    {
      name: `tap, CPU ${r.throttled.rate}x slower, without the wait for the frame to begin (p95)`,
      value: r.throttled.work.p95,
      unit: 'ms',
      target: null,
      ok: null,
      detail: `p50 ${r.throttled.work.p50} ms; ${r.throttled.waited} of ${r.taps} taps waited 1 ms or more for their frame`,
    },
  );
  ctx.notes.push(r.detail);
  if (!r.serverOk)
    throw new Error(`the taps did not reach the server as one habit-day: ${r.detail}`);
}

export async function lighthouseBench(ctx: BenchContext): Promise<void> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`no Chromium at ${CHROMIUM_PATH}`);
  const r = await benchLighthouse({
    chromiumPath: CHROMIUM_PATH,
    log: ctx.log,
    ...(ctx.quick ? { runs: 1 } : {}),
  });
  const audits = (list: { id: string; score: number; displayValue?: string }[]) =>
    list.map((a) => `${a.id} ${a.score}${a.displayValue ? ` (${a.displayValue})` : ''}`).join(', ');
  for (const p of r.pages) {
    const page = `lighthouse ${p.name} ${p.path}`;
    for (const c of CATEGORIES) {
      const budget = PAGE_BUDGETS[p.name][c];
      const score = p.scores[c];
      const ok = score !== null && score >= budget;
      const runs = c === 'performance' ? `runs ${p.runPerformance.join(', ')}` : '';
      ctx.figures.push({
        name: `${page}: ${c}`,
        value: score ?? 0,
        unit: 'score',
        target: `>= ${budget}`,
        ok,
        detail: [runs, !ok && p.failing[c].length ? `failing: ${audits(p.failing[c])}` : '']
          .filter(Boolean)
          .join('; '),
      });
    }
    ctx.figures.push(
      { name: `${page}: LCP`, value: round(p.lcpMs), unit: 'ms', target: null, ok: null },
      { name: `${page}: TBT`, value: round(p.tbtMs), unit: 'ms', target: null, ok: null },
      { name: `${page}: CLS`, value: round(p.cls, 3), unit: 'number', target: null, ok: null },
      {
        name: `${page}: total transfer size`,
        value: round(p.transferBytes / 1024),
        unit: 'KB',
        target: null,
        ok: null,
      },
    );
    for (const c of CATEGORIES)
      if (p.failing[c].length)
        ctx.notes.push(`${p.name} ${c}, audits short of full marks: ${audits(p.failing[c])}`);
    for (const w of p.warnings) ctx.notes.push(`${p.name}: Lighthouse warning: ${w}`);
  }
  for (const c of r.installability)
    ctx.figures.push({
      name: `installability: ${c.name}`,
      value: c.ok ? 1 : 0,
      unit: 'check',
      target: '= yes',
      ok: c.ok,
      ...(c.detail && !c.ok ? { detail: c.detail } : {}),
    });
  ctx.notes.push(
    `Lighthouse ${r.lighthouseVersion} in ${r.chromeVersion}, mobile emulation, simulated ` +
      `throttling (slow 4G, ${r.cpuSlowdown}x CPU), median of ${r.runs} runs per page; served ` +
      `${r.compressed ? 'gzip-compressed' : 'uncompressed'}; host benchmarkIndex ` +
      `${r.benchmarkIndex.map((b) => Math.round(b)).join(', ')}; reports in ${LIGHTHOUSE_REPORT_DIR}`,
  );
}
