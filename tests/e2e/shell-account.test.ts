/**
 * Profile and settings journeys of issue 3 in real Chromium: rename (User_Master upsert),
 * change password, theme and week start, export my data, delete my account.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  createUserViaApi,
  env,
  expectNoSeriousA11yViolations,
  expectToast,
  freshContextPerTest,
  logInViaUi,
  newUser,
  restAs,
  signedInPage,
  type ApiUser,
} from './support';

const session = freshContextPerTest({ acceptDownloads: true });

async function profileName(user: ApiUser): Promise<string | undefined> {
  const rows = await restAs<{ name: string }[]>(
    user,
    `User_Master?select=name&user_id=eq.${user.id}`,
  );
  return rows[0]?.name;
}

describe('profile', () => {
  it("saves the name to User_Master with 'User saved successfully!' and shows e-mail and plan", async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('profile'));
    await logInViaUi(page, user);
    await page.goto('/profile');
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect.poll(() => name.inputValue()).toBe(user.name);
    await page.getByText(user.email).first().waitFor();
    await page.getByText('Free', { exact: true }).waitFor();

    await name.fill('Renamed Person');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expectToast(page, 'User saved successfully!');
    expect(await profileName(user)).toBe('Renamed Person');
    // The layout shows the new name too (desktop side bar).
    await page.locator('.sidebar-user-name', { hasText: 'Renamed Person' }).waitFor();

    // An empty name is refused beside the field, nothing saved.
    await name.fill('   ');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('Name is required').waitFor();
    expect(await profileName(user)).toBe('Renamed Person');
  });

  it('changes the password (with confirmation) and the new one works', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('chpw'));
    await logInViaUi(page, user);
    await page.goto('/profile');
    await page.getByLabel('Current password', { exact: true }).fill(user.password);
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password must be at least 8 characters').waitFor();
    const next = 'Changed-passw0rd';
    await page.getByLabel('New password', { exact: true }).fill(next);
    await page.getByLabel('Confirm new password', { exact: true }).fill(next);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectToast(page, 'Password updated successfully!');

    const { apiUrl, anonKey } = env();
    const login = (password: string) =>
      fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: user.email, password }),
      });
    expect((await login(user.password)).status).toBe(400);
    expect((await login(next)).status).toBe(200);
  });

  it('asks for the current password: a wrong one is refused beside the field and changes nothing, the right one changes it', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('chpw-current'));
    await logInViaUi(page, user);
    await page.goto('/profile');
    const current = page.getByLabel('Current password', { exact: true });
    const next = 'Changed-passw0rd-2';
    await current.fill('Wrong-passw0rd');
    await page.getByLabel('New password', { exact: true }).fill(next);
    await page.getByLabel('Confirm new password', { exact: true }).fill(next);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectToast(page, 'Current password is incorrect');
    // Beside the field, announced with it.
    expect(await current.getAttribute('aria-invalid')).toBe('true');
    await page.locator(`#${await current.getAttribute('id')}-error`).waitFor();
    expect(await page.locator(`#${await current.getAttribute('id')}-error`).textContent()).toBe(
      'Current password is incorrect',
    );
    await expectNoSeriousA11yViolations(page, 'profile, wrong current password');

    const { apiUrl, anonKey } = env();
    const login = (password: string) =>
      fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: user.email, password }),
      });
    // Nothing changed: the old password still works, the new one does not.
    expect((await login(next)).status).toBe(400);
    expect((await login(user.password)).status).toBe(200);

    await current.fill(user.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectToast(page, 'Password updated successfully!');
    // Still signed in here, and the new password logs in through the login page.
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    expect((await login(user.password)).status).toBe(400);
    const other = await signedInPage(session.browser, { email: user.email, password: next });
    await other.context.close();
  });
});

describe('settings', () => {
  it('switches the theme and the week start, and keeps them after a reload', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('settings'));
    await logInViaUi(page, user);
    await page.goto('/settings');
    await page.getByRole('radio', { name: 'Dark' }).check();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.getByLabel('Week starts on').selectOption({ label: 'Sunday' });
    await page.reload();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await page.getByLabel('Week starts on').inputValue()).toBe('0');
    await page.getByRole('radio', { name: 'System' }).check();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-theme'))).toBe(
      false,
    );
  });

  it('exports my data as a JSON file', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('export'));
    await logInViaUi(page, user);
    await page.goto('/settings');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^streakwise-export-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      user_id: string;
      User_Master: { name: string }[];
    };
    expect(data.user_id).toBe(user.id);
    expect(data.User_Master).toEqual([expect.objectContaining({ name: user.name })]);
  });

  it('deletes the account after confirmation, logs out, and the account is gone', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('delete'));
    await logInViaUi(page, user);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Delete account' }).click();
    // Cancel first: nothing happens.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Delete account' }).click();
    await page.getByLabel(/Type your e-mail address/).fill(user.email);
    await page.getByRole('button', { name: 'Yes, delete everything' }).click();
    await expectToast(page, 'Your account and all of its data were deleted.');
    await expectToast(page, 'Logged out successfully!');
    await page.waitForURL((url) => url.pathname === '/auth/login');

    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectToast(page, 'Invalid login credentials');
  });

  it('deletes only once the e-mail is typed, then says goodbye (not welcome back) and the account is gone', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('delete-typed'));
    await logInViaUi(page, user);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const yes = page.getByRole('button', { name: 'Yes, delete everything' });
    const typed = page.getByLabel(/Type your e-mail address/);
    // One more tap is not enough: the button waits for the account's e-mail.
    expect(await yes.isDisabled()).toBe(true);
    await typed.fill(`other-${user.email}`);
    expect(await yes.isDisabled()).toBe(true);
    await expectNoSeriousA11yViolations(page, 'settings, delete confirmation');
    // Still there: the account logs in.
    const { apiUrl, anonKey } = env();
    const login = () =>
      fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: user.password }),
      });
    expect((await login()).status).toBe(200);

    await typed.fill(` ${user.email.toUpperCase()} `);
    expect(await yes.isDisabled()).toBe(false);
    await yes.click();
    await expectToast(page, 'Your account and all of its data were deleted.');
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await page.getByRole('heading', { name: 'Account deleted', level: 1 }).waitFor();
    await page.getByText('Your account has been deleted.', { exact: false }).waitFor();
    expect(await page.getByText('Welcome back').count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'login after deletion');
    expect((await login()).status).toBe(400);
  });
});
