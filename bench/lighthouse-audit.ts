/**
 * One page audited by Lighthouse (bench/lighthouse.ts runs the bench): `runs` times in the launched
 * Chrome with the mobile settings and the simulated throttling described there, the run with the
 * median performance score kept, its reports (JSON, HTML) and trace written to
 * bench/.out/lighthouse/, its scores, audits short of full marks and metrics returned.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result, type RunnerResult } from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { OUT_DIR } from './support';

export const LIGHTHOUSE_REPORT_DIR = join(OUT_DIR, 'lighthouse');

export type CategoryId = 'performance' | 'accessibility' | 'best-practices';
export type PageName = 'landing' | 'login' | 'home';
export const CATEGORIES: CategoryId[] = ['performance', 'accessibility', 'best-practices'];

export interface FailingAudit {
  id: string;
  title: string;
  score: number;
  displayValue?: string;
}

export interface LighthousePageResult {
  name: PageName;
  path: string;
  /** Category scores (0 to 1) of the median run; null when Lighthouse could not score one. */
  scores: Record<CategoryId, number | null>;
  /** Per category: its scored audits that did not get full marks in the median run. */
  failing: Record<CategoryId, FailingAudit[]>;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  cls: number;
  /** Bytes over the network for the page load (total-byte-weight). */
  transferBytes: number;
  /** Performance scores of every run, in order (the spread shows how steady it is). */
  runPerformance: (number | null)[];
  /** Lighthouse's measure of the host CPU in the median run (its baseline expects >= ~1000). */
  benchmarkIndex: number;
  /** Lighthouse's run warnings of the median run (e.g. a slow host). */
  warnings: string[];
  reportFile: string;
  /** Where the page ended up (a guard redirect shows here). */
  finalPath: string;
  lighthouseVersion: string;
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

function failingAudits(lhr: Result, category: CategoryId): FailingAudit[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const out: FailingAudit[] = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null) continue;
    if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
    // Performance: the weighted metrics under "good" (0.9), and the diagnostics with savings.
    const limit = category === 'performance' ? 0.9 : 1;
    if (audit.score >= limit) continue;
    if (category !== 'performance' && ref.weight === 0) continue;
    out.push({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
    });
  }
  return out;
}

export async function auditPage(
  chrome: LaunchedChrome,
  name: LighthousePageResult['name'],
  url: string,
  runs: number,
  cpuSlowdown: number,
  extraFlags: Flags,
  log: (line: string) => void,
): Promise<LighthousePageResult> {
  const flags: Flags = {
    port: chrome.port,
    hostname: '127.0.0.1',
    logLevel: 'error',
    output: ['json', 'html'],
    onlyCategories: CATEGORIES,
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
    ...extraFlags,
    ...(process.env.LIGHTHOUSE_TRACES === 'cpu'
      ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }
      : {}),
  };
  const results: RunnerResult[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError)
      throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
    results.push(result);
    if (process.env.LIGHTHOUSE_TRACES) {
      const trace = (result.artifacts as { Trace?: unknown }).Trace;
      await writeFile(
        join(LIGHTHOUSE_REPORT_DIR, `${name}-${i + 1}.trace.json`),
        JSON.stringify(trace),
      );
    }
    log(
      `  ${name} run ${i + 1}/${runs}: ` +
        CATEGORIES.map((c) => `${c} ${result.lhr.categories[c]?.score ?? '-'}`).join(', ') +
        ` (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
    );
  }
  // The run with the median performance score (the budget is on the score; Lighthouse's own
  // computeMedianRun picks by FCP and TTI, which can land on the best or worst score).
  const byScore = [...results].sort(
    (a, b) =>
      (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0),
  );
  const median = byScore[Math.floor((byScore.length - 1) / 2)];
  const lhr = median.lhr;
  const [json, html] = median.report as string[];
  const reportFile = join(LIGHTHOUSE_REPORT_DIR, `${name}.report.json`);
  await writeFile(reportFile, json);
  await writeFile(join(LIGHTHOUSE_REPORT_DIR, `${name}.report.html`), html);
  // The median run's trace, for a closer look (DevTools' Performance panel opens it).
  const trace = (median.artifacts as { Trace?: unknown }).Trace;
  if (trace)
    await writeFile(join(LIGHTHOUSE_REPORT_DIR, `${name}.trace.json`), JSON.stringify(trace));
  const path = new URL(url).pathname;
  return {
    name,
    path,
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? null]),
    ) as Record<CategoryId, number | null>,
    failing: Object.fromEntries(CATEGORIES.map((c) => [c, failingAudits(lhr, c)])) as Record<
      CategoryId,
      FailingAudit[]
    >,
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    transferBytes: numeric(lhr, 'total-byte-weight'),
    runPerformance: results.map((r) => r.lhr.categories.performance?.score ?? null),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    warnings: lhr.runWarnings,
    reportFile,
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    lighthouseVersion: lhr.lighthouseVersion,
  };
}
