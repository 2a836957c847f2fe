/**
 * The habit detail's numbers explain themselves, in real Chromium at phone size (UTC): the
 * browser's clock is set to the Monday of this week, the habit is answered on that Monday from
 * home, and its page shows "This week (so far)" at 100 % of 1 of 1 day answered (not 14 % of
 * 7 days), no week from before the habit began, and the all-time figures each with their basis.
 * axe finds nothing serious on the page.
 */
import { describe, expect, it } from 'vitest';
import {
  PHONE,
  createUserViaApi,
  createYesNoHabitViaApi,
  expectNoSeriousA11yViolations,
  freshContextPerTest,
  logInViaUi,
  newUser,
  restAs,
} from './support';

const session = freshContextPerTest({ viewport: PHONE, timezoneId: 'UTC' });

const HABIT = 'Stretching';
const DAY_MS = 86_400_000;
const isoUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('habit detail: this week so far and labelled figures', () => {
  it('shows 100 % for a perfect Monday, marked as so far, and says what each figure counts', async () => {
    const { context, page } = session;
    const user = await createUserViaApi(newUser('weeksofar'));
    const habit = await createYesNoHabitViaApi(user, HABIT, 'Did you stretch?');
    // The Monday of the server's (UTC) week, at noon: at most six days back.
    const serverToday = Date.parse(`${isoUtc(Date.now())}T00:00:00Z`);
    const back = (new Date(serverToday).getUTCDay() + 6) % 7;
    const monday = isoUtc(serverToday - back * DAY_MS);
    await context.clock.install({ time: Date.parse(`${monday}T12:00:00Z`) });
    await logInViaUi(page, user);

    await page.goto('/');
    const row = page.getByRole('article', { name: HABIT });
    await row.getByRole('button', { name: /^Yes/ }).click();
    // Answered, the row folds with its met mark.
    await row.locator('.day-mark.is-met').waitFor();
    await expect
      .poll(
        () =>
          restAs<{ date: string }[]>(
            user,
            `daily_habit_scores?habit_id=eq.${habit.id}&select=date`,
          ),
        { timeout: 15_000 },
      )
      .toEqual([{ date: monday }]);

    await page.goto(`/habit/${habit.id}`);
    const weeks = page.getByRole('region', { name: 'Weekly score' });
    const thisWeek = weeks.getByTestId('this-week');
    await expect
      .poll(() => thisWeek.textContent())
      .toContain('(100 %, so far, 1 of 1 day answered)');
    expect(await thisWeek.locator('.week-label').textContent()).toBe('This week (so far)');
    expect(await weeks.getByRole('meter', { name: 'This week so far: 100%' }).count()).toBe(1);
    // The habit began this week (its first answer is this Monday): no earlier week is shown.
    expect(await weeks.locator('.week-item').count()).toBe(1);

    const allTime = page.getByRole('region', { name: 'All time' });
    const figure = (label: string) =>
      allTime
        .locator('.stat', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
        .locator('dd');
    await expect.poll(() => figure('Days met').textContent()).toBe('1 of 1 day answered');
    expect(await figure('Average').textContent()).toBe('10 points a day answered');
    expect(await figure('Total score').textContent()).toBe('10 points over 1 day answered');
    // The view counts to the app's date when it is within a day of the server's, else to the
    // server's: from this Monday, the first answer, through that day.
    const serverDays = back <= 1 ? 1 : back + 1;
    const pct = Math.round(1000 / serverDays) / 10;
    expect(await figure('Completion').textContent()).toBe(`${pct} % of 1 day since you started`);

    await expectNoSeriousA11yViolations(page, 'habit detail');
  });
});
