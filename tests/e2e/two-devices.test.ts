/**
 * Two devices, one truth (docs/offline.md "Two devices"), in real Chromium: one user on a
 * phone-sized and a laptop-sized browser at once. Both offline, the phone answers "Low" and then
 * the laptop "Mid"; the laptop comes back first and syncs "Mid", the phone comes back later and
 * sends its older "Low": the server keeps "Mid" (the last answer made, not the last to arrive),
 * and the phone shows "Mid" with "Changed on another device". Before, the phone's older answer
 * overwrote the newer one on the server.
 * Online, an answer on one device shows on the other within 5 s, with no reload or focus change,
 * over a WebSocket to /realtime/v1; the idle device makes no HTTP request until then (no
 * polling), and another account open at the same time receives nothing of it. Before, the other
 * device learnt of it only when focused again. The answering device reads its day again once (its
 * queue's read after sending), not a second time for its own message (before: twice).
 * Both offline, answers to different questions of one habit-day on the two devices both stay (as
 * they did before: this guards the per-question rule against a whole-day "last edit wins").
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  createUserViaApi,
  launchBrowser,
  newUser,
  restAs,
  rpcAs,
  logInViaUi,
  newContext,
  newPage,
  type ApiUser,
} from './support';

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

async function waterHabit(user: ApiUser) {
  await rpcAs(user, 'create_habit', {
    p_habit: {
      name: 'Water',
      questions: [
        {
          question: 'How much water?',
          options: [
            { label: 'Low', score_value: 1 },
            { label: 'Mid', score_value: 2 },
            { label: 'High', score_value: 3 },
          ],
        },
      ],
    },
  });
}

async function device(user: ApiUser, viewport: { width: number; height: number }) {
  const context = await newContext(browser, { viewport });
  contexts.push(context);
  const page = await newPage(context);
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(new URL(ws.url()).pathname));
  await logInViaUi(page, user);
  await page.getByRole('article', { name: 'Water' }).waitFor({ timeout: 15_000 });
  return { context, page, sockets };
}

/**
 * Chooses an answer on the Water row, opening the row first if it is folded (a row just answered
 * folds after the answer's frame, aria-busy until then).
 */
async function choose(page: Page, label: string) {
  const row = page.getByRole('article', { name: 'Water' });
  await expect.poll(() => row.getAttribute('aria-busy'), { timeout: 10_000 }).not.toBe('true');
  const opener = row.getByRole('button', { name: 'Open Water', expanded: false });
  if ((await opener.count()) > 0) await opener.click();
  await row.getByRole('button', { name: new RegExp(`^${label}`) }).click();
}

async function chosen(page: Page): Promise<string | null> {
  const row = page.getByRole('article', { name: 'Water' });
  await expect.poll(() => row.getAttribute('aria-busy'), { timeout: 10_000 }).not.toBe('true');
  const opener = row.getByRole('button', { name: 'Open Water', expanded: false });
  if ((await opener.count()) > 0) await opener.click();
  const pressed = row.locator('button[aria-pressed="true"]');
  return (await pressed.count()) > 0 ? (await pressed.first().innerText()).split('\n')[0] : null;
}

/** The habit page (a panel beside home on a wide screen). */
const panel = (page: Page) => page.getByRole('complementary', { name: 'Habit details' });

const syncState = (page: Page) => page.getByTestId('sync-indicator').getAttribute('data-state');

describe('two devices', () => {
  it('both offline: the later answer wins although the earlier one syncs last', async () => {
    const user = await createUserViaApi(newUser('two-devices'));
    await waterHabit(user);
    const phone = await device(user, PHONE);
    const laptop = await device(user, DESKTOP);
    await phone.context.setOffline(true);
    await laptop.context.setOffline(true);

    await choose(phone.page, 'Low');
    await expect.poll(() => syncState(phone.page), { timeout: 10_000 }).toBe('offline');
    await choose(laptop.page, 'Mid');
    await expect.poll(() => syncState(laptop.page), { timeout: 10_000 }).toBe('offline');

    const serverAnswer = async () =>
      (
        await restAs<{ option_metadata: { label: string } }[]>(
          user,
          'answer_entry?select=option_metadata(label)',
        )
      ).map((a) => a.option_metadata.label);

    // The laptop (the later answer) reaches the server first...
    await laptop.context.setOffline(false);
    await expect.poll(serverAnswer, { timeout: 20_000 }).toEqual(['Mid']);
    // ...then the phone sends its older answer: it is not applied.
    await phone.context.setOffline(false);
    await expect.poll(() => syncState(phone.page), { timeout: 20_000 }).toBe('synced');
    expect(await serverAnswer()).toEqual(['Mid']);
    await phone.page
      .getByRole('article', { name: 'Water' })
      .getByText('Changed on another device')
      .waitFor({ timeout: 10_000 });
    await expect.poll(() => chosen(phone.page), { timeout: 15_000 }).toBe('Mid');
    expect(await chosen(laptop.page)).toBe('Mid');
  });

  it('online: an answer shows on the other device within 5 s, over Realtime, with no polling', async () => {
    const user = await createUserViaApi(newUser('live'));
    const stranger = await createUserViaApi(newUser('live-other'));
    await waterHabit(user);
    await waterHabit(stranger);
    const phone = await device(user, PHONE);
    const laptop = await device(user, DESKTOP);
    const other = await device(stranger, PHONE);
    // Each device joins its user's channel over a WebSocket to /realtime/v1.
    for (const page of [phone.page, laptop.page, other.page])
      await expect.poll(() => page.evaluate(() => performance.now())).toBeGreaterThan(0);
    const sockets: string[] = [];
    phone.page.on('websocket', (ws) => sockets.push(ws.url()));
    // The phone idles in the background: no request of its own until the message comes.
    await phone.page.waitForTimeout(2000);
    const requests: string[] = [];
    phone.page.on('request', (r) => requests.push(r.url()));
    const otherRequests: string[] = [];
    other.page.on('request', (r) => otherRequests.push(r.url()));
    await phone.page.waitForTimeout(3000);
    expect(requests, 'an idle device polls nothing').toEqual([]);

    await laptop.page.bringToFront();
    const started = Date.now();
    await choose(laptop.page, 'High');
    await expect.poll(() => chosen(phone.page), { timeout: 5_000, interval: 100 }).toBe('High');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(requests.some((u) => u.includes('/rest/v1/'))).toBe(true);
    // The other account's device learnt nothing and read nothing.
    await other.page.waitForTimeout(1000);
    expect(otherRequests.filter((u) => u.includes('/rest/v1/'))).toEqual([]);
    expect(await chosen(other.page)).toBeNull();
  });

  it("online: a device's own answer is read again once, by its queue, not again for its own Realtime message", async () => {
    const user = await createUserViaApi(newUser('own-echo'));
    await waterHabit(user);
    const laptop = await device(user, DESKTOP);
    const phone = await device(user, PHONE);
    await laptop.page.bringToFront();
    await laptop.page.waitForTimeout(2000);
    // Home's read of the day's answers (daily_habit_scores with answer_entry, from and to the
    // day; the folded rows' read of the days before is another range).
    const dayReads: string[] = [];
    laptop.page.on('request', (r) => {
      const url = decodeURIComponent(r.url());
      if (
        url.includes('/rest/v1/daily_habit_scores?') &&
        url.includes('answer_entry') &&
        /date=gte\.([\d-]+)&date=lte\.\1(&|$)/.test(url)
      )
        dayReads.push(url);
    });
    await choose(laptop.page, 'High');
    // The message went out: the other device shows the answer.
    await expect.poll(() => chosen(phone.page), { timeout: 5_000, interval: 100 }).toBe('High');
    await expect.poll(() => syncState(laptop.page), { timeout: 10_000 }).toBe('synced');
    // Time for a refresh of its own message (250 ms after it) to show.
    await laptop.page.waitForTimeout(1500);
    expect(dayReads).toHaveLength(1);
    expect(await chosen(laptop.page)).toBe('High');
  });

  it('both offline: answers to different questions of one habit-day both stay', async () => {
    const user = await createUserViaApi(newUser('two-questions'));
    const id = Number(
      await rpcAs(user, 'create_habit', {
        p_habit: {
          name: 'Water',
          questions: [
            {
              question: 'How much water?',
              options: [
                { label: 'Low', score_value: 1 },
                { label: 'High', score_value: 3 },
              ],
            },
            {
              question: 'How warm?',
              options: [
                { label: 'Cold', score_value: 1 },
                { label: 'Hot', score_value: 2 },
              ],
            },
          ],
        },
      }),
    );
    const phone = await device(user, PHONE);
    const laptop = await device(user, DESKTOP);
    // The habit page's card shows every question of the day.
    for (const d of [phone, laptop]) {
      await d.page.goto(`/habit/${id}`);
      await panel(d.page).getByRole('button', { name: /^Hot/ }).waitFor({ timeout: 15_000 });
      await d.context.setOffline(true);
    }
    await panel(phone.page).getByRole('button', { name: /^High/ }).click();
    await panel(laptop.page).getByRole('button', { name: /^Hot/ }).click();
    await laptop.context.setOffline(false);
    await phone.context.setOffline(false);
    const labels = async () =>
      (
        await restAs<{ option_metadata: { label: string } }[]>(
          user,
          'answer_entry?select=option_metadata(label)',
        )
      )
        .map((a) => a.option_metadata.label)
        .sort();
    await expect.poll(labels, { timeout: 20_000 }).toEqual(['High', 'Hot']);
    for (const d of [phone, laptop])
      for (const label of ['High', 'Hot'])
        await expect
          .poll(
            () =>
              d.page
                .getByRole('button', { name: new RegExp(`^${label}`) })
                .getAttribute('aria-pressed'),
            {
              timeout: 15_000,
            },
          )
          .toBe('true');
  });
});
