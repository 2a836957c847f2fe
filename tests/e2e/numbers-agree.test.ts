/**
 * The numbers agree with what was done, on a phone (390x844), in Chromium against the built app
 * and the local backend, for a new account whose habits are made through the REST API:
 * - a 3-times-a-week habit done once today says "1 of 3 this week" on its page and in insights,
 *   never a streak of 0 nor a 0 % ring or completion; its completion is 100 % of the one time
 *   asked so far;
 * - a daily habit met on its only day shows 100 % in insights (ring and completion);
 * - a day not answered that its frequency already counts as done shows "Done" and no 0 %;
 * - in the table every cell is a tap target of at least 44 x 44 px, and a day before a habit
 *   began (before its creation date and before its first check-mark) is empty, says so and opens
 *   unjudged; the days after its first check-mark are judged (an import, a day answered back).
 * With SCREENSHOT_DIR set, insights and the habit page are photographed, light and dark
 * (insights-*.png).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  PHONE,
  SCREENSHOT_DIR,
  answerYesViaApi,
  createUserViaApi,
  createYesNoHabitViaApi,
  expectNoSeriousA11yViolations,
  freshContextPerTest,
  logInViaUi,
  newUser,
} from './support';

const session = freshContextPerTest({ viewport: PHONE });

/** A zero shown as a figure: "0 %", "0%", "0 days", "Streak 0" (not the 0 of "100 %"). */
const ZERO_FIGURE = /(^|[^\d.,])0 ?(%|days?\b)|streak:? ?0\b/i;

/** The <dd> of the figure labelled `label` inside `scope`. */
const figure = (page: Page, scope: Locator, label: string) =>
  scope
    .locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

const text = async (scope: Locator) => (await scope.innerText()).replace(/\s+/g, ' ');

/**
 * Light, then dark (the theme follows the system by default): the page as it opens, and each of
 * `parts` whole (scrolled into view, also inside the habit panel).
 */
async function photograph(page: Page, name: string, parts: Record<string, Locator> = {}) {
  if (!SCREENSHOT_DIR) return;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${scheme}.png` });
    for (const [part, locator] of Object.entries(parts))
      await locator.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${part}-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

describe('numbers that agree with what was done', () => {
  it('a 3-a-week habit done once today: "1 of 3 this week", no streak of 0, no 0 %; a daily habit met on its only day: 100 %', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('numbers'));
    const gym = await createYesNoHabitViaApi(user, 'Gym', 'Did you go to the gym?', {
      freq_num: 3,
      freq_den: 7,
    });
    const read = await createYesNoHabitViaApi(user, 'Read', 'Did you read?');
    await answerYesViaApi(user, gym, 0);
    await answerYesViaApi(user, read, 0);
    await logInViaUi(page, user);

    // The habit page: the week's count where a day streak of 0 stood.
    await page.goto(`/habit/${gym.id}`);
    const panel = page.getByRole('complementary', { name: 'Habit details' });
    const going = panel.getByRole('region', { name: 'How it is going' });
    await expect
      .poll(() => figure(page, going, 'Progress').textContent(), { timeout: 15_000 })
      .toBe('1 of 3 this week');
    expect(await text(going)).not.toMatch(ZERO_FIGURE);
    // The day checked counts as done, as in Loop (docs/schedules.md "Days done by the frequency").
    expect(await figure(page, going, 'Best streak').textContent()).toBe('1 day');
    expect(await going.getByText(/^Strength: how well the habit is holding/).count()).toBe(1);
    const allTime = panel.getByRole('region', { name: 'All time' });
    await expect
      .poll(() => figure(page, allTime, 'Completion').textContent(), { timeout: 15_000 })
      .toBe('100 % of the 1 time needed so far');
    expect(await text(allTime)).not.toMatch(ZERO_FIGURE);
    await expectNoSeriousA11yViolations(page, 'habit page of a 3-a-week habit done once');
    await photograph(page, 'insights-habit', {
      going,
      weeks: panel.getByRole('region', { name: 'Weekly score' }),
      'all-time': allTime,
    });

    // Insights: the ring and the figures of both habits.
    await page.goto('/dashboard');
    const perf = page.getByRole('region', { name: 'All-time performance' });
    const card = (name: string) => perf.getByRole('listitem').filter({ hasText: name });
    await expect
      .poll(() => figure(page, card('Gym'), 'Progress').textContent(), { timeout: 15_000 })
      .toBe('1 of 3 this week');
    expect(await figure(page, card('Gym'), 'Completion').textContent()).toBe(
      '100 % of the 1 time needed so far',
    );
    expect(await card('Gym').locator('.perf-ring text').textContent()).toBe('100%');
    expect(await text(card('Gym'))).not.toMatch(ZERO_FIGURE);
    expect(await text(card('Gym'))).not.toMatch(/answered met/);

    expect(await figure(page, card('Read'), 'Completion').textContent()).toBe(
      '100 % of 1 day since you started',
    );
    expect(await card('Read').locator('.perf-ring text').textContent()).toBe('100%');
    expect(await text(card('Read'))).toContain('Met on 1 of 1 day since you started');
    expect(await text(card('Read'))).not.toMatch(ZERO_FIGURE);
    const strength = page.getByRole('region', { name: 'Strength' });
    expect(await strength.getByText(/Strength: how well the habit is holding/).count()).toBe(1);
    await expectNoSeriousA11yViolations(page, 'insights of a new account');
    await photograph(page, 'insights', {
      strength,
      performance: perf,
    });
  });

  it('today not answered but done by the frequency: the habit page says "Done", with no 0 % beside it', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('auto-done'));
    const walk = await createYesNoHabitViaApi(user, 'Walk', 'Did you walk?', {
      freq_num: 1,
      freq_den: 2,
    });
    await answerYesViaApi(user, walk, -1);
    await logInViaUi(page, user);

    await page.goto(`/habit/${walk.id}`);
    const today = page.getByRole('article', { name: 'Walk: Today' });
    await today.locator('.day-mark.is-auto').waitFor({ timeout: 15_000 });
    expect(await today.locator('.day-mark.is-auto').innerText()).toMatch(/Done/);
    expect(await today.getByTestId('day-total').innerText()).toMatch(/^0\s*\/\s*10$/);
    expect(await text(today.locator('header'))).not.toMatch(ZERO_FIGURE);
    // Answered No, the day shows its own score (0 %); the frequency still counts it done.
    await today.getByRole('button', { name: /^No/ }).click();
    await expect.poll(() => today.locator('.habit-percent').innerText()).toMatch(/^0 ?%$/);
  });

  it('the table: every cell at least 44 x 44 px; a day before a habit began is not missed, and opens unjudged', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('table-begin'));
    const gym = await createYesNoHabitViaApi(user, 'Gym', 'Did you go to the gym?', {
      freq_num: 3,
      freq_den: 7,
    });
    await answerYesViaApi(user, gym, 0);
    // Created today, but answered three days ago (a day answered back): it began then.
    const walk = await createYesNoHabitViaApi(user, 'Walk', 'Did you walk?');
    await answerYesViaApi(user, walk, -3);
    await logInViaUi(page, user);

    await page.goto('/tableview');
    const table = page.getByRole('region', { name: 'Habits by day' });
    await table.getByRole('button', { name: /^Gym, Today: 10 points/ }).waitFor();
    await table.getByRole('button', { name: 'Gym, Yesterday: before this habit began' }).waitFor();

    // Every cell, a button or not, at least 44 x 44 px at 390 px wide.
    const sizes = await page.locator('.habit-table .table-cell').evaluateAll((els) =>
      els.map((el) => ({
        w: el.getBoundingClientRect().width,
        h: el.getBoundingClientRect().height,
      })),
    );
    expect(sizes.length).toBe(2 * 7);
    for (const { w, h } of sizes) {
      expect(w).toBeGreaterThanOrEqual(44);
      expect(h).toBeGreaterThanOrEqual(44);
    }
    // Today comes first and is in view; the page itself never scrolls sideways.
    const today = await table.getByRole('button', { name: /^Gym, Today:/ }).boundingBox();
    expect(today!.x + today!.width).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );

    // Gym began today: the days before are empty and say so; one still opens to be filled in,
    // with nothing judged (no "Missed").
    const before = table.getByRole('button', { name: /^Gym, .*: before this habit began$/ });
    expect(await before.count()).toBe(6);
    expect((await before.allInnerTexts()).join('')).not.toMatch(/missed|✗/i);
    await table.getByRole('button', { name: 'Gym, Yesterday: before this habit began' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /^Yes/ }).first().waitFor();
    expect(await dialog.textContent()).not.toMatch(/missed|✗/i);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // Walk began three days ago (its first check-mark): days since are judged, older ones not.
    await table.getByRole('button', { name: /^Walk, .*: 10 points, 100%, met/ }).waitFor();
    expect(
      await table
        .getByRole('button', { name: 'Walk, Yesterday: not answered, missed (not answered)' })
        .count(),
    ).toBe(1);
    expect(
      await table.getByRole('button', { name: /^Walk, .*: before this habit began$/ }).count(),
    ).toBe(3);
    expect(await page.locator('.table-legend').textContent()).toContain('before this habit began');
    if (SCREENSHOT_DIR) await page.screenshot({ path: `${SCREENSHOT_DIR}/table-begin-phone.png` });
    await expectNoSeriousA11yViolations(page, 'table with days before the habits began');
  });
});
