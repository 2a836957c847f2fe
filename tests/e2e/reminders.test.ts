/**
 * Reminders in real Chromium against the production build (src/sw.ts, docs/reminders.md):
 * - a push delivered to the service worker through the DevTools protocol
 *   (ServiceWorker.deliverPushMessage) shows the reminder: title, first question, one tag per
 *   habit (a newer one replaces the older), the answers as actions;
 * - choosing an answer queues it in the offline outbox and an open window sends it: it reaches
 *   the server exactly once, and the app badge goes down;
 * - a tap elsewhere on the notification brings the open window to that habit;
 * - the settings toggle ends with a clear message when the browser has no push service
 *   (headless Chromium cannot reach Google's), instead of hanging;
 * - the habit edit page adds, turns off and deletes reminder times.
 * The DevTools protocol has no "click a notification": the clicks are NotificationEvents
 * dispatched in the worker on the notification it showed (getNotifications), with the action.
 */
import type { Page, Worker } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createUserViaApi,
  createYesNoHabitViaApi,
  env,
  freshContextPerTest,
  logInViaUi,
  newUser,
  restAs,
  waitForOfflineReady,
  type ApiUser,
} from './support';

const session = freshContextPerTest();

/** Records what the app asks of the badge (headless Chromium is no installed app to show one). */
async function recordBadge(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __badge: (number | null)[] };
    w.__badge = [];
    const nav = navigator as unknown as Record<string, unknown>;
    nav.setAppBadge = (n?: number) => {
      w.__badge.push(n ?? null);
      return Promise.resolve();
    };
    nav.clearAppBadge = () => {
      w.__badge.push(0);
      return Promise.resolve();
    };
  });
}

const lastBadge = (page: Page) =>
  page.evaluate(() => {
    const calls = (window as unknown as { __badge: (number | null)[] }).__badge;
    return calls.length ? calls[calls.length - 1] : undefined;
  });

async function serviceWorker(page: Page): Promise<Worker> {
  await waitForOfflineReady(page);
  const context = page.context();
  const found = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  return found;
}

/** How long a notification may take to show (a push or a test through the worker). */
const SHOWN = { timeout: 10_000 };

/** Delivers `payload` to the page's service worker as a push message (DevTools protocol). */
async function deliverPush(page: Page, payload: unknown) {
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
      const reg = event.registrations.find((r) => !r.isDeleted);
      if (reg) resolve(reg.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: env().appUrl,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });
  await cdp.detach();
}

interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  actions: { action: string; title: string }[];
}

const notifications = (page: Page) =>
  page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    return (await reg.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      actions: [
        ...((n as unknown as { actions?: { action: string; title: string }[] }).actions ?? []),
      ].map((a) => ({ action: a.action, title: a.title })),
    }));
  }) as Promise<ShownNotification[]>;

/** A click on the shown notification with this tag, as the browser would dispatch it. */
function clickNotification(worker: Worker, tag: string, action: string) {
  return worker.evaluate(
    async ({ tag, action }) => {
      const scope = self as unknown as {
        registration: { getNotifications(o: { tag: string }): Promise<Notification[]> };
        dispatchEvent(e: Event): boolean;
      };
      const [notification] = await scope.registration.getNotifications({ tag });
      const NotificationEventCtor = (
        self as unknown as { NotificationEvent: new (t: string, i: unknown) => Event }
      ).NotificationEvent;
      scope.dispatchEvent(new NotificationEventCtor('notificationclick', { notification, action }));
    },
    { tag, action },
  );
}

function today(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

function payloadFor(
  user: ApiUser,
  habit: { id: number; questionId: number; yes: number; no: number },
  title: string,
) {
  return {
    type: 'reminder',
    userId: user.id,
    habitId: habit.id,
    date: today(),
    title,
    body: 'Did you?',
    tag: `habit-${habit.id}`,
    url: `/habit/${habit.id}?date=${today()}`,
    question: {
      id: habit.questionId,
      options: [
        { id: habit.yes, label: 'Yes' },
        { id: habit.no, label: 'No' },
      ],
    },
  };
}

describe('reminders in the browser', () => {
  it('a push shows the reminder; an answer from it reaches the server once; the badge follows', async () => {
    const { page, context } = session;
    await context.grantPermissions(['notifications'], { origin: env().appUrl });
    await recordBadge(page);
    const user = await createUserViaApi(newUser('remind'));
    const read = await createYesNoHabitViaApi(user, 'Read', 'Did you read?');
    const walk = await createYesNoHabitViaApi(user, 'Walk', 'Did you walk?');
    await logInViaUi(page, user);
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByText('Walk').count()).toBeGreaterThan(0);
    // Two habits due today, none answered.
    await expect.poll(() => lastBadge(page)).toBe(2);

    const worker = await serviceWorker(page);
    await deliverPush(page, { ...payloadFor(user, walk, 'Walk'), body: 'First reminder' });
    // A push goes through DevTools, the browser and the worker: on a loaded host that can take
    // more than the poll's default second (SHOWN).
    await expect.poll(() => notifications(page), SHOWN).toHaveLength(1);
    // A newer reminder of the same habit replaces the older one (one tag per habit).
    await deliverPush(page, payloadFor(user, walk, 'Walk'));
    await expect
      .poll(() => notifications(page), SHOWN)
      .toEqual([
        {
          title: 'Walk',
          body: 'Did you?',
          tag: `habit-${walk.id}`,
          actions: [
            { action: `answer:${walk.yes}`, title: 'Yes' },
            { action: `answer:${walk.no}`, title: 'No' },
          ],
        },
      ]);

    await clickNotification(worker, `habit-${walk.id}`, `answer:${walk.yes}`);
    const answers = () =>
      restAs<{ option_id: number }[]>(
        user,
        `answer_entry?question_id=eq.${walk.questionId}&select=option_id`,
      );
    await expect.poll(answers, { timeout: 20_000 }).toEqual([{ option_id: walk.yes }]);
    const marks = await restAs<{ date: string }[]>(
      user,
      `checkmarks_tracker?habit_id=eq.${walk.id}&select=date`,
    );
    expect(marks).toEqual([{ date: today() }]);
    // The queue is empty: nothing will be sent again.
    await page.waitForTimeout(1500);
    expect(await answers()).toEqual([{ option_id: walk.yes }]);
    await expect.poll(() => lastBadge(page), { timeout: 20_000 }).toBe(1);

    // A tap on Read's reminder (not on an answer) brings the window to that habit.
    await deliverPush(page, payloadFor(user, read, 'Read'));
    await expect
      .poll(async () => (await notifications(page)).map((n) => n.tag), SHOWN)
      .toContain(`habit-${read.id}`);
    await clickNotification(worker, `habit-${read.id}`, '');
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/habit/${read.id}`);

    // Answering Read in the app leaves nothing open: the badge is cleared.
    await page.goto('/');
    await page.getByRole('button', { name: 'Yes' }).first().click();
    await expect.poll(() => lastBadge(page), { timeout: 20_000 }).toBe(0);
  });

  it('turning reminders on without a reachable push service ends with a clear message', async () => {
    const { page, context } = session;
    await context.grantPermissions(['notifications'], { origin: env().appUrl });
    const user = await createUserViaApi(newUser('toggle'));
    await logInViaUi(page, user);
    await page.goto('/settings');
    const toggle = page.getByLabel('Reminders on this device');
    await expect.poll(() => toggle.isEnabled(), { timeout: 15_000 }).toBe(true);
    await toggle.click();
    const status = page.locator('#reminders-message');
    // Settled: subscribed (checked, no message) or refused with a message; never left working.
    const state = async () => ({
      text: ((await status.textContent()) ?? '').trim(),
      checked: await toggle.isChecked(),
    });
    await expect
      .poll(
        async () => {
          const s = await state();
          return s.text !== 'Working…' && (s.checked || s.text !== '');
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const { text } = await state();
    console.log(`reminders toggle in this Chromium: ${text || 'subscribed'}`);
    if (text === '') {
      // A Chromium that reaches a push service subscribes: the row is saved and logout removes it.
      expect(await toggle.isChecked()).toBe(true);
      const rows = await restAs<unknown[]>(user, 'push_subscription?select=id');
      expect(rows).toHaveLength(1);
      await page.goto('/profile');
      await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/auth/login'));
      expect(await restAs<unknown[]>(user, 'push_subscription?select=id')).toEqual([]);
    } else {
      expect(text).toMatch(/could not subscribe to its push service \(.+\)\. Reminders stay off/);
      expect(await toggle.isChecked()).toBe(false);
      expect(await restAs<unknown[]>(user, 'push_subscription?select=id')).toEqual([]);
    }
  });

  it('blocked notifications get their own message; the test notification shows; the time zone saves', async () => {
    const { page, context } = session;
    const user = await createUserViaApi(newUser('blocked'));
    await logInViaUi(page, user);
    await page.goto('/settings');
    const toggle = page.getByLabel('Reminders on this device');
    await expect.poll(() => toggle.isEnabled(), { timeout: 15_000 }).toBe(true);
    // No permission given: headless Chromium answers the request with "denied".
    await toggle.click();
    await expect
      .poll(() => page.locator('#reminders-message').textContent(), { timeout: 15_000 })
      .toMatch(/Notifications are blocked for this site/);
    expect(await toggle.isChecked()).toBe(false);
    expect(await page.getByRole('button', { name: 'Send a test notification' }).isDisabled()).toBe(
      true,
    );

    // With the permission, the test notification is shown by the service worker.
    await context.grantPermissions(['notifications'], { origin: env().appUrl });
    await page.reload();
    await waitForOfflineReady(page);
    await page.getByRole('button', { name: 'Send a test notification' }).click();
    await expect
      .poll(async () => (await notifications(page)).map((n) => n.tag), SHOWN)
      .toContain('streakwise-test');

    // The time zone: a tz database name is saved; anything else is not.
    const zone = page.getByLabel('Time zone');
    await expect.poll(() => zone.inputValue()).not.toBe('');
    await zone.fill('Asia/Tokyo');
    await zone.blur();
    const saved = () =>
      restAs<{ time_zone: string | null }[]>(user, 'User_Master?select=time_zone');
    await expect.poll(saved).toEqual([{ time_zone: 'Asia/Tokyo' }]);
    await zone.fill('Mars/Olympus_Mons');
    await zone.blur();
    await page.waitForTimeout(500);
    expect(await saved()).toEqual([{ time_zone: 'Asia/Tokyo' }]);
  });

  it('logout unsubscribes this device and deletes its push_subscription row', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('logout'));
    // Headless Chromium has no push service, so the browser cannot make a subscription (see the
    // test above): the row is inserted through REST, and the page's PushManager reports that
    // subscription, recording its unsubscribe. Everything else is the app's logout.
    const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${user.id}`;
    await restAs(user, 'push_subscription', {
      body: { endpoint, p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22), user_agent: 'e2e' },
    });
    const other = await createUserViaApi(newUser('other'));
    const otherEndpoint = `https://fcm.googleapis.com/fcm/send/e2e-${other.id}`;
    await restAs(other, 'push_subscription', {
      body: { endpoint: otherEndpoint, p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    });
    await page.addInitScript((endpoint) => {
      const w = window as unknown as { __unsubscribed: number };
      w.__unsubscribed = 0;
      const subscription = {
        endpoint,
        unsubscribe: () => {
          w.__unsubscribed += 1;
          return Promise.resolve(true);
        },
        toJSON: () => ({ endpoint, keys: {} }),
      };
      PushManager.prototype.getSubscription = () =>
        Promise.resolve(w.__unsubscribed ? null : (subscription as unknown as PushSubscription));
    }, endpoint);
    await logInViaUi(page, user);
    await page.goto('/settings');
    await expect
      .poll(() => page.getByLabel('Reminders on this device').isChecked(), { timeout: 15_000 })
      .toBe(true);

    await page.goto('/profile');
    await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/auth/login'));
    expect(await restAs<unknown[]>(user, 'push_subscription?select=id')).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { __unsubscribed: number }).__unsubscribed),
    ).toBe(1);
    // Another user's device is untouched.
    expect(
      await restAs<{ endpoint: string }[]>(other, 'push_subscription?select=endpoint'),
    ).toEqual([{ endpoint: otherEndpoint }]);
  });

  it('the habit edit page adds, turns off and deletes reminder times', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('times'));
    const habit = await createYesNoHabitViaApi(user, 'Stretch', 'Stretched?');
    await logInViaUi(page, user);
    // Sign-in sets the account's time zone from the browser (reminder times are read in it).
    const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    await expect
      .poll(() => restAs<{ time_zone: string | null }[]>(user, 'User_Master?select=time_zone'))
      .toEqual([{ time_zone: browserZone }]);
    await page.goto(`/habit/${habit.id}`);
    await page.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'New reminder' });
    await form.getByLabel('Time').fill('07:45');
    await form.getByLabel('Sat').uncheck();
    await form.getByLabel('Sun').uncheck();
    await form.getByRole('button', { name: 'Add reminder' }).click();
    await expect
      .poll(() => page.getByRole('list', { name: 'Reminder times' }).textContent())
      .toContain('07:45, Mon, Tue, Wed, Thu, Fri');
    const rows = () =>
      restAs<{ time_of_day: string; weekdays: number | null; enabled: boolean }[]>(
        user,
        `habit_reminder?habit_id=eq.${habit.id}&select=time_of_day,weekdays,enabled`,
      );
    expect(await rows()).toEqual([{ time_of_day: '07:45:00', weekdays: 31, enabled: true }]);

    await page.getByRole('list', { name: 'Reminder times' }).getByLabel('On').click();
    await expect.poll(rows).toEqual([{ time_of_day: '07:45:00', weekdays: 31, enabled: false }]);
    await page.getByRole('button', { name: 'Delete the reminder at 07:45' }).click();
    await expect.poll(rows).toEqual([]);
  });
});
