/**
 * The signed-out pages a first visit opens, /n and /auth/login, come prerendered in their HTML
 * (build/prerender.ts) and are hydrated, not rendered again (src/main.tsx), in real Chromium
 * against the production build:
 * - the first HTML response already holds the page (heading, form), shown with JavaScript off,
 *   where the login button waits for the script (no native GET with the password in the URL);
 * - hydration keeps the prerendered elements and reports no error, and the page then works
 *   (a link navigates, the login form signs in);
 * - the same page with a query (?from=...) is hydrated too, and then says what the query asks;
 * - the service worker serves each prerendered file for its path and index.html for the rest;
 * - the centred login card does not move while its HTML arrives in two pieces;
 * - the page paints before the app's code is evaluated, also when the code is already there;
 * - the app's code is not run while nobody uses the page: it starts at the first touch, key or
 *   focus, at once (after the paint) when a session is stored, else when the page has been idle
 *   for IDLE_START_MS after load;
 * - what is typed into the login form before hydration is kept and signs in, with a query too;
 *   an Enter pressed before hydration signs in once hydrated.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createUserViaApi,
  env,
  expectToast,
  freshContextPerTest,
  newContext,
  logInViaUi,
  newUser,
  waitForOfflineReady,
} from './support';
import { IDLE_START_MS } from '../../build/prerender';
import { AUTH_STORAGE_KEY } from '../../src/config/auth-storage-key';

const session = freshContextPerTest();

const PAGES = [
  { path: '/n', heading: 'Build habits that stick, one scored answer a day.' },
  { path: '/auth/login', heading: 'Log in' },
] as const;

/** Page errors and console errors (React reports a failed hydration through both). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/** Remembers the h1 the HTML parser made, before any module script runs. */
async function recordParsedHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { parsedH1: Element | null }).parsedH1 = document.querySelector('h1');
    });
  });
}

/** React has taken the root (hydrateRoot and createRoot both mark the container). */
async function waitForReactRoot(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((k) =>
      k.startsWith('__reactContainer$'),
    ),
  );
}

/** When the app's code was evaluated (main.tsx's mark), in ms since navigation; null: not yet. */
function appStart(page: Page) {
  return page.evaluate(
    () => performance.getEntriesByName('streakwise:app-start')[0]?.startTime ?? null,
  );
}

/** Holds the app's entry chunk until the returned function is called (the page stays unhydrated). */
async function holdEntryChunk(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The load event's end, in ms since navigation. */
function loadEnd(page: Page) {
  return page.evaluate(
    () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
  );
}

/** Whether the h1 on screen is still the element the HTML parser made. */
function parsedHeadingKept(page: Page) {
  return page.evaluate(() => {
    const parsed = (window as unknown as { parsedH1: Element | null }).parsedH1;
    return { parsed: parsed?.textContent ?? null, kept: !!parsed && parsed.isConnected };
  });
}

describe('prerendered signed-out pages', () => {
  it('the first HTML response of /n and /auth/login already holds the page', async () => {
    for (const { path, heading } of PAGES) {
      const res = await fetch(`${env().appUrl}${path}`);
      const html = await res.text();
      expect(res.status, path).toBe(200);
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(html, path).toContain(`<div id="root" data-prerendered="${path}">`);
    }
    // Everything else still gets the app's index.html.
    const other = await (await fetch(`${env().appUrl}/auth/signup`)).text();
    expect(other).toContain('<div id="root"></div>');
  });

  it('shows them with JavaScript off, the login button waiting for the script', async () => {
    const context = await newContext(session.browser, { javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/n');
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: PAGES[0].heading }).isVisible())
        .toBe(true);
      expect(await page.getByRole('link', { name: 'Create a free account' }).isVisible()).toBe(
        true,
      );

      await page.goto('/auth/login');
      expect(await page.getByRole('heading', { level: 1, name: 'Log in' }).isVisible()).toBe(true);
      await page.getByLabel('E-mail').fill('someone@example.com');
      await page.getByLabel('Password', { exact: true }).fill('not-in-the-url');
      expect(await page.getByRole('button', { name: 'Log in' }).isDisabled()).toBe(true);
      await page.getByLabel('Password', { exact: true }).press('Enter');
      await page.waitForTimeout(300);
      expect(page.url()).not.toContain('not-in-the-url');
    } finally {
      await context.close();
    }
  });

  it('hydrates /n without an error, keeping its elements, and its links work', async () => {
    const { page } = session;
    const errors = collectErrors(page);
    await recordParsedHeading(page);
    await page.goto('/n');
    await waitForReactRoot(page);
    await page.waitForLoadState('networkidle');
    expect(await parsedHeadingKept(page)).toEqual({ parsed: PAGES[0].heading, kept: true });
    await page.getByRole('link', { name: 'I already have an account' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await expect.poll(() => page.title()).toBe('Log in · Streakwise');
    expect(errors).toEqual([]);
  });

  it('hydrates /auth/login without an error, keeping its elements, and the form signs in', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('prerender'));
    const errors = collectErrors(page);
    await recordParsedHeading(page);
    await page.goto('/auth/login');
    await waitForReactRoot(page);
    await page.waitForLoadState('networkidle');
    expect(await parsedHeadingKept(page)).toEqual({ parsed: 'Log in', kept: true });
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectToast(page, 'Login successful!');
    await page.waitForURL((url) => url.pathname === '/');
    expect(errors).toEqual([]);
  });

  it('hydrates the login page for ?from=... too, then says so, without an error', async () => {
    const { page } = session;
    const errors = collectErrors(page);
    await recordParsedHeading(page);
    await page.goto('/auth/login?from=%2Ftableview');
    await waitForReactRoot(page);
    await expect
      .poll(() => page.getByText('Log in to continue where you were.').isVisible())
      .toBe(true);
    await expect(page.getByText('Welcome back. Your habits are waiting.').count()).resolves.toBe(0);
    expect(await parsedHeadingKept(page)).toEqual({ parsed: 'Log in', kept: true });
    expect(errors).toEqual([]);
  });

  it('the service worker serves the prerendered files for their paths, index.html for others', async () => {
    const { page, context } = session;
    await page.goto('/n');
    await waitForOfflineReady(page);
    await page.reload();
    await context.setOffline(true);
    for (const { path, heading } of PAGES) {
      const res = await page.goto(path);
      expect(res?.fromServiceWorker(), path).toBe(true);
      const html = (await res?.text()) ?? '';
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: heading }).isVisible())
        .toBe(true);
    }
    const res = await page.goto('/auth/signup');
    expect(res?.fromServiceWorker()).toBe(true);
    expect((await res?.text()) ?? '').toContain('<div id="root"></div>');
    await expect.poll(() => page.title()).toBe('Sign up · Streakwise');
  });

  it('the login card does not move while its HTML arrives in pieces', async () => {
    // A front to the app that sends /auth/login's HTML in two parts, 800 ms apart, cut inside the
    // form: the browser paints what it has meanwhile.
    const upstream = env().appUrl;
    const front = createServer((req, res) => {
      void (async () => {
        const up = await fetch(`${upstream}${req.url}`);
        const body = Buffer.from(await up.arrayBuffer());
        res.writeHead(up.status, { 'content-type': up.headers.get('content-type') ?? '' });
        if (req.url !== '/auth/login') return res.end(body);
        const html = body.toString('utf8');
        const cut = html.indexOf('<div class="form-row-end"');
        expect(cut).toBeGreaterThan(0);
        res.write(html.slice(0, cut));
        await new Promise((resolve) => setTimeout(resolve, 800));
        res.end(html.slice(cut));
      })();
    });
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
    const context = await newContext(session.browser, {
      baseURL: `http://127.0.0.1:${(front.address() as AddressInfo).port}`,
      viewport: { width: 390, height: 844 },
    });
    try {
      const page = await context.newPage();
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: number };
        w.shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) w.shifts += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/auth/login');
      await page.getByRole('button', { name: 'Log in' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
    } finally {
      await context.close();
      front.closeAllConnections();
      await new Promise((resolve) => front.close(resolve));
    }
  });

  it('paints /n and /auth/login before the app is evaluated, even with the code at hand', async () => {
    const { page } = session;
    for (const { path } of PAGES) {
      // Twice: the second load has every script in the memory cache, ready when parsing ends.
      for (let i = 0; i < 2; i++) {
        await page.goto(path);
        await waitForReactRoot(page);
        const [paint, start] = await page.evaluate(() => [
          performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
          performance.getEntriesByName('streakwise:app-start')[0]?.startTime ?? null,
        ]);
        expect(paint, path).not.toBeNull();
        expect(start, path).not.toBeNull();
        expect(paint!, path).toBeLessThan(start!);
      }
    }
  });

  it('does not run the app while nobody uses the page, then starts it at the first focus', async () => {
    const { page } = session;
    const errors = collectErrors(page);
    await page.goto('/auth/login');
    await page.waitForLoadState('load');
    await page.waitForTimeout(IDLE_START_MS / 2);
    expect(await appStart(page)).toBeNull();
    // Nothing of the app was fetched as a module yet: only prefetched into the HTTP cache.
    const rels = await page.evaluate(() =>
      Array.from(document.querySelectorAll('link[rel="modulepreload"]'), (l) => l.outerHTML),
    );
    expect(rels).toEqual([]);
    const focusedAt = await page.evaluate(() => {
      document.querySelector<HTMLInputElement>('input[type="email"]')!.focus();
      return performance.now();
    });
    await waitForReactRoot(page);
    const started = await appStart(page);
    expect(started).not.toBeNull();
    expect(started!).toBeGreaterThan(focusedAt);
    // Well before the idle start would have come.
    expect(started! - (await loadEnd(page))).toBeLessThan(IDLE_START_MS);
    expect(errors).toEqual([]);
  });

  it('starts the app by itself once the page has been idle after load', async () => {
    const { page } = session;
    await page.goto('/n');
    await waitForReactRoot(page);
    const [started, loaded] = [await appStart(page), await loadEnd(page)];
    expect(started! - loaded).toBeGreaterThanOrEqual(IDLE_START_MS);
    await waitForOfflineReady(page);
  });

  it('starts the app at once on /n when a session is stored, which then offers to open the app', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('signedin'));
    await logInViaUi(page, user);
    await page.goto('/n');
    await expect
      .poll(() => page.getByRole('link', { name: 'Open the app' }).isVisible(), { timeout: 5000 })
      .toBe(true);
    expect((await appStart(page))! - (await loadEnd(page))).toBeLessThan(IDLE_START_MS);
    expect(await page.evaluate((key) => localStorage.getItem(key) !== null, AUTH_STORAGE_KEY)).toBe(
      true,
    );
  });

  it('an Enter pressed before hydration signs in once the page is hydrated', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('enter'));
    const release = await holdEntryChunk(page);
    const signIns: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/auth/v1/token')) signIns.push(req.url());
    });
    await page.goto('/auth/login', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    // Not hydrated yet: the button waits, nothing went out, the password is not in the URL.
    expect(await page.getByRole('button', { name: 'Log in' }).isDisabled()).toBe(true);
    expect(page.url()).not.toContain(user.password);
    release();
    await expectToast(page, 'Login successful!');
    await page.waitForURL((where) => where.pathname === '/');
    expect(signIns).toHaveLength(1);
  });

  it.each([
    ['/auth/login', '/'],
    // Opening a signed-in page signed out lands here; what is typed must not be rendered away.
    ['/auth/login?from=%2Fprofile', '/profile'],
  ])('keeps what was typed into %s before hydration, and signs in with it', async (url, next) => {
    const { page } = session;
    const user = await createUserViaApi(newUser('early'));
    // Hold the app's entry chunk until the fields are filled in.
    const release = await holdEntryChunk(page);
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    expect(
      await page.evaluate(() =>
        Object.keys(document.getElementById('root') ?? {}).some((k) =>
          k.startsWith('__reactContainer$'),
        ),
      ),
    ).toBe(false);
    release();
    await waitForReactRoot(page);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectToast(page, 'Login successful!');
    await page.waitForURL((where) => where.pathname === next);
  });
});
