/**
 * Managing groups on a phone (390x844; docs/domain.md "Group"): the groups page, reached from
 * home's "Groups", creates, renames, recolours, orders and deletes groups (the confirmation says
 * how many habits become ungrouped) and moves several habits at once; the short add form and the
 * habit page's edit put a habit in a group; offline, creating or renaming a group says it needs a
 * connection and keeps what was typed. With SCREENSHOT_DIR set, the page is photographed.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  PHONE,
  SCREENSHOT_DIR,
  createUserViaApi,
  createYesNoHabitViaApi,
  expectNoSeriousA11yViolations,
  expectToast,
  freshContextPerTest,
  logInViaUi,
  newUser,
  restAs,
  withoutReminder,
  type ApiUser,
} from './support';

const session = freshContextPerTest({ viewport: PHONE, timezoneId: 'UTC' });

interface GroupRow {
  id: number;
  name: string;
  color: string;
  position: number;
}

const groupsOf = (user: ApiUser) =>
  restAs<GroupRow[]>(user, 'habit_group?select=id,name,color,position&order=position');
const habitGroups = (user: ApiUser) =>
  restAs<{ name: string; group_id: number | null }[]>(
    user,
    'habit_metadata?select=name,group_id&order=name',
  );

/** The groups listed on the page, in order. */
const listed = (page: Page) => page.locator('.group-row-name').allTextContents();

describe('managing groups', () => {
  it('creates, edits, orders and deletes groups, and moves several habits at once', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('manage'));
    for (const name of ['Meditate', 'Read', 'Walk']) {
      await createYesNoHabitViaApi(user, name, `Did you ${name.toLowerCase()}?`);
    }
    await logInViaUi(page, user);
    await page.goto('/');
    await page.getByRole('article', { name: 'Walk' }).waitFor();
    // No group yet: home is as it was, and "Groups" is below the rows.
    expect(await page.locator('.home-group-title').count()).toBe(0);
    await page.getByRole('link', { name: 'Groups' }).click();
    await page.waitForURL((url) => url.pathname === '/groups');

    const name = page.getByLabel('Name of the new group');
    for (const group of ['Morning', 'Health']) {
      await name.fill(group);
      await page.getByRole('button', { name: 'Add group' }).click();
      await expect.poll(() => listed(page)).toContain(group);
      expect(await name.inputValue()).toBe('');
    }
    // A new group takes the next colour no group has.
    const [first, second] = await groupsOf(user);
    expect(first.color).not.toBe(second.color);

    // Rename and recolour.
    await page.getByRole('button', { name: 'Edit Morning' }).click();
    const edit = page.getByRole('form', { name: 'Edit Morning' });
    await edit.getByLabel('Group name').fill('Morning routine');
    await edit.getByRole('radio', { name: 'Colour #ea580c' }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => listed(page)).toEqual(['Morning routine', 'Health']);
    expect((await groupsOf(user))[0]).toMatchObject({ name: 'Morning routine', color: '#ea580c' });

    // Order: Health first.
    await page.getByRole('button', { name: 'Move Health up' }).click();
    await expect.poll(() => listed(page)).toEqual(['Health', 'Morning routine']);
    await expect
      .poll(async () => (await groupsOf(user)).map((g) => g.name))
      .toEqual(['Health', 'Morning routine']);

    // Several habits at once.
    await page.getByRole('checkbox', { name: /^Meditate/ }).check();
    await page.getByRole('checkbox', { name: /^Walk/ }).check();
    await page.getByLabel('Move to').selectOption({ label: 'Morning routine' });
    await page.getByRole('button', { name: 'Move 2 habits' }).click();
    await expectToast(page, '2 habits moved to "Morning routine"');
    const morningId = (await groupsOf(user)).find((g) => g.name === 'Morning routine')!.id;
    expect(await habitGroups(user)).toEqual([
      { name: 'Meditate', group_id: morningId },
      { name: 'Read', group_id: null },
      { name: 'Walk', group_id: morningId },
    ]);
    await expect
      .poll(() => page.locator('.group-row-count').allTextContents())
      .toEqual(['0 habits', '2 habits']);
    await expectNoSeriousA11yViolations(page, 'the groups page');
    if (SCREENSHOT_DIR) {
      await page.screenshot({ path: `${SCREENSHOT_DIR}/groups-page.png`, fullPage: true });
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.screenshot({ path: `${SCREENSHOT_DIR}/groups-page-dark.png`, fullPage: true });
      await page.emulateMedia({ colorScheme: 'light' });
    }

    // Home: the group's heading with its habits, the others under "Other habits".
    await page.goto('/');
    await expect
      .poll(() => page.locator('.home-group-title').allTextContents())
      .toEqual([expect.stringMatching(/^Morning routine/), expect.stringMatching(/^Other habits/)]);

    // Delete: the confirmation says how many habits become ungrouped; they keep their history.
    await page.getByRole('link', { name: 'Groups' }).click();
    await page.getByRole('button', { name: 'Delete Morning routine' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete "Morning routine"?' });
    expect(await dialog.textContent()).toContain('2 habits become ungrouped.');
    await expectNoSeriousA11yViolations(page, 'deleting a group');
    await dialog.getByRole('button', { name: 'Delete group' }).click();
    await expect.poll(() => listed(page)).toEqual(['Health']);
    expect((await habitGroups(user)).map((h) => h.group_id)).toEqual([null, null, null]);
    await page.goto('/');
    await page.getByRole('article', { name: 'Walk' }).waitFor();
    expect(await page.locator('.home-group-title').count()).toBe(0);
  });

  it('puts a habit in a group from the short add form and from the habit page', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('formgroup'));
    const [health] = await restAs<GroupRow[]>(user, 'habit_group', {
      body: { name: 'Health', position: 0 },
      headers: { Prefer: 'return=representation' },
    });
    await logInViaUi(page, user);
    await page.goto('/addhabit');
    const form = page.getByRole('form', { name: 'Habit' });
    await form.getByLabel('Name').fill('Swim');
    const group = form.getByLabel('Group');
    // The select shows once the groups are read (at once when home has read them before).
    await expect
      .poll(() => group.locator('option').allTextContents())
      .toEqual(['No group', 'Health']);
    await group.selectOption({ label: 'Health' });
    await withoutReminder(page);
    await form.getByRole('button', { name: 'Save habit' }).click();
    await page.waitForURL((url) => /^\/habit\/\d+$/.test(url.pathname));
    expect(await habitGroups(user)).toEqual([{ name: 'Swim', group_id: health.id }]);

    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('form', { name: 'Habit' });
    expect(await edit.getByLabel('Group').inputValue()).toBe(String(health.id));
    await edit.getByLabel('Group').selectOption({ label: 'No group' });
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Changes saved');
    expect(await habitGroups(user)).toEqual([{ name: 'Swim', group_id: null }]);
  });

  it('offline, creating or renaming a group says it needs a connection and keeps what was typed', async () => {
    const { context, page } = session;
    const user = await createUserViaApi(newUser('offgroup'));
    await restAs(user, 'habit_group', { body: { name: 'Health', position: 0 } });
    await logInViaUi(page, user);
    await page.goto('/groups');
    await expect.poll(() => listed(page)).toEqual(['Health']);

    await context.setOffline(true);
    await page.getByRole('status').filter({ hasText: 'You are offline.' }).waitFor();
    const name = page.getByLabel('Name of the new group');
    await name.fill('Evening');
    await page.getByRole('button', { name: 'Add group' }).click();
    const newForm = page.getByRole('form', { name: 'New group' });
    await expect
      .poll(() => newForm.getByRole('alert').textContent())
      .toContain('Changing groups needs a connection');
    expect(await name.inputValue()).toBe('Evening');

    await page.getByRole('button', { name: 'Edit Health' }).click();
    const edit = page.getByRole('form', { name: 'Edit Health' });
    await edit.getByLabel('Group name').fill('Fitness');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => edit.getByRole('alert').textContent())
      .toContain('Changing groups needs a connection');
    expect(await edit.getByLabel('Group name').inputValue()).toBe('Fitness');
    await expectNoSeriousA11yViolations(page, 'the groups page offline');
    expect((await groupsOf(user)).map((g) => g.name)).toEqual(['Health']);

    // Back online, the same taps save what was kept.
    await context.setOffline(false);
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Add group' }).click();
    await expect.poll(() => listed(page)).toEqual(['Fitness', 'Evening']);
    expect((await groupsOf(user)).map((g) => g.name)).toEqual(['Fitness', 'Evening']);
  });
});
