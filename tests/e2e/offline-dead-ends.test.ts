/**
 * No dead ends offline, on a 390x844 phone in real Chromium with the network cut
 * (context.setOffline) against the production build and its service worker:
 * - a habit detail page never opened before shows the habit from the list already seen, with its
 *   close button and the tab bar, and "Offline: this needs a connection once" where a read never
 *   answered; never an endless spinner; the same after a reload offline;
 * - insights never opened before: the same message inside the app's navigation;
 * - a new habit saved offline: the form says it needs a connection and keeps what was typed;
 *   back online one save creates exactly one habit.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
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
  openMoreOptions,
  restAs,
  waitForOfflineReady,
  waitForPersistedCache,
  withoutReminder,
} from './support';

const OFFLINE_TEXT = 'Offline: this needs a connection once';

const session = freshContextPerTest({ viewport: PHONE });

/** The bottom tab bar is on screen and not covered (its Home link is what a tap would hit). */
async function expectTabBarUsable(page: Page) {
  const home = page.getByRole('navigation', { name: 'Quick' }).getByRole('link', { name: 'Home' });
  await home.waitFor();
  const box = await home.boundingBox();
  expect(box).not.toBeNull();
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('nav')?.getAttribute('aria-label'),
    { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 },
  );
  expect(hit).toBe('Quick');
}

/** No spinner is left on the page (a few seconds after the state showed). */
async function expectNoSpinner(page: Page) {
  await page.waitForTimeout(2_000);
  expect(await page.locator('.page-spinner, .spinner').count()).toBe(0);
}

describe('offline: no dead ends', () => {
  it('a habit and insights never opened before show what is known, the message and the navigation', async () => {
    const { page, context } = session;
    const user = await createUserViaApi(newUser('deadend'));
    const name = `Offline habit ${randomUUID().slice(0, 6)}`;
    const habit = await createYesNoHabitViaApi(user, name, `Did you do ${name} today?`);

    await logInViaUi(page, user);
    await page.getByRole('article', { name }).waitFor();
    await waitForOfflineReady(page);
    await waitForPersistedCache(page, name);
    await context.setOffline(true);

    // The detail: never read, opened from the list offline.
    await page.getByRole('article', { name }).getByRole('link', { name }).click();
    await page.waitForURL((url) => url.pathname === `/habit/${habit.id}`);
    const detail = page.getByRole('complementary', { name: 'Habit details' });
    await detail.getByRole('heading', { level: 1, name }).waitFor({ timeout: 15_000 });
    await detail.getByText(OFFLINE_TEXT).first().waitFor();
    await detail.getByRole('link', { name: 'Close habit details' }).waitFor();
    await expectTabBarUsable(page);
    await expectNoSpinner(page);
    await expectNoSeriousA11yViolations(page, 'habit detail offline');
    if (SCREENSHOT_DIR) await page.screenshot({ path: `${SCREENSHOT_DIR}/offline-detail.png` });

    // The same page reloaded offline (the last data seen comes from the device).
    await page.reload();
    await detail.getByRole('heading', { level: 1, name }).waitFor({ timeout: 15_000 });
    await detail.getByText(OFFLINE_TEXT).first().waitFor();
    await expectNoSpinner(page);

    // Insights, never opened: the message inside the app, the navigation still there.
    await page
      .getByRole('navigation', { name: 'Quick' })
      .getByRole('link', { name: 'Insights' })
      .click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('main').getByText(OFFLINE_TEXT).first().waitFor({ timeout: 15_000 });
    await page.getByRole('banner').getByRole('link', { name: 'Streakwise, home' }).waitFor();
    await expectTabBarUsable(page);
    await expectNoSpinner(page);
    await expectNoSeriousA11yViolations(page, 'insights offline');
    if (SCREENSHOT_DIR) await page.screenshot({ path: `${SCREENSHOT_DIR}/offline-insights.png` });

    // Back online the pages fill in.
    await context.setOffline(false);
    await page
      .getByRole('navigation', { name: 'Quick' })
      .getByRole('link', { name: 'Home' })
      .click();
    await page.getByRole('article', { name }).getByRole('link', { name }).click();
    await detail.getByRole('heading', { name: 'How it is going' }).waitFor();
    await expect.poll(() => detail.getByText(OFFLINE_TEXT).count(), { timeout: 15_000 }).toBe(0);
  });

  it('a new habit saved offline says it needs a connection, keeps the form, and creates one habit online', async () => {
    const { page, context } = session;
    const user = await createUserViaApi(newUser('offcreate'));
    const name = `Made offline ${randomUUID().slice(0, 6)}`;
    await logInViaUi(page, user);
    await page.getByRole('link', { name: 'Add your first habit' }).waitFor();
    await waitForOfflineReady(page);

    await page.goto('/addhabit');
    await page.getByLabel('Name', { exact: true }).fill(name);
    await withoutReminder(page);
    await openMoreOptions(page);
    await page
      .getByRole('group', { name: 'Question 1 and its options' })
      .getByLabel('Question 1', { exact: true })
      .fill('Did you do it?');
    await context.setOffline(true);

    const started = Date.now();
    await page.getByRole('button', { name: 'Save habit' }).click();
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Creating a habit needs a connection' });
    await alert.waitFor({ timeout: 5_000 });
    expect(Date.now() - started).toBeLessThan(5_000);
    // Said before saving too.
    await page.getByText('You are offline. Creating a habit needs a connection').waitFor();
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe(name);
    expect(new URL(page.url()).pathname).toBe('/addhabit');
    await expectNoSeriousA11yViolations(page, 'add habit offline');
    // A second try offline is refused the same way.
    await page.getByRole('button', { name: 'Save habit' }).click();
    await alert.waitFor();

    // Nothing was held back to be created on reconnect.
    await context.setOffline(false);
    await page.waitForTimeout(3_000);
    expect(await restAs<unknown[]>(user, 'habit_metadata?select=id')).toEqual([]);

    // Back online: one save, one habit (the form still held it).
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe(name);
    await page.getByRole('button', { name: 'Save habit' }).click();
    await page.waitForURL((url) => /^\/habit\/\d+$/.test(url.pathname));
    await page.waitForTimeout(1_000);
    const rows = await restAs<{ name: string }[]>(user, 'habit_metadata?select=name');
    expect(rows).toEqual([{ name }]);
  });
});
