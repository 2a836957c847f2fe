/**
 * Browsing a long history in Chromium (docs/habits.md "Browsing the history"): a habit with
 * answers in March 2016 (made today, as an import leaves it) reaches 2016 on its page (the
 * calendar paged back a year at a time, Earlier disabled at its first entry) and in the table (‹
 * until March 2016 shows its answers); one tap in the table toggles a yes/no day and Undo on the
 * toast puts it back; insights' completion is the habit page's, counted from the first entry.
 */
import { addDays, format } from 'date-fns';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PHONE,
  backdateHabitViaApi,
  createUserViaApi,
  createYesNoHabitViaApi,
  launchBrowser,
  newUser,
  restAs,
  rpcAs,
  signedInPage,
  type ApiUser,
} from './support';

let browser: Browser;
let user: ApiUser;
let context: BrowserContext;
let page: Page;
let early = { id: 0, questionId: 0, yes: 0, no: 0 };
let stretch = { id: 0, questionId: 0, yes: 0, no: 0 };

const yesterday = format(addDays(new Date(), -1), 'yyyy-MM-dd');

beforeAll(async () => {
  browser = await launchBrowser();
  user = await createUserViaApi(newUser('history-browse'));
  // Made today; its answers are of March 2016 (Yes on the 14th, 16th and 18th, No on the 15th).
  early = await createYesNoHabitViaApi(user, 'Wake up early', 'Did you wake up early?');
  for (const [date, option] of [
    ['2016-03-14', early.yes],
    ['2016-03-15', early.no],
    ['2016-03-16', early.yes],
    ['2016-03-18', early.yes],
  ] as const)
    await rpcAs(user, 'save_habit_day', {
      p_habit_id: early.id,
      p_date: date,
      p_answers: [{ question_id: early.questionId, option_id: option, notes: null }],
    });
  stretch = await createYesNoHabitViaApi(user, 'Stretch', 'Did you stretch?');
  await backdateHabitViaApi(user, stretch.id, 10);
  ({ context, page } = await signedInPage(browser, user, { viewport: PHONE }));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** The figure of a labelled stat (`<dt>label</dt><dd>value</dd>`) inside `scope`. */
const figure = (scope: Locator, label: string) =>
  scope
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

describe('browsing a habit history back to 2016', () => {
  it('pages the habit page calendar back to March 2016, and no further', async () => {
    await page.goto(`/habit/${early.id}`);
    const calendar = page.getByRole('region', { name: 'Calendar' });
    const earlier = calendar.getByRole('button', { name: 'Earlier calendar' });
    const day = calendar.getByRole('img', { name: '2016-03-14: 10 / 10 (100 %)', exact: true });
    for (let i = 0; i < 15 && (await day.count()) === 0; i += 1) {
      await earlier.click();
      await page.waitForTimeout(150);
    }
    await day.waitFor();
    await calendar.getByRole('img', { name: '2016-03-15: 0 / 10 (0 %)', exact: true }).waitFor();
    // The page holding the first entry is the oldest: Earlier is off there.
    expect(await earlier.isDisabled()).toBe(true);
    // The buttons are tap targets of at least 44 x 44 px on the phone.
    const box = await earlier.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);

    // The strength by month pages back to 2016 too.
    const strength = page.getByRole('region', { name: 'Strength over time' });
    await strength.getByRole('radio', { name: 'Month' }).click();
    const older = strength.getByRole('button', { name: 'Earlier strength' });
    while (await older.isEnabled()) await older.click();
    await strength.getByText(/2016/).first().waitFor();
  });

  it('pages the table back with ‹ until March 2016 shows its answers', async () => {
    await page.goto('/tableview');
    await page.getByRole('radio', { name: '30 days' }).click();
    const earlier = page.getByRole('button', { name: /^Earlier days/ });
    const status = page.locator('.table-pager-status');
    const answered = page.getByRole('button', {
      name: /^Wake up early, Mon 14 Mar 2016: 10 points, 100%/,
    });
    // The oldest day shown, from "15 Feb 2016 – 15 Mar 2016".
    const oldest = async () => Date.parse(((await status.textContent()) ?? '').split(' – ')[0]);
    const target = Date.parse('14 Mar 2016');
    for (let i = 0; i < 200 && (await oldest()) > target; i += 1) await earlier.click();
    expect(await oldest()).toBeLessThanOrEqual(target);
    await answered.waitFor();
    await page
      .getByRole('button', { name: /^Wake up early, Tue 15 Mar 2016: 0 points, 0%/ })
      .waitFor();
    // Later pages forward again; › is off on the newest page.
    const later = page.getByRole('button', { name: 'Later days' });
    expect(await later.isEnabled()).toBe(true);
  });
});

describe('one tap in the table', () => {
  it('toggles a yes/no day, and Undo on the toast puts it back', async () => {
    await page.goto('/tableview');
    const notAnswered = page.getByRole('button', {
      name: /^Stretch, Yesterday: not answered/,
    });
    await notAnswered.click();
    // No dialog: the day is Yes at once, with Undo on the toast.
    await page.getByRole('button', { name: /^Stretch, Yesterday: 10 points, 100%/ }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    const toast = page.locator('.Toastify__toast', { hasText: 'Stretch, Yesterday: Yes' });
    await toast.waitFor();
    await expect
      .poll(() =>
        restAs<{ total_score: number }[]>(
          user,
          `daily_habit_scores?habit_id=eq.${stretch.id}&date=eq.${yesterday}&select=total_score`,
        ),
      )
      .toEqual([{ total_score: 10 }]);
    await toast.getByRole('button', { name: 'Undo' }).click();
    await notAnswered.waitFor();
    await expect
      .poll(() =>
        restAs<unknown[]>(
          user,
          `daily_habit_scores?habit_id=eq.${stretch.id}&date=eq.${yesterday}&select=total_score`,
        ),
      )
      .toEqual([]);

    // A second tap on a Yes turns it No.
    await notAnswered.click();
    const yes = page.getByRole('button', { name: /^Stretch, Yesterday: 10 points/ });
    await yes.click();
    await page.getByRole('button', { name: /^Stretch, Yesterday: 0 points, 0%/ }).waitFor();
    await page.locator('.Toastify__toast', { hasText: 'Stretch, Yesterday: No' }).waitFor();
    // The cell stays a 44 x 44 px tap target on the phone.
    const box = await page.getByRole('button', { name: /^Stretch, Yesterday:/ }).boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);
  });
});

describe('completion on insights and the habit page', () => {
  it('counts from the first entry on both, and says the same', async () => {
    await page.goto(`/habit/${early.id}`);
    const allTime = page.getByRole('region', { name: 'All time' });
    await expect
      .poll(() => figure(allTime, 'Completion').textContent())
      .toMatch(/ of [\d,]{4,} days since you started$/);
    const onHabitPage = await figure(allTime, 'Completion').textContent();

    await page.goto('/dashboard');
    const card = page.locator('.perf-card', { hasText: 'Wake up early' });
    await expect.poll(() => figure(card, 'Completion').textContent()).toBe(onHabitPage);
  });
});
