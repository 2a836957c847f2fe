/**
 * "Day starts at" (settings) in real Chromium with the browser's clock at 00:30 local time (Berlin):
 * with the default (midnight) home shows the new date as today; after choosing 2:00 it shows the
 * day before as today, the table marks that day as today, and an answer is stored on that date
 * (checked through the REST API as the user). At 02:00 the new date is today again.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createUserViaApi,
  createYesNoHabitViaApi,
  freshContextPerTest,
  logInViaUi,
  newUser,
  restAs,
  type ApiUser,
} from './support';

const session = freshContextPerTest({ timezoneId: 'Europe/Berlin' });

const HABIT = 'Late reading';

async function createHabit(user: ApiUser): Promise<number> {
  return (await createYesNoHabitViaApi(user, HABIT, 'Did you read before sleeping?')).id;
}

/** This morning's 00:30 and 02:00 in the browser's time zone, and the dates around them. */
function browserNight(page: Page) {
  return page.evaluate(() => {
    const iso = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const n = new Date();
    const at = (hour: number, minute: number) =>
      new Date(n.getFullYear(), n.getMonth(), n.getDate(), hour, minute);
    return {
      halfPastMidnight: at(0, 30).getTime(),
      twoOClock: at(2, 0).getTime(),
      today: iso(at(12, 0)),
      yesterday: iso(new Date(n.getFullYear(), n.getMonth(), n.getDate() - 1, 12)),
    };
  });
}

const heading = (page: Page) => page.locator('#home-title');
const dateInput = (page: Page) =>
  page.getByRole('group', { name: 'Day to answer' }).getByLabel('Date');

async function expectHomeToday(page: Page, date: string) {
  await page.goto('/');
  await page.getByRole('article', { name: HABIT }).waitFor();
  await expect.poll(() => dateInput(page).inputValue()).toBe(date);
  expect(await heading(page).textContent()).toBe('Today');
  expect(await dateInput(page).getAttribute('max')).toBe(date);
  expect(await page.getByRole('button', { name: 'Next day' }).isDisabled()).toBe(true);
}

describe('settings: Day starts at', () => {
  it('keeps 00:30 on the day before with 2:00, and stores the answer on that date', async () => {
    const { context, page } = session;
    const user = await createUserViaApi(newUser('daystart'));
    const habitId = await createHabit(user);
    await logInViaUi(page, user);
    const night = await browserNight(page);
    await context.clock.setFixedTime(night.halfPastMidnight);

    // Default (midnight): 00:30 is already the new date.
    await expectHomeToday(page, night.today);

    await page.goto('/settings');
    const select = page.getByLabel('Day starts at');
    expect(await select.inputValue()).toBe('0');
    await page.getByText('Answers before this hour count for the day before').waitFor();
    await select.selectOption({ label: '2:00' });
    expect(await select.inputValue()).toBe('2');

    // Day starts at 2:00: at 00:30 today is still the evening's date.
    await expectHomeToday(page, night.yesterday);
    const row = page.getByRole('article', { name: HABIT });
    await row.getByRole('button', { name: /^Yes/ }).click();
    // Answered, the row folds with its met mark.
    await row.locator('.day-mark.is-met').waitFor();
    await expect
      .poll(
        () =>
          restAs<{ date: string; total_score: number }[]>(
            user,
            `daily_habit_scores?habit_id=eq.${habitId}&select=date,total_score`,
          ),
        { timeout: 15_000 },
      )
      .toEqual([{ date: night.yesterday, total_score: 10 }]);

    // The table counts today the same way: its newest column is the evening's date.
    await page.goto('/tableview');
    const todayColumn = page.locator('th.is-today .th-day');
    await todayColumn.waitFor();
    expect(await todayColumn.textContent()).toBe(String(Number(night.yesterday.slice(8))));

    // At 02:00 the new day starts: its date is today, nothing answered yet.
    await context.clock.setFixedTime(night.twoOClock);
    await expectHomeToday(page, night.today);
    expect(
      await page
        .getByRole('article', { name: HABIT })
        .getByRole('button', { name: /^Yes/ })
        .getAttribute('aria-pressed'),
    ).toBe('false');
  });
});
