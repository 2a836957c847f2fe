/**
 * Home does not jump when its data arrives (Lighthouse's CLS on signed-in home was 0.054: the
 * layout footer, at the bottom of the first screen, moved down as the habits came in).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  PHONE,
  createUserViaApi,
  createYesNoHabitViaApi,
  launchBrowser,
  signedInPage,
} from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('home on a phone: no layout shift while the habits load on a slow network', async () => {
  const user = await createUserViaApi();
  for (const name of ['Walk', 'Read', 'Sleep'])
    await createYesNoHabitViaApi(user, name, `${name} today?`);
  const { context, page } = await signedInPage(browser, user, { viewport: PHONE });
  // A slow network, which the local backend cannot be on demand: every API read waits 600 ms.
  await context.route(/\/rest\/v1\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.reload();
  await page.getByRole('heading', { name: 'Sleep' }).waitFor();
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
  await context.close();
  expect(shift).toBeLessThan(0.01);
});
