/**
 * The daily moment on a phone (390x844): toasts sit above the tab bar and a stale one goes when
 * the user moves to another tab; the table's 7-day view shows the newest days first as 44 px
 * targets (the older ones scroll sideways inside it) with whole habit names.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PHONE,
  SCREENSHOT_DIR,
  createUserViaApi,
  createYesNoHabitViaApi,
  expectNoSeriousA11yViolations,
  expectToast,
  launchBrowser,
  newUser,
  signedInPage,
  type ApiUser,
} from './support';

const LONG_NAME = 'Meditation before breakfast';

let browser: Browser;
let user: ApiUser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  user = await createUserViaApi(newUser('phone'));
  await createYesNoHabitViaApi(user, LONG_NAME, 'Did you meditate?');
  await createYesNoHabitViaApi(user, 'Read', 'Did you read?');
  ({ context, page } = await signedInPage(browser, user, { viewport: PHONE }));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** Saving the profile name with the server failing: the 'Failed to save user details' toast. */
let saves = 0;
async function raiseErrorToast(p: Page) {
  const table = /\/rest\/v1\/User_Master/;
  await p.route(table, (route) =>
    route.request().method() === 'GET'
      ? route.continue()
      : route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'XX000', message: 'boom', details: null, hint: null }),
        }),
  );
  await p.goto('/profile');
  // As a person would: type once the saved name shows (Save is off while it is unchanged).
  await p.waitForFunction(() =>
    Array.from(document.querySelectorAll('button')).some(
      (b) => b.textContent?.trim() === 'Save name' && b.disabled,
    ),
  );
  await p.getByLabel('Name', { exact: true }).fill(`Phone person ${++saves}`);
  await p.getByRole('button', { name: 'Save name' }).click();
  const toast = await expectToast(p, 'Failed to save user details');
  await p.unroute(table);
  return toast;
}

describe('toasts on a phone', () => {
  it('a toast ends above the bottom tab bar', async () => {
    const toast = await raiseErrorToast(page);
    await page.waitForTimeout(800); // the entrance animation settles
    const box = (await toast.boundingBox())!;
    const nav = (await page.locator('.bottom-nav').boundingBox())!;
    expect(await page.locator('.bottom-nav').isVisible()).toBe(true);
    expect(box.y + box.height).toBeLessThanOrEqual(nav.y);
    expect(box.y).toBeGreaterThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, 'profile with a toast at phone size');
  });

  it('moving to another tab dismisses a stale error toast', async () => {
    await raiseErrorToast(page);
    await page.waitForTimeout(1200); // the user has read it
    const shownFor = Date.now();
    await page.locator('.bottom-nav').getByRole('link', { name: 'Table' }).click();
    await page.getByRole('heading', { name: 'Table', level: 1 }).waitFor();
    await page.waitForTimeout(1000); // its exit animation
    // Well before its own 5 s run out, the error is gone.
    expect(Date.now() - shownFor).toBeLessThan(3000);
    expect(await page.locator('.Toastify__toast', { hasText: 'Failed to save' }).count()).toBe(0);
  });
});

describe('the table on a phone', () => {
  it('shows the newest days first as 44 px targets, the rest a scroll away, and the whole habit names', async () => {
    await page.goto('/tableview');
    await page.getByRole('button', { name: /^Read, Today:/ }).waitFor();
    expect(await page.getByRole('radio', { name: '7 days' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    const headers = page.locator('.habit-table thead th:not(.habit-table-name)');
    expect(await headers.count()).toBe(7);
    // A finger's size for every day (44 x 44 px): on a 390 px screen that leaves room for the
    // newest four days beside the names; the older ones scroll sideways inside the table.
    const cells = await page
      .locator('.habit-table .table-cell')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    expect(cells.length).toBe(2 * 7);
    for (const box of cells) {
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    const inView = (
      await headers.evaluateAll((els) =>
        els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
      )
    ).filter((box) => box.x >= 0 && box.x + box.width <= PHONE.width);
    expect(inView.length).toBeGreaterThanOrEqual(4);
    expect(
      await page
        .locator('.habit-table thead th.is-today')
        .evaluate((el) => (el as HTMLTableCellElement).cellIndex),
    ).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );

    const label = page.locator('tbody .habit-table-label', { hasText: LONG_NAME });
    expect(await label.textContent()).toBe(LONG_NAME);
    const fits = await label.evaluate((el) => {
      const cell = el.closest('th') as HTMLElement;
      const box = el.getBoundingClientRect();
      const cellBox = cell.getBoundingClientRect();
      return {
        label: el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight,
        cell: cell.scrollWidth <= cell.clientWidth,
        inside: box.left >= cellBox.left && box.right <= cellBox.right,
      };
    });
    expect(fits).toEqual({ label: true, cell: true, inside: true });
    if (SCREENSHOT_DIR) await page.screenshot({ path: `${SCREENSHOT_DIR}/table-7-days-phone.png` });
    await expectNoSeriousA11yViolations(page, 'table, 7 days at phone size');
  });

  it('14 and 30 days still scroll sideways inside the table', async () => {
    await page.goto('/tableview');
    await page.getByRole('radio', { name: '30 days' }).click();
    // 30 days shown (the habits began today: the days before are empty cells, not buttons).
    await expect
      .poll(() => page.locator('.habit-table thead th:not(.habit-table-name)').count())
      .toBe(30);
    await page.getByRole('cell', { name: 'Read, Yesterday: before this habit began' }).waitFor();
    const scroll = await page
      .locator('.table-scroll')
      .evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(scroll.scrollWidth).toBeGreaterThan(scroll.clientWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    if (SCREENSHOT_DIR)
      await page.screenshot({ path: `${SCREENSHOT_DIR}/table-30-days-phone.png` });
    await expectNoSeriousA11yViolations(page, 'table, 30 days at phone size');
  });
});
