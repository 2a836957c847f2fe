/**
 * Routes and shell of issue 3 in real Chromium: the guard redirects and returns after login, a
 * signed-in user is sent away from auth pages, unknown paths show not-found, every navigation
 * scrolls to the top, the reset-password link from the local mailbox works, and the service
 * worker controls the page from /sw.js.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createUserViaApi,
  env,
  expectToast,
  launchBrowser,
  logInViaUi,
  mailTo,
  newContext,
  newPage,
  newUser,
  PHONE,
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

describe('routes', () => {
  it('redirects a signed-out user to /auth/login and returns to the wanted page after login', async () => {
    const user = await createUserViaApi(newUser('guard'));
    await page.goto('/settings');
    await page.waitForURL((url) => url.pathname === '/auth/login');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/settings');
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    expect(await page.title()).toBe('Log in · Streakwise');
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectToast(page, 'Login successful!');
    await page.waitForURL((url) => url.pathname === '/settings');
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    expect(await page.title()).toBe('Settings · Streakwise');
    // The version label of docs/domain.md is in settings and in the layout footer.
    const label = page.getByTestId('version-label');
    expect(await label.textContent()).toMatch(/^v\d+\.\d+\.\d+ · built 19 Sept 2025$/);
    expect(await page.locator('.app-footer').textContent()).toMatch(
      /v\d+\.\d+\.\d+ · built 19 Sept 2025/,
    );
  });

  it('sends a signed-in user who opens an auth page to home', async () => {
    const user = await createUserViaApi(newUser('authed'));
    await logInViaUi(page, user);
    await page.waitForURL((url) => url.pathname === '/');
    for (const path of ['/auth/login', '/auth/signup', '/auth/reset-password']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/');
    }
  });

  it('shows the not-found page with a way home for an unknown path', async () => {
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/n');
  });

  it('shows the landing page and the unauthorized page', async () => {
    await page.goto('/n');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Create a free account' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/signup');
    await page.goto('/n/unauthorized');
    await page.getByRole('heading', { name: 'You are not allowed to see this page' }).waitFor();
  });

  it('scrolls to the top on every navigation', async () => {
    const user = await createUserViaApi(newUser('scroll'));
    await page.setViewportSize(PHONE);
    await logInViaUi(page, user);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('resets a forgotten password through the local mailbox and logs in with the new one', async () => {
    const user = await createUserViaApi(newUser('reset'));
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/reset-password');
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();

    let link: string | undefined;
    await expect
      .poll(async () => {
        link = (await mailTo(user.email))[0]?.links.find((l) => l.includes('/auth/v1/verify'));
        return link;
      })
      .toBeTruthy();
    expect(link).toContain(
      `redirect_to=${encodeURIComponent(`${env().appUrl}/auth/update-password`)}`,
    );

    await page.goto(link!);
    await page.waitForURL((url) => url.pathname === '/auth/update-password');
    // The reset link proves the user; the forgotten password is not asked for.
    await page.getByLabel('New password', { exact: true }).waitFor();
    expect(await page.getByLabel('Current password').count()).toBe(0);
    const newPassword = 'N3w-password-after-reset';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill('different-1');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expectToast(page, 'Passwords do not match');
    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expectToast(page, 'Password updated successfully!');
    await page.waitForURL((url) => url.pathname === '/');

    // Log out, then the old password fails and the new one works.
    await page.goto('/profile');
    await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
    await expectToast(page, 'Logged out successfully!');
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectToast(page, 'Invalid login credentials');
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectToast(page, 'Login successful!');
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('an invalid reset link tells the user to request a new one', async () => {
    await page.goto('/auth/update-password');
    await page.getByRole('heading', { name: 'This link is invalid or has expired' }).waitFor();
    await page.getByRole('link', { name: 'Request a new link' }).waitFor();
  });

  it('is controlled by the service worker registered from /sw.js', async () => {
    await page.goto('/auth/login');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), {
        timeout: 15_000,
      })
      .toBe(`${env().appUrl}/sw.js`);
    // The web manifest is linked, with the icons of an installable app.
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBeTruthy();
    const manifest = (await (await fetch(new URL(manifestHref!, env().appUrl))).json()) as {
      name: string;
      icons: { sizes: string; purpose?: string }[];
      theme_color: string;
    };
    expect(manifest.name).toBe('Streakwise');
    expect(manifest.theme_color).toBeTruthy();
    expect(manifest.icons.map((i) => `${i.sizes}${i.purpose ? ` ${i.purpose}` : ''}`)).toEqual(
      expect.arrayContaining(['192x192', '512x512', '512x512 maskable']),
    );
    for (const icon of [
      '/pwa-192x192.png',
      '/pwa-512x512.png',
      '/maskable-512x512.png',
      '/apple-touch-icon.png',
    ]) {
      const res = await fetch(new URL(icon, env().appUrl));
      expect(res.headers.get('content-type'), icon).toBe('image/png');
    }

    // Signed in and reading data through the worker-controlled page: no API response is cached.
    const user = await createUserViaApi(newUser('swcache'));
    await logInViaUi(page, user);
    await page.goto('/profile');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Name' }).inputValue())
      .toBe(user.name);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const req of await (await caches.open(name)).keys()) urls.push(req.url);
      }
      return urls;
    });
    expect(cached.length).toBeGreaterThan(0);
    const api = env().apiUrl;
    expect(cached.filter((u) => u.startsWith(api) || /\/(rest|auth)\/v1\//.test(u))).toEqual([]);
  });
});
