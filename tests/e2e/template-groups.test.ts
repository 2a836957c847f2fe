/**
 * Template groups on a phone (390x844; docs/domain.md "Template group"): the templates page offers
 * the two starter groups; "Use group" makes the user's group with a habit from each template in
 * one step, and home shows them under the group's heading. With SCREENSHOT_DIR set, the page is
 * photographed.
 */
import { describe, expect, it } from 'vitest';
import {
  PHONE,
  SCREENSHOT_DIR,
  createUserViaApi,
  expectNoSeriousA11yViolations,
  expectToast,
  freshContextPerTest,
  logInViaUi,
  newUser,
  restAs,
} from './support';

const session = freshContextPerTest({ viewport: PHONE, timezoneId: 'UTC' });

describe('template groups', () => {
  it('makes a group and its habits in one step', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('templategroup'));
    await logInViaUi(page, user);
    await page.goto('/your-template');
    const section = page.getByRole('region', { name: 'Template groups' });
    const morning = section.getByRole('article', { name: 'Morning routine' });
    await morning.waitFor();
    expect(await morning.textContent()).toContain('3 habits: Exercise, Meditation, Hydration');
    await section.getByRole('article', { name: 'Evening wind-down' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'the template groups');
    if (SCREENSHOT_DIR) await page.screenshot({ path: `${SCREENSHOT_DIR}/template-groups.png` });

    await morning.getByRole('button', { name: 'Use group Morning routine' }).click();
    await expectToast(page, '"Morning routine" was added with 3 habits');
    await page.waitForURL((url) => url.pathname === '/');
    const group = page.getByRole('region', { name: /^Morning routine/ });
    await expect
      .poll(() =>
        group
          .getByRole('article')
          .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))),
      )
      .toEqual(['Exercise', 'Meditation', 'Hydration']);
    const [row] = await restAs<{ name: string; id: number }[]>(user, 'habit_group?select=id,name');
    expect(row.name).toBe('Morning routine');
    const habits = await restAs<{ group_id: number }[]>(user, 'habit_metadata?select=group_id');
    expect(habits.map((h) => h.group_id)).toEqual([row.id, row.id, row.id]);
  });
});
