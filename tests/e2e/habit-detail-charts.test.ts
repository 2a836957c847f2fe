/**
 * The habit detail's calendar heatmap and strength over time on a phone (390x844), in Chromium
 * against the built app and the local backend: the habit's answered days are in the heatmap with
 * their figures (the insights component, shared), a tap speaks a day; the strength chart ends on
 * the same strength as the detail's "Strength" figure. axe-core finds no serious or critical
 * violation on the detail page with both charts.
 */
import { addDays, format } from 'date-fns';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PHONE,
  SCREENSHOT_DIR,
  createUserViaApi,
  createYesNoHabitViaApi,
  expectNoSeriousA11yViolations,
  launchBrowser,
  newUser,
  rpcAs,
  signedInPage,
  type ApiUser,
} from './support';

let browser: Browser;
let user: ApiUser;
let context: BrowserContext;
let page: Page;
let habitId = 0;

const dayAgo = (n: number) => format(addDays(new Date(), -n), 'yyyy-MM-dd');

beforeAll(async () => {
  browser = await launchBrowser();
  user = await createUserViaApi(newUser('detail-charts'));
  const habit = await createYesNoHabitViaApi(user, 'Stretch', 'Did you stretch?');
  habitId = habit.id;
  // Yes 1, 2 and 3 days ago, No 5 days ago.
  for (const [ago, option] of [
    [1, habit.yes],
    [2, habit.yes],
    [3, habit.yes],
    [5, habit.no],
  ] as const)
    await rpcAs(user, 'save_habit_day', {
      p_habit_id: habit.id,
      p_date: dayAgo(ago),
      p_answers: [{ question_id: habit.questionId, option_id: option, notes: null }],
    });
  ({ context, page } = await signedInPage(browser, user, { viewport: PHONE }));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('habit detail charts (phone)', () => {
  it('shows a calendar heatmap of the habit with its answered days, and the strength over time', async () => {
    await page.goto(`/habit/${habitId}`);
    const panel = page.getByRole('complementary', { name: 'Habit details' });
    const calendar = panel.getByRole('region', { name: 'Calendar' });
    const map = calendar.getByRole('group', { name: /^Stretch: a year of days/ });
    for (const ago of [1, 2, 3])
      await map
        .getByRole('img', { name: `${dayAgo(ago)}: 10 / 10 (100 %)`, exact: true })
        .waitFor();
    await map.getByRole('img', { name: `${dayAgo(5)}: 0 / 10 (0 %)`, exact: true }).waitFor();
    expect(
      await map.getByRole('img', { name: `${dayAgo(4)}: not answered`, exact: true }).count(),
    ).toBe(1);
    // A tap on a day speaks its figures.
    await map.getByRole('img', { name: `${dayAgo(2)}: 10 / 10 (100 %)`, exact: true }).click();
    const when = format(addDays(new Date(), -2), 'EEE d MMM yyyy');
    await calendar.getByText(`${when}: 10 / 10 (100 %)`, { exact: true }).waitFor();
    // The map fits the phone: it scrolls inside its card, the page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );

    const strength = panel.getByRole('region', { name: 'Strength over time' });
    const plot = strength.getByRole('group', { name: /^Strength by day/ });
    await plot.focus();
    await page.keyboard.press('End');
    const stat = await panel
      .locator('.stat')
      .filter({ has: page.locator('dt', { hasText: /^Strength$/ }) })
      .locator('dd')
      .textContent();
    const todayPct = stat!.replace('%', '').trim();
    expect(Number(todayPct)).toBeGreaterThan(0);
    await strength
      .getByText(`${format(new Date(), 'd MMM')}: Stretch ${todayPct} %`, { exact: true })
      .waitFor();
    expect(await strength.locator('.strength-legend-value').first().textContent()).toMatch(
      new RegExp(`^${todayPct} %`),
    );

    if (SCREENSHOT_DIR) {
      await calendar.screenshot({ path: `${SCREENSHOT_DIR}/detail-calendar-phone.png` });
      await strength.screenshot({ path: `${SCREENSHOT_DIR}/detail-strength-phone.png` });
    }
    await expectNoSeriousA11yViolations(page, 'habit detail with its charts (phone)');
  });
});
