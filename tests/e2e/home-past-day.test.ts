/**
 * Home on a past day shows that day's figures (issue 21, "As of the viewed day"), in real
 * Chromium at phone size (UTC): a daily habit answered on 17, 18 and 19 March 2016 shows a 3-day
 * streak on 20 March 2016 and none today; a 3-in-7 habit checked on 14, 16 and 18 March 2016 shows
 * "3 of 3 that week" there and "0 of 3 this week" today. Before, a past day showed today's figures
 * (no streak, "0 of 3") beside that day's answers. The habit page opened from home on that day
 * shows that day's answers and its figures as of that day too ("3 of 3 that week").
 */
import { describe, expect, it } from 'vitest';
import {
  PHONE,
  createUserViaApi,
  freshContextPerTest,
  logInViaUi,
  newUser,
  restAs,
  rpcAs,
  type ApiUser,
} from './support';

const session = freshContextPerTest({ viewport: PHONE, timezoneId: 'UTC' });

/** create_habit with one question, Yes (1) or No (0), answered Yes on `dates`. */
async function habitAnsweredOn(
  user: ApiUser,
  name: string,
  schedule: { freq_num: number; freq_den: number },
  dates: readonly string[],
) {
  const id = Number(
    await rpcAs<number>(user, 'create_habit', {
      p_habit: {
        name,
        ...schedule,
        questions: [
          {
            question: `Did you do ${name}?`,
            options: [
              { label: 'Yes', score_value: 1 },
              { label: 'No', score_value: 0 },
            ],
          },
        ],
      },
    }),
  );
  const [q] = await restAs<{ id: number; option_metadata: { id: number; label: string }[] }[]>(
    user,
    `question_metadata?habit_id=eq.${id}&select=id,option_metadata(id,label)`,
  );
  const yes = q.option_metadata.find((o) => o.label === 'Yes')!.id;
  for (const date of dates)
    await rpcAs(user, 'save_habit_day', {
      p_habit_id: id,
      p_date: date,
      p_answers: [{ question_id: q.id, option_id: yes }],
    });
  return id;
}

describe('home on a past day', () => {
  it("shows that day's streak and week, not today's", async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('past-day'));
    await habitAnsweredOn(user, 'Read', { freq_num: 1, freq_den: 1 }, [
      '2016-03-17',
      '2016-03-18',
      '2016-03-19',
    ]);
    await habitAnsweredOn(user, 'Wake up early', { freq_num: 3, freq_den: 7 }, [
      '2016-03-14',
      '2016-03-16',
      '2016-03-18',
    ]);
    await logInViaUi(page, user);

    await page.goto('/?date=2016-03-20');
    const read = page.getByRole('article', { name: 'Read' });
    const wake = page.getByRole('article', { name: 'Wake up early' });
    await expect.poll(() => read.textContent(), { timeout: 15_000 }).toContain('3-day streak');
    await expect.poll(() => wake.textContent()).toContain('3 of 3 that week');

    // 19 March 2016, not checked but inside the met window: done by the frequency, not missed.
    await page.goto('/?date=2016-03-19');
    await expect.poll(() => wake.textContent(), { timeout: 15_000 }).toContain('3 of 3 that week');
    expect(await wake.textContent()).not.toContain('Missed');

    // Today: nothing since 2016, so no streak and a week not begun.
    await page.goto('/');
    await expect.poll(() => wake.textContent(), { timeout: 15_000 }).toContain('0 of 3 this week');
    expect(await read.textContent()).not.toContain('streak');
  });

  it('the habit page on a past day shows that day and the figures as of it', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('past-day-page'));
    const id = await habitAnsweredOn(user, 'Read', { freq_num: 1, freq_den: 1 }, [
      '2016-03-17',
      '2016-03-18',
      '2016-03-19',
    ]);
    await logInViaUi(page, user);
    await page.goto(`/habit/${id}?date=2016-03-19`);
    const panel = page.getByRole('complementary', { name: 'Habit details' });
    const day = panel.getByRole('region', { name: 'Sat 19 Mar 2016', exact: true }).first();
    await day.waitFor({ timeout: 15_000 });
    const going = panel.getByRole('region', { name: 'How it was going on Sat 19 Mar 2016' });
    const figure = (label: string) =>
      going
        .locator('.stat')
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator('dd');
    await expect
      .poll(() => figure('Current streak').textContent(), { timeout: 15_000 })
      .toBe('3 days');
    // A 3-in-7 habit's unchecked day inside its met window is done, not missed.
    const wake = await habitAnsweredOn(user, 'Wake up early', { freq_num: 3, freq_den: 7 }, [
      '2016-03-14',
      '2016-03-16',
      '2016-03-18',
    ]);
    await page.goto(`/habit/${wake}?date=2016-03-19`);
    const wakeDay = panel.getByRole('region', { name: 'Sat 19 Mar 2016', exact: true }).first();
    await expect
      .poll(() => wakeDay.locator('.day-mark').first().textContent(), { timeout: 15_000 })
      .toMatch(/^Done/);
    expect(await wakeDay.textContent()).not.toContain('Missed');
    // Its progress is that day's week, in words of the past (before: "this week").
    await expect
      .poll(() => figure('Progress').textContent(), { timeout: 15_000 })
      .toMatch(/^3 of 3 that week/);
    await page.goto(`/habit/${id}?date=2016-03-19`);
    await day.waitFor({ timeout: 15_000 });
    // That day's answer is the one shown (Yes, chosen).
    await expect
      .poll(() => day.getByRole('button', { name: /^Yes/ }).getAttribute('aria-pressed'))
      .toBe('true');
  });
});
