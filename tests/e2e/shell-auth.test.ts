/**
 * Account journeys of issue 3 in real Chromium against the built app and the local backend:
 * sign-up, logout, login, wrong password, password mismatch (nothing sent), keyboard login.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
import {
  createUserViaApi,
  expectToast,
  launchBrowser,
  logInViaUi,
  newContext,
  newPage,
  newUser,
  signUpViaUi,
} from './support';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await newContext(browser);
  page = await newPage(context);
});
afterEach(async () => {
  await context?.close();
});

describe('accounts', () => {
  it('signs up, logs out and logs back in with the spec messages', async () => {
    const user = await signUpViaUi(page, newUser('signup'));
    // The profile row holds the name given at sign-up.
    await page.goto('/profile');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Name' }).inputValue())
      .toBe(user.name);
    await page.getByText(user.email).first().waitFor();

    await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
    await expectToast(page, 'Logged out successfully!');
    // Logout goes to '/', which needs a user, so the login page shows.
    await page.waitForURL((url) => url.pathname === '/auth/login');
    const stored = await page.evaluate(() => localStorage.getItem('streakwise-user'));
    expect(stored === null || !stored.includes(user.email)).toBe(true);
    // supabase-js forgot the session too.
    expect(await page.evaluate(() => localStorage.getItem('streakwise-auth'))).toBeNull();

    await logInViaUi(page, user);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    const success = page.locator('.Toastify__toast--success', { hasText: 'Login successful!' });
    expect(await success.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(21, 128, 61)',
    );
  });

  it("shows the backend's message for a wrong password", async () => {
    const user = await createUserViaApi(newUser('wrongpw'));
    await page.goto('/auth/login');
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password-1');
    await page.getByRole('button', { name: 'Log in' }).click();
    const toast = await expectToast(page, 'Invalid login credentials');
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    // docs/domain.md "Toast messages": bottom right, red for errors, with a progress bar.
    expect(await toast.getAttribute('class')).toContain('Toastify__toast--error');
    expect(await toast.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(185, 28, 28)',
    );
    expect(await page.locator('.Toastify__toast-container--bottom-right').count()).toBe(1);
    expect(await toast.locator('.Toastify__progress-bar').count()).toBe(1);
  });

  it("refuses mismatching passwords with 'Passwords do not match' and sends nothing", async () => {
    const signupRequests: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/auth/v1/signup')) signupRequests.push(req.url());
    });
    await page.goto('/auth/signup');
    await page.getByLabel('Name').fill('Mismatch');
    await page.getByLabel('E-mail').fill(newUser().email);
    await page.getByLabel('Password', { exact: true }).fill('Passw0rd-one');
    await page.getByLabel('Confirm password', { exact: true }).fill('Passw0rd-two');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectToast(page, 'Passwords do not match');
    // Also shown beside the confirmation field.
    await page.locator('.field-error', { hasText: 'Passwords do not match' }).waitFor();
    await page.waitForTimeout(500);
    expect(signupRequests).toEqual([]);
  });

  it('logs in with the keyboard only (Tab to the fields, Enter submits)', async () => {
    const user = await createUserViaApi(newUser('keyboard'));
    await page.goto('/auth/login');
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    const focusedLabel = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLInputElement | null;
        return el?.labels?.[0]?.textContent ?? el?.textContent ?? '';
      });
    for (let i = 0; i < 10 && (await focusedLabel()) !== 'E-mail'; i++)
      await page.keyboard.press('Tab');
    expect(await focusedLabel()).toBe('E-mail');
    await page.keyboard.type(user.email);
    await page.keyboard.press('Tab');
    expect(await focusedLabel()).toBe('Password');
    await page.keyboard.type(user.password);
    await page.keyboard.press('Enter');
    await expectToast(page, 'Login successful!');
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('follows a logout in another tab: the other tab leaves the signed-in area', async () => {
    const user = await createUserViaApi(newUser('twotabs'));
    await logInViaUi(page, user);
    await page.waitForURL((url) => url.pathname === '/');
    const other = await newPage(context);
    await other.goto('/settings');
    await other.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();

    await page.goto('/profile');
    await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
    await expectToast(page, 'Logged out successfully!');
    // supabase-js tells the other tab (SIGNED_OUT); its store clears and the guard redirects.
    await other.waitForURL((url) => url.pathname === '/auth/login', { timeout: 15_000 });
  });

  it('refreshes an expired access token on start, and signs out when the refresh token is no longer valid', async () => {
    const user = await createUserViaApi(newUser('refresh'));
    await logInViaUi(page, user);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/profile');
    await page.getByText(user.email).first().waitFor();
    const session = () =>
      page.evaluate(
        () =>
          JSON.parse(localStorage.getItem('streakwise-auth') ?? 'null') as Record<string, unknown>,
      );
    const before = await session();

    // The access token has expired while the app was closed: supabase-js refreshes it.
    await page.evaluate(() => {
      const s = JSON.parse(localStorage.getItem('streakwise-auth')!);
      localStorage.setItem(
        'streakwise-auth',
        JSON.stringify({ ...s, expires_at: Math.floor(Date.now() / 1000) - 60 }),
      );
    });
    await page.reload();
    // A refresh rotates the refresh token and sets a new expiry (the access token itself may be
    // byte-identical when issued within the same second).
    await expect.poll(async () => (await session())?.refresh_token).not.toBe(before.refresh_token);
    expect(Number((await session()).expires_at)).toBeGreaterThan(Date.now() / 1000);
    expect(new URL(page.url()).pathname).toBe('/profile');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Name' }).inputValue())
      .toBe(user.name);

    // The refresh token was revoked meanwhile: the session ends and the guard sends the user to login.
    await page.evaluate(() => {
      const s = JSON.parse(localStorage.getItem('streakwise-auth')!);
      localStorage.setItem(
        'streakwise-auth',
        JSON.stringify({
          ...s,
          refresh_token: 'revoked-token',
          expires_at: Math.floor(Date.now() / 1000) - 60,
        }),
      );
    });
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/auth/login', { timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('streakwise-user'))).toBeNull();
  });
});
