/**
 * Number questions in real Chromium at phone size (docs/number-questions.md):
 * - "Water" (at least 8 glasses for 10 points) is created through addhabit's form; on home 6
 *   glasses show 8 points (7.5 rounded) beside the target "of 8 glasses", the steppers change
 *   the value and the score at once, a bad value shows its message and saves nothing; tableview
 *   shows the value with its unit; the detail charts the values over time;
 * - offline, a value is queued (shown with its score at once) and reaches the server when the
 *   network returns.
 * axe finds nothing serious on the form with a number question, on home with the field (and with
 * its error), on tableview and on the detail.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  PHONE,
  createUserViaApi,
  expectNoSeriousA11yViolations,
  expectToast,
  freshContextPerTest,
  logInViaUi,
  newUser,
  openMoreOptions,
  restAs,
  rpcAs,
  withoutReminder,
  type ApiUser,
} from './support';

const session = freshContextPerTest({ viewport: PHONE, timezoneId: 'UTC' });

interface ServerAnswer {
  value: number | null;
  score_value: number;
}

function waterAnswers(user: ApiUser, habitId: number) {
  return restAs<{ date: string; answer_entry: ServerAnswer[] }[]>(
    user,
    `checkmarks_tracker?habit_id=eq.${habitId}&select=date,answer_entry(value,score_value)`,
  );
}

const card = (page: Page) => page.getByRole('article', { name: 'Water' });
const field = (page: Page) => card(page).getByRole('textbox', { name: 'Glasses of water' });
const total = (page: Page) => card(page).getByTestId('day-total').innerText();

describe('number questions', () => {
  it('create "Water, at least 8 glasses, 10 points" in the form; 6 on home is 8 points; steppers; tableview', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('water'));
    await logInViaUi(page, user);
    await page.goto('/addhabit');
    await page.getByLabel('Name', { exact: true }).fill('Water');
    await withoutReminder(page);
    await openMoreOptions(page);
    const q1 = page.getByRole('group', { name: 'Question 1 and its options' });
    await q1.getByLabel('Question 1', { exact: true }).fill('Glasses of water');
    await q1.getByRole('radio', { name: 'Number' }).check();
    const q = page.getByRole('group', { name: 'Question 1 and its target' });
    await q.getByLabel('Unit of question 1 (optional)').fill('glasses');
    await q.getByLabel('Target type of question 1').selectOption({ label: 'At least' });
    await q.getByLabel('Points of question 1').fill('0');
    await page.getByRole('button', { name: 'Save habit' }).click();
    // Checked beside each field before anything is sent.
    await q.getByText('Enter a target above 0 (at most 1000000000)').waitFor();
    await q.getByText('Points are a whole number from 1 to 1000').waitFor();
    await expectNoSeriousA11yViolations(page, 'addhabit with a number question and its errors');
    await q.getByLabel('Target of question 1').fill('8');
    await q.getByLabel('Points of question 1').fill('10');
    await page.getByRole('button', { name: 'Save habit' }).click();
    await expectToast(page, '"Water" was added');
    await page.waitForURL((url) => /^\/habit\/\d+$/.test(url.pathname));
    const habitId = Number(new URL(page.url()).pathname.split('/').pop());
    expect(
      await restAs(
        user,
        `question_metadata?habit_id=eq.${habitId}&select=question,kind,unit,target,target_type,points`,
      ),
    ).toEqual([
      {
        question: 'Glasses of water',
        kind: 'number',
        unit: 'glasses',
        target: 8,
        target_type: 'at_least',
        points: 10,
      },
    ]);

    await page.goto('/');
    await field(page).waitFor();
    expect(await field(page).getAttribute('inputmode')).toBe('decimal');
    await expect
      .poll(() => card(page).getByText('glasses', { exact: true }).isVisible())
      .toBe(true);
    await field(page).fill('6');
    await expect.poll(() => total(page)).toMatch(/^8\s*\/\s*10/);
    await expect.poll(() => card(page).getByTestId('number-score').innerText()).toBe('+8 points');
    // The target beside the unit, not the points.
    expect(await card(page).getByTestId('number-target').innerText()).toBe('of 8 glasses');
    await expect
      .poll(async () => (await waterAnswers(user, habitId))[0]?.answer_entry, { timeout: 15_000 })
      .toEqual([{ value: 6, score_value: 8 }]);
    await expectNoSeriousA11yViolations(page, 'home with a number answer');

    // The steppers: 44 px targets, saved at once.
    const plus = card(page).getByRole('button', { name: 'Plus 1: Glasses of water' });
    const minus = card(page).getByRole('button', { name: 'Minus 1: Glasses of water' });
    for (const button of [plus, minus]) {
      const box = await button.boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(44);
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    await plus.click();
    await expect.poll(() => field(page).inputValue()).toBe('7');
    await expect.poll(() => total(page)).toMatch(/^9\s*\//); // 8.75
    await minus.click();
    await minus.click();
    await expect.poll(() => field(page).inputValue()).toBe('5');
    await expect.poll(() => total(page)).toMatch(/^6\s*\//); // 6.25
    await expect
      .poll(async () => (await waterAnswers(user, habitId))[0]?.answer_entry, { timeout: 15_000 })
      .toEqual([{ value: 5, score_value: 6 }]);

    // A bad value: its message, nothing saved.
    await field(page).fill('-3');
    await card(page).getByRole('alert').filter({ hasText: 'Enter 0 or more' }).waitFor();
    expect(await field(page).getAttribute('aria-invalid')).toBe('true');
    await expectNoSeriousA11yViolations(page, 'home with a bad number');
    await page.waitForTimeout(1500);
    expect((await waterAnswers(user, habitId))[0].answer_entry).toEqual([
      { value: 5, score_value: 6 },
    ]);
    await field(page).fill('5');

    await page.goto('/tableview');
    const cell = page.getByRole('button', { name: /^Water, Today: 5 glasses, 6 points/ });
    await cell.waitFor();
    expect(await cell.getByTestId('cell-value').innerText()).toMatch(/^5\s*glasses$/);
    await expectNoSeriousA11yViolations(page, 'tableview with a value');

    // The detail charts the values over time, and its history lists the value with its unit.
    await page.goto(`/habit/${habitId}`);
    const chart = page.getByRole('region', { name: 'Glasses of water over time' });
    await chart.waitFor();
    await chart.getByRole('group', { name: /Glasses of water by day answered/ }).focus();
    await page.keyboard.press('End');
    await expect.poll(() => chart.getByText(/: 5 glasses$/).count()).toBe(1);
    await expectNoSeriousA11yViolations(page, 'habit detail with a value chart');
  });

  it('offline: a value is queued with its score at once and reaches the server when online', async () => {
    const { page, context } = session;
    const user = await createUserViaApi(newUser('water-offline'));
    const habitId = Number(
      await rpcAs<number>(user, 'create_habit', {
        p_habit: {
          name: 'Water',
          questions: [
            {
              question: 'Glasses of water',
              kind: 'number',
              unit: 'glasses',
              target: 8,
              target_type: 'at_least',
              points: 10,
            },
          ],
        },
      }),
    );
    await logInViaUi(page, user);
    await field(page).waitFor();

    await context.setOffline(true);
    await field(page).fill('3');
    await expect.poll(() => total(page)).toMatch(/^4\s*\//); // 3.75
    await card(page).getByRole('button', { name: 'Plus 1: Glasses of water' }).click();
    await expect.poll(() => total(page)).toMatch(/^5\s*\//); // 5
    await expect
      .poll(() => card(page).getByRole('status').innerText(), { timeout: 15_000 })
      .toMatch(/Waiting to sync/);
    expect(await waterAnswers(user, habitId)).toEqual([]);

    await context.setOffline(false);
    await expect
      .poll(async () => (await waterAnswers(user, habitId))[0]?.answer_entry, { timeout: 30_000 })
      .toEqual([{ value: 4, score_value: 5 }]);
  });
});
