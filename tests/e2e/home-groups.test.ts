/**
 * Home with groups on a phone (390x844, UTC; docs/domain.md "Group", "Group total"): each group is
 * a heading with the day's total ("10 / 20", the same as the view daily_group_scores: a habit not
 * due that day counts for nothing) and its habits under it, in the user's order of groups, the
 * habits of no group last under "Other habits"; "All done" once every habit of a group that counts
 * is answered; folding a group hides its habits, on this device across a reload; and, with many
 * habits, the filter finds a habit by name. With SCREENSHOT_DIR set, home with groups is
 * photographed, light and dark.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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
  type ApiUser,
} from './support';

const session = freshContextPerTest({ viewport: PHONE, timezoneId: 'UTC' });
const today = () => new Date().toISOString().slice(0, 10);

type Habit = Awaited<ReturnType<typeof createYesNoHabitViaApi>>;

async function groupViaApi(user: ApiUser, name: string, color: string, position: number) {
  const [row] = await restAs<{ id: number }[]>(user, 'habit_group', {
    body: { name, color, position },
    headers: { Prefer: 'return=representation' },
  });
  return row.id;
}

function answerYes(user: ApiUser, habit: Habit) {
  return rpcAs(user, 'save_habit_day', {
    p_habit_id: habit.id,
    p_date: today(),
    p_answers: [{ question_id: habit.questionId, option_id: habit.yes }],
  });
}

/** Every weekday but today's (bit 0 Monday ... bit 6 Sunday): a habit not due today. */
function notToday(): number {
  const index = (new Date().getUTCDay() + 6) % 7;
  return 127 & ~(1 << index);
}

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) });
const region = (page: Page, name: string) =>
  page.getByRole('region', { name: new RegExp(`^${name}`) });
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

describe('home with groups', () => {
  it('shows each group as a heading with its day total and its habits under it; folding hides them', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('groups'));
    const morning = await groupViaApi(user, 'Morning routine', '#ea580c', 0);
    const health = await groupViaApi(user, 'Health', '#16a34a', 1);
    const meditate = await createYesNoHabitViaApi(user, 'Meditate', 'Did you meditate?', {
      group_id: morning,
    });
    await createYesNoHabitViaApi(user, 'Stretch', 'Did you stretch?', { group_id: morning });
    // Not due today: in the group, but not in its total.
    await createYesNoHabitViaApi(user, 'Journal', 'Did you write?', {
      group_id: morning,
      weekdays: notToday(),
    });
    const walk = await createYesNoHabitViaApi(user, 'Walk', 'Did you walk?', { group_id: health });
    const water = await createYesNoHabitViaApi(user, 'Water', 'Enough water?', {
      group_id: health,
    });
    await createYesNoHabitViaApi(user, 'Read', 'Did you read?');
    for (const habit of [meditate, walk, water]) await answerYes(user, habit);

    await logInViaUi(page, user);
    await page.goto('/');
    await card(page, 'Read').waitFor();

    // The groups in the user's order, then the habits of no group.
    const headings = page.locator('.habit-list .home-group-title');
    await expect
      .poll(() => headings.allTextContents())
      .toEqual([
        expect.stringMatching(/^Morning routine\s*10 \/ 20/),
        expect.stringMatching(/^Health\s*20 \/ 20\s*✓ All done/),
        expect.stringMatching(/^Other habits/),
      ]);
    // The totals are the view's (the weekday habit not due today counts for nothing).
    const rows = await restAs<{ group_id: number; total_score: number; max_score: number }[]>(
      user,
      `daily_group_scores?date=eq.${today()}&order=group_id`,
    );
    expect(rows.map((r) => [r.group_id, r.total_score, r.max_score])).toEqual([
      [morning, 10, 20],
      [health, 20, 20],
    ]);
    // Each habit under its group's heading.
    const morningRegion = region(page, 'Morning routine');
    expect(await morningRegion.getByRole('article').evaluateAll(cardNames)).toEqual([
      'Stretch',
      'Meditate',
    ]);
    expect(await region(page, 'Health').getByRole('article').evaluateAll(cardNames)).toEqual([
      'Walk',
      'Water',
    ]);
    expect(await region(page, 'Other habits').getByRole('article').evaluateAll(cardNames)).toEqual([
      'Read',
    ]);
    // Not due today: apart, as without groups.
    expect(await morningRegion.getByRole('article', { name: 'Journal' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'home with groups');
    if (SCREENSHOT_DIR) {
      await page.screenshot({ path: `${SCREENSHOT_DIR}/home-groups.png`, fullPage: true });
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.screenshot({ path: `${SCREENSHOT_DIR}/home-groups-dark.png`, fullPage: true });
      await page.emulateMedia({ colorScheme: 'light' });
    }

    // A tap counts at once in the group's total, and the group is all done.
    await card(page, 'Stretch').getByRole('button', { name: /^Yes/ }).click();
    await expect
      .poll(() => heading(page, 'Morning routine').textContent())
      .toMatch(/^Morning routine\s*20 \/ 20\s*✓ All done/);

    // Folding a group hides its habits, and stays folded on this device.
    const toggle = heading(page, 'Morning routine').getByRole('button');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await morningRegion.getByRole('article').count()).toBe(0);
    expect(await card(page, 'Meditate').count()).toBe(0);
    expect(await region(page, 'Health').getByRole('article').count()).toBe(2);
    await expectNoSeriousA11yViolations(page, 'home with a folded group');
    await page.reload();
    await card(page, 'Walk').waitFor();
    expect(
      await heading(page, 'Morning routine').getByRole('button').getAttribute('aria-expanded'),
    ).toBe('false');
    expect(await card(page, 'Meditate').count()).toBe(0);
    await heading(page, 'Morning routine').getByRole('button').click();
    await card(page, 'Meditate').waitFor();
  });

  it('with many habits, the filter finds a habit by name', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('filter'));
    const morning = await groupViaApi(user, 'Morning routine', '#ea580c', 0);
    const names = ['Meditate', 'Stretch', 'Journal', 'Walk', 'Water', 'Read', 'Floss', 'Call mum'];
    for (const [i, name] of names.entries()) {
      await createYesNoHabitViaApi(user, name, `Did you ${name.toLowerCase()}?`, {
        ...(i < 3 ? { group_id: morning } : {}),
      });
    }
    await logInViaUi(page, user);
    await page.goto('/');
    await card(page, 'Call mum').waitFor();

    // A folded group shows what matches in it.
    await heading(page, 'Morning routine').getByRole('button').click();
    await page.getByRole('button', { name: 'Find a habit' }).click();
    const field = page.getByRole('searchbox', { name: 'Filter habits by name' });
    await field.fill('wat');
    await expect
      .poll(() => page.locator('.habit-list article').evaluateAll(cardNames))
      .toEqual(['Water']);
    await field.fill('JOUR');
    await expect
      .poll(() => page.locator('.habit-list article').evaluateAll(cardNames))
      .toEqual(['Journal']);
    if (SCREENSHOT_DIR) await page.screenshot({ path: `${SCREENSHOT_DIR}/home-filter.png` });
    await field.fill('zzz');
    await page.getByRole('status').filter({ hasText: 'No habit matches' }).waitFor();
    expect(await page.locator('.habit-list article').count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'home filtered, nothing matches');
    // Escape clears the filter: every habit is back (the folded group stays folded).
    await field.press('Escape');
    expect(await field.inputValue()).toBe('');
    await expect.poll(() => page.locator('.habit-list article').count()).toBe(5);
    expect(await card(page, 'Journal').count()).toBe(0);
    expect(await page.getByText('No habit matches').count()).toBe(0);
  });
});

/** The names of the cards, in page order. */
function cardNames(els: Element[]) {
  return els.map((el) => el.getAttribute('aria-label') ?? '');
}
