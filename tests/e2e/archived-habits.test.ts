/**
 * Archived habits in settings, on a 390x844 phone in real Chromium against the production build:
 * the list shows the archived habits only; Unarchive brings one back to home; Delete asks first
 * (Cancel keeps it) and then deletes it with its history.
 */
import { describe, expect, it } from 'vitest';
import {
  PHONE,
  createUserViaApi,
  createYesNoHabitViaApi,
  expectNoSeriousA11yViolations,
  expectToast,
  freshContextPerTest,
  logInViaUi,
  newUser,
  restAs,
  type ApiUser,
} from './support';

const session = freshContextPerTest({ viewport: PHONE });

const archive = (user: ApiUser, id: number) =>
  restAs(user, `habit_metadata?id=eq.${id}`, { method: 'PATCH', body: { archived: true } });

const habitsOf = (user: ApiUser) =>
  restAs<{ id: number; name: string; archived: boolean }[]>(
    user,
    'habit_metadata?select=id,name,archived&order=id',
  );

describe('settings: archived habits', () => {
  it('lists archived habits; Unarchive brings one back, Delete asks first and deletes', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('archived'));
    const kept = await createYesNoHabitViaApi(user, 'Daily walk', 'Did you walk?');
    const old = await createYesNoHabitViaApi(user, 'Old running plan', 'Did you run?');
    const gone = await createYesNoHabitViaApi(user, 'Cold showers', 'Cold shower?');
    await archive(user, old.id);
    await archive(user, gone.id);

    await logInViaUi(page, user);
    await page.getByRole('article', { name: 'Daily walk' }).waitFor();
    expect(await page.getByRole('article', { name: 'Old running plan' }).count()).toBe(0);

    // Reachable from settings (the header's Settings link on a phone).
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Settings' })
      .click();
    const card = page.getByRole('region', { name: 'Archived habits' });
    await card.getByText('Old running plan').waitFor();
    await card.getByText('Cold showers').waitFor();
    expect(await card.getByText('Daily walk').count()).toBe(0);
    await card.scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page, 'archived habits');

    await card.getByRole('button', { name: 'Unarchive Old running plan' }).click();
    await expectToast(page, 'Habit restored to your day');
    await expect.poll(() => card.getByText('Old running plan').count()).toBe(0);
    expect((await habitsOf(user)).find((h) => h.id === old.id)?.archived).toBe(false);

    // Delete asks first; Cancel keeps the habit.
    await card.getByRole('button', { name: 'Delete Cold showers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete "Cold showers"?' });
    await dialog.waitFor();
    await expectNoSeriousA11yViolations(page, 'delete confirmation');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await habitsOf(user)).map((h) => h.id)).toEqual([kept.id, old.id, gone.id]);

    await card.getByRole('button', { name: 'Delete Cold showers' }).click();
    await dialog.getByRole('button', { name: 'Delete habit' }).click();
    await expectToast(page, '"Cold showers" was deleted');
    await card.getByText('No archived habits.', { exact: false }).waitFor();
    expect((await habitsOf(user)).map((h) => h.id)).toEqual([kept.id, old.id]);

    // Home shows the unarchived habit again.
    await page
      .getByRole('navigation', { name: 'Quick' })
      .getByRole('link', { name: 'Home' })
      .click();
    await page.getByRole('article', { name: 'Old running plan' }).waitFor();
  });
});
