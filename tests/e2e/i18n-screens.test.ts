/**
 * Every signed-in screen in the account's language (docs/languages.md): an account set to German
 * sees home, the habit page, addhabit, the table, insights, templates, groups, Settings and the
 * profile without an English interface word, German dates, and a number typed the German way
 * ("1,5") saved as 1.5 and shown as "1,5".
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  createUserViaApi,
  freshContextPerTest,
  logInViaUi,
  newUser,
  restAs,
  rpcAs,
} from './support';

const session = freshContextPerTest({ viewport: { width: 390, height: 844 } });

/** English interface words; the user's own words here are German ("Wasser", "Gläser"). */
const ENGLISH =
  /\b(today|yesterday|answered|answer|points?|streak|strength|settings|insights|templates?|groups?|save|cancel|delete|edit|habits?|weeks?|days?|loading|remind(er)?s?|language|of|the|and|your|done|missed|more)\b/i;

/** What the page shows and says: its text, the names and titles of its elements, its title. */
const interfaceText = (page: Page) =>
  page.evaluate(() => {
    const names = Array.from(
      document.querySelectorAll('[aria-label], [title], [placeholder]'),
      (el) => ['aria-label', 'title', 'placeholder'].map((a) => el.getAttribute(a) ?? '').join(' '),
    );
    return [document.title, document.body.innerText, ...names].join('\n');
  });

/** The lines of the page's interface text that hold an English word. */
async function englishLines(page: Page): Promise<string[]> {
  // A product's name is a name: "Loop Habit Tracker" stays as it is in every language.
  const text = (await interfaceText(page)).replaceAll('Loop Habit Tracker', 'Loop');
  return text.split('\n').filter((line) => ENGLISH.test(line));
}

it('German account: every screen in German, German dates, "1,5" read and shown as 1.5', async () => {
  const { page } = session;
  const user = await createUserViaApi(newUser('deutsch'));
  await restAs(user, 'user_settings', { body: { language: 'de' } });
  const habitId = await rpcAs<number>(user, 'create_habit', {
    p_habit: {
      name: 'Wasser',
      questions: [
        {
          question: 'Wie viele Gläser Wasser?',
          kind: 'number',
          unit: 'Gläser',
          target: 8,
          target_type: 'at_least',
          points: 10,
        },
      ],
    },
  });
  await logInViaUi(page, user);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 10_000 })
    .toBe('de');

  // Home: the number typed the German way.
  const card = page.getByRole('article', { name: 'Wasser' });
  const field = card.getByRole('textbox', { name: 'Wie viele Gläser Wasser?' });
  await field.waitFor();
  await field.click();
  await page.keyboard.type('1,5');
  await page.keyboard.press('Enter');
  await expect
    .poll(
      async () =>
        (
          await restAs<{ answer_entry: { value: number | null }[] }[]>(
            user,
            `checkmarks_tracker?habit_id=eq.${habitId}&select=answer_entry(value)`,
          )
        )[0]?.answer_entry[0]?.value ?? null,
      { timeout: 15_000 },
    )
    .toBe(1.5);
  await expect.poll(() => field.inputValue()).toBe('1,5');
  expect(await englishLines(page)).toEqual([]);

  // The other screens, each once its main heading is there.
  for (const path of [
    `/habit/${habitId}`,
    '/addhabit',
    '/tableview',
    '/insights',
    '/templates',
    '/groups',
    '/settings',
    '/profile',
  ]) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Reads settle (a spinner's "Laden" or a figure arriving).
    await page.waitForLoadState('networkidle');
    expect(await englishLines(page), path).toEqual([]);
  }

  // A German date on the habit page's history (a month name of the language).
  await page.goto(`/habit/${habitId}`);
  const months =
    /(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember|Jan\.|Feb\.|Apr\.|Aug\.|Sept\.|Okt\.|Nov\.|Dez\.)/;
  await expect.poll(() => interfaceText(page)).toMatch(months);
});
