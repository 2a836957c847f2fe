/**
 * addhabit's short form on a phone (390x844), in real Chromium against the built app:
 * - a new user adds a yes / no habit with a 07:30 reminder in at most 4 taps plus typing its
 *   name: the name, how it is answered, the reminder time and Save are on the first screen
 *   without scrolling; the question is made from the name (never "today"), the daily target is
 *   the Yes score, and the habit_reminder row is saved at 07:30;
 * - a number habit "at least 8 glasses" on the same form, in the next free colour;
 * - saving a habit with a reminder turns reminders on for this device (this Chromium has no push
 *   service, so the page's PushManager stands in for the browser's: everything else is the app's),
 *   and when notifications are refused the page says so, how to turn them on, and goes on;
 * - a consequence's threshold names its unit beside the number and resets to the rule's default
 *   when the rule changes ("Finished week below" is 50 %, not the 3 of the missed days), with
 *   nothing of its selects cut off at 390 px.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  PHONE,
  SCREENSHOT_DIR,
  createUserViaApi,
  createYesNoHabitViaApi,
  env,
  expectNoSeriousA11yViolations,
  freshContextPerTest,
  logInViaUi,
  newUser,
  restAs,
  type ApiUser,
} from './support';

const session = freshContextPerTest({ viewport: PHONE });

/** Counts the user's taps (trusted clicks) on the page, across in-app navigations. */
async function countTaps(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener(
      'click',
      (e) => {
        if (!e.isTrusted) return;
        const n = Number(sessionStorage.getItem('e2e-taps') ?? '0');
        sessionStorage.setItem('e2e-taps', String(n + 1));
      },
      true,
    );
  });
}
const taps = (page: Page) => page.evaluate(() => Number(sessionStorage.getItem('e2e-taps') ?? 0));
const resetTaps = (page: Page) => page.evaluate(() => sessionStorage.setItem('e2e-taps', '0'));

/** The element is wholly inside the first screen (nothing scrolled). */
async function onFirstScreen(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  return (
    !!box && box.y >= 0 && box.y + box.height <= PHONE.height && box.x + box.width <= PHONE.width
  );
}

interface SavedHabit {
  id: number;
  name: string;
  color: string;
  daily_target: number | null;
  question_metadata: {
    question: string;
    kind: string;
    unit: string | null;
    target: number | null;
    target_type: string | null;
    points: number | null;
    option_metadata: { label: string; score_value: number }[];
  }[];
}

const savedHabits = (user: ApiUser) =>
  restAs<SavedHabit[]>(
    user,
    'habit_metadata?select=id,name,color,daily_target,question_metadata(question,kind,unit,target,target_type,points,option_metadata(label,score_value))&order=id',
  );

const reminders = (user: ApiUser) =>
  restAs<{ habit_id: number; time_of_day: string; weekdays: number | null; enabled: boolean }[]>(
    user,
    'habit_reminder?select=habit_id,time_of_day,weekdays,enabled',
  );

const onHabitPage = (page: Page) => /^\/habit\/\d+$/.test(new URL(page.url()).pathname);

/**
 * The page's PushManager as a browser with a push service would answer: a subscription after
 * subscribe(), kept for the tab (sessionStorage) so a later page load still finds it.
 */
async function standInPushService(page: Page, endpoint: string) {
  await page.addInitScript((endpoint) => {
    const subscription = {
      endpoint,
      unsubscribe: () => {
        sessionStorage.removeItem('e2e-subscribed');
        return Promise.resolve(true);
      },
      toJSON: () => ({ endpoint, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } }),
    } as unknown as PushSubscription;
    PushManager.prototype.getSubscription = () =>
      Promise.resolve(sessionStorage.getItem('e2e-subscribed') ? subscription : null);
    PushManager.prototype.subscribe = () => {
      sessionStorage.setItem('e2e-subscribed', '1');
      return Promise.resolve(subscription);
    };
  }, endpoint);
}

describe('the short add form on a phone', () => {
  it('a yes / no habit with a 07:30 reminder: at most 4 taps plus its name, all on the first screen', async () => {
    const { page, context } = session;
    await context.grantPermissions(['notifications'], { origin: env().appUrl });
    await countTaps(page);
    const user = await createUserViaApi(newUser('short'));
    await logInViaUi(page, user);
    const add = page.getByRole('link', { name: 'Add your first habit' });
    await add.waitFor();
    await resetTaps(page);

    await add.click();
    await page.waitForURL((url) => url.pathname === '/addhabit');
    const form = page.getByRole('form', { name: 'Habit' });
    const name = form.getByLabel('Name', { exact: true });
    const kind = form.getByRole('group', { name: 'Answered with' });
    const time = form.getByLabel('Remind me at');
    const save = form.getByRole('button', { name: 'Save habit' });
    await name.waitFor();
    // The first habit's reminder is on at 07:30 and the habit is a yes / no one.
    await expect.poll(() => time.inputValue()).toBe('07:30');
    expect(await form.getByRole('checkbox', { name: 'Remind me' }).isChecked()).toBe(true);
    expect(await kind.getByRole('radio', { name: 'Yes / No' }).isChecked()).toBe(true);
    // No question to type on the first screen.
    expect(await form.getByLabel(/^Question 1/).count()).toBe(0);
    // Everything a habit needs is on the first screen, nothing scrolled.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    for (const [what, locator] of [
      ['name', name],
      ['kind', kind],
      ['reminder time', time],
      ['Save', save],
    ] as const) {
      expect(await onFirstScreen(locator), `${what} is on the first screen`).toBe(true);
    }
    if (SCREENSHOT_DIR) await page.screenshot({ path: `${SCREENSHOT_DIR}/add-habit-short.png` });
    await expectNoSeriousA11yViolations(page, 'addhabit, the short form (phone)');

    await name.click();
    await page.keyboard.type('Meditate');
    await save.click();
    // This Chromium has no push service: the page says so and goes on with one more tap.
    await expect
      .poll(
        async () =>
          onHabitPage(page) || (await page.getByRole('button', { name: 'Continue' }).count()) > 0,
        { timeout: 30_000 },
      )
      .toBe(true);
    if (!onHabitPage(page)) {
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL((url) => /^\/habit\/\d+$/.test(url.pathname));
    }
    const tapped = await taps(page);
    console.log(`a yes / no habit with its reminder took ${tapped} taps plus its name`);
    expect(tapped).toBeLessThanOrEqual(4);

    const [habit] = await savedHabits(user);
    expect(habit).toMatchObject({ name: 'Meditate', color: '#0f766e', daily_target: 10 });
    expect(habit.question_metadata).toEqual([
      expect.objectContaining({
        question: 'Meditate?',
        kind: 'choice',
        option_metadata: expect.arrayContaining([
          { label: 'Yes', score_value: 10 },
          { label: 'No', score_value: 0 },
        ]) as unknown,
      }),
    ]);
    expect(habit.question_metadata[0].question).not.toMatch(/today/i);
    expect(await reminders(user)).toEqual([
      { habit_id: habit.id, time_of_day: '07:30:00', weekdays: null, enabled: true },
    ]);
  });

  it('a number habit "at least 8 glasses" on the same form, in the next free colour', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('water'));
    await createYesNoHabitViaApi(user, 'Read', 'Read?', { color: '#0f766e' });
    await logInViaUi(page, user);
    await page.goto('/addhabit');
    const form = page.getByRole('form', { name: 'Habit' });
    await form.getByLabel('Name', { exact: true }).fill('Water');
    // A user whose habits have no reminder starts with none.
    await expect
      .poll(() => form.getByRole('checkbox', { name: 'Remind me' }).isChecked())
      .toBe(false);
    await form
      .getByRole('group', { name: 'Answered with' })
      .getByRole('radio', { name: 'Number' })
      .check();
    const target = form.getByRole('group', { name: 'Target each day' });
    expect(await target.getByLabel('At least or at most').inputValue()).toBe('at_least');
    await target.getByLabel('Target', { exact: true }).fill('8');
    await target.getByLabel('Unit (optional)').fill('glasses');
    expect(await onFirstScreen(form.getByRole('button', { name: 'Save habit' }))).toBe(true);
    await expectNoSeriousA11yViolations(page, 'addhabit, a number habit (phone)');
    await form.getByRole('button', { name: 'Save habit' }).click();
    await page.waitForURL((url) => /^\/habit\/\d+$/.test(url.pathname));

    const [, water] = await savedHabits(user);
    expect(water).toMatchObject({ name: 'Water', color: '#2563eb', daily_target: 10 });
    expect(water.question_metadata).toEqual([
      {
        question: 'Water: how many glasses?',
        kind: 'number',
        unit: 'glasses',
        target: 8,
        target_type: 'at_least',
        points: 10,
        option_metadata: [],
      },
    ]);
    expect(await reminders(user)).toEqual([]);
  });

  it('saving a habit with a reminder turns reminders on for this device', async () => {
    const { page, context } = session;
    await context.grantPermissions(['notifications'], { origin: env().appUrl });
    const user = await createUserViaApi(newUser('subscribe'));
    const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${user.id}`;
    await standInPushService(page, endpoint);
    await logInViaUi(page, user);
    await page.goto('/addhabit');
    const form = page.getByRole('form', { name: 'Habit' });
    await form.getByLabel('Name', { exact: true }).fill('Stretch');
    await form.getByLabel('Remind me at').fill('21:15');
    await form.getByRole('button', { name: 'Save habit' }).click();
    await page.waitForURL((url) => /^\/habit\/\d+$/.test(url.pathname), { timeout: 30_000 });

    expect(await restAs<{ endpoint: string }[]>(user, 'push_subscription?select=endpoint')).toEqual(
      [{ endpoint }],
    );
    expect((await reminders(user)).map((r) => r.time_of_day)).toEqual(['21:15:00']);
    await page.goto('/settings');
    await expect
      .poll(() => page.getByLabel('Reminders on this device').isChecked(), { timeout: 15_000 })
      .toBe(true);
  });

  it('refused notifications: the page says what reminders need, how to allow them, and goes on', async () => {
    const { page } = session;
    // No permission given: headless Chromium answers the request with "denied".
    const user = await createUserViaApi(newUser('refused'));
    await logInViaUi(page, user);
    await page.goto('/addhabit');
    const form = page.getByRole('form', { name: 'Habit' });
    await form.getByLabel('Name', { exact: true }).fill('Walk');
    await form.getByRole('button', { name: 'Save habit' }).click();
    const step = page.getByRole('region', { name: 'Reminders need notifications' });
    await step.waitFor({ timeout: 30_000 });
    expect(await step.textContent()).toContain('“Walk” is saved with a reminder at 07:30.');
    expect(await step.getByRole('status').textContent()).toMatch(
      /Notifications are blocked for this site\. Allow them in the browser’s site settings/,
    );
    await expectNoSeriousA11yViolations(page, 'addhabit, notifications refused (phone)');
    await step.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => /^\/habit\/\d+$/.test(url.pathname));
    expect((await reminders(user)).map((r) => r.time_of_day)).toEqual(['07:30:00']);
  });

  it('a weekly-score threshold names its % and resets when the rule changes; nothing cut off', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('rule'));
    await logInViaUi(page, user);
    await page.goto('/addhabit');
    const form = page.getByRole('form', { name: 'Habit' });
    await form.getByLabel('Name', { exact: true }).fill('Gym');
    await form.getByRole('checkbox', { name: 'Remind me' }).uncheck();
    await form.getByRole('button', { name: /^More options/ }).click();
    await form.getByRole('button', { name: '+ Add consequence' }).click();
    const rule = form.getByRole('group', { name: 'Consequence 1' });
    const threshold = rule.getByLabel('Threshold');
    const unit = rule.locator('.threshold-unit');
    expect(await threshold.inputValue()).toBe('3');
    expect(await unit.textContent()).toBe('days');

    await rule.getByLabel('When').selectOption({ label: 'Finished week below' });
    expect(await threshold.inputValue()).toBe('50');
    expect(await unit.textContent()).toBe('%');
    // The unit is beside the number, on its line.
    const [input, sign] = [await threshold.boundingBox(), await unit.boundingBox()];
    expect(sign!.x).toBeGreaterThan(input!.x + input!.width - 1);
    expect(Math.abs(sign!.y + sign!.height / 2 - (input!.y + input!.height / 2))).toBeLessThan(8);
    expect(await threshold.getAttribute('aria-describedby')).toBe(await unit.getAttribute('id'));
    // Each select is wide enough for the option it shows (its text plus the arrow).
    const cut = await rule.locator('select').evaluateAll((selects) =>
      selects
        .map((s) => {
          const select = s as HTMLSelectElement;
          const ctx = document.createElement('canvas').getContext('2d')!;
          ctx.font = getComputedStyle(select).font;
          const text = select.selectedOptions[0]?.text ?? '';
          const needed = ctx.measureText(text).width + 36;
          const r = select.getBoundingClientRect();
          return needed > select.clientWidth || r.right > window.innerWidth ? text : null;
        })
        .filter(Boolean),
    );
    expect(cut).toEqual([]);
    if (SCREENSHOT_DIR) {
      await rule.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOT_DIR}/add-habit-rule.png` });
    }

    await rule.getByLabel('When').selectOption({ label: 'Streak reached' });
    expect(await threshold.inputValue()).toBe('7');
    expect(await unit.textContent()).toBe('days in a row');
    await rule.getByLabel('When').selectOption({ label: 'Finished week below' });
    await rule.getByLabel('Title').fill('No dessert on Sunday');
    await form.getByRole('button', { name: 'Save habit' }).click();
    await page.waitForURL((url) => /^\/habit\/\d+$/.test(url.pathname), { timeout: 30_000 });
    expect(await restAs(user, 'consequence_metadata?select=title,trigger_type,threshold')).toEqual([
      { title: 'No dessert on Sunday', trigger_type: 'weekly_score_below', threshold: 50 },
    ]);
  });
});
