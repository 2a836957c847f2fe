/**
 * Insights by group on a phone (390x844, UTC; docs/domain.md "Group total"): picking a group
 * narrows every chart to its habits (kept in the URL as ?group=) and shows the group's weekly
 * totals and its strength, Loop's formula on the group's daily completion from the view
 * daily_group_scores. With SCREENSHOT_DIR set, it is photographed.
 */
import { describe, expect, it } from 'vitest';
import { groupStrength } from '../../src/lib/scores/group-total';
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
  backdateHabitViaApi,
  type ApiUser,
} from './support';

const session = freshContextPerTest({ viewport: PHONE, timezoneId: 'UTC' });
const DAY_MS = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString().slice(0, 10);

type Habit = Awaited<ReturnType<typeof createYesNoHabitViaApi>>;

function answer(user: ApiUser, habit: Habit, ago: number, yes: boolean) {
  return rpcAs(user, 'save_habit_day', {
    p_habit_id: habit.id,
    p_date: daysAgo(ago),
    p_answers: [{ question_id: habit.questionId, option_id: yes ? habit.yes : habit.no }],
  });
}

describe('insights by group', () => {
  it("narrows every chart to the group's habits and shows its weekly totals and strength", async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('insightgroups'));
    const [group] = await restAs<{ id: number }[]>(user, 'habit_group', {
      body: { name: 'Morning routine', color: '#ea580c', position: 0 },
      headers: { Prefer: 'return=representation' },
    });
    const meditate = await createYesNoHabitViaApi(user, 'Meditate', 'Did you meditate?', {
      group_id: group.id,
    });
    const stretch = await createYesNoHabitViaApi(user, 'Stretch', 'Did you stretch?', {
      group_id: group.id,
    });
    const read = await createYesNoHabitViaApi(user, 'Read', 'Did you read?');
    for (const habit of [meditate, stretch, read]) await backdateHabitViaApi(user, habit.id, 10);
    for (const ago of [0, 1, 2, 5]) await answer(user, meditate, ago, true);
    for (const ago of [1, 3]) await answer(user, stretch, ago, ago === 1);
    await answer(user, read, 0, true);

    await logInViaUi(page, user);
    await page.goto('/dashboard');
    await page.getByLabel('Group').selectOption({ label: 'Morning routine' });
    await page.waitForURL((url) => url.searchParams.get('group') === String(group.id));

    // The habit picker lists the group's habits only, and so do the figures (the URL changes
    // first; the page renders with it after).
    await expect
      .poll(() => page.getByLabel('Habit', { exact: true }).locator('option').allTextContents())
      .toEqual(['All of Morning routine', 'Meditate', 'Stretch']);
    const perf = page.getByRole('region', { name: 'All-time performance' });
    await expect
      .poll(() => perf.locator('.perf-name').allTextContents())
      .toEqual(['Meditate', 'Stretch']);

    // The group's strength: Loop's formula on its daily total / max, from the view's rows.
    const rows = await restAs<{ date: string; total_score: number; max_score: number }[]>(
      user,
      `daily_group_scores?group_id=eq.${group.id}&order=date`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(10);
    const strength = Math.round(groupStrength(rows, daysAgo(0)) * 100);
    const card = page.getByRole('region', { name: 'Morning routine: weekly totals' });
    await expect
      .poll(() => card.locator('.group-strength').textContent())
      .toBe(`${strength}% strength`);
    expect(await card.getByRole('button', { name: /^(This week|Week of)/ }).count()).toBe(12);
    await expectNoSeriousA11yViolations(page, 'insights of a group');
    if (SCREENSHOT_DIR) {
      await page.screenshot({ path: `${SCREENSHOT_DIR}/insights-group.png`, fullPage: true });
    }
  });
});
