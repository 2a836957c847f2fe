/**
 * The table by group on a phone (390x844, UTC; docs/domain.md "Group total"): once a habit is in a
 * group, each group's habits follow a row with the group's total of each day (the view
 * daily_group_scores' figure), the habits of no group last under "Other habits"; a tap on a
 * habit's day counts in its group's row at once. With SCREENSHOT_DIR set, it is photographed.
 */
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
} from './support';

const session = freshContextPerTest({ viewport: PHONE, timezoneId: 'UTC' });
const today = () => new Date().toISOString().slice(0, 10);

describe('the table by group', () => {
  it("shows each group's habits under a row of its day totals", async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('tablegroups'));
    const [group] = await restAs<{ id: number }[]>(user, 'habit_group', {
      body: { name: 'Morning routine', color: '#ea580c', position: 0 },
      headers: { Prefer: 'return=representation' },
    });
    const meditate = await createYesNoHabitViaApi(user, 'Meditate', 'Did you meditate?', {
      group_id: group.id,
    });
    await createYesNoHabitViaApi(user, 'Stretch', 'Did you stretch?', { group_id: group.id });
    await createYesNoHabitViaApi(user, 'Read', 'Did you read?');
    await rpcAs(user, 'save_habit_day', {
      p_habit_id: meditate.id,
      p_date: today(),
      p_answers: [{ question_id: meditate.questionId, option_id: meditate.yes }],
    });
    await logInViaUi(page, user);
    await page.goto('/tableview');

    const total = page.getByRole('cell', { name: /^Morning routine, Today: / });
    await expect
      .poll(() => total.getAttribute('aria-label'))
      .toBe('Morning routine, Today: 10 of 20 points');
    const [row] = await restAs<{ total_score: number; max_score: number }[]>(
      user,
      `daily_group_scores?group_id=eq.${group.id}&date=eq.${today()}`,
    );
    expect(row).toMatchObject({ total_score: 10, max_score: 20 });
    // The rows in order: the group, its habits, then the habits of no group.
    expect(await page.locator('.habit-table tbody th').allTextContents()).toEqual([
      'Morning routine',
      'Meditate',
      'Stretch',
      'Other habits',
      'Read',
    ]);
    await expectNoSeriousA11yViolations(page, 'the table by group');
    if (SCREENSHOT_DIR) {
      await page.screenshot({ path: `${SCREENSHOT_DIR}/table-groups.png` });
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.screenshot({ path: `${SCREENSHOT_DIR}/table-groups-dark.png` });
      await page.emulateMedia({ colorScheme: 'light' });
    }

    // A yes / no habit's day toggles with one tap, and its group's total follows.
    await page.getByRole('button', { name: /^Stretch, Today: not answered/ }).click();
    await expect
      .poll(() => total.getAttribute('aria-label'))
      .toBe('Morning routine, Today: 20 of 20 points');
  });
});
