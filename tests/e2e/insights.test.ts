/**
 * Insights (/dashboard) in real Chromium against the built app and the local backend: a user with
 * a habit answered on a few known days (created through the REST API as that user) sees those
 * days in the year heatmap with their figures, this week's bar, the all-time performance from
 * habit_performance_new and the consequence history; a second habit with ten weeks of history
 * fills the pictures. axe finds no serious or critical violation at phone and desktop sizes, in
 * both themes. With SCREENSHOT_DIR set, each state is photographed (for looking at them).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { addDays, format, startOfWeek } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUserViaApi,
  DESKTOP,
  expectNoSeriousA11yViolations,
  launchBrowser,
  newUser,
  PHONE,
  restAs,
  SCREENSHOT_DIR,
  signedInPage,
  type ApiUser,
  type RestInit,
} from './support';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let user: ApiUser;
let walkId = 0;

const dayAgo = (n: number) => format(addDays(new Date(), -n), 'yyyy-MM-dd');

/** /rest/v1/<path> as the test user, written rows returned. */
const api = <T>(path: string, init: RestInit = {}) =>
  restAs<T>(user, path, { ...init, headers: { Prefer: 'return=representation' } });

type Question = { id: number; option_metadata: { id: number; score_value: number }[] };

async function createHabit(habit: object): Promise<{ id: number; questions: Question[] }> {
  const id = await api<number>('rpc/create_habit', { method: 'POST', body: { p_habit: habit } });
  const questions = await api<Question[]>(
    `question_metadata?habit_id=eq.${id}&select=id,option_metadata(id,score_value)&order=position`,
  );
  return { id, questions };
}

/** Answers a day with the option of each question that scores the given value. */
async function answer(
  habit: { id: number; questions: Question[] },
  date: string,
  scores: number[],
) {
  await api('rpc/save_habit_day', {
    method: 'POST',
    body: {
      p_habit_id: habit.id,
      p_date: date,
      p_answers: habit.questions.map((q, i) => ({
        question_id: q.id,
        option_id: q.option_metadata.find((o) => o.score_value === scores[i])?.id,
      })),
    },
  });
}

// Evening walk: max 10 + 4 = 14. Four answered days.
const WALK_DAYS: { ago: number; scores: [number, number]; label: string }[] = [
  { ago: 0, scores: [10, 4], label: '14 / 14 (100 %)' },
  { ago: 1, scores: [5, 0], label: '5 / 14 (36 %)' },
  { ago: 3, scores: [10, 0], label: '10 / 14 (71 %)' },
  { ago: 10, scores: [0, 4], label: '4 / 14 (29 %)' },
];

beforeAll(async () => {
  browser = await launchBrowser();
  user = await createUserViaApi(newUser('insights'));
  const walk = await createHabit({
    name: 'Evening walk',
    color: '#2563eb',
    questions: [
      {
        question: 'Did you walk?',
        options: [
          { label: 'No', score_value: 0 },
          { label: 'Short', score_value: 5 },
          { label: 'Long', score_value: 10 },
        ],
      },
      {
        question: 'Did you stretch after?',
        options: [
          { label: 'No', score_value: 0 },
          { label: 'Yes', score_value: 4 },
        ],
      },
    ],
    consequences: [
      { title: 'No dessert', kind: 'penalty', trigger_type: 'missed_days', threshold: 3 },
    ],
  });
  walkId = walk.id;
  for (const d of WALK_DAYS) await answer(walk, dayAgo(d.ago), d.scores);

  // The consequence fired twice; the first was carried out.
  const [rule] = await api<{ id: number }[]>(`consequence_metadata?habit_id=eq.${walk.id}`);
  const logs = await api<{ id: number }[]>('consequence_log', {
    method: 'POST',
    body: [
      { consequence_id: rule.id, trigger_date: dayAgo(6) },
      { consequence_id: rule.id, trigger_date: dayAgo(2) },
    ],
  });
  await api('consequence_fulfillment', {
    method: 'POST',
    body: { consequence_id: rule.id, log_id: Math.min(...logs.map((l) => l.id)) },
  });

  // Reading: ten weeks of mixed days, for the pictures.
  const reading = await createHabit({
    name: 'Reading',
    color: '#db2777',
    questions: [
      {
        question: 'How long did you read?',
        options: [
          { label: 'Not at all', score_value: 0 },
          { label: '10 minutes', score_value: 3 },
          { label: '30 minutes', score_value: 6 },
          { label: 'An hour', score_value: 10 },
        ],
      },
    ],
  });
  for (let i = 0; i < 70; i += 1) {
    if (i % 6 === 4) continue;
    await answer(reading, dayAgo(i), [[10, 6, 3, 10, 0, 6, 10][i % 7]]);
  }

  ({ context, page } = await signedInPage(browser, user));
  await page.waitForURL((url) => url.pathname === '/');
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function open(path: string) {
  await page.goto(path);
  await page.getByRole('heading', { name: 'Last 12 months', level: 2 }).waitFor();
  await page.waitForLoadState('networkidle');
}

async function photograph(label: string) {
  if (!SCREENSHOT_DIR) return;
  await page.screenshot({ path: `${SCREENSHOT_DIR}/insights-${label}.png`, fullPage: true });
  // Each card apart too, to look at the details at their real size.
  const cards = page.locator('.insights-card');
  for (let i = 0; i < (await cards.count()); i += 1) {
    await cards.nth(i).screenshot({ path: `${SCREENSHOT_DIR}/insights-${label}-card${i}.png` });
  }
}

describe('insights', () => {
  it("shows the habit's answered days in the heatmap with their figures", async () => {
    await open(`/dashboard?habit=${walkId}`);
    const map = page.getByRole('group', { name: /^Evening walk: a year of days/ });
    for (const d of WALK_DAYS) {
      await expect
        .poll(() =>
          map.getByRole('img', { name: `${dayAgo(d.ago)}: ${d.label}`, exact: true }).count(),
        )
        .toBe(1);
    }
    expect(
      await map.getByRole('img', { name: `${dayAgo(2)}: not answered`, exact: true }).count(),
    ).toBe(1);
    // 52 whole weeks and this week through today.
    const cells = await map.getByRole('img').count();
    expect(cells).toBeGreaterThanOrEqual(52 * 7 + 1);
    expect(cells).toBeLessThanOrEqual(53 * 7);

    // A tap on a day speaks its figures.
    await map.getByRole('img', { name: `${dayAgo(3)}: 10 / 14 (71 %)` }).click();
    const when = format(addDays(new Date(), -3), 'EEE d MMM yyyy');
    await page.getByText(`${when}: 10 / 14 (71 %)`, { exact: true }).waitFor();
  });

  it("shows this week's bar and the weekly bars of 12 weeks", async () => {
    const monday = format(startOfWeek(new Date(), { weekStartsOn: 1 }), 'yyyy-MM-dd');
    const week = WALK_DAYS.filter((d) => dayAgo(d.ago) >= monday).reduce(
      (sum, d) => sum + d.scores[0] + d.scores[1],
      0,
    );
    const label = `This week: ${week} / 98 (${Math.round((100 * week) / 98)} %)`;
    const bars = page.getByRole('region', { name: 'Weekly score' });
    await bars.getByRole('button', { name: label, exact: true }).waitFor();
    expect(await bars.getByRole('button', { name: /^(This week|Week of)/ }).count()).toBe(12);
  });

  it('shows the all-time performance and the consequence history', async () => {
    const perf = page.getByRole('region', { name: 'All-time performance' });
    const card = perf.getByRole('listitem').filter({ hasText: 'Evening walk' });
    const figure = (name: string) => card.locator('dt', { hasText: name }).locator('+ dd');
    expect(await figure('Days tracked').textContent()).toBe('4 days answered');
    expect(await figure('Days met').textContent()).toBe('4 of 4 days answered');
    // Met on 4 of the 11 days since the first one.
    expect(await figure('Completion').textContent()).toBe('36.4 % of 11 days since you started');
    expect(await figure('Current streak').textContent()).toBe('2 days');
    expect(await figure('Longest streak').textContent()).toBe('2 days');
    expect(await figure('Average score').textContent()).toBe('8.25 points a day answered');
    expect(await figure('Last check-mark').textContent()).toBe(format(new Date(), 'd MMM yyyy'));

    const consequences = page.getByRole('region', { name: 'Consequences' });
    await consequences.getByText('No dessert').waitFor();
    await consequences
      .getByRole('img', { name: 'Fired 2 times: 1 carried out, 1 pending', exact: true })
      .waitFor();
    await photograph('desktop-habit');
  });

  it('adds up all habits in the heatmap by default', async () => {
    await open('/dashboard');
    expect(await page.getByRole('combobox', { name: 'Habit' }).inputValue()).toBe('all');
    // Today: Evening walk 14 + Reading 10 of 14 + 10.
    await page
      .getByRole('group', { name: /^All habits: a year of days/ })
      .getByRole('img', { name: `${dayAgo(0)}: 24 / 24 (100 %)`, exact: true })
      .waitFor();
    expect(
      await page
        .getByRole('region', { name: 'All-time performance' })
        .getByRole('heading', { level: 3 })
        .allTextContents(),
    ).toEqual(['Evening walk', 'Reading']);
    // Picking a habit narrows the page and keeps it in the URL.
    await page.getByRole('combobox', { name: 'Habit' }).selectOption({ label: 'Reading' });
    await page.waitForURL((url) => url.searchParams.get('habit') !== null);
    await page.getByRole('group', { name: /^Reading: a year of days/ }).waitFor();
  });

  for (const viewport of [
    { name: 'phone', size: PHONE },
    { name: 'desktop', size: DESKTOP },
  ] as const) {
    it(`has no serious or critical axe violations at ${viewport.name} size, in both themes`, async () => {
      await page.setViewportSize(viewport.size);
      for (const theme of ['Light', 'Dark'] as const) {
        await page.goto('/settings');
        await page.getByRole('radio', { name: theme }).check();
        for (const [label, path] of [
          ['all', '/dashboard'],
          ['habit', `/dashboard?habit=${walkId}`],
        ] as const) {
          await open(path);
          await photograph(`${viewport.name}-${theme.toLowerCase()}-${label}`);
          await expectNoSeriousA11yViolations(page, `${viewport.name} ${theme} ${path}`);
        }
      }
    });
  }

  it('leads a user without habits to addhabit', async () => {
    await page.goto('about:blank');
    const fresh = await createUserViaApi(newUser('insights-empty'));
    const { context: other, page: p } = await signedInPage(browser, fresh);
    await p.waitForURL((url) => url.pathname === '/');
    await p.goto('/dashboard');
    await p.getByRole('heading', { name: 'No habits yet' }).waitFor();
    await p.getByRole('link', { name: 'Add a habit' }).click();
    await p.waitForURL((url) => url.pathname === '/addhabit');
    await other.close();
  });
});
