/**
 * The all-time figures (habit_performance_new) count up to the user's today, not the server's,
 * in real Chromium: the browser is in Los Angeles at 16:00 on the day before the server's date
 * (the backend, like hosted Supabase, runs in UTC). The user answered the two days before their
 * today and not yet today: insights shows a current streak of 2 days and a completion of 2 of 3
 * days; counted to the server's date it was 0 days and 2 of 4. The habit page's "All time" shows
 * the same completion. The app sends its date in the x-client-date header, so this also shows that
 * the header passes the backend's CORS preflight. Offline on the next day, what was seen the day
 * before still shows: the all-time figures, the table's answered days and the habit's last week.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createUserViaApi,
  createYesNoHabitViaApi,
  freshContextPerTest,
  logInViaUi,
  newUser,
  rpcAs,
  waitForOfflineReady,
  waitForPersistedCache,
} from './support';

const session = freshContextPerTest({ timezoneId: 'America/Los_Angeles' });

const HABIT = 'Evening walk';
const DAY_MS = 86_400_000;

const isoUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The <dd> of the figure labelled `label` inside `scope`. */
const figure = (page: Page, scope: Locator, label: string) =>
  scope
    .locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

describe('insights: figures as of the user date', () => {
  it('west of UTC in the evening the figures count the user day; offline the next day what was seen stays', async () => {
    const { context, page } = session;
    // Not in the last minute of a UTC day: the server's date must not change under the test.
    const untilMidnight = DAY_MS - (Date.now() % DAY_MS);
    if (untilMidnight < 60_000) await new Promise((r) => setTimeout(r, untilMidnight + 1_000));
    const serverToday = isoUtc(Date.now()); // the backend's current_date (PGlite runs in UTC)
    const midnight = Date.parse(`${serverToday}T00:00:00Z`);

    const user = await createUserViaApi(newUser('westofutc'));
    const habit = await createYesNoHabitViaApi(user, HABIT, 'Did you walk?');
    for (const daysBack of [3, 2]) {
      await rpcAs(user, 'save_habit_day', {
        p_habit_id: habit.id,
        p_date: isoUtc(midnight - daysBack * DAY_MS),
        p_answers: [{ question_id: habit.questionId, option_id: habit.yes }],
      });
    }

    // 00:00:30 UTC on the server's date is 16:00:30 the day before in Los Angeles. The clock is
    // set before the app starts and keeps running (the query persister's throttle waits for
    // time to pass, so a frozen clock, or one turned back under a running app, never saves).
    await context.clock.install({ time: midnight + 30_000 });
    await logInViaUi(page, user);
    expect(await page.evaluate(() => new Date().getDate())).toBe(
      new Date(midnight - DAY_MS).getUTCDate(),
    );

    await page.goto('/dashboard');
    const card = page.locator('.perf-card', { hasText: HABIT });
    await expect.poll(() => figure(page, card, 'Current streak').textContent()).toBe('2 days');
    expect(await figure(page, card, 'Completion').textContent()).toBe(
      '66.7 % of 3 days since you started',
    );
    // Each page's reads are on the device before the next page load (saves are throttled to 1 s).
    await waitForPersistedCache(page, 'performance');

    await page.goto(`/habit/${habit.id}`);
    const allTime = page.getByRole('region', { name: 'All time' });
    await expect
      .poll(() => figure(page, allTime, 'Completion').textContent())
      .toBe('66.7 % of 3 days since you started');
    await waitForPersistedCache(page, 'weeks');

    // The table of the last 7 days shows both answered days.
    await page.goto('/tableview');
    const answeredCells = page.getByRole('button', {
      name: new RegExp(`^${HABIT}, .*: 10 points`),
    });
    await expect.poll(() => answeredCells.count()).toBe(2);

    // The next day with the network cut. Every date-ranged read now asks for a range the device
    // never read (the table's 7 days, the insights year, the habit's weeks): what it read before
    // stands in, instead of blanks or a spinner. The all-time figures keep one cache key.
    await waitForOfflineReady(page);
    // The table's range key, as it reads in the stored (JSON in JSON) cache.
    await waitForPersistedCache(page, `\\"range\\",\\"${isoUtc(midnight - 7 * DAY_MS)}`);
    await context.setOffline(true);
    await context.clock.setSystemTime(midnight + DAY_MS + 30_000);

    await page.goto('/dashboard');
    await expect.poll(() => figure(page, card, 'Current streak').textContent()).toBe('2 days');
    await page.goto('/tableview');
    await expect.poll(() => answeredCells.count()).toBe(2);
    await page.goto(`/habit/${habit.id}`);
    // The habit's weeks, read before for another range, stand in offline: both answered days are
    // there, in whichever weeks they fall (this week or last, depending on today's weekday).
    const weeks = page.locator('.week-list li');
    const answeredDays = async () =>
      (await weeks.allTextContents()).reduce(
        (sum, text) => sum + Number(/(\d+) of \d+ days? answered/.exec(text)?.[1] ?? 0),
        0,
      );
    await expect.poll(answeredDays).toBe(2);
  });
});
