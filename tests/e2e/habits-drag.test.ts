/**
 * Reordering by dragging (dnd-kit, sortable-reorder-list.tsx) in real Chromium on a phone
 * (390x844): eleven habits; in the reorder dialog habit 11 is dragged by its handle to the top
 * with the pointer, in one gesture (the move buttons took 10 taps), saved, and home, the server
 * and a reload show the new order; the keyboard alternative of the handle (Space, arrows, Space)
 * moves a habit too, and the move buttons stay. The drag code is a chunk of its own, fetched
 * only when the dialog opens: the login page and home do not load it (their budgets,
 * tests/e2e/shell-budget.test.ts). axe-core finds no serious or critical violation in the dialog.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  PHONE,
  SCREENSHOT_DIR,
  createUserViaApi,
  expectNoSeriousA11yViolations,
  expectToast,
  launchBrowser,
  newUser,
  restAs,
  rpcAs,
  signedInPage,
  type ApiUser,
} from './support';

const NAMES = Array.from({ length: 11 }, (_, i) => `Habit ${i + 1}`);
const SORTABLE_MODULE = 'src/features/home/components/sortable-reorder-list.tsx';

let browser: Browser;
let user: ApiUser;
let context: BrowserContext;
let page: Page;
const scripts: string[] = [];
/** App files that failed to load (the drag chunk's preload must not fetch the inlined CSS). */
const failed: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  user = await createUserViaApi(newUser('drag'));
  for (const name of NAMES)
    await rpcAs(user, 'create_habit', {
      p_habit: {
        name,
        questions: [
          {
            question: `${name}?`,
            options: [
              { label: 'Yes', score_value: 1 },
              { label: 'No', score_value: 0 },
            ],
          },
        ],
      },
    });
  ({ context, page } = await signedInPage(browser, user, { viewport: PHONE }));
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(new URL(r.url()).pathname);
  });
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
  });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const dialog = () => page.getByRole('dialog', { name: 'Reorder habits' });
const dialogOrder = () => dialog().locator('.reorder-name').allTextContents();
const homeOrder = () =>
  page.locator('article.habit-row').evaluateAll((cards) => cards.map((c) => c.ariaLabel));
const serverOrder = async () =>
  (
    await restAs<{ name: string }[]>(
      user,
      `habit_metadata?created_by=eq.${user.id}&select=name&order=position,id`,
    )
  ).map((h) => h.name);

/** The built file of the drag chunk, from the Vite manifest. */
function sortableChunk(): string {
  const manifest = JSON.parse(
    readFileSync(join(inject('distDir'), '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string; isDynamicEntry?: boolean }>;
  const entry = manifest[SORTABLE_MODULE];
  expect(entry?.isDynamicEntry).toBe(true);
  return `/${entry.file}`;
}

async function openDialog() {
  await page.getByRole('button', { name: 'Reorder' }).click();
  await dialog().waitFor();
  // The handles come with the drag chunk.
  await dialog()
    .getByRole('button', { name: `Drag ${NAMES[0]}`, exact: true })
    .waitFor();
}

describe('habits: reorder by dragging (phone)', () => {
  it('drags habit 11 to the top in one gesture; the order is saved and shown after a reload', async () => {
    await page.goto('/');
    await page.getByRole('article', { name: 'Habit 11', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await homeOrder()).toEqual(NAMES);
    // Home (and the login page before it) did not fetch the drag code.
    const chunk = sortableChunk();
    expect(scripts).not.toContain(chunk);

    await openDialog();
    expect(scripts).toContain(chunk);
    expect(failed).toEqual([]);
    const handle = dialog().getByRole('button', { name: 'Drag Habit 11', exact: true });
    // Eleven rows do not fit the phone's dialog: the list scrolls, and while dragging near its top
    // edge it scrolls up by itself (dnd-kit's auto-scroll).
    await handle.scrollIntoViewIfNeeded();
    const start = (await handle.boundingBox())!;
    const list = (await dialog().locator('.reorder-list').boundingBox())!;
    const x = start.x + start.width / 2;
    await page.mouse.move(x, start.y + start.height / 2);
    await page.mouse.down();
    // Up to the list's top edge in small steps, as a finger would, and hold there.
    await page.mouse.move(x, start.y, { steps: 5 });
    await page.mouse.move(x, list.y + 6, { steps: 25 });
    await expect
      .poll(() =>
        dialog()
          .locator('.reorder-list')
          .evaluate((el) => el.scrollTop),
      )
      .toBe(0);
    await page.mouse.move(x, list.y + 4, { steps: 3 });
    if (SCREENSHOT_DIR) await page.screenshot({ path: `${SCREENSHOT_DIR}/drag-moving-phone.png` });
    await page.mouse.up();
    await expect.poll(dialogOrder).toEqual(['Habit 11', ...NAMES.slice(0, 10)]);
    if (SCREENSHOT_DIR) await page.screenshot({ path: `${SCREENSHOT_DIR}/drag-dialog-phone.png` });
    await expectNoSeriousA11yViolations(page, 'reorder dialog with drag handles (phone)');

    await dialog().getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Order saved');
    expect(await homeOrder()).toEqual(['Habit 11', ...NAMES.slice(0, 10)]);
    expect(await serverOrder()).toEqual(['Habit 11', ...NAMES.slice(0, 10)]);

    await page.reload();
    await page.getByRole('article', { name: 'Habit 11', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await homeOrder()).toEqual(['Habit 11', ...NAMES.slice(0, 10)]);
  });

  it('the handle works from the keyboard (Space, arrows, Space) and the move buttons stay', async () => {
    await openDialog();
    // Habit 2 is third now; two rows up with the keyboard sensor.
    await dialog().getByRole('button', { name: 'Drag Habit 2', exact: true }).focus();
    // One key at a time, as a person presses them (each move is measured after the last one).
    for (const key of ['Space', 'ArrowUp', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(300);
    }
    await expect
      .poll(dialogOrder)
      .toEqual(['Habit 2', 'Habit 11', 'Habit 1', ...NAMES.slice(2, 10)]);
    // The dialog is still open after the keyboard drag; the move buttons still work.
    await dialog().getByRole('button', { name: 'Move Habit 1 up', exact: true }).click();
    expect(await dialogOrder()).toEqual(['Habit 2', 'Habit 1', 'Habit 11', ...NAMES.slice(2, 10)]);
    await dialog().getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Order saved');
    expect(await serverOrder()).toEqual(['Habit 2', 'Habit 1', 'Habit 11', ...NAMES.slice(2, 10)]);
  });
});
