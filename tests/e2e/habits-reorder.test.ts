/**
 * Reordering habits in real Chromium against the built app and the local backend, on a phone:
 * three habits, "Reorder" on home, the last one moved up twice, saved; home, tableview and the
 * server show the new order, and it survives a reload. The reorder dialog has no serious or
 * critical axe violation at phone and desktop sizes. With SCREENSHOT_DIR set, it is photographed.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  createUserViaApi,
  env,
  expectToast,
  formatViolations,
  launchBrowser,
  logInViaUi,
  newContext,
  newPage,
  newUser,
  seriousA11yViolations,
} from './support';

const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;
if (SCREENSHOT_DIR) mkdirSync(SCREENSHOT_DIR, { recursive: true });

let browser: Browser;
let context: BrowserContext;
let page: Page;
let user: Awaited<ReturnType<typeof createUserViaApi>>;

async function rest<T>(path: string, init: RequestInit = {}): Promise<T> {
  const { apiUrl, anonKey } = env();
  const res = await fetch(`${apiUrl}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${user.accessToken}`,
      'Content-Type': 'application/json',
    },
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const habit = (name: string, color: string) => ({
  name,
  color,
  questions: [
    {
      question: `Did you ${name.toLowerCase()}?`,
      options: [
        { label: 'No', score_value: 0 },
        { label: 'Yes', score_value: 1 },
      ],
    },
  ],
});

/** Habit names in the order home shows their rows. */
const homeOrder = () =>
  page.locator('article.habit-row').evaluateAll((cards) => cards.map((c) => c.ariaLabel));

const tableOrder = () => page.locator('tbody th[scope="row"]').allTextContents();

const reorderDialog = () => page.getByRole('dialog', { name: 'Reorder habits' });

async function openReorder() {
  await page.getByRole('button', { name: 'Reorder' }).click();
  await reorderDialog().waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  user = await createUserViaApi(newUser('reorder'));
  for (const [name, color] of [
    ['Sleep', '#7c3aed'],
    ['Read', '#2563eb'],
    ['Walk', '#16a34a'],
  ]) {
    await rest('rpc/create_habit', {
      method: 'POST',
      body: JSON.stringify({ p_habit: habit(name, color) }),
    });
  }
  context = await newContext(browser, { viewport: PHONE });
  page = await newPage(context);
  await logInViaUi(page, user);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('habits: reorder', () => {
  it('moves the last habit to the top on home and saves the order', async () => {
    await page.goto('/');
    await page.getByRole('article', { name: 'Walk' }).waitFor();
    expect(await homeOrder()).toEqual(['Sleep', 'Read', 'Walk']);

    await openReorder();
    await reorderDialog().getByRole('button', { name: 'Move Walk up' }).click();
    await reorderDialog().getByRole('button', { name: 'Move Walk up' }).click();
    expect(await reorderDialog().locator('.reorder-name').allTextContents()).toEqual([
      'Walk',
      'Sleep',
      'Read',
    ]);
    // The dialog fits the phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await reorderDialog().getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Order saved');
    expect(await homeOrder()).toEqual(['Walk', 'Sleep', 'Read']);

    const rows = await rest<{ name: string; position: number }[]>(
      'habit_metadata?select=name,position&order=position,id',
    );
    expect(rows).toEqual([
      { name: 'Walk', position: 0 },
      { name: 'Sleep', position: 1 },
      { name: 'Read', position: 2 },
    ]);
  });

  it('shows the new order in tableview and after a reload', async () => {
    await page.goto('/tableview');
    await page.locator('tbody th[scope="row"]').first().waitFor();
    expect(await tableOrder()).toEqual(['Walk', 'Sleep', 'Read']);

    await page.goto('/');
    await page.reload();
    await page.getByRole('article', { name: 'Walk' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await homeOrder()).toEqual(['Walk', 'Sleep', 'Read']);
  });

  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`the reorder dialog has no serious accessibility violations at ${size} size`, async () => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await page.getByRole('article', { name: 'Walk' }).waitFor();
      await page.waitForLoadState('networkidle');
      if (SCREENSHOT_DIR) {
        await page.screenshot({ path: `${SCREENSHOT_DIR}/reorder-home-${size}.png` });
      }
      await openReorder();
      await reorderDialog().getByRole('button', { name: 'Move Sleep up' }).click();
      if (SCREENSHOT_DIR) {
        await page.screenshot({ path: `${SCREENSHOT_DIR}/reorder-dialog-${size}.png` });
      }
      const violations = await seriousA11yViolations(page);
      expect(violations, formatViolations(violations)).toEqual([]);
      // Cancel keeps the saved order.
      await reorderDialog().getByRole('button', { name: 'Cancel' }).click();
      await reorderDialog().waitFor({ state: 'hidden' });
      expect(await homeOrder()).toEqual(['Walk', 'Sleep', 'Read']);
    });
  }
});
