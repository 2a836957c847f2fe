/**
 * The core loop in real Chromium against the built app and the local backend: create a habit
 * with 2 questions x 3 options, answer today, see the total, change an answer, reload and see it
 * kept; answer yesterday from tableview; the detail page shows the paged history and the weekly
 * score; delete the habit. Every step is checked against the server through the REST API.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { addDays, format, startOfWeek } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backdateHabitViaApi,
  createUserViaApi,
  env,
  expectToast,
  launchBrowser,
  logInViaUi,
  newContext,
  newPage,
  newUser,
  openMoreOptions,
  withoutReminder,
} from './support';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let user: Awaited<ReturnType<typeof createUserViaApi>>;
let habitId = 0;

const today = format(new Date(), 'yyyy-MM-dd');
const yesterday = format(addDays(new Date(), -1), 'yyyy-MM-dd');

/** GET /rest/v1/<path> as the test user. */
async function rest<T>(path: string): Promise<T> {
  const { apiUrl, anonKey } = env();
  const res = await fetch(`${apiUrl}/rest/v1/${path}`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${user.accessToken}` },
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function rpc(fn: string, body: unknown): Promise<unknown> {
  const { apiUrl, anonKey } = env();
  const res = await fetch(`${apiUrl}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${user.accessToken}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`rpc ${fn}: ${res.status} ${await res.text()}`);
  return res.json();
}

const card = () => page.getByRole('article', { name: 'Morning routine' });
const question = (text: string) => card().getByRole('group', { name: text });
const waitSaved = () =>
  card().getByRole('status').filter({ hasText: 'Saving' }).waitFor({ state: 'detached' });

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
  page = await newPage(context);
  user = await createUserViaApi(newUser('habits'));
  await logInViaUi(page, user);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('habits: the core loop', () => {
  it('creates a habit with two questions of three options each', async () => {
    await page.getByRole('link', { name: 'Add your first habit' }).click();
    await page.waitForURL((url) => url.pathname === '/addhabit');
    await withoutReminder(page);
    await page.getByLabel('Name', { exact: true }).fill('Morning routine');

    // Several questions and options are the full editor's, under "More options".
    await openMoreOptions(page);
    const q1 = page.getByRole('group', { name: 'Question 1 and its options' });
    await q1.getByLabel('Question 1', { exact: true }).fill('Did you stretch?');
    // A half-written form survives a reload.
    await page.reload();
    await expect
      .poll(() => page.getByLabel('Name', { exact: true }).inputValue())
      .toBe('Morning routine');
    await openMoreOptions(page);
    expect(await q1.getByLabel('Question 1', { exact: true }).inputValue()).toBe(
      'Did you stretch?',
    );
    await q1.getByRole('button', { name: '+ Add option' }).click();
    await q1.getByLabel('Option 3', { exact: true }).fill('A little');
    await q1.getByLabel('Score of option 3 of question 1', { exact: true }).fill('5');

    await page.getByRole('button', { name: '+ Add question' }).click();
    const q2 = page.getByRole('group', { name: 'Question 2 and its options' });
    await q2.getByLabel('Question 2', { exact: true }).fill('Did you drink water?');
    await q2.getByRole('button', { name: '+ Add option' }).click();
    await q2.getByLabel('Option 1', { exact: true }).fill('Two glasses');
    await q2.getByLabel('Score of option 1 of question 2', { exact: true }).fill('4');
    await q2.getByLabel('Option 2', { exact: true }).fill('None');
    await q2.getByLabel('Option 3', { exact: true }).fill('One glass');
    await q2.getByLabel('Score of option 3 of question 2', { exact: true }).fill('2');

    await page.getByRole('button', { name: 'Save habit' }).click();
    await expectToast(page, '"Morning routine" was added');
    await page.waitForURL((url) => /^\/habit\/\d+$/.test(url.pathname));
    habitId = Number(new URL(page.url()).pathname.split('/').pop());
    // Saved: the draft is gone, the form starts empty again.
    await page.goto('/addhabit');
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('');

    const questions = await rest<
      { question: string; option_metadata: { label: string; score_value: number }[] }[]
    >(
      `question_metadata?habit_id=eq.${habitId}&select=question,option_metadata(label,score_value,position)&order=position`,
    );
    expect(questions.map((q) => q.question)).toEqual(['Did you stretch?', 'Did you drink water?']);
    expect(questions.map((q) => q.option_metadata.length)).toEqual([3, 3]);
  });

  it('answers today with one tap per question and shows the total', async () => {
    await page.goto('/');
    await card().waitFor();
    await question('Did you stretch?').getByRole('button', { name: /^Yes/ }).click();
    await expect.poll(() => card().getByTestId('day-total').textContent()).toContain('10');
    await question('Did you drink water?')
      .getByRole('button', { name: /^One glass/ })
      .click();
    await expect.poll(() => card().getByTestId('day-total').textContent()).toMatch(/^12/);
    // 12 of 14 (86 %, as the habit's page and the table say it).
    expect(await card().getByTestId('day-total').textContent()).toMatch(/^12 \/ 14\b/);
    await waitSaved();

    // Change an answer: last tap wins. Both answered, the row folded; its chevron opens it.
    await card().getByRole('button', { name: 'Open Morning routine', expanded: false }).click();
    await question('Did you stretch?')
      .getByRole('button', { name: /^A little/ })
      .click();
    await expect.poll(() => card().getByTestId('day-total').textContent()).toMatch(/^7/);
    await waitSaved();
    await expect
      .poll(
        async () =>
          (
            await rest<{ total_score: number }[]>(
              `daily_habit_scores?habit_id=eq.${habitId}&date=eq.${today}`,
            )
          )[0]?.total_score,
      )
      .toBe(7);

    await page.reload();
    await card().waitFor();
    await expect.poll(() => card().getByTestId('day-total').textContent()).toMatch(/^7/);
    // Finished habits are folded to one row after a reload: a tap opens it.
    await card().getByRole('button', { name: 'Open Morning routine', expanded: false }).click();
    expect(
      await question('Did you stretch?')
        .getByRole('button', { name: /^A little/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      await question('Did you drink water?')
        .getByRole('button', { name: /^One glass/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('answers yesterday from the table view', async () => {
    // Made yesterday: a day before a habit began is empty and does not open
    // (tests/e2e/numbers-agree.test.ts).
    await backdateHabitViaApi(user, habitId, 1);
    await page.goto('/tableview');
    const cell = page.getByRole('button', { name: 'Morning routine, Yesterday: not answered' });
    await cell.click();
    const dialog = page.getByRole('dialog', { name: 'Morning routine · Yesterday' });
    await dialog.waitFor();
    await dialog
      .getByRole('group', { name: 'Did you stretch?' })
      .getByRole('button', { name: /^Yes/ })
      .click();
    await dialog
      .getByRole('group', { name: 'Did you drink water?' })
      .getByRole('button', { name: /^Two glasses/ })
      .click();
    await dialog.getByRole('status').filter({ hasText: 'Saving' }).waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page
      .getByRole('button', { name: 'Morning routine, Yesterday: 14 points, 100%' })
      .waitFor();
    await page.getByRole('button', { name: 'Morning routine, Today: 7 points, 50%' }).waitFor();

    const rows = await rest<{ date: string; total_score: number }[]>(
      `daily_habit_scores?habit_id=eq.${habitId}&select=date,total_score&order=date.desc`,
    );
    expect(rows).toEqual([
      { date: today, total_score: 7 },
      { date: yesterday, total_score: 14 },
    ]);
  });

  it('shows the paged history and the weekly score on the detail page', async () => {
    // 20 more answered days (2..21 days ago) through the same database function the app uses.
    const questions = await rest<
      { id: number; option_metadata: { id: number; score_value: number }[] }[]
    >(
      `question_metadata?habit_id=eq.${habitId}&select=id,option_metadata(id,score_value)&order=position`,
    );
    for (let i = 2; i <= 21; i += 1) {
      await rpc('save_habit_day', {
        p_habit_id: habitId,
        p_date: format(addDays(new Date(), -i), 'yyyy-MM-dd'),
        p_answers: questions.map((q) => ({
          question_id: q.id,
          option_id: q.option_metadata[0].id,
          notes: null,
        })),
      });
    }

    await page.goto(`/habit/${habitId}`);
    const detail = page.getByRole('complementary', { name: 'Habit details' });
    await detail.getByRole('heading', { name: 'Morning routine', level: 1 }).waitFor();
    await detail.getByRole('heading', { name: 'History (22 days)' }).waitFor();
    await detail.getByText('Page 1 of 2').waitFor();
    const history = detail.locator('.history-item');
    expect(await history.count()).toBe(14);
    expect(await history.first().locator('.history-date').textContent()).toBe(
      format(new Date(), 'EEE d MMM yyyy'),
    );
    await detail.getByRole('button', { name: 'Older ›' }).click();
    await detail.getByText('Page 2 of 2').waitFor();
    await expect.poll(() => history.count()).toBe(8);
    expect(await history.last().locator('.history-date').textContent()).toBe(
      format(addDays(new Date(), -21), 'EEE d MMM yyyy'),
    );

    // This week's score: the sum of the totals of this week's days (weeks start on Monday).
    const weekStart = format(startOfWeek(new Date(), { weekStartsOn: 1 }), 'yyyy-MM-dd');
    const rows = await rest<{ date: string; total_score: number }[]>(
      `daily_habit_scores?habit_id=eq.${habitId}&date=gte.${weekStart}&date=lte.${today}&select=date,total_score`,
    );
    const weekTotal = rows.reduce((sum, r) => sum + r.total_score, 0);
    const thisWeek = detail.getByTestId('this-week');
    await expect
      .poll(() => thisWeek.locator('.week-figure').textContent())
      .toMatch(new RegExp(`^${weekTotal} `));
    // Every day of this week through today is answered: the week so far is full.
    expect(await thisWeek.textContent()).toContain(
      `so far, ${rows.length} of ${rows.length} ${rows.length === 1 ? 'day' : 'days'} answered`,
    );

    await detail.getByText('Strength', { exact: true }).waitFor();
    await detail.getByText('Best streak').waitFor();
    expect(
      await detail.locator('.stat', { hasText: 'Best streak' }).locator('dd').textContent(),
    ).toBe('22 days');
  });

  it('edits the habit (history keeps its scores) and archives it out of the day', async () => {
    const detail = page.getByRole('complementary', { name: 'Habit details' });
    await detail.getByRole('button', { name: 'Edit' }).click();
    const q1 = detail.getByRole('group', { name: 'Question 1 and its options' });
    await q1.getByLabel('Score of option 1 of question 1', { exact: true }).fill('20');
    await detail.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Changes saved');
    await detail.getByRole('heading', { name: /^History/ }).waitFor();

    const options = await rest<{ label: string; score_value: number }[]>(
      `option_metadata?select=label,score_value&label=eq.Yes&order=id`,
    );
    expect(options.map((o) => o.score_value)).toContain(20);
    // Yesterday was answered "Yes" at 10 points: the day keeps the score it had.
    const [day] = await rest<{ total_score: number }[]>(
      `daily_habit_scores?habit_id=eq.${habitId}&date=eq.${yesterday}`,
    );
    expect(day.total_score).toBe(14);

    await detail.getByRole('button', { name: 'Archive' }).click();
    await expectToast(page, 'Habit archived: hidden from your day');
    await detail.getByText('Archived: hidden from your day and the table.').waitFor();
    await expect
      .poll(() => page.getByRole('article', { name: 'Morning routine', exact: true }).count())
      .toBe(0);
    await detail.getByRole('button', { name: 'Unarchive' }).click();
    await expectToast(page, 'Habit restored to your day');
    await page.getByRole('article', { name: 'Morning routine', exact: true }).waitFor();
  });

  it('deletes the habit after confirmation', async () => {
    const detail = page.getByRole('complementary', { name: 'Habit details' });
    await detail.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete "Morning routine"?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Delete habit' }).click();
    await expectToast(page, '"Morning routine" was deleted');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'No habits yet' }).waitFor();
    expect(await rest<unknown[]>(`habit_metadata?id=eq.${habitId}`)).toEqual([]);
    expect(await rest<unknown[]>(`checkmarks_tracker?habit_id=eq.${habitId}`)).toEqual([]);
  });
});
