/**
 * Languages (docs/languages.md), in real Chromium against the production build: a browser in
 * German opens the login page in German (never the prerendered English first, only the German
 * catalog fetched); Settings offers the six languages by their own names, a choice applies at
 * once, is kept with the account and on the device, and survives a reload; Arabic turns the page
 * right to left.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createUserViaApi,
  freshContextPerTest,
  logInViaUi,
  newContext,
  newPage,
  newUser,
  restAs,
  type ApiUser,
} from './support';

const session = freshContextPerTest();

/** Words of the English login page; none may show to a German browser. */
const ENGLISH_WORDS = [
  /\bLog in\b/,
  /\bPassword\b/,
  /\bForgot\b/,
  /\bWelcome\b/,
  /\bCreate an account\b/,
  /\bNew to\b/,
  /\bShow\b/,
  /\bHide\b/,
  /\bLoading\b/,
];

/** What the page shows and says: its text, the names and titles of its elements, its title. */
const interfaceText = (page: Page) =>
  page.evaluate(() => {
    const names = Array.from(
      document.querySelectorAll('[aria-label], [title], [placeholder]'),
      (el) => ['aria-label', 'title', 'placeholder'].map((a) => el.getAttribute(a) ?? '').join(' '),
    );
    return [document.title, document.body.innerText, ...names].join('\n');
  });

const accountLanguage = async (user: ApiUser) =>
  (await restAs<{ language: string | null }[]>(user, 'user_settings?select=language'))[0]
    ?.language ?? null;

describe('a browser in German', () => {
  it('opens /auth/login in German (lang=de), never the English page first, with the German catalog only', async () => {
    const context = await newContext(session.browser, { locale: 'de-DE' });
    try {
      const page = await newPage(context);
      // Each frame, whether the root showed English (the prerendered HTML is English).
      await page.addInitScript(() => {
        const w = window as unknown as { englishShown: boolean };
        w.englishShown = false;
        const look = () => {
          const root = document.getElementById('root');
          if (
            root &&
            getComputedStyle(root).visibility !== 'hidden' &&
            /Welcome back|Log in|Password/.test(root.innerText)
          )
            w.englishShown = true;
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
      const catalogs: string[] = [];
      page.on('request', (req) => {
        const name = new URL(req.url()).pathname.match(/\/assets\/((?:public|messages)\.[^-]+)-/);
        if (name) catalogs.push(name[1]);
      });

      await page.goto('/auth/login');
      await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
      await page.getByRole('button', { name: 'Anmelden' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
      await expect.poll(() => page.title()).toBe('Anmelden · Streakwise');
      await expect
        .poll(() =>
          page.getByText('Schön, dass du wieder da bist. Deine Gewohnheiten warten.').count(),
        )
        .toBe(1);
      const text = await interfaceText(page);
      for (const word of ENGLISH_WORDS) expect(text, String(word)).not.toMatch(word);

      // The form answers in German too.
      await page.getByLabel('E-Mail').fill('nope');
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await page.getByText('Gib eine gültige E-Mail-Adresse ein').waitFor();
      await page.getByText('Passwort ist erforderlich').waitFor();

      expect(
        await page.evaluate(() => (window as unknown as { englishShown: boolean }).englishShown),
      ).toBe(false);
      // The first contentful paint is the German page (the English one stayed hidden).
      const paint = await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      );
      console.log(`German /auth/login: first contentful paint at ${Math.round(paint ?? -1)} ms`);
      // Only the language in use: German's catalog of the signed-out pages.
      expect([...new Set(catalogs)]).toEqual(['public.de']);
    } finally {
      await context.close();
    }
  });
});

describe('Settings: Language', () => {
  it('offers the six languages by their own names; Spanish applies at once, is kept with the account and survives a reload', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('language'));
    await logInViaUi(page, user);
    await page.goto('/settings');
    const select = page.getByRole('combobox', { name: 'Language' });
    expect(await select.inputValue()).toBe('en');
    expect(await select.locator('option').allTextContents()).toEqual([
      'English',
      'Deutsch',
      'Español',
      'Français',
      'Português (Brasil)',
      'العربية',
    ]);

    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    await select.selectOption('es');
    // At once, without a reload: the page, the navigation, the document's language.
    await page.getByRole('heading', { level: 1, name: 'Ajustes' }).waitFor();
    await page.getByRole('link', { name: 'Inicio' }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await page.getByRole('combobox', { name: 'Idioma' }).inputValue()).toBe('es');
    expect(
      await page.getByLabel('La semana empieza el').locator('option').first().textContent(),
    ).toBe('domingo');
    expect(navigations).toEqual([]);
    await expect.poll(() => accountLanguage(user), { timeout: 10_000 }).toBe('es');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Ajustes' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');

    // Another device of the account (a browser in English) takes the account's language.
    const context2 = await newContext(session.browser);
    try {
      const page2 = await newPage(context2);
      await logInViaUi(page2, user);
      await page2.goto('/settings');
      await page2.getByRole('heading', { level: 1, name: 'Ajustes' }).waitFor({ timeout: 10_000 });
      // Signed out, the device keeps it for its login page.
      await page2.getByRole('button', { name: 'Cerrar sesión' }).first().click();
      await page2.waitForURL((url) => url.pathname === '/auth/login');
      await page2.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor();
      expect(await page2.evaluate(() => document.documentElement.lang)).toBe('es');
    } finally {
      await context2.close();
    }
  });

  it('Arabic turns the page right to left, and the prerendered pages with it', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('arabic'));
    await logInViaUi(page, user);
    await page.goto('/settings');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await page.getByRole('heading', { level: 1, name: 'الإعدادات' }).waitFor();
    expect(
      await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
    ).toEqual(['ar', 'rtl']);
    // The start page (prerendered in English) opens in Arabic, right to left.
    await page.goto('/n');
    await page
      .getByRole('heading', { level: 1, name: 'عادات تدوم، بإجابة واحدة بنقاط كل يوم.' })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  });
});
