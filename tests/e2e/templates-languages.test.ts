/**
 * Starter templates in the user's language (docs/languages.md "Starter templates"), in real
 * Chromium against the production build: a browser in German offers, on addhabit, the German
 * starter templates and no English one; a habit made from a German starter keeps its German name
 * after the user switches to English, while addhabit then offers the English starters.
 *
 * The page's own words are found by role and structure, not by their text, so the test holds
 * whichever of them are translated yet: only the templates' names are asserted.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createUserViaApi,
  freshContextPerTest,
  newUser,
  restAs,
  rpcAs,
  type ApiUser,
} from './support';

const session = freshContextPerTest({ locale: 'de-DE' });

const GERMAN = ['Schlaf', 'Sport', 'Lesen', 'Meditation', 'Wasser trinken', 'Kein Zucker'];
const ENGLISH = ['Sleep', 'Exercise', 'Reading', 'Meditation', 'Hydration', 'No sugar'];

/** addhabit's template picker ("Start from a template", under "More options"): the names. */
async function offeredTemplates(page: Page, first: string): Promise<string[]> {
  await page.goto('/addhabit');
  const toggle = page.locator('button[aria-controls="more-options"]');
  await toggle.waitFor();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const picker = page.locator('section.template-picker');
  await picker.getByRole('heading', { level: 3, name: first, exact: true }).waitFor();
  return picker.getByRole('heading', { level: 3 }).allTextContents();
}

async function logInInGerman(page: Page, user: ApiUser) {
  await page.goto('/auth/login');
  await page.getByLabel('E-Mail').fill(user.email);
  await page.getByLabel('Passwort', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

describe('starter templates in the language of the user', () => {
  it("a German browser's addhabit offers the German starters; a habit made from one keeps its words in English", async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('templates-de'));
    await logInInGerman(page, user);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');

    expect(await offeredTemplates(page, 'Schlaf')).toEqual(GERMAN);

    // A habit made from the German "Schlaf" (create_habit_from_template copies its words).
    const [schlaf] = await restAs<{ id: number }[]>(
      user,
      'habit_template?select=id&language=eq.de&name=eq.Schlaf',
    );
    await rpcAs<number>(user, 'create_habit_from_template', { p_template_id: schlaf.id });

    // Settings, Language: English. addhabit then offers the English starters; the habit stays
    // "Schlaf", with its German question.
    await page.goto('/settings');
    await page.locator('select', { has: page.locator('option[value="pt-BR"]') }).selectOption('en');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await offeredTemplates(page, 'Sleep')).toEqual(ENGLISH);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Schlaf' }).first().waitFor();
    const habits = await restAs<{ name: string; question_metadata: { question: string }[] }[]>(
      user,
      'habit_metadata?select=name,question_metadata(question)&question_metadata.order=position',
    );
    expect(habits.map((h) => [h.name, h.question_metadata[0].question])).toEqual([
      ['Schlaf', 'Wann bist du ins Bett gegangen?'],
    ]);
  });
});
