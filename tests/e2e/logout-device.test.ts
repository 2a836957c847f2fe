/**
 * What a user leaves on a shared device, in real Chromium against the production build: every
 * user-scoped key (Web Storage, IndexedDB, Cache Storage) goes at logout, and when another user
 * signs in, whether or not the module that wrote it was loaded in the page that logs out. The
 * add-habit draft is the case in point: its page is lazy, so after a reload on another page its
 * code is not in the document when the user logs out.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createUserViaApi,
  deviceDump,
  expectToast,
  freshContextPerTest,
  logInViaUi,
  newUser,
  type ApiUser,
} from './support';

const session = freshContextPerTest();

const DRAFT_KEY = 'streakwise-habit-draft';

/** On addhabit: types a habit name and waits until the draft holding it is on the device. */
async function writeDraft(page: Page): Promise<string> {
  const secret = `Secret draft ${randomUUID().slice(0, 8)}`;
  await page.goto('/addhabit');
  await page.getByLabel('Name', { exact: true }).fill(secret);
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', DRAFT_KEY))
    .toContain(secret);
  return secret;
}

function localStorageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).sort());
}

/** Lines of the device dump that mention any of the secrets (none expected). */
async function leftovers(page: Page, secrets: string[]): Promise<string[]> {
  const dump = await deviceDump(page);
  return dump.filter((l) => secrets.some((s) => l.includes(s))).map((l) => l.slice(0, 200));
}

describe('user data on the device', () => {
  it('logout removes the add-habit draft and every user-scoped key, also after a reload on another page', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('draft'));
    await logInViaUi(page, user);
    await page.waitForURL((url) => url.pathname === '/');
    const secret = await writeDraft(page);

    // A new document on another page: the add-habit code is not loaded in it.
    await page.goto('/profile');
    await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
    await expectToast(page, 'Logged out successfully!');
    await page.waitForURL((url) => url.pathname.startsWith('/auth/login'));

    expect(await leftovers(page, [secret, user.id, user.email, user.accessToken])).toEqual([]);
    const keys = await localStorageKeys(page);
    for (const key of [DRAFT_KEY, 'streakwise-user', 'streakwise-auth'])
      expect(keys, `${key} is still in localStorage`).not.toContain(key);
  });

  it("another user signing in does not get the previous user's draft", async () => {
    const { page } = session;
    const first: ApiUser = await createUserViaApi(newUser('first'));
    const second: ApiUser = await createUserViaApi(newUser('second'));
    await logInViaUi(page, first);
    await page.waitForURL((url) => url.pathname === '/');
    const secret = await writeDraft(page);

    // The first user's session ends without a logout (as when it expires on the device), then
    // the second user signs in on the same device.
    await page.goto('/profile');
    await page.evaluate(() => localStorage.removeItem('streakwise-auth'));
    await page.reload();
    await page.waitForURL((url) => url.pathname.startsWith('/auth/login'));
    await logInViaUi(page, second);

    await page.goto('/addhabit');
    await page.getByLabel('Name', { exact: true }).waitFor();
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('');
    expect(await leftovers(page, [secret, first.id, first.email])).toEqual([]);
  });
});
