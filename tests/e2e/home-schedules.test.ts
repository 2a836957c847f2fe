/**
 * Home under schedules, skips and pauses (docs/habits.md "Home", docs/schedules.md), in real
 * Chromium at phone size (UTC), habits made through the REST API:
 * - "Gym" 3 times a week with three met days in the last week shows "3 of 3 this week, on track"
 *   (its on-track streak on its page); "Skip today" (with a note) shows "Skipped", leaves the
 *   strength (on its page) at yesterday's (the view's figure agrees), and the toast's Undo brings
 *   the day back;
 * - a Mon/Wed/Fri habit on a Tuesday sits in the collapsed "Not due today";
 * - a pause of every habit shows "Paused until ...", the habits apart and no "Every habit answered".
 * axe finds nothing serious in each state.
 */
import { format, parseISO } from 'date-fns';
import { beforeAll, describe, expect, it } from 'vitest';
import { pausedText } from '../../src/features/home/lib/home-sections';
import { activateLocale } from '../../src/lib/i18n/catalogs';
import { scheduleStrength } from '../../supabase/functions/_shared/scores/schedule';
import { scheduledStreaks } from '../../src/lib/scores/streaks';
import { habitStrength } from '../../supabase/functions/_shared/scores/strength';
import {
  PHONE,
  backdateHabitViaApi,
  createUserViaApi,
  expectNoSeriousA11yViolations,
  expectToast,
  freshContextPerTest,
  logInViaUi,
  newUser,
  restAs,
  rpcAs,
  type ApiUser,
} from './support';

const session = freshContextPerTest({ viewport: PHONE, timezoneId: 'UTC' });
const DAY_MS = 86_400_000;
const isoUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const serverMidnight = () => Date.parse(`${isoUtc(Date.now())}T00:00:00Z`);
const dayFrom = (base: number, n: number) => isoUtc(base + n * DAY_MS);

interface Schedule {
  freq_num?: number;
  freq_den?: number;
  weekdays?: number | null;
}

/** create_habit with a schedule: one question, Yes (1) or No (0); the habit and option ids. */
async function createScheduledHabit(user: ApiUser, name: string, schedule: Schedule) {
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
  return { id, questionId: q.id, yes };
}

describe('home: schedules, skips and pauses', () => {
  // `pausedText` words its text in the active language (docs/languages.md): English, as the page.
  beforeAll(() => activateLocale('en'));

  it('a 3/7 habit answered on three days through tableview is on track on home', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('gym-table'));
    const gym = await createScheduledHabit(user, 'Gym', { freq_num: 3, freq_den: 7 });
    // Made three days ago: a day before a habit began is empty and does not open
    // (tests/e2e/numbers-agree.test.ts).
    await backdateHabitViaApi(user, gym.id, 3);
    await logInViaUi(page, user);
    await page.goto('/tableview');
    const table = page.getByRole('region', { name: 'Habits by day' });
    for (const n of [2, 1, 0]) {
      const date = dayFrom(serverMidnight(), -n);
      const words =
        n === 0 ? 'Today' : n === 1 ? 'Yesterday' : format(parseISO(date), 'EEE d MMM yyyy');
      // A past day not answered is marked missed; today is still open.
      const state = n === 0 ? 'not answered' : 'not answered, missed (not answered)';
      // A yes/no habit: one tap makes the day Yes (docs/habits.md "tableview").
      await table.getByRole('button', { name: `Gym, ${words}: ${state}`, exact: true }).click();
      await expectToast(page, `Gym, ${words}: Yes`);
    }
    await expect
      .poll(
        async () =>
          (
            await restAs<{ date: string }[]>(
              user,
              'daily_habit_scores?select=date&total_score=eq.1',
            )
          ).length,
      )
      .toBe(3);
    await page.goto('/');
    const card = page.getByRole('article', { name: 'Gym' });
    // Answered today, so folded to one row that still says how the week goes; a tap opens it.
    const row = card.getByRole('button', { name: 'Open Gym', expanded: false });
    await expect.poll(() => card.textContent(), { timeout: 15_000 }).toContain('3 of 3 this week');
    expect(await card.textContent()).toContain('3 of 3 this week, on track');
    await row.click();
    await card.getByRole('button', { name: /^Yes/, pressed: true }).waitFor();
    expect(await card.textContent()).toContain('3 of 3 this week, on track');
    await expectNoSeriousA11yViolations(page, 'home after answering through tableview');
  });

  it('shows a 3/7 habit on track with its streak; a skip keeps the strength and undoes', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('gym'));
    const gym = await createScheduledHabit(user, 'Gym', { freq_num: 3, freq_den: 7 });
    const base = serverMidnight();
    const today = dayFrom(base, 0);
    const metDays = [-5, -3, -1].map((n) => dayFrom(base, n));
    for (const date of metDays) {
      await rpcAs(user, 'save_habit_day', {
        p_habit_id: gym.id,
        p_date: date,
        p_answers: [{ question_id: gym.questionId, option_id: gym.yes }],
      });
    }
    const context = {
      days: metDays.map((date) => ({ date, total_score: 1 })),
      dailyTarget: null,
      schedule: { freq_num: 3, freq_den: 7, weekdays: null },
      max: 1,
    };
    const streak = scheduledStreaks(context, today).current;
    // Loop's counting (docs/schedules.md "Days done by the frequency"): the three met days open
    // a window from day -5 to day 1, so days -5 .. 0 are done, today included: a daily count
    // would say 1, the count of the last 7 days 2.
    expect(streak).toBe(6);

    await logInViaUi(page, user);
    await page.goto('/');
    const card = page.getByRole('article', { name: 'Gym' });
    await expect.poll(() => card.textContent(), { timeout: 15_000 }).toContain('3 of 3 this week');
    expect(await card.textContent()).toContain('3 of 3 this week, on track');
    await expectNoSeriousA11yViolations(page, 'home with a 3/7 habit');
    // Home's row has one figure, the week's count; the on-track streak is the habit page's.
    const figure = (name: string) =>
      page
        .getByRole('complementary', { name: 'Habit details' })
        .locator('.stat')
        .filter({ has: page.locator('dt', { hasText: new RegExp(`^${name}$`) }) })
        .locator('dd');
    await card.getByRole('link', { name: 'Gym' }).click();
    await expect.poll(() => figure('Current streak').textContent()).toBe(`${streak} days`);
    await page.goto('/');

    // Skip today with a note: the card says so at once; the strength is yesterday's.
    const yesterdayStrength = scheduleStrength(context, dayFrom(base, -1));
    await card.getByRole('button', { name: 'Skip today: Gym' }).click();
    const form = page.getByRole('form', { name: 'Skip today: Gym' });
    await form.getByLabel('Note (optional)').fill('ill');
    await form.getByRole('button', { name: 'Skip', exact: true }).click();
    await expect.poll(() => card.textContent()).toContain('Skipped: ill');
    await expect
      .poll(
        () =>
          restAs<{ skipped: boolean; skip_note: string | null }[]>(
            user,
            `daily_habit_scores?habit_id=eq.${gym.id}&date=eq.${today}&select=skipped,skip_note`,
          ),
        { timeout: 15_000 },
      )
      .toEqual([{ skipped: true, skip_note: 'ill' }]);
    // The server's strength (habit_performance_new) is the one home shows.
    const [perf] = await restAs<{ strength: number }[]>(
      user,
      `habit_performance_new?habit_id=eq.${gym.id}&period_type=eq.all_time&select=strength`,
    );
    expect(Math.round(Number(perf.strength))).toBe(Math.round(yesterdayStrength * 100));
    expect(await card.getByRole('button', { name: 'Unskip' }).count()).toBe(1);
    await expectNoSeriousA11yViolations(page, 'home with a skipped habit');

    // Undo from the toast: the day is unanswered again, here and on the server.
    const toast = await expectToast(page, 'Skipped today: Gym');
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => card.textContent()).not.toContain('Skipped');
    expect(await card.getByRole('button', { name: 'Skip today: Gym' }).count()).toBe(1);
    await expect
      .poll(
        () => restAs<unknown[]>(user, `daily_habit_scores?habit_id=eq.${gym.id}&date=eq.${today}`),
        { timeout: 15_000 },
      )
      .toEqual([]);

    // Skipped again: the habit page says the strength (yesterday's) and the streak without today.
    await card.getByRole('button', { name: 'Skip today: Gym' }).click();
    await form.getByRole('button', { name: 'Skip', exact: true }).click();
    await expect.poll(() => card.textContent()).toContain('Skipped');
    await card.getByRole('link', { name: 'Gym' }).click();
    await expect
      .poll(() => figure('Strength').textContent())
      .toBe(`${Math.round(yesterdayStrength * 100)}%`);
    expect(await figure('Current streak').textContent()).toBe(
      `${streak - 1} ${streak - 1 === 1 ? 'day' : 'days'}`,
    );
  });

  it('puts a Mon/Wed/Fri habit in a collapsed "Not due today" on a Tuesday', async () => {
    const { context, page } = session;
    const user = await createUserViaApi(newUser('weekdays'));
    // Bits 0, 2, 4: Monday, Wednesday, Friday.
    await createScheduledHabit(user, 'Swim', { weekdays: 0b10101 });
    await createScheduledHabit(user, 'Read', {});
    // The latest Tuesday at noon (UTC), today or up to six days back.
    const base = serverMidnight();
    const back = (new Date(base).getUTCDay() - 2 + 7) % 7;
    await context.clock.install({ time: base - back * DAY_MS + 12 * 3_600_000 });
    await logInViaUi(page, user);
    await page.goto('/');

    await page.getByRole('article', { name: 'Read' }).waitFor();
    const notDue = page.getByRole('region', { name: 'Not due today' });
    const toggle = notDue.getByRole('button', { name: /^Not due today \(1\)/ });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('article', { name: 'Swim' }).count()).toBe(0);
    // "Read" is due, in "To answer"; nothing says the day is done.
    expect(await page.getByRole('region', { name: 'To answer' }).getByRole('article').count()).toBe(
      1,
    );
    await expectNoSeriousA11yViolations(page, 'home with a habit not due');

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const swim = notDue.getByRole('article', { name: 'Swim' });
    await swim.waitFor();
    expect(await swim.textContent()).toContain('Not due today');
    expect(await swim.getByRole('button', { name: /^Skip/ }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'home with "Not due today" open');
  });

  it('shows "Paused until" for a pause of every habit, the habits apart', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('paused'));
    await createScheduledHabit(user, 'Walk', {});
    await createScheduledHabit(user, 'Gym', { freq_num: 3, freq_den: 7 });
    const base = serverMidnight();
    const end = dayFrom(base, 5);
    await restAs(user, 'habit_pause', {
      body: { habit_id: null, start_date: dayFrom(base, -2), end_date: end, note: 'holiday' },
    });
    await logInViaUi(page, user);
    await page.goto('/');

    const paused = page.getByRole('region', { name: 'Paused' });
    await paused.getByRole('article', { name: 'Walk' }).waitFor({ timeout: 15_000 });
    const text = pausedText(end);
    expect(text).toMatch(/^Paused until \w{3} \d{1,2} \w{3} \d{4}$/);
    await expect
      .poll(() => page.locator('.home-paused-all').textContent())
      .toContain(`All habits: ${text}`);
    expect(await paused.getByRole('article').count()).toBe(2);
    expect(await paused.getByRole('article', { name: 'Gym' }).textContent()).toContain(text);
    expect(await page.getByRole('region', { name: 'To answer' }).count()).toBe(0);
    expect(await page.getByText('Every habit answered for today').count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'home with every habit paused');
  });

  it("detail: a 3/7 habit's strength and chart follow the schedule, a skip and a pause", async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('gymdetail'));
    const gym = await createScheduledHabit(user, 'Gym', { freq_num: 3, freq_den: 7 });
    const base = serverMidnight();
    const today = dayFrom(base, 0);
    const metDays = [-12, -6, -4, -2].map((n) => dayFrom(base, n));
    for (const date of metDays) {
      await rpcAs(user, 'save_habit_day', {
        p_habit_id: gym.id,
        p_date: date,
        p_answers: [{ question_id: gym.questionId, option_id: gym.yes }],
      });
    }
    await rpcAs(user, 'save_habit_day', {
      p_habit_id: gym.id,
      p_date: dayFrom(base, -1),
      p_answers: [],
      p_skipped: true,
    });
    const pause = { habit_id: gym.id, start_date: dayFrom(base, -10), end_date: dayFrom(base, -8) };
    await restAs(user, 'habit_pause', { body: pause });
    const days = [
      ...metDays.map((date) => ({ date, total_score: 1 })),
      { date: dayFrom(base, -1), total_score: 0, skipped: true },
    ];
    const expected = scheduleStrength(
      {
        days,
        dailyTarget: null,
        schedule: { freq_num: 3, freq_den: 7, weekdays: null },
        pauses: [pause],
        max: 1,
      },
      today,
    );
    const pct = Math.round(expected * 100);
    // The daily rule would say something else.
    expect(Math.round(habitStrength(days, 1, today) * 100)).not.toBe(pct);
    const [perf] = await restAs<{ strength: number }[]>(
      user,
      `habit_performance_new?habit_id=eq.${gym.id}&period_type=eq.all_time&select=strength`,
    );
    expect(Math.round(Number(perf.strength))).toBe(pct);

    await logInViaUi(page, user);
    await page.goto(`/habit/${gym.id}`);
    const panel = page.getByRole('complementary', { name: 'Habit details' });
    const stat = panel
      .locator('.stat')
      .filter({ has: page.locator('dt', { hasText: /^Strength$/ }) })
      .locator('dd');
    await expect.poll(() => stat.textContent(), { timeout: 15_000 }).toBe(`${pct}%`);
    await panel
      .getByText(/^Skipped days, paused days and days a habit is not due are left out/)
      .first()
      .waitFor();
    const strength = panel.getByRole('region', { name: 'Strength over time' });
    const plot = strength.getByRole('group', { name: /^Strength by day/ });
    await plot.focus();
    await page.keyboard.press('End');
    await strength
      .getByText(`${format(new Date(`${today}T12:00:00Z`), 'd MMM')}: Gym ${pct} %`, {
        exact: true,
      })
      .waitFor();
    await expectNoSeriousA11yViolations(page, 'habit detail of a 3/7 habit');
  });

  it('shows a skip made offline at once and sends it when the network returns', async () => {
    const { context, page } = session;
    const user = await createUserViaApi(newUser('skipoffline'));
    const walk = await createScheduledHabit(user, 'Walk', {});
    const today = dayFrom(serverMidnight(), 0);
    await logInViaUi(page, user);
    await page.goto('/');
    const card = page.getByRole('article', { name: 'Walk' });
    await card.getByRole('button', { name: 'Skip today: Walk' }).waitFor({ timeout: 15_000 });

    await context.setOffline(true);
    await card.getByRole('button', { name: 'Skip today: Walk' }).click();
    const form = page.getByRole('form', { name: 'Skip today: Walk' });
    await form.getByLabel('Note (optional)').fill('travelling');
    await form.getByRole('button', { name: 'Skip', exact: true }).click();
    // Queued, not sent: the card shows the skip from the queue.
    await expect.poll(() => card.textContent()).toContain('Skipped: travelling');
    expect(await card.getByRole('button', { name: /^Yes/ }).count()).toBe(0);
    expect(await restAs<unknown[]>(user, `daily_habit_scores?habit_id=eq.${walk.id}`)).toEqual([]);

    await context.setOffline(false);
    await expect
      .poll(
        () =>
          restAs<{ date: string; skipped: boolean; skip_note: string | null }[]>(
            user,
            `daily_habit_scores?habit_id=eq.${walk.id}&select=date,skipped,skip_note`,
          ),
        { timeout: 20_000 },
      )
      .toEqual([{ date: today, skipped: true, skip_note: 'travelling' }]);
    await expect.poll(() => card.textContent()).toContain('Skipped: travelling');
  });
});
