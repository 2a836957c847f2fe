/**
 * Tap to updated total (issue 5, "Target: tap to screen under 50 ms at the 95th percentile";
 * issue 20: under one frame, 16.7 ms, with the CPU slowed 4x as on a mid-range phone):
 * a page emulating Lighthouse's phone (412 x 823, touch: `openPhonePage` in bench/support.ts),
 * a fresh memory backend, the production build of the app pointed at it (with its service
 * worker), a user with a habit of one yes/no question (+10 / 0) signed in through the login page with a tap,
 * the app then opened again as a returning user opens it (a reload, the worker in control),
 * then on home N taps alternating Yes and No so every tap changes the day's total (the row's, for
 * screen readers). An answered row folds (after the frame that shows the answer, in a short fold):
 * once it is folded, its chevron opens it again before the next tap, outside the timed span; the
 * steps between taps start from a frame (the last tap's, or one after the fold), so every click
 * falls at the same point of a frame. Each tap is timed inside the page with performance.now(), from the click to the
 * first animation frame after the total's text changed (a MutationObserver on it), as
 * tests/e2e/offline-sync.test.ts does. The taps run twice: at full speed, then with Chromium's CPU
 * slowed 4x (CDP Emulation.setCPUThrottlingRate). At the end every tap must have reached the
 * server collapsed into one habit-day with the last answer.
 *
 * The span includes the wait for the next frame to begin, which depends on where in the frame
 * the click falls, not on the app: a total changed just after a frame began waits up to a frame
 * for the next one. The bench also prints each tap without that wait (the click to the changed
 * total, plus the frame's work before its animation-frame callbacks, from the frame's start as
 * requestAnimationFrame gives it) and how many taps waited; the targets stay on the whole span.
 *
 * `benchTapLatency()` returns the figures for bench/run.ts; `npx tsx bench/tap-latency.ts` prints
 * them.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import type { Browser, Page } from 'playwright-core';
import type { DbClient } from '../src/api/db-client';
import { serveStatic } from '../tests/e2e/static-server';
import { createTestUser, startTestBackend } from '../tests/helpers/backend';
import {
  OUT_DIR,
  buildProductionApp,
  createYesNoHabit,
  launchChromium,
  logIn,
  openPhonePage,
} from './support';

const TAP_TARGET_MS = 50;
/** One frame at 60 Hz, with the CPU slowed 4x (issue 20). */
const TAP_THROTTLED_TARGET_MS = 16.7;
const CPU_SLOWDOWN = 4;

export interface TapLatencyOptions {
  /** Timed taps (after the warm-up ones). */
  taps?: number;
  warmup?: number;
  chromiumPath?: string;
  /** Called with progress lines (build time and the like). */
  log?: (line: string) => void;
}

interface TapFigures {
  p50: number;
  p95: number;
  max: number;
  /**
   * The same taps without the wait for the next frame to begin: the click to the changed total,
   * plus the frame's own work before its animation-frame callbacks (from the frame's start, as
   * requestAnimationFrame gives it, or from the change when the frame began during the click).
   */
  work: { p50: number; p95: number };
  /** Taps whose frame began 1 ms or more after the total had changed (they waited for it). */
  waited: number;
}

/** One timed tap (ms). */
interface Tap {
  /** Click to the first animation frame after the total changed: what the targets are on. */
  total: number;
  /** That without the wait for the frame to begin (TapFigures.work). */
  work: number;
  /** How long the changed total waited for the frame to begin. */
  wait: number;
}

export interface TapLatencyResult extends TapFigures {
  taps: number;
  warmup: number;
  targetMs: number;
  /** The same taps with the CPU slowed `CPU_SLOWDOWN` times. */
  throttled: TapFigures & { rate: number; targetMs: number };
  /** Both p95 under their targets and the server check passed. */
  ok: boolean;
  /** The taps reached the server as one habit-day holding the last answer. */
  serverOk: boolean;
  /** save_habit_day calls the page made for all the taps (warm-up included). */
  saveRequests: number;
  detail: string;
}

/** Nearest-rank percentile of ascending samples (as the e2e test computes its p95). */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round = (n: number) => Math.round(n * 10) / 10;

interface ServerDay {
  habit_id: number;
  date: string;
  answer_entry: { question_id: number; option_id: number | null; score_value: number }[];
}

export async function benchTapLatency(opts: TapLatencyOptions = {}): Promise<TapLatencyResult> {
  const taps = opts.taps ?? 60;
  const warmup = opts.warmup ?? 5;
  const log = opts.log ?? (() => {});
  const backend = await startTestBackend();
  let server: Awaited<ReturnType<typeof serveStatic>> | undefined;
  let browser: Browser | undefined;
  try {
    const user = await createTestUser(backend, 'tap-bench@example.com', 'tap-bench-password-1');
    const db = user.client as unknown as DbClient;
    const habitName = 'Tap bench';
    const habit = await createYesNoHabit(db, habitName, [`Did you do ${habitName} today?`]);
    const options = habit.questions[0].options;
    const optionId = (label: string) => options.find((o) => o.label === label)!.id;
    const [yes, no] = [optionId('Yes'), optionId('No')];

    const dist = join(OUT_DIR, 'tap-dist');
    const t0 = performance.now();
    await buildProductionApp(dist, backend);
    log(`production build in ${((performance.now() - t0) / 1000).toFixed(1)} s (${dist})`);
    server = await serveStatic(dist, await getPort({ host: '127.0.0.1' }));
    browser = await launchChromium(opts.chromiumPath);
    const page = await openPhonePage(browser, server.url);
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    let saveRequests = 0;
    page.on('request', (r) => {
      if (r.url().includes('/rest/v1/rpc/save_habit_day')) saveRequests += 1;
    });

    // Sign in through the login page and open home.
    await logIn(page, user.email, user.password, { tap: true });
    const card = page.getByRole('article', { name: habitName });
    await card.getByTestId('day-total').waitFor();
    // Steady state, as a returning user has it: the service worker installed, then the app opened
    // again, signed in, under the worker's control. Opened again, the document also no longer
    // holds the caret the login form left behind (a collapsed selection in a text node): while a
    // selection exists, Chromium lays the page out at the start of every frame to report the
    // selection's bounds, before the frame's animation-frame callbacks, where this bench's timing
    // ends; a user who opens the app has no selection on home.
    await page.evaluate(() =>
      Promise.race([
        navigator.serviceWorker?.ready,
        new Promise((resolve) => setTimeout(resolve, 15_000)),
      ]),
    );
    await page.reload();
    await card.getByTestId('day-total').waitFor();

    // Full speed, then the CPU slowed down (reset before the server check).
    const figures = (all: Tap[]): TapFigures => {
      const timed = all.slice(warmup);
      const sorted = timed.map((t) => t.total).sort((a, b) => a - b);
      const work = timed.map((t) => t.work).sort((a, b) => a - b);
      return {
        p50: round(percentile(sorted, 50)),
        p95: round(percentile(sorted, 95)),
        max: round(sorted[sorted.length - 1]),
        work: { p50: round(percentile(work, 50)), p95: round(percentile(work, 95)) },
        waited: timed.filter((t) => t.wait >= 1).length,
      };
    };
    const full = figures(await timeTaps(page, habitName, warmup + taps, 0));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const slowed = figures(await timeTaps(page, habitName, warmup + taps, warmup + taps));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const { p50, p95, max, work, waited } = full;

    // Every tap reached the server in the end, collapsed into one habit-day with the last answer.
    const lastLabel = (2 * (warmup + taps) - 1) % 2 === 0 ? 'Yes' : 'No';
    const last = lastLabel === 'Yes' ? yes : no;
    let days: ServerDay[] = [];
    let synced = true;
    try {
      await page.waitForSelector('[data-testid="sync-indicator"][data-state="synced"]', {
        timeout: 30_000,
      });
    } catch {
      synced = false;
    }
    const deadline = Date.now() + 10_000;
    for (;;) {
      const { data, error: dErr } = await db
        .from('checkmarks_tracker')
        .select('habit_id, date, answer_entry(question_id, option_id, score_value)');
      if (dErr) throw new Error(`checkmarks_tracker: ${dErr.message}`);
      days = (data ?? []) as ServerDay[];
      const done = days.length === 1 && days[0].answer_entry.every((a) => a.option_id === last);
      if (done || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const serverOk =
      synced &&
      days.length === 1 &&
      days[0].habit_id === habit.id &&
      days[0].answer_entry.length === 1 &&
      days[0].answer_entry[0].option_id === last &&
      pageErrors.length === 0;
    const onServer = days
      .map((d) => `${d.date}: [${d.answer_entry.map((a) => a.option_id).join(', ')}]`)
      .join('; ');
    return {
      taps,
      warmup,
      p50,
      p95,
      max,
      work,
      waited,
      targetMs: TAP_TARGET_MS,
      throttled: { ...slowed, rate: CPU_SLOWDOWN, targetMs: TAP_THROTTLED_TARGET_MS },
      ok: p95 < TAP_TARGET_MS && slowed.p95 < TAP_THROTTLED_TARGET_MS && serverOk,
      serverOk,
      saveRequests,
      detail:
        `${taps} taps after ${warmup} warm-up, at full speed and with the CPU ${CPU_SLOWDOWN}x slower; on the server ${days.length} habit-day(s) ` +
        `${onServer || '(none)'}, expected 1 with [${last}] (${lastLabel}); ` +
        `${saveRequests} save_habit_day calls for ${2 * (warmup + taps)} taps${synced ? '' : '; indicator never showed Synced'}` +
        `${pageErrors.length ? `; page errors: ${pageErrors.join(' | ')}` : ''}`,
    };
  } finally {
    await browser?.close();
    await server?.close();
    await backend.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const r = await benchTapLatency({ log: (line) => console.log(line) });
  const t = r.throttled;
  console.log(
    `tap to updated total: p50 ${r.p50} ms, p95 ${r.p95} ms, max ${r.max} ms ` +
      `(target p95 < ${r.targetMs} ms); CPU ${t.rate}x slower: p50 ${t.p50} ms, p95 ${t.p95} ms, ` +
      `max ${t.max} ms (target p95 < ${t.targetMs} ms) ${r.ok ? 'OK' : 'FAIL'} — ${r.detail}`,
  );
  console.log(
    `without the wait for the frame to begin: p50 ${r.work.p50} ms, p95 ${r.work.p95} ms ` +
      `(${r.waited} of ${r.taps} taps waited); CPU ${t.rate}x slower: p50 ${t.work.p50} ms, ` +
      `p95 ${t.work.p95} ms (${t.waited} of ${r.taps} taps waited)`,
  );
  process.exitCode = r.ok ? 0 : 1;
}

/**
 * (No named functions inside the page's code: tsx would wrap them in a helper the page lacks.)
 * `count` taps on the habit's row, alternating Yes and No from the tap numbered `first` (so every
 * tap changes the total), each timed from the click to the first animation frame after the
 * total's text changed. Before a tap a folded row is opened, 30 ms before the timed click.
 */
function timeTaps(page: Page, name: string, count: number, first: number): Promise<Tap[]> {
  return page.evaluate(
    async ({ name, count, first }) => {
      const card = document.querySelector(`article[aria-label="${name}"]`);
      const total = card?.querySelector('[data-testid="day-total"]');
      if (!card || !total) throw new Error(`no row for ${name} on home`);
      const out: { total: number; work: number; wait: number }[] = [];
      for (let i = first; i < first + count; i++) {
        const opener = card.querySelector<HTMLButtonElement>('button[aria-label^="Open "]');
        if (opener) {
          opener.click();
          await new Promise((r) => setTimeout(r, 30));
        }
        const [yesButton, noButton] = Array.from(
          card.querySelectorAll<HTMLButtonElement>('button[aria-pressed]'),
        );
        if (!yesButton || !noButton) throw new Error(`tap ${i + 1}: no Yes and No on ${name}`);
        const before = total.textContent;
        const started = performance.now();
        let changed = 0;
        let frameStart = 0;
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => {
            observer.disconnect();
            reject(new Error(`tap ${i + 1}: the total stayed "${before}" for 5 s`));
          }, 5000);
          const observer = new MutationObserver(() => {
            if (total.textContent === before) return;
            observer.disconnect();
            clearTimeout(timer);
            changed = performance.now();
            requestAnimationFrame((frameTime) => {
              frameStart = frameTime;
              resolve();
            });
          });
          observer.observe(total, { childList: true, characterData: true, subtree: true });
          (i % 2 === 0 ? yesButton : noButton).click();
        });
        const shown = performance.now();
        out.push({
          total: shown - started,
          work: changed - started + (shown - Math.max(frameStart, changed)),
          wait: Math.max(0, frameStart - changed),
        });
        await new Promise((r) => setTimeout(r, 30));
        // Answered, the row folds after the frame that shows the answer (a short fold): the next
        // tap opens it again once it is folded. Waited for, the steps start again from a frame,
        // so each click falls at the same point of a frame as when the row folded at once.
        let waited = 0;
        for (; !card.querySelector('button[aria-label^="Open "]'); waited += 10) {
          if (waited > 5000) throw new Error(`tap ${i + 1}: ${name} did not fold`);
          await new Promise((r) => setTimeout(r, 10));
        }
        if (waited > 0) {
          await new Promise((r) => requestAnimationFrame(r));
          await new Promise((r) => setTimeout(r, 30));
        }
      }
      return out;
    },
    { name, count, first },
  );
}
