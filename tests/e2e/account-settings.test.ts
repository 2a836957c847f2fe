/**
 * Week start and day start kept with the account, in real Chromium against the production
 * build: chosen on one device (a phone), they are saved to user_settings and a second device
 * signing in gets them; offline the device's own copy stays in use, and a change made offline
 * reaches the account when the connection returns.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  PHONE,
  createUserViaApi,
  expectNoSeriousA11yViolations,
  freshContextPerTest,
  logInViaUi,
  newContext,
  newPage,
  newUser,
  restAs,
  waitForOfflineReady,
  type ApiUser,
} from './support';

const session = freshContextPerTest({ viewport: PHONE });

const accountRow = async (user: ApiUser) =>
  restAs<{ week_start: number; day_start_hour: number }[]>(
    user,
    'user_settings?select=week_start,day_start_hour',
  );

const shown = (page: Page) =>
  Promise.all([
    page.getByLabel('Week starts on').inputValue(),
    page.getByLabel('Day starts at').inputValue(),
  ]);

describe('account settings: week start and day start', () => {
  it('a change on one device is saved to the account and a second device gets it', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('settings'));
    await logInViaUi(page, user);
    await page.goto('/settings');
    expect(await shown(page)).toEqual(['1', '0']);
    expect(await accountRow(user)).toEqual([]);

    await page.getByLabel('Week starts on').selectOption('0');
    await page.getByLabel('Day starts at').selectOption('3');
    await expect
      .poll(() => accountRow(user), { timeout: 10_000 })
      .toEqual([{ week_start: 0, day_start_hour: 3 }]);
    await expectNoSeriousA11yViolations(page, 'settings');

    // A second device (its own storage) signs in: the account's values, not the defaults.
    const context2 = await newContext(session.browser, { viewport: PHONE });
    try {
      const page2 = await newPage(context2);
      await logInViaUi(page2, user);
      await page2.goto('/settings');
      await expect.poll(() => shown(page2), { timeout: 10_000 }).toEqual(['0', '3']);

      // Offline the device keeps using its copy; a change made offline goes to the account
      // when the connection returns.
      await waitForOfflineReady(page2);
      await context2.setOffline(true);
      await page2.reload();
      await expect.poll(() => shown(page2), { timeout: 10_000 }).toEqual(['0', '3']);
      await page2.getByLabel('Week starts on').selectOption('2');
      await page2.waitForTimeout(1_000);
      expect(await accountRow(user)).toEqual([{ week_start: 0, day_start_hour: 3 }]);
      // The change counts on this device at once.
      expect(await shown(page2)).toEqual(['2', '3']);
      await context2.setOffline(false);
      await expect
        .poll(() => accountRow(user), { timeout: 15_000 })
        .toEqual([{ week_start: 2, day_start_hour: 3 }]);
      expect(await shown(page2)).toEqual(['2', '3']);
    } finally {
      await context2.close();
    }

    // The first device takes the new week start the next time it reads the account.
    await page.reload();
    await expect.poll(() => shown(page), { timeout: 10_000 }).toEqual(['2', '3']);
  });
});
