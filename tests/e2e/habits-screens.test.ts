/**
 * The habits screens at phone and desktop sizes: no serious or critical axe violations, the
 * table scrolls inside itself with the habit column in view, the detail is a side panel on wide
 * screens and covers the screen on phones. With SHOTS_DIR set, screenshots are saved there.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { addDays, format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  createUserViaApi,
  expectNoSeriousA11yViolations,
  launchBrowser,
  newUser,
  restAs,
  rpcAs,
  signedInPage,
  type ApiUser,
} from './support';

let browser: Browser;
let user: ApiUser;
let habitId = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  user = await createUserViaApi(newUser('screens'));
  const habit = (name: string, color: string) => ({
    name,
    color,
    daily_target: 6,
    questions: [
      {
        question: `${name}: how was it?`,
        options: [
          { label: 'Great', score_value: 5 },
          { label: 'Fine', score_value: 3 },
          { label: 'Skipped', score_value: 0 },
        ],
      },
      {
        question: `${name}: on time?`,
        options: [
          { label: 'Yes', score_value: 3 },
          { label: 'No', score_value: 0 },
        ],
      },
    ],
    consequences: [
      { title: 'Early night', kind: 'penalty', trigger_type: 'missed_days', threshold: 2 },
    ],
  });
  habitId = await rpcAs<number>(user, 'create_habit', { p_habit: habit('Meditation', '#7c3aed') });
  await rpcAs<number>(user, 'create_habit', {
    p_habit: habit('Evening walk with a rather long name', '#16a34a'),
  });
  const questions = await restAs<{ id: number; option_metadata: { id: number }[] }[]>(
    user,
    `question_metadata?habit_id=eq.${habitId}&select=id,option_metadata(id)&order=position`,
  );
  for (let i = 1; i <= 20; i += 1) {
    await rpcAs(user, 'save_habit_day', {
      p_habit_id: habitId,
      p_date: format(addDays(new Date(), -i), 'yyyy-MM-dd'),
      p_answers: questions.map((q) => ({
        question_id: q.id,
        option_id: q.option_metadata[i % q.option_metadata.length].id,
        notes: null,
      })),
    });
  }
});

afterAll(async () => {
  await browser?.close();
});

const screens = [
  {
    name: 'home',
    path: '/',
    ready: (p: Page) => p.getByRole('article', { name: 'Meditation', exact: true }).waitFor(),
  },
  {
    name: 'detail',
    path: () => `/habit/${habitId}`,
    ready: (p: Page) => p.getByRole('heading', { name: /^History/ }).waitFor(),
  },
  {
    name: 'addhabit',
    path: '/addhabit',
    ready: (p: Page) => p.getByRole('heading', { name: 'Add a habit' }).waitFor(),
  },
  { name: 'tableview', path: '/tableview', ready: (p: Page) => p.getByRole('table').waitFor() },
];

describe('consequences', () => {
  it('a rule that fires is logged once, shown as due on home and in the detail, and can be marked done', async () => {
    const id = await rpcAs<number>(user, 'create_habit', {
      p_habit: {
        name: 'Stretch',
        questions: [
          {
            question: 'Did you stretch?',
            options: [
              { label: 'Yes', score_value: 1 },
              { label: 'No', score_value: 0 },
            ],
          },
        ],
        consequences: [
          {
            title: 'Buy a new mat',
            kind: 'reward',
            trigger_type: 'streak_reached',
            threshold: 1,
          },
        ],
      },
    });
    const { context, page } = await signedInPage(browser, user);
    try {
      await page.goto(`/habit/${id}`);
      const panel = page.getByRole('complementary', { name: 'Habit details' });
      await panel
        .getByRole('article', { name: 'Stretch: Today' })
        .getByRole('button', { name: /^Yes/ })
        .click();
      const due = panel.getByRole('list', { name: 'Waiting to be carried out' });
      await due.getByText('Buy a new mat').waitFor();

      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Consequences due' });
      await banner.getByText('Stretch · 1 waiting').waitFor();

      await page.goto(`/habit/${id}`);
      await due.getByRole('button', { name: 'Done' }).click();
      await due.waitFor({ state: 'detached' });
      await panel.getByText('fired 1 · done 1').waitFor();
      // log_id is unique in consequence_fulfillment, so the embed is one object.
      const log = await restAs<
        { trigger_date: string; consequence_fulfillment: { id: number } | null }[]
      >(user, 'consequence_log?select=id,trigger_date,consequence_fulfillment(id)');
      expect(log).toHaveLength(1);
      expect(log[0].trigger_date).toBe(format(new Date(), 'yyyy-MM-dd'));
      expect(log[0].consequence_fulfillment).not.toBeNull();
    } finally {
      await context.close();
    }
  });
});

describe('consequences at app start', () => {
  it('home alone logs a rule that fired (once per trigger date) and shows it as due, without opening the habit', async () => {
    const me = await createUserViaApi(newUser('due-at-start'));
    const day = (n: number) => format(addDays(new Date(), n), 'yyyy-MM-dd');
    const id = await rpcAs<number>(me, 'create_habit', {
      p_habit: {
        name: 'Floss',
        questions: [
          {
            question: 'Did you floss?',
            options: [
              { label: 'Yes', score_value: 1 },
              { label: 'No', score_value: 0 },
            ],
          },
        ],
        consequences: [
          { title: 'No sweets', kind: 'penalty', trigger_type: 'missed_days', threshold: 3 },
        ],
      },
    });
    // The habit and its rule date from 10 days ago (local noon), as if made back then.
    const now = new Date();
    const since = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 10, 12);
    await restAs(me, `habit_metadata?id=eq.${id}`, {
      method: 'PATCH',
      body: { created_at: since.toISOString() },
    });
    await restAs(me, `consequence_metadata?habit_id=eq.${id}`, {
      method: 'PATCH',
      body: { created_at: since.toISOString() },
    });
    const [question] = await restAs<{ id: number; option_metadata: { id: number }[] }[]>(
      me,
      `question_metadata?habit_id=eq.${id}&select=id,option_metadata(id)`,
    );
    // Flossed 10 and 9 days ago, then 8 days missed: a run of 3 fires 6 days ago, of 6 3 days ago.
    for (const n of [-10, -9]) {
      await rpcAs(me, 'save_habit_day', {
        p_habit_id: id,
        p_date: day(n),
        p_answers: [
          { question_id: question.id, option_id: question.option_metadata[0].id, notes: null },
        ],
      });
    }
    const logged = () =>
      restAs<{ trigger_date: string }[]>(
        me,
        'consequence_log?select=trigger_date&order=trigger_date',
      );
    expect(await logged()).toEqual([]);

    const { context, page } = await signedInPage(browser, me);
    try {
      const banner = page.getByRole('region', { name: 'Consequences due' });
      await banner.getByText('Floss · 2 waiting').waitFor();
      expect(await logged()).toEqual([{ trigger_date: day(-6) }, { trigger_date: day(-3) }]);

      // A reload evaluates again (app start) and logs nothing more.
      const logWrites: string[] = [];
      page.on('request', (r) => {
        if (r.method() !== 'GET' && r.url().includes('/rest/v1/consequence_log'))
          logWrites.push(r.url());
      });
      const history = page.waitForResponse(
        (r) => r.url().includes('/rest/v1/daily_habit_scores') && r.url().includes('habit_id=in.'),
      );
      await page.reload();
      await history;
      await banner.getByText('Floss · 2 waiting').waitFor();
      await page.waitForTimeout(1000);
      expect(logWrites).toEqual([]);
      expect(await logged()).toEqual([{ trigger_date: day(-6) }, { trigger_date: day(-3) }]);
      expect(new URL(page.url()).pathname).toBe('/');
    } finally {
      await context.close();
    }
  });
});

describe('failed reads', () => {
  it('a refresh whose reads fail keeps the habits on screen instead of blanking them', async () => {
    const { context, page } = await signedInPage(browser, user);
    try {
      await page.goto('/');
      await page.getByRole('article', { name: 'Meditation', exact: true }).waitFor();
      await page.waitForTimeout(1500); // the query cache is saved on the device (throttled)
      // The device believes it is online but every data request fails (a train between stations).
      await page.route('**/rest/v1/**', (route) =>
        route.request().method() === 'GET' ? route.abort('connectionfailed') : route.continue(),
      );
      await page.reload();
      await page.getByRole('article', { name: 'Meditation', exact: true }).waitFor();
      // supabase-js retries a failed GET for about 7 s before the read yields its fallback.
      await page.waitForTimeout(9000);
      expect(await page.getByRole('article', { name: 'Meditation', exact: true }).count()).toBe(1);
      expect(await page.getByRole('heading', { name: 'No habits yet' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

for (const [size, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  describe(`habits screens at ${size} size`, () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      ({ context, page } = await signedInPage(browser, user, { viewport }));
    });
    afterAll(async () => {
      await context?.close();
    });

    for (const screen of screens) {
      it(`${screen.name}: no serious accessibility violations`, async () => {
        await page.goto(typeof screen.path === 'function' ? screen.path() : screen.path);
        await screen.ready(page);
        await page.waitForLoadState('networkidle');
        if (process.env.SHOTS_DIR) {
          await page.screenshot({
            path: `${process.env.SHOTS_DIR}/habits-${screen.name}-${size}.png`,
          });
        }
        await expectNoSeriousA11yViolations(page);
      });
    }

    it('the table scrolls inside itself and keeps the habit column in view', async () => {
      await page.goto('/tableview');
      await page.getByRole('radio', { name: '30 days' }).click();
      await page.getByRole('button', { name: /^Meditation, Yesterday:/ }).waitFor();
      const { pageWidth, scrollWidth, clientWidth } = await page.evaluate(() => {
        const box = document.querySelector('.table-scroll') as HTMLElement;
        return {
          pageWidth: document.documentElement.scrollWidth,
          scrollWidth: box.scrollWidth,
          clientWidth: box.clientWidth,
        };
      });
      expect(pageWidth).toBeLessThanOrEqual(viewport.width);
      expect(scrollWidth).toBeGreaterThan(clientWidth);
      await page.locator('.table-scroll').evaluate((el) => el.scrollBy({ left: 600 }));
      const name = page.locator('tbody .habit-table-name').first();
      const box = await name.boundingBox();
      const table = await page.locator('.table-scroll').boundingBox();
      expect(Math.round(box!.x)).toBe(Math.round(table!.x) + 1);
    });

    it(`the detail opens ${size === 'phone' ? 'over the whole screen' : 'as a side panel beside the list'}`, async () => {
      await page.goto(`/habit/${habitId}`);
      const panel = page.getByRole('complementary', { name: 'Habit details' });
      await panel.getByRole('heading', { name: /^History/ }).waitFor();
      const box = (await panel.boundingBox())!;
      if (size === 'phone') {
        expect(box.x).toBe(0);
        expect(box.width).toBe(viewport.width);
      } else {
        expect(box.x).toBeGreaterThan(viewport.width / 2);
        await page.getByRole('article', { name: 'Meditation', exact: true }).waitFor();
      }
      // Focus moves to the habit's title; Escape closes the panel.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe('Meditation');
      await page.keyboard.press('Escape');
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto(`/habit/${habitId}?date=${format(addDays(new Date(), -1), 'yyyy-MM-dd')}`);
      await panel.getByRole('link', { name: 'Close habit details' }).click();
      await page.waitForURL((url) => url.pathname === '/' && url.searchParams.has('date'));
      await page.getByRole('heading', { name: 'Yesterday', level: 1 }).waitFor();
    });
  });
}
