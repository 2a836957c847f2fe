/**
 * Home on a phone (390x844, UTC): the first screen shows most habits, unanswered ones first; an
 * answered habit folds to one row (name, streak, met mark; the total for screen readers) that
 * opens again on its chevron;
 * finished ones can be hidden (kept on the device); the header is compact. With SCREENSHOT_DIR
 * set, home with 3 and 11 habits is photographed and its figures logged.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { habitStrength } from '../../supabase/functions/_shared/scores/strength';
import {
  PHONE,
  SCREENSHOT_DIR,
  createUserViaApi,
  createYesNoHabitViaApi,
  expectNoSeriousA11yViolations,
  freshContextPerTest,
  logInViaUi,
  newUser,
  restAs,
  rpcAs,
  signedInPage,
  type ApiUser,
} from './support';

const session = freshContextPerTest({ viewport: PHONE, timezoneId: 'UTC' });
const DAY_MS = 86_400_000;
const isoUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const today = () => isoUtc(Date.now());
const daysAgo = (n: number) => isoUtc(Date.now() - n * DAY_MS);

type Habit = Awaited<ReturnType<typeof createYesNoHabitViaApi>>;

async function habitsFor(user: ApiUser, count: number): Promise<Habit[]> {
  const habits: Habit[] = [];
  for (let i = 1; i <= count; i++) {
    habits.push(await createYesNoHabitViaApi(user, `Habit ${i}`, `Did you do habit ${i}?`));
  }
  return habits;
}

function answer(user: ApiUser, habit: Habit, date: string, yes = true) {
  return rpcAs(user, 'save_habit_day', {
    p_habit_id: habit.id,
    p_date: date,
    p_answers: [{ question_id: habit.questionId, option_id: yes ? habit.yes : habit.no }],
  });
}

/** The habit cards in page order: name, top, bottom (page coordinates, scrolled to the top). */
async function cards(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  return page.locator('.habit-list article').evaluateAll((els) =>
    els.map((el) => {
      const box = el.getBoundingClientRect();
      const name = el.querySelector('.habit-row-name')?.textContent?.trim() ?? '';
      return { name, top: box.top + window.scrollY, bottom: box.bottom + window.scrollY };
    }),
  );
}

/** Figures of the first screen: names wholly above the tab bar, and the header's height. */
async function firstScreen(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  return page.evaluate(() => {
    const nav = document.querySelector('.bottom-nav')?.getBoundingClientRect();
    const fold = nav && nav.height > 0 ? nav.top : window.innerHeight;
    // Each row's name.
    const titles = Array.from(document.querySelectorAll('.habit-list article')).map((card) =>
      card.querySelector('.habit-row-name')!,
    );
    const names = titles.filter((t) => t.getBoundingClientRect().bottom <= fold).length;
    const main = document.querySelector('.home-main')!.getBoundingClientRect();
    const first = document.querySelector('.habit-list article')!.getBoundingClientRect();
    return { names, header: Math.round(first.top - main.top), fold: Math.round(fold) };
  });
}

async function openHome(page: Page, names: string[]) {
  await page.goto('/');
  for (const name of names) await page.getByText(name, { exact: true }).first().waitFor();
}

describe('home on a phone', () => {
  it('photographs home with 3 and 11 habits', async () => {
    for (const count of [3, 11]) {
      const user = await createUserViaApi(newUser(`shots${count}`));
      const habits = await habitsFor(user, count);
      // About half answered, as in the middle of a day.
      for (let i = 0; i < count; i += 2) await answer(user, habits[i], today());
      const { context, page } = await signedInPage(session.browser, user, {
        viewport: PHONE,
        timezoneId: 'UTC',
      });
      await openHome(page, [`Habit ${count}`]);
      await page.waitForTimeout(600);
      const figures = await firstScreen(page);
      // How long the list is: from the top of the page to the bottom of its last habit.
      const listBottom = await page.evaluate(() => {
        const cards = document.querySelectorAll('.habit-list article');
        return Math.round(cards[cards.length - 1].getBoundingClientRect().bottom + window.scrollY);
      });
      console.log(`home with ${count} habits: ${JSON.stringify({ ...figures, listBottom })}`);
      if (SCREENSHOT_DIR) {
        await page.screenshot({ path: `${SCREENSHOT_DIR}/home-${count}-habits.png` });
        await page.screenshot({
          path: `${SCREENSHOT_DIR}/home-${count}-habits-full.png`,
          fullPage: true,
        });
        await page.emulateMedia({ colorScheme: 'dark' });
        await page.screenshot({ path: `${SCREENSHOT_DIR}/home-${count}-habits-dark.png` });
      }
      await context.close();
    }
  });

  it('fits 6 of 10 habit names on the first screen, unanswered ones first, a compact header', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('fits'));
    const habits = await habitsFor(user, 10);
    for (const i of [0, 2, 3, 6]) await answer(user, habits[i], today());
    await logInViaUi(page, user);
    await openHome(page, ['Habit 1', 'Habit 10']);

    const figures = await firstScreen(page);
    expect(figures.names).toBeGreaterThanOrEqual(6);
    expect(figures.header).toBeLessThanOrEqual(110);
    const list = await cards(page);
    expect(list).toHaveLength(10);
    const answered = new Set(['Habit 1', 'Habit 3', 'Habit 4', 'Habit 7']);
    const lastOpen = Math.max(...list.filter((c) => !answered.has(c.name)).map((c) => c.top));
    const firstDone = Math.min(...list.filter((c) => answered.has(c.name)).map((c) => c.top));
    expect(lastOpen).toBeLessThan(firstDone);
    // The user's order holds within each group.
    expect(list.map((c) => c.name)).toEqual([
      'Habit 2',
      'Habit 5',
      'Habit 6',
      'Habit 8',
      'Habit 9',
      'Habit 10',
      'Habit 1',
      'Habit 3',
      'Habit 4',
      'Habit 7',
    ]);
    await expectNoSeriousA11yViolations(page, 'home with 10 habits, 4 answered');
  });

  it('folds a finished habit to one row that opens on tap, and hides finished ones on this device', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('fold'));
    const [walk] = await habitsFor(user, 2);
    await answer(user, walk, today());
    await logInViaUi(page, user);
    await openHome(page, ['Habit 1', 'Habit 2']);

    const card = page.getByRole('article', { name: 'Habit 1', exact: true });
    const row = card.getByRole('button', { name: 'Open Habit 1' });
    expect(await row.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => card.textContent()).toMatch(/Habit 1.*1-day streak.*10 \/ 10.*Met/);
    // Folded: its answers are not on screen.
    expect(await card.getByRole('button', { name: /^Yes/ }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'home with a folded habit');

    await row.click();
    const yes = card.getByRole('button', { name: /^Yes/ });
    expect(await yes.getAttribute('aria-pressed')).toBe('true');
    await card.getByRole('button', { name: 'Fold Habit 1' }).click();
    await expect.poll(() => card.getByRole('button', { name: /^Yes/ }).count()).toBe(0);

    const finished = page.getByRole('region', { name: 'Finished' });
    await finished.getByRole('button', { name: 'Hide finished' }).click();
    expect(await card.count()).toBe(0);
    expect(await finished.textContent()).toContain('Finished (1)');
    await expectNoSeriousA11yViolations(page, 'home with finished habits hidden');
    await page.reload();
    await openHome(page, ['Habit 2']);
    await page.getByRole('button', { name: 'Hide finished', pressed: true }).waitFor();
    expect(await card.count()).toBe(0);
    await page.getByRole('button', { name: 'Hide finished' }).click();
    await card.waitFor();
  });

  it('a habit finished while the first read of the day is still on its way stays open', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('slowread'));
    await habitsFor(user, 2);
    await logInViaUi(page, user);
    await openHome(page, ['Habit 1', 'Habit 2']);

    // Reloaded: the day comes from the device's cache at once, its refresh is held back while the
    // habit is answered, and arrives (with that answer) afterwards.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/rest\/v1\/daily_habit_scores\?/, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    const card = page.getByRole('article', { name: 'Habit 1', exact: true });
    const saved = page.waitForResponse((r) => r.url().includes('/rpc/save_habit_day'));
    await card.getByRole('button', { name: /^Yes/ }).click();
    expect((await saved).ok()).toBe(true);
    const read = page.waitForResponse((r) => r.url().includes('/daily_habit_scores?'));
    release();
    await read;
    await page.waitForLoadState('networkidle');
    // Still where it was under the finger (first of "To answer"), folded with its answer.
    const toAnswer = page.getByRole('region', { name: 'To answer' });
    expect(await toAnswer.getByRole('article').first().getAttribute('aria-label')).toBe('Habit 1');
    expect(await card.locator('.day-mark').textContent()).toMatch(/^Met/);
    expect(await page.getByRole('region', { name: 'Finished' }).count()).toBe(0);
    await page.unrouteAll();
    // Shown again (a reload), the finished habit is listed as finished.
    await page.reload();
    await page
      .getByRole('region', { name: 'Finished' })
      .getByRole('article', { name: 'Habit 1', exact: true })
      .waitFor();
  });

  it("shows each habit's streak and strength, and the daily target met or missed", async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('streak'));
    const habit = await createYesNoHabitViaApi(user, 'Walk', 'Did you walk?');
    for (const n of [1, 2, 3]) await answer(user, habit, daysAgo(n));
    const id = Number(
      await rpcAs<number>(user, 'create_habit', {
        p_habit: {
          name: 'Water',
          daily_target: 5,
          questions: [
            {
              question: 'Glasses of water?',
              options: [
                { label: 'Many', score_value: 10 },
                { label: 'Few', score_value: 3 },
                { label: 'None', score_value: 0 },
              ],
            },
          ],
        },
      }),
    );
    await logInViaUi(page, user);
    await openHome(page, ['Walk', 'Water']);

    const walk = page.getByRole('article', { name: 'Walk', exact: true });
    const strength = Math.round(
      habitStrength(
        [1, 2, 3].map((n) => ({ date: daysAgo(n), total_score: 10 })),
        10,
        today(),
      ) * 100,
    );
    // Home's row shows one figure, the streak; the strength is the habit page's.
    await expect.poll(() => walk.locator('.habit-row-sub').textContent()).toContain('3-day streak');

    const water = page.getByRole('article', { name: 'Water', exact: true });
    await water.getByRole('button', { name: /^Few/ }).click();
    await expect
      .poll(() => water.locator('.day-mark').textContent())
      .toBe('Missed (missed (below the target of 5))');
    // Answered, the row folded: its chevron opens it for another answer.
    await water.getByRole('button', { name: 'Open Water' }).click();
    await water.getByRole('button', { name: /^Many/ }).click();
    await expect.poll(() => water.locator('.day-mark').textContent()).toBe('Met (met (target 5))');
    await expectNoSeriousA11yViolations(page, 'home with targets and streaks');

    // The detail page's history marks each answered day; its figures hold the strength.
    await page.goto(`/habit/${habit.id}`);
    const strengthStat = page
      .locator('.stat')
      .filter({ has: page.locator('dt', { hasText: /^Strength$/ }) })
      .locator('dd');
    // The page reads its history first (0 % until then): on a loaded machine that takes a while.
    await expect.poll(() => strengthStat.textContent(), { timeout: 15_000 }).toBe(`${strength}%`);
    const history = page.locator('.history-item');
    await expect.poll(() => history.count()).toBe(3);
    expect(await history.first().locator('.day-mark').textContent()).toBe(
      'Met (met (more than 0 points))',
    );
    await page.goto(`/habit/${id}`);
    await page.getByRole('heading', { name: /^History/ }).waitFor();
    // Today's card there names the daily target.
    const todayCard = page.getByRole('article', { name: 'Water: Today' });
    expect(await todayCard.locator('.habit-card-stats').textContent()).toContain('Target 5');
    expect(await todayCard.getByRole('meter').getAttribute('aria-label')).toBe(
      'Water: 10 of 10 points, 100%, met (target 5), daily target 5',
    );
    await expect.poll(() => page.locator('.history-item .day-mark').count()).toBe(1);
    expect(
      await page
        .locator('.history-item')
        .getByRole('meter', { name: /10 of 10 points, 100%, met \(target 5\)/ })
        .count(),
    ).toBe(1);
    await expectNoSeriousA11yViolations(page, 'habit detail with met days');

    // The table names each day met or missed.
    await page.goto('/tableview');
    await page
      .getByRole('button', {
        name: /^Walk, Yesterday: 10 points, 100%, met \(more than 0 points\)$/,
      })
      .waitFor();
    expect(
      await page
        .getByRole('button', { name: /^Water, Today: 10 points, 100%, met \(target 5\)$/ })
        .count(),
    ).toBe(1);
    await expectNoSeriousA11yViolations(page, 'table with met marks');
  });

  it('clearing an answer offers Undo, and a finished day says so', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('undo'));
    const [first, second] = await habitsFor(user, 2);
    await answer(user, second, today());
    await logInViaUi(page, user);
    await openHome(page, ['Habit 1', 'Habit 2']);

    const card = page.getByRole('article', { name: 'Habit 1', exact: true });
    const yes = card.getByRole('button', { name: /^Yes/ });
    await yes.click();
    await expect.poll(() => card.locator('.day-mark').textContent()).toMatch(/^Met/);
    const done = page.getByRole('status').filter({ hasText: 'Every habit answered for today' });
    await done.waitFor();
    await expectNoSeriousA11yViolations(page, 'home with the day complete');

    // Opened again, a second tap on the chosen answer clears it, and says so with a way back.
    await card.getByRole('button', { name: 'Open Habit 1' }).click();
    expect(await yes.getAttribute('aria-pressed')).toBe('true');
    await yes.click();
    await expect.poll(() => yes.getAttribute('aria-pressed')).toBe('false');
    // The whole day's figures follow the tapped row once its frame is painted.
    await expect.poll(() => done.count(), { timeout: 2_000 }).toBe(0);
    const toast = page.locator('.Toastify__toast', { hasText: 'Answer cleared' });
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Did you do habit 1?');
    await expectNoSeriousA11yViolations(page, 'home with the Undo toast');
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => card.locator('.day-mark').textContent()).toMatch(/^Met/);
    await done.waitFor();
    await card.getByRole('button', { name: 'Open Habit 1' }).click();
    expect(await yes.getAttribute('aria-pressed')).toBe('true');
    // Through the queue to the server: the day ends answered Yes.
    await expect
      .poll(
        () =>
          restAs<{ answer_entry: { option_id: number }[] }[]>(
            user,
            `checkmarks_tracker?habit_id=eq.${first.id}&select=answer_entry(option_id)`,
          ),
        { timeout: 15_000 },
      )
      .toEqual([{ answer_entry: [{ option_id: first.yes }] }]);
  });

  it('offline, a past day never loaded says so instead of showing zeros', async () => {
    const { context, page } = session;
    const user = await createUserViaApi(newUser('notloaded'));
    const habit = await createYesNoHabitViaApi(user, 'Read', 'Did you read?');
    await answer(user, habit, daysAgo(2));
    await answer(user, habit, daysAgo(4));
    await logInViaUi(page, user);
    await openHome(page, ['Read']);
    await page.getByRole('heading', { name: 'Today' }).waitFor();

    await context.setOffline(true);
    const previous = page.getByRole('button', { name: 'Previous day' });
    await previous.click();
    await page.getByRole('heading', { name: 'Yesterday' }).waitFor();
    // Two days ago was read with today (home reads the three days before the day shown, for
    // the folded rows' past days): known offline.
    await previous.click();
    const card = page.getByRole('article', { name: 'Read', exact: true });
    await expect.poll(() => card.getByTestId('day-total').textContent()).toMatch(/^10 \/ 10/);
    // Four days ago was never read on this device.
    await previous.click();
    await previous.click();
    await page.getByText('this day was never loaded on this device').waitFor();
    expect(await card.getByTestId('day-total').textContent()).toBe('Not loaded');
    expect(await card.textContent()).not.toContain('0 / 10');
    expect(await card.textContent()).toContain('Not loaded on this device');
    await expectNoSeriousA11yViolations(page, 'home offline on a day not loaded');

    // Online again, the day's answer shows.
    await context.setOffline(false);
    await expect
      .poll(() => card.getByTestId('day-total').textContent(), { timeout: 15_000 })
      .toMatch(/^10/);
    expect(await page.getByText('this day was never loaded on this device').count()).toBe(0);
  });
});
