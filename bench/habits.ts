/**
 * Habits at scale (issue 4, "Scale and speed"): the demo-size account of `npm run seed:large`
 * (50 habits x 3 questions x 5 options, 5 years of daily history) on a fresh local backend, then
 * - on the server (supabase-js through /rest/v1, as the app calls them): home's reads for today
 *   and its year of day totals (FIGURES_DAYS in src/hooks/use-day-scores.ts),
 *   the first page of a habit's daily scores (exact count, with answers) and the weekly read;
 * - in the browser (the production build in Chromium): navigation to home until today's state of
 *   every habit is on screen (open cards and the folded rows of finished habits both show the
 *   day's total), and opening a habit from its card's link until its first history page shows.
 *   Most seeded habits are answered today; a finished habit's card folded to a row without the
 *   link is unfolded first, outside the timed span.
 * Targets: home interactive within 1 s of navigation; reads served by an index (see
 * tests/integration/explain-reads.test.ts).
 *
 * `benchHabits()` returns the figures for bench/run.ts; `npx tsx bench/habits.ts` prints them.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import getPort from 'get-port';
import { format } from 'date-fns';
import { RELAXED_RATE_LIMITS } from '../backend/auth/rate-limit';
import { startBackend } from '../backend/server';
import { createRepositories } from '../src/api/repositories';
import type { DbClient } from '../src/api/db-client';
import { seedLarge } from '../scripts/seed-large';
import { serveStatic } from '../tests/e2e/static-server';
import { createTestUser } from '../tests/helpers/backend';
import { OUT_DIR, buildProductionApp, launchChromium, logIn, openAppPage } from './support';

export interface Timing {
  name: string;
  where: 'server' | 'browser';
  p50: number;
  p95: number;
  runs: number;
}

export interface HabitsBenchOptions {
  habits?: number;
  years?: number;
  /** Days of history instead of `years` (the quick mode's small seed). */
  days?: number;
  /** Runs per server figure. */
  runs?: number;
  /** Runs per browser figure. */
  browserRuns?: number;
  /** Also measure in Chromium (builds the app once; about 40 s). */
  browser?: boolean;
  chromiumPath?: string;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Times fn; when fn returns a number, that is the measured span (ms) instead of the whole call. */
async function time(
  name: string,
  where: Timing['where'],
  runs: number,
  fn: () => Promise<unknown>,
): Promise<Timing> {
  await fn(); // warm-up: plans cached, connections open
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    const measured = await fn();
    samples.push(typeof measured === 'number' ? measured : performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    name,
    where,
    p50: round(percentile(samples, 50)),
    p95: round(percentile(samples, 95)),
    runs,
  };
}

export async function benchHabits(opts: HabitsBenchOptions = {}): Promise<Timing[]> {
  const runs = opts.runs ?? 20;
  const backend = await startBackend({
    port: 0,
    dataDir: 'memory',
    demo: false,
    quiet: true,
    bcryptCost: 4,
    rateLimits: RELAXED_RATE_LIMITS,
  });
  const results: Timing[] = [];
  try {
    const user = await createTestUser(backend, 'bench@example.com', 'bench-password-1');
    await seedLarge(backend.db, user.user.id, {
      habits: opts.habits ?? 50,
      years: opts.years ?? 5,
      ...(opts.days === undefined ? {} : { days: opts.days }),
    });
    const repos = createRepositories(user.client as unknown as DbClient);
    const today = format(new Date(), 'yyyy-MM-dd');
    const yearAgo = format(new Date(Date.now() - 364 * 864e5), 'yyyy-MM-dd');
    const habits = await repos.habitMetadata.readAll();
    const habit = habits[Math.floor(habits.length / 2)];

    results.push(
      await time("home: habits, questions with options, today's scores", 'server', runs, () =>
        Promise.all([
          repos.habitMetadata.readAll(),
          repos.questionMetadata.readAllWithOptions(),
          repos.dailyHabitScores.readAllInRange(today, today),
        ]),
      ),
      // Home's fourth read, since home shows each habit's streak and strength.
      await time(
        "home: a year of every habit's day totals (streak, strength)",
        'server',
        runs,
        () => repos.dailyHabitScores.readTotalsInRange(yearAgo, today),
      ),
      await time('daily scores: first page with exact count and answers', 'server', runs, () =>
        repos.dailyHabitScores.readPageByHabitId(habit.id, 0),
      ),
      await time('daily scores: weekly read (limit 10)', 'server', runs, () =>
        repos.dailyHabitScores.readWeekly(
          habit.id,
          format(new Date(Date.now() - 6 * 864e5), 'yyyy-MM-dd'),
          today,
        ),
      ),
    );

    if (opts.browser ?? true)
      results.push(
        ...(await browserTimings(backend, user, habit, habits.length, opts.browserRuns ?? 5)),
      );
  } finally {
    await backend.stop();
  }
  return results;
}

async function browserTimings(
  backend: { url: string; anonKey: string },
  user: { email: string; password: string },
  habit: { name: string },
  habitCount: number,
  runs: number,
): Promise<Timing[]> {
  const dist = join(OUT_DIR, 'dist');
  await buildProductionApp(dist, backend);
  const server = await serveStatic(dist, await getPort({ host: '127.0.0.1' }));
  const browser = await launchChromium();
  try {
    const page = await openAppPage(browser, server.url);
    await logIn(page, user.email, user.password);
    // Every habit's card (open, or folded to a row when finished) shows the day's total.
    const everyTotal = () =>
      page
        .getByTestId('day-total')
        .nth(habitCount - 1)
        .waitFor();
    const card = page.getByRole('article', { name: habit.name, exact: true });
    const link = card.getByRole('link', { name: habit.name, exact: true });
    const history = page.getByRole('region', { name: /^History \(/ });
    return [
      await time(
        "home: in-app navigation until every habit shows today's state",
        'browser',
        runs,
        async () => {
          await page.goto('/tableview');
          await page.getByRole('table').waitFor();
          const t0 = performance.now();
          await page.getByRole('link', { name: 'Home' }).first().click();
          await everyTotal();
          return performance.now() - t0;
        },
      ),
      await time(
        "home: full page load until every habit shows today's state",
        'browser',
        runs,
        async () => {
          const t0 = performance.now();
          await page.goto('/');
          await everyTotal();
          return performance.now() - t0;
        },
      ),
      await time(
        'habit detail: open until the first history page shows',
        'browser',
        runs,
        async () => {
          await page.goto('/');
          await everyTotal();
          // A finished habit's card folded to a row (a button) shows the link once unfolded.
          if ((await link.count()) === 0) {
            await card.getByRole('button', { expanded: false }).click();
            await link.waitFor();
          }
          const t0 = performance.now();
          await link.click();
          await history.getByRole('listitem').first().waitFor();
          return performance.now() - t0;
        },
      ),
    ];
  } finally {
    await browser.close();
    await server.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const results = await benchHabits({ browser: !process.argv.includes('--no-browser') });
  for (const r of results) {
    console.log(
      `${r.where.padEnd(7)} ${r.name.padEnd(66)} p50 ${String(r.p50).padStart(7)} ms   p95 ${String(r.p95).padStart(7)} ms`,
    );
  }
}
