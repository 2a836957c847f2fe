/**
 * Accessibility of every page of the shell (issue 3) at phone and desktop sizes: axe-core finds
 * no serious or critical violation. With SCREENSHOT_DIR set, each page is also photographed
 * (for looking at them; never written into the repository by default).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUserViaApi,
  DESKTOP,
  expectNoSeriousA11yViolations,
  launchBrowser,
  logInViaUi,
  newContext,
  newPage,
  newUser,
  PHONE,
  SCREENSHOT_DIR,
  seriousA11yViolations,
  signedInPage,
} from './support';

const publicPages: { path: string; ready: string }[] = [
  { path: '/n', ready: 'h1' },
  { path: '/n/unauthorized', ready: 'h1' },
  { path: '/auth/login', ready: 'form' },
  { path: '/auth/signup', ready: 'form' },
  { path: '/auth/reset-password', ready: 'form' },
  { path: '/auth/update-password', ready: '[role="alert"]' },
  { path: '/this/does/not/exist', ready: 'h1' },
];

const signedInPages: { path: string; ready: string }[] = [
  { path: '/your-template', ready: 'main h1' },
  { path: '/dashboard', ready: 'main h1' },
  { path: '/settings', ready: 'main h1' },
  { path: '/profile', ready: 'main h1' },
];

const viewports = [
  { name: 'phone', size: PHONE },
  { name: 'desktop', size: DESKTOP },
] as const;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function check(page: Page, path: string, ready: string, label: string) {
  await page.goto(path);
  await page.locator(ready).first().waitFor();
  // Let lazy content and queries settle.
  await page.waitForLoadState('networkidle');
  if (SCREENSHOT_DIR) {
    const file = `${SCREENSHOT_DIR}/${label}-${path.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'root'}.png`;
    await page.screenshot({ path: file, fullPage: true });
  }
  await expectNoSeriousA11yViolations(page, `${label} ${path}`);
}

it('the checker itself reports a serious violation when there is one', async () => {
  const context = await newContext(browser);
  const page = await newPage(context);
  await page.setContent(
    '<html lang="en"><body><main><img src="x.png"><button></button></main></body></html>',
  );
  const ids = (await seriousA11yViolations(page)).map((v) => v.id);
  expect(ids).toEqual(expect.arrayContaining(['image-alt', 'button-name']));
  await context.close();
});

for (const viewport of viewports) {
  describe(`accessibility at ${viewport.name} size`, () => {
    let context: BrowserContext;

    afterAll(async () => {
      await context?.close();
    });

    it('public pages have no serious or critical axe violations', async () => {
      context = await newContext(browser, { viewport: viewport.size });
      const page = await newPage(context);
      for (const p of publicPages) await check(page, p.path, p.ready, viewport.name);
    });

    it('signed-in pages (layout, templates, insights, settings, profile) have none either, in both themes', async () => {
      const user = await createUserViaApi(newUser(`a11y-${viewport.name}`));
      const page = await newPage(context);
      await logInViaUi(page, user);
      await page.waitForURL((url) => url.pathname === '/');
      for (const p of signedInPages) await check(page, p.path, p.ready, viewport.name);
      // Dark theme: same pages, same bar.
      await page.goto('/settings');
      await page.getByRole('radio', { name: 'Dark' }).check();
      for (const p of signedInPages) await check(page, p.path, p.ready, `${viewport.name}-dark`);
      await check(page, '/n', 'h1', `${viewport.name}-dark`);
    });
  });
}

describe('keyboard', () => {
  it('skip link, side bar and bottom bar links are reachable and work with the keyboard', async () => {
    const user = await createUserViaApi(newUser('kbd'));
    const { context, page } = await signedInPage(browser, user);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Insights', level: 1 }).waitFor();
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

    // First Tab: the skip link, which moves focus to the main content.
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

    // From the top again, Tab reaches the side bar's Settings link; Enter opens it.
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Insights', level: 1 }).waitFor();
    for (let i = 0; i < 15 && (await focused()) !== 'Settings'; i++)
      await page.keyboard.press('Tab');
    expect(await focused()).toBe('Settings');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/settings');
    // The theme radios work with arrow keys.
    await page.getByRole('radio', { name: 'System' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');

    // Phone: the bottom bar's links are reachable too.
    await page.setViewportSize(PHONE);
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    for (let i = 0; i < 30 && (await focused()) !== 'Table'; i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('Table');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/tableview');
    await context.close();
  });
});
