/**
 * Settings, "Import from Loop Habit Tracker", importing again, in real Chromium against the
 * production build: a 2016 backup of database version 12 (the project's own fixture, Android
 * ARGB colours) arrives with Loop's colours on home; a copy with one more day is previewed as
 * "1 new day for 1 habit", and importing it adds that day to its habit, no habit twice.
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
