/**
 * Settings, "Import from Loop Habit Tracker", importing again, in real Chromium against the
 * production build: a 2016 backup of database version 12 (the project's own fixture, Android
 * ARGB colours) arrives with Loop's colours on home; a copy with one more day is previewed as
 * "1 new day for 1 habit", and importing it adds that day to its habit, no habit twice. In
 * between, the 3-in-7 and 1-in-5 habits' longest streaks in habit_performance_new are Loop's, and
 * home on 19 March 2016 shows their covered days done ("3 of 3 that week"), none missed.
 */
import initSqlJs from 'sql.js';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  LOOP_2016_VERSION,
  buildLoopBackup,
  loop2016Habits,
} from '../../src/lib/loop-import/loop-fixtures.test-util';
import {
  PHONE,
  createUserViaApi,
  expectToast,
  freshContextPerTest,
  logInViaUi,
  newUser,
  restAs,
} from './support';

const session = freshContextPerTest({ viewport: PHONE });

async function choose(page: Page, name: string, buffer: Buffer) {
  await page
    .getByLabel('Loop backup or CSV export')
    .setInputFiles({ name, mimeType: 'application/octet-stream', buffer });
}

describe('settings: importing from Loop again', () => {
  it("a version 12 backup shows Loop's colours; a copy with one more day adds it: 1 new day for 1 habit", async () => {
    const { page } = session;
    const SQL = await initSqlJs();
    const user = await createUserViaApi(newUser('loop-again'));
    await logInViaUi(page, user);
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Import from Loop Habit Tracker' }).waitFor();

    const first = 'Loop Habits Backup 2016-04-09.db';
    await choose(page, first, Buffer.from(buildLoopBackup(SQL, loop2016Habits(), 12)));
    const preview = page.getByRole('region', { name: `Import ${first}?` });
    await preview.waitFor({ timeout: 30_000 });
    expect(await preview.textContent()).toContain('Loop database version 12');
    await preview.getByRole('button', { name: 'Import', exact: true }).click();
    await expectToast(page, 'Imported 3 habits with 23 days from Loop.');

    // Loop's colours (ARGB in this version), not the palette's first red, on home's rows.
    await page.goto('/');
    const colorOf = async (name: string) => {
      const row = page.getByRole('article', { name }).first();
      await row.waitFor({ timeout: 15_000 });
      return row.evaluate((el) => (el as HTMLElement).style.getPropertyValue('--habit-color'));
    };
    expect(await colorOf('Wake up early')).toBe('#00897b');
    expect(await colorOf('Long walk')).toBe('#5e35b1');
    expect(await colorOf('Meditate')).toBe('#303030');

    // Loop's longest streaks, worked by hand with Loop's windows (docs/schedules.md "Days done by
    // the frequency"). Wake up early, 3 in 7, checked 14 Mar to 8 Apr every 2-3 days: each three
    // checks open a 7-day window; slid back to end the day before the next one begins, they cover
    // 12 Mar to 10 Apr without a gap: 30 days. Long walk, 1 in 5, checked 10, 15, 19, 24, 29 Mar
    // and 2 Apr: each check opens 5 days; slid together they cover 8 Mar to 6 Apr: 30 days.
    const longest = async () => {
      const rows = await restAs<{ name: string; id: number }[]>(
        user,
        'habit_metadata?select=id,name',
      );
      const perf = await restAs<{ habit_id: number; longest_streak: number }[]>(
        user,
        'habit_performance_new?period_type=eq.all_time&select=habit_id,longest_streak',
      );
      return Object.fromEntries(
        rows.map((h) => [h.name, perf.find((p) => p.habit_id === h.id)?.longest_streak]),
      );
    };
    expect(await longest()).toMatchObject({ 'Wake up early': 30, 'Long walk': 30 });

    // Home on Saturday 19 March 2016: the covered days are done, not missed; 3 of 3 that week.
    await page.goto('/?date=2016-03-19');
    const wake = page.getByRole('article', { name: 'Wake up early' });
    await expect.poll(() => wake.textContent(), { timeout: 15_000 }).toContain('3 of 3 that week');
    for (const name of ['Wake up early', 'Long walk'])
      expect(await page.getByRole('article', { name }).textContent()).not.toContain('Missed');

    // A copy of the backup with one more day.
    const newer = loop2016Habits();
    newer[0].entries.push({ date: '2016-04-11', value: 2 });
    await page.goto('/settings');
    const second = 'Loop Habits Backup 2016-04-12.db';
    await choose(page, second, Buffer.from(buildLoopBackup(SQL, newer, LOOP_2016_VERSION)));
    const again = page.getByRole('region', { name: `Import ${second}?` });
    await again.waitFor({ timeout: 30_000 });
    const merge = again.getByTestId('loop-preview-merge');
    await expect
      .poll(() => merge.textContent(), { timeout: 15_000 })
      .toBe('Already here (imported before): 1 new day for 1 habit will be added.');
    const items = await again.locator('.loop-import-habits li').allTextContents();
    expect(items.map((t) => t.replace(/^[^:]+: [^(]+/, ''))).toEqual([
      '(already here: 1 new day)',
      '(already here, nothing new)',
      '(already here, nothing new)',
    ]);
    await again.getByRole('button', { name: 'Import', exact: true }).click();
    await expectToast(page, 'Added 1 new day for 1 habit already here.');

    const habits = await restAs<{ name: string; checkmarks_tracker: { date: string }[] }[]>(
      user,
      'habit_metadata?select=name,checkmarks_tracker(date)&order=position',
    );
    expect(habits.map((h) => [h.name, h.checkmarks_tracker.length])).toEqual([
      ['Wake up early', 13],
      ['Long walk', 6],
      ['Meditate', 5],
    ]);
    expect(habits[0].checkmarks_tracker.map((c) => c.date)).toContain('2016-04-11');
  });
});
