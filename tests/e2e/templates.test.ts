/**
 * your-template in real Chromium against the built app and the local backend: a new user sees
 * the six starters, uses one and lands on the new habit with the template's questions; saves a
 * habit as a template from its detail and finds it under "Your templates"; renames it; deletes it
 * after confirming. Every write is checked against the server through the REST API. axe-core finds
 * no serious or critical violation at phone and desktop size; with SCREENSHOT_DIR set, the page
 * is photographed at both sizes.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUserViaApi,
  DESKTOP,
  expectNoSeriousA11yViolations,
  expectToast,
  launchBrowser,
  newUser,
  PHONE,
  restAs,
  SCREENSHOT_DIR,
  signedInPage,
  type ApiUser,
} from './support';

const STARTERS = ['Sleep', 'Exercise', 'Reading', 'Meditation', 'Hydration', 'No sugar'];
const SLEEP_QUESTIONS = [
  'When did you go to bed?',
  'How long did you sleep?',
  'How rested did you feel?',
];

let browser: Browser;
let context: BrowserContext;
let page: Page;
let user: ApiUser;
let habitId = 0;

/** GET /rest/v1/<path> as the test user. */
const rest = <T>(path: string) => restAs<T>(user, path);

const ownTemplates = () =>
  rest<{ id: number; name: string; description: string | null }[]>(
    `habit_template?created_by=eq.${user.id}&select=id,name,description&order=id`,
  );

const starters = () => page.getByRole('region', { name: 'Starter templates' });
const yours = () => page.getByRole('region', { name: 'Your templates' });
const ownCard = (name: string) => yours().getByRole('article', { name, exact: true });

async function openTemplates() {
  await page.goto('/your-template');
  await page.getByRole('heading', { level: 1, name: 'Templates' }).waitFor();
  await starters().getByRole('article').first().waitFor();
}

async function snap(name: string) {
  if (!SCREENSHOT_DIR) return;
  // A full-page shot taken while scrolled paints the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENSHOT_DIR}/templates-${name}.png`, fullPage: true });
}

beforeAll(async () => {
  browser = await launchBrowser();
  user = await createUserViaApi(newUser('templates'));
  ({ context, page } = await signedInPage(browser, user));
  await page.waitForURL((url) => url.pathname === '/');
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('templates: starters, own templates, use, rename, delete', () => {
  it('a new user sees the six starter templates and no templates of their own', async () => {
    await openTemplates();
    const cards = starters().getByRole('article');
    await expect.poll(() => cards.count()).toBe(6);
    const names = await starters().getByRole('heading', { level: 3 }).allTextContents();
    expect(names).toEqual(STARTERS);
    // Starters can be used, not edited or deleted.
    expect(
      await starters()
        .getByRole('button', { name: /^Use template / })
        .count(),
    ).toBe(6);
    expect(
      await starters()
        .getByRole('button', { name: /^(Edit|Delete) template/ })
        .count(),
    ).toBe(0);
    await yours().getByText('No templates of your own yet').waitFor();

    // A card's questions with scored options and its consequences, behind a disclosure.
    const sleep = starters().getByRole('article', { name: 'Sleep' });
    expect(await sleep.textContent()).toContain('Daily target 8 of 12 points');
    await sleep.getByText('3 questions · 2 consequences').click();
    const bedtime = sleep.getByRole('list', { name: 'Options of “When did you go to bed?”' });
    await bedtime.waitFor();
    expect(await bedtime.getByRole('listitem').allTextContents()).toEqual([
      'Before 23:00, score +5',
      '23:00 to midnight, score +3',
      'After midnight, score 0',
    ]);
    await sleep.getByText('After 2 missed days in a row').waitFor();
  });

  it('"Use template" creates the habit and opens it with the template\'s questions', async () => {
    await openTemplates();
    await starters().getByRole('button', { name: 'Use template Sleep' }).click();
    await expectToast(page, '"Sleep" was added to your habits');
    await page.waitForURL((url) => /^\/habit\/\d+$/.test(url.pathname));
    habitId = Number(new URL(page.url()).pathname.split('/').pop());

    const detail = page.getByRole('complementary', { name: 'Habit details' });
    await detail.getByRole('heading', { level: 1, name: 'Sleep' }).waitFor();
    for (const q of SLEEP_QUESTIONS) await detail.getByText(q, { exact: true }).first().waitFor();

    const questions = await rest<{ question: string; option_metadata: unknown[] }[]>(
      `question_metadata?habit_id=eq.${habitId}&select=question,option_metadata(id)&order=position`,
    );
    expect(questions.map((q) => q.question)).toEqual(SLEEP_QUESTIONS);
    expect(questions.map((q) => q.option_metadata.length)).toEqual([3, 4, 3]);
  });

  it('a habit saved as a template from its detail shows under "Your templates"', async () => {
    const detail = page.getByRole('complementary', { name: 'Habit details' });
    await detail.getByRole('button', { name: 'Save as template' }).click();
    await expectToast(page, 'Saved to your templates');
    // In-app navigation: the page must refetch, not show the list cached before the save.
    await page.getByRole('link', { name: 'Templates' }).first().click();
    await page.waitForURL((url) => url.pathname === '/your-template');
    const card = ownCard('Sleep');
    await card.waitFor();
    expect(await card.getByRole('button', { name: 'Edit template Sleep' }).count()).toBe(1);
    expect((await ownTemplates()).map((t) => t.name)).toEqual(['Sleep']);
  });

  it('renames the own template, refusing an empty name first', async () => {
    await openTemplates();
    const card = ownCard('Sleep');
    await card.getByRole('button', { name: 'Edit template Sleep' }).click();
    const form = card.getByRole('form', { name: 'Edit template Sleep' });
    const name = form.getByLabel('Template name');
    await name.fill('');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.getByText('Name is required').waitFor();

    await name.fill('  Early nights  ');
    await form.getByLabel('Description (optional)').fill('Bed by 23:00 on weekdays.');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Template saved');
    const renamed = ownCard('Early nights');
    await renamed.waitFor();
    await renamed.getByText('Bed by 23:00 on weekdays.').waitFor();
    await expect
      .poll(async () => (await ownTemplates()).map((t) => [t.name, t.description]))
      .toEqual([['Early nights', 'Bed by 23:00 on weekdays.']]);
    // The starter it came from is unchanged.
    await starters().getByRole('article', { name: 'Sleep' }).waitFor();

    await page.reload();
    await ownCard('Early nights').waitFor();
  });

  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`has no serious or critical axe violations at ${label} size`, async () => {
      await page.setViewportSize(viewport);
      await openTemplates();
      await page.waitForLoadState('networkidle');
      await snap(`${label}`);
      await expectNoSeriousA11yViolations(page, `${label}: the page`);

      // Opened card, rename form, confirmation dialog.
      await starters()
        .getByRole('article', { name: 'Sleep' })
        .getByText(/questions/)
        .click();
      const own = ownCard('Early nights');
      await own.getByRole('button', { name: 'Edit template Early nights' }).click();
      await own.getByRole('form').waitFor();
      await snap(`${label}-open`);
      await expectNoSeriousA11yViolations(page, `${label}: opened card and rename form`);
      await own.getByRole('button', { name: 'Cancel' }).click();

      await own.getByRole('button', { name: 'Delete template Early nights' }).click();
      await page.getByRole('dialog', { name: 'Delete this template?' }).waitFor();
      await snap(`${label}-dialog`);
      await expectNoSeriousA11yViolations(page, `${label}: delete dialog`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    });
  }

  it('has none in the dark theme either', async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/settings');
    await page.getByRole('radio', { name: 'Dark' }).check();
    await openTemplates();
    await page.waitForLoadState('networkidle');
    await starters()
      .getByRole('article', { name: 'Sleep' })
      .getByText(/questions/)
      .click();
    await snap('desktop-dark');
    await expectNoSeriousA11yViolations(page, 'desktop dark: the page');
    await page.goto('/settings');
    await page.getByRole('radio', { name: 'System' }).check();
  });

  it('deletes the own template only after confirming; Escape keeps it', async () => {
    await page.setViewportSize(PHONE);
    await openTemplates();
    const card = ownCard('Early nights');
    const del = card.getByRole('button', { name: 'Delete template Early nights' });
    await del.click();
    const dialog = page.getByRole('dialog', { name: 'Delete this template?' });
    await dialog.waitFor();
    expect(await focusedText()).toBe('Cancel');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await focusedLabel()).toBe('Delete template Early nights');
    expect((await ownTemplates()).length).toBe(1);

    await del.click();
    await dialog.getByRole('button', { name: 'Delete template' }).click();
    await expectToast(page, '"Early nights" was deleted');
    await card.waitFor({ state: 'detached' });
    await yours().getByText('No templates of your own yet').waitFor();
    expect(await focusedText()).toBe('Your templates');
    await expect.poll(async () => (await ownTemplates()).length).toBe(0);
    // The habit made from the starter stays.
    const habits = await rest<{ id: number }[]>(`habit_metadata?id=eq.${habitId}&select=id`);
    expect(habits).toHaveLength(1);
    await snap('phone-empty');
    await expectNoSeriousA11yViolations(page, 'phone: empty "Your templates"');
  });
});

function focusedText(): Promise<string> {
  return page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
}

function focusedLabel(): Promise<string> {
  return page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
}
