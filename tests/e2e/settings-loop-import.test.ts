/**
 * Settings, "Import from Loop Habit Tracker", in real Chromium against the production build: a
 * Loop backup made by the test (sql.js) is read in the page's Web Worker, previewed (habits,
 * days, date range, what is not imported), imported in one call; home shows the habits, the
 * habit detail its strength (the view's figure, Loop's score); number answers arrive with their
 * values (read through REST: the number habit's home UI is another change). The same file again
 * is recognised in the preview and adds nothing; a broken file shows its message and writes
 * nothing; offline the section says it needs a connection.
 */
import initSqlJs from 'sql.js';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  buildLoopBackup,
  buildLoopCsvZip,
  type FixtureHabit,
} from '../../src/lib/loop-import/loop-fixtures.test-util';
import {
  PHONE,
  createUserViaApi,
  expectNoSeriousA11yViolations,
  expectToast,
  freshContextPerTest,
  logInViaUi,
  newUser,
  restAs,
} from './support';

const session = freshContextPerTest({ viewport: PHONE });

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

function loopHabits(): FixtureHabit[] {
  const gym: FixtureHabit = {
    id: 1,
    uuid: 'e2e-gym',
    name: 'Gym',
    question: 'Did you go to the gym?',
    freqNum: 3,
    freqDen: 7,
    color: 7,
    reminder: { hour: 18, minute: 0, days: 127 },
    entries: [],
  };
  for (let d = 20; d >= 1; d -= 1) {
    if (d % 2 === 0) gym.entries.push({ date: daysAgo(d), value: 2 });
    else if (d === 5) gym.entries.push({ date: daysAgo(d), value: 3, notes: 'Sprained ankle' });
    else if (d % 3 === 0) gym.entries.push({ date: daysAgo(d), value: 0 });
  }
  return [
    gym,
    {
      id: 2,
      uuid: 'e2e-run',
      name: 'Бег трусцой',
      freqNum: 1,
      freqDen: 1,
      color: 3,
      entries: [
        { date: daysAgo(3), value: 2, notes: 'Пять километров' },
        { date: daysAgo(2), value: 2 },
        { date: daysAgo(1), value: 0 },
      ],
    },
    {
      id: 3,
      uuid: 'e2e-water',
      name: 'Water',
      question: 'Glasses of water',
      type: 1,
      targetType: 0,
      targetValue: 8,
      unit: 'glasses',
      entries: [
        { date: daysAgo(2), value: 6000 },
        { date: daysAgo(1), value: 9000 },
      ],
    },
  ];
}

async function habitNames(user: { accessToken: string }): Promise<string[]> {
  const rows = await restAs<{ name: string }[]>(user, 'habit_metadata?select=name&order=position');
  return rows.map((r) => r.name);
}

async function choose(page: Page, name: string, buffer: Buffer) {
  await page
    .getByLabel('Loop backup or CSV export')
    .setInputFiles({ name, mimeType: 'application/octet-stream', buffer });
}

describe('settings: import from Loop Habit Tracker', () => {
  it('previews a Loop backup, imports it, shows the habits, history and strength; the same file again adds nothing', async () => {
    const { page } = session;
    const SQL = await initSqlJs();
    const backup = Buffer.from(buildLoopBackup(SQL, loopHabits(), 25));
    const user = await createUserViaApi(newUser('loop'));
    await logInViaUi(page, user);
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Import from Loop Habit Tracker' }).waitFor();
    // The file is read in the Web Worker, with SQLite's WebAssembly fetched on demand.
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    const workerFailed: string[] = [];
    page.on('console', (m) => {
      if (m.text().includes('The Loop import worker failed')) workerFailed.push(m.text());
    });

    const fileName = 'Loop Habits Backup 2025-11-24 120000.db';
    await choose(page, fileName, backup);
    const preview = page.getByRole('region', { name: `Import ${fileName}?` });
    await preview.waitFor({ timeout: 30_000 });
    const gymDays = loopHabits()[0].entries.length;
    const days = gymDays + 3 + 2;
    expect(await preview.getByTestId('loop-preview-totals').textContent()).toBe(
      `3 habits, ${days} days from ${daysAgo(20)} to ${daysAgo(1)}`,
    );
    const text = await preview.textContent();
    expect(text).toContain('Loop database version 25');
    expect(text).toContain(
      `Gym: yes/no, 3 times in 7 days, ${gymDays} days, reminder 18:00 every day`,
    );
    expect(text).toContain('Бег трусцой: yes/no, every day, 3 days');
    expect(text).toContain('Water: measurable, every day, 2 days');
    expect(text).not.toContain('The reminder of');
    expect(fetched.some((p) => /\/assets\/loop-worker-[^/]+\.js$/.test(p))).toBe(true);
    expect(fetched.some((p) => /\/assets\/sql-wasm-browser-[^/]+\.wasm$/.test(p))).toBe(true);
    expect(workerFailed).toEqual([]);
    // Nothing is written before Import.
    expect(await habitNames(user)).toEqual([]);
    await expectNoSeriousA11yViolations(page, 'Loop import preview');

    await preview.getByRole('button', { name: 'Import', exact: true }).click();
    await expectToast(page, `Imported 3 habits with ${days} days from Loop.`);
    expect(await habitNames(user)).toEqual(['Gym', 'Бег трусцой', 'Water']);
    // Loop's reminder is the habit's reminder.
    expect(
      await restAs<
        { time_of_day: string; weekdays: number | null; habit_metadata: { name: string } }[]
      >(user, 'habit_reminder?select=time_of_day,weekdays,habit_metadata(name)'),
    ).toEqual([{ time_of_day: '18:00:00', weekdays: null, habit_metadata: { name: 'Gym' } }]);
    const water = await restAs<
      {
        checkmarks_tracker: {
          date: string;
          answer_entry: { value: number; score_value: number }[];
        }[];
      }[]
    >(
      user,
      'habit_metadata?name=eq.Water&select=checkmarks_tracker(date,answer_entry(value,score_value))',
    );
    expect(
      water[0].checkmarks_tracker
        .map((c) => [c.date, Number(c.answer_entry[0].value), c.answer_entry[0].score_value])
        .sort(),
    ).toEqual([
      [daysAgo(2), 6, 75],
      [daysAgo(1), 9, 100],
    ]);

    // Home shows the yes/no habits.
    await page.goto('/');
    await page.getByRole('article', { name: 'Gym' }).first().waitFor({ timeout: 15_000 });
    await page.getByRole('article', { name: 'Бег трусцой' }).first().waitFor();

    // The history and strength of Gym on its detail page: the view's strength.
    const [gym] = await restAs<{ id: number }[]>(user, 'habit_metadata?name=eq.Gym&select=id');
    const [perf] = await restAs<{ strength: number }[]>(
      user,
      `habit_performance_new?habit_id=eq.${gym.id}&period_type=eq.all_time&select=strength`,
    );
    expect(Number(perf.strength)).toBeGreaterThan(0);
    await page.goto(`/habit/${gym.id}`);
    const panel = page.getByRole('complementary', { name: 'Habit details' });
    const stat = panel
      .locator('.stat')
      .filter({ has: page.locator('dt', { hasText: /^Strength$/ }) })
      .locator('dd');
    await expect
      .poll(() => stat.textContent(), { timeout: 15_000 })
      .toBe(`${Math.round(Number(perf.strength))}%`);
    const marks = await restAs<{ date: string; skipped: boolean; skip_note: string | null }[]>(
      user,
      `checkmarks_tracker?habit_id=eq.${gym.id}&select=date,skipped,skip_note&order=date`,
    );
    expect(marks).toHaveLength(gymDays);
    expect(marks.find((m) => m.skipped)).toEqual({
      date: daysAgo(5),
      skipped: true,
      skip_note: 'Sprained ankle',
    });

    // The same file again: the preview says the habits are here; Import adds nothing.
    await page.goto('/settings');
    await choose(page, fileName, backup);
    await preview.waitFor({ timeout: 30_000 });
    await preview
      .getByText(
        'Every habit of this file is already here (imported before): nothing new will be added.',
      )
      .waitFor();
    expect(await preview.getByText('(already here, nothing new)').count()).toBe(3);
    await preview.getByRole('button', { name: 'Import', exact: true }).click();
    await expectToast(page, 'Nothing new to import: every habit of this file is already here.');
    expect(await habitNames(user)).toEqual(['Gym', 'Бег трусцой', 'Water']);
    // Loop's reminder is the habit's reminder.
    expect(
      await restAs<
        { time_of_day: string; weekdays: number | null; habit_metadata: { name: string } }[]
      >(user, 'habit_reminder?select=time_of_day,weekdays,habit_metadata(name)'),
    ).toEqual([{ time_of_day: '18:00:00', weekdays: null, habit_metadata: { name: 'Gym' } }]);
    expect(await restAs<unknown[]>(user, `checkmarks_tracker?select=id`)).toHaveLength(days);
  });

  it('a broken file shows its message and writes nothing', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('loop-broken'));
    await logInViaUi(page, user);
    await page.goto('/settings');
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/rpc/import_loop_habits')) requests.push(r.url());
    });
    const zip = buildLoopCsvZip(loopHabits());
    await choose(
      page,
      'Loop Habits CSV 2025-11-24.zip',
      Buffer.from(zip.slice(0, zip.length - 40)),
    );
    await page
      .getByText(/^This zip file is damaged and cannot be opened/)
      .waitFor({ timeout: 30_000 });
    await choose(page, 'notes.db', Buffer.from('not a database at all'));
    await page
      .getByText('This file is not a Loop Habit Tracker backup (.db) or CSV export (.zip)', {
        exact: true,
      })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Import', exact: true }).count()).toBe(0);
    expect(requests).toEqual([]);
    expect(await habitNames(user)).toEqual([]);

    // Offline the section says it needs a connection and takes no file.
    await session.context.setOffline(true);
    await page.getByText('Offline: this needs a connection once').waitFor();
    expect(await page.getByLabel('Loop backup or CSV export').isDisabled()).toBe(true);
    await session.context.setOffline(false);
    await expect.poll(() => page.getByLabel('Loop backup or CSV export').isDisabled()).toBe(false);
  });
});
