/**
 * The app opened offline, in real Chromium against the production build with its service worker:
 * - the last data seen is on the device as soon as it was shown (no timer to wait for): home
 *   reloaded offline right after the habits appeared still shows them;
 * - the app's own /auth/* pages (login, sign-up, password reset and update) open offline from
 *   the worker like every other route; only the API paths are left to the network.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createUserViaApi,
  createYesNoHabitViaApi,
  freshContextPerTest,
  logInViaUi,
  newUser,
  waitForOfflineReady,
} from './support';

const session = freshContextPerTest();

/** The page the app shows at `path` with the network cut, or the browser's error. */
async function openOffline(page: Page, path: string): Promise<string | null> {
  try {
    await page.goto(path);
    return null;
  } catch (error) {
    return (error as Error).message.split('\n')[0];
  }
}

describe('offline reload', () => {
  it('home reloaded offline right after the habits showed still shows them', async () => {
    const { page, context } = session;
    const user = await createUserViaApi(newUser('reload'));
    const name = `Fresh habit ${randomUUID().slice(0, 6)}`;
    await createYesNoHabitViaApi(user, name, `Did you do ${name} today?`);

    // Signed in on a page that does not read the habits; the worker installs meanwhile.
    await logInViaUi(page, user, '/auth/login?from=/profile');
    await page.waitForURL((url) => url.pathname === '/profile');
    await waitForOfflineReady(page);

    // Home fetches the habits for the first time; the moment they show, the network goes.
    await page.goto('/');
    await page.getByRole('article', { name }).waitFor();
    await context.setOffline(true);
    await page.reload();

    await page.getByRole('article', { name }).waitFor({ timeout: 15_000 });
    expect(await page.getByText('Loading your habits…').count()).toBe(0);
  });

  it('the /auth pages open offline from the service worker', async () => {
    const { page, context } = session;
    await page.goto('/n');
    await waitForOfflineReady(page);
    await context.setOffline(true);

    const pages: [string, string][] = [
      ['/auth/login', 'Log in'],
      ['/auth/signup', 'Sign up'],
      ['/auth/reset-password', 'Reset password'],
      ['/auth/update-password', 'Choose a new password'],
    ];
    for (const [path, title] of pages) {
      expect(await openOffline(page, path), path).toBeNull();
      await expect.poll(() => page.title(), { timeout: 10_000 }).toBe(`${title} · Streakwise`);
      expect(new URL(page.url()).pathname).toBe(path);
    }
  });
});
