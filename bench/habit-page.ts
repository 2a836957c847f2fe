/**
 * The habit page of a long history (issue 21, "History you can browse"): a habit of 10 years of
 * daily history opens as fast as one of a year. Two users on a fresh local backend, each with one
 * habit of `npm run seed:large`'s shape (3 questions x 5 options, most days answered; made today,
 * as an import leaves it), one of 10 years and one of 1 year; in Chromium (the production build),
 * a full load of /habit/:id until the page is interactive: its title, its Strength, the calendar
 * with the habit's days shaded and its first history page on screen.
 *
 * `benchHabitPage()` returns the figures for bench/run.ts; `npx tsx bench/habit-page.ts` prints them.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import getPort from 'get-port';
import type { Page } from 'playwright-core';
import { RELAXED_RATE_LIMITS } from '../backend/auth/rate-limit';
import { startBackend } from '../backend/server';
import { seedLarge } from '../scripts/seed-large';
import { serveStatic } from '../tests/e2e/static-server';
import { createTestUser } from '../tests/helpers/backend';
import { OUT_DIR, buildProductionApp, launchChromium, logIn, openAppPage } from './support';

export interface HabitPageTiming {
  years: number;
  days: number;
  p50: number;
  p95: number;
  runs: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (n: number) => Math.round(n * 10) / 10;

/** From navigation until the habit page is interactive (every section's first read shown). */
async function openHabitPage(page: Page, habitId: number): Promise<number> {
  const t0 = performance.now();
  await page.goto(`/habit/${habitId}`);
  const panel = page.getByRole('complementary', { name: 'Habit details' });
  await panel.getByRole('heading', { level: 1 }).waitFor();
  await panel
    .locator('.stat')
    .filter({ has: page.locator('dt', { hasText: /^Strength$/ }) })
    .locator('dd', { hasText: /[1-9]/ })
    .waitFor();
  await panel
    .getByRole('region', { name: 'Calendar' })
    .getByRole('img', { name: /\(\d+ %\)$/ })
    .first()
    .waitFor();
  await panel
    .getByRole('region', { name: /^History \(/ })
    .getByRole('listitem')
    .first()
    .waitFor();
  return performance.now() - t0;
}

export async function benchHabitPage({
  years = [1, 10],
  runs = 5,
}: { years?: number[]; runs?: number } = {}): Promise<HabitPageTiming[]> {
  const backend = await startBackend({
    port: 0,
    dataDir: 'memory',
    demo: false,
    quiet: true,
    bcryptCost: 4,
    rateLimits: RELAXED_RATE_LIMITS,
  });
  const server = { close: async () => {} };
  try {
    const users = [];
    for (const [i, y] of years.entries()) {
      const user = await createTestUser(backend, `bench-page-${i}@example.com`, 'bench-password-1');
      const seeded = await seedLarge(backend.db, user.user.id, { habits: 1, years: y });
      const habit = await backend.db.query<{ id: number }>(
        'select id from public.habit_metadata where created_by = $1',
        [user.user.id],
      );
      users.push({ user, years: y, days: seeded.checkmarks, habitId: Number(habit.rows[0].id) });
    }
    const dist = join(OUT_DIR, 'dist');
    await buildProductionApp(dist, backend);
    const served = await serveStatic(dist, await getPort({ host: '127.0.0.1' }));
    server.close = served.close;
    const browser = await launchChromium();
    const results: HabitPageTiming[] = [];
    try {
      const pages = [];
      for (const u of users) {
        const page = await openAppPage(browser, served.url);
        await logIn(page, u.user.email, u.user.password);
        await openHabitPage(page, u.habitId); // warm-up: the app's files cached
        pages.push(page);
      }
      // The habits take turns, so a busy moment of the machine weighs on both alike.
      const samples: number[][] = users.map(() => []);
      for (let i = 0; i < runs; i += 1)
        for (const [j, u] of users.entries())
          samples[j].push(await openHabitPage(pages[j], u.habitId));
      for (const [j, u] of users.entries()) {
        const sorted = samples[j].sort((a, b) => a - b);
        results.push({
          years: u.years,
          days: u.days,
          p50: round(percentile(sorted, 50)),
          p95: round(percentile(sorted, 95)),
          runs,
        });
      }
    } finally {
      await browser.close();
    }
    return results;
  } finally {
    await server.close();
    await backend.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const r of await benchHabitPage()) {
    console.log(
      `habit page, ${r.years}-year habit (${r.days} days): p50 ${r.p50} ms, p95 ${r.p95} ms, ${r.runs} runs`,
    );
  }
}
