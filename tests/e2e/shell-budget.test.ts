/**
 * The login page's JavaScript budget (LOGIN_BUDGET_BYTES, just above today's size so a regression
 * fails): from the build manifest, and from what Chromium actually downloads when it opens
 * /auth/login. And the first paint's HTML: the API origin preconnected, no stylesheet to fetch
 * before anything shows (build/html-plugins.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { gzipSize, LOGIN_BUDGET_BYTES, loginPageChunks, routeChunks } from './login-bundle';
import { createUserViaApi, launchBrowser, newContext, newUser, signedInPage } from './support';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('login page budget', () => {
  it('the chunks of the entry and the login route stay within the budget, without supabase-js', () => {
    const chunks = loginPageChunks(inject('distDir'));
    const total = chunks.reduce((sum, c) => sum + c.gzipBytes, 0);
    console.log(`login page JS (manifest): ${kb(total)} in ${chunks.length} chunks`);
    expect(total).toBeLessThanOrEqual(LOGIN_BUDGET_BYTES);
    // supabase-js (its client-info header names it) is loaded with the signed-in area, not here.
    for (const c of chunks)
      expect(readFileSync(join(inject('distDir'), c.file), 'utf8'), c.file).not.toContain(
        'supabase-js',
      );
  });

  it('what Chromium downloads for /auth/login stays within the budget', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.origin === inject('appUrl') && /\.m?js$/.test(url.pathname))
        scripts.add(url.pathname);
    });
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await page.waitForLoadState('networkidle');
    await context.close();
    // The service worker script itself is not part of the page.
    const files = [...scripts].filter((p) => p.startsWith('/assets/'));
    const total = files.reduce((sum, p) => sum + gzipSize(join(inject('distDir'), p)), 0);
    console.log(`login page JS (browser): ${kb(total)} in ${files.length} files`);
    expect(files.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(LOGIN_BUDGET_BYTES);
  });
});

describe("home's startup code", () => {
  it("loads no zod: the habit form's rules come with the form, not with home", () => {
    // What opening home evaluates before it can render: the entry, the signed-in layout and
    // home's page with their static imports. zod and the form's schemas cost a phone's main
    // thread at startup (src/components/habit-form/habit-form-values.ts has what home needs).
    const distDir = inject('distDir');
    const home = routeChunks(distDir, [
      'src/app/layout/app-layout.tsx',
      'src/features/home/routes/home-page.tsx',
    ]);
    expect(home.length).toBeGreaterThan(5);
    const withZod = home.filter((f) => readFileSync(join(distDir, f), 'utf8').includes('._zod.'));
    expect(withZod).toEqual([]);
    // The add-habit page does load it (so the check above can see zod where it is).
    const form = routeChunks(distDir, ['src/features/add-habit/routes/add-habit-page.tsx']);
    expect(form.some((f) => readFileSync(join(distDir, f), 'utf8').includes('._zod.'))).toBe(true);
  });

  it('opens home without a modulepreload or stylesheet link per chunk (each cost the starting app a few ms)', async () => {
    const user = await createUserViaApi(newUser('preload'));
    const { context, page } = await signedInPage(browser, user);
    try {
      await page.waitForURL((url) => url.pathname === '/');
      await page.reload();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const modules = await page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter((e) => /\/assets\/.+\.js$/.test(new URL(e.name).pathname)).length,
      );
      // The links the app added: those in the document that index.html itself does not have
      // (its own few, for the entry's static imports, and the one its inline script adds while
      // the head is parsed: the language's catalog, build/i18n-html.ts).
      const added = await page.evaluate(async () => {
        const html = await (await fetch('/')).text();
        return Array.from(document.querySelectorAll('link[rel="modulepreload"]'), (l) =>
          l.getAttribute('href'),
        ).filter((href) => href && !html.includes(`"${href}"`));
      });
      // Home's code still came in many chunks; none of them through an added link.
      expect(modules).toBeGreaterThan(10);
      expect(added).toEqual([]);
      // Nor a stylesheet per lazy chunk: all of the app's CSS came inlined with the HTML.
      const stylesheets = await page.evaluate(() =>
        Array.from(
          document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled])'),
          (l) => l.getAttribute('href'),
        ),
      );
      expect(stylesheets).toEqual([]);
      // The home page's own rules are there (they came from a lazy chunk's CSS file before).
      expect(
        await page.evaluate(() =>
          Array.from(document.styleSheets).some((sheet) =>
            Array.from(sheet.cssRules).some((rule) => rule.cssText.includes('.habit-row')),
          ),
        ),
      ).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('index.html for the first paint', () => {
  it('preconnects to the API origin and inlines the entry stylesheet instead of linking it', async () => {
    const html = await (await fetch(`${inject('appUrl')}/auth/login`)).text();
    const apiOrigin = new URL(inject('apiUrl')).origin;
    expect(html).toMatch(
      new RegExp(`<link rel="preconnect" href="${apiOrigin.replace(/[.]/g, '\\.')}" crossorigin`),
    );
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(html).toMatch(/<style>[^<]*--brand:/);
  });

  it('Chromium paints /auth/login styled without requesting any stylesheet', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const stylesheets: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'stylesheet') stylesheets.push(req.url());
    });
    await page.goto('/auth/login');
    const button = page.getByRole('button', { name: 'Log in' });
    await button.waitFor();
    // The brand colour comes from the inlined entry CSS.
    const background = await button.evaluate((el) => getComputedStyle(el).backgroundColor);
    await context.close();
    expect(stylesheets).toEqual([]);
    expect(background).toBe('rgb(15, 118, 110)');
  });

  it("requests the page's own chunk while the HTML is parsed, before the entry runs", async () => {
    // Module scripts run after parsing (domInteractive): a chunk the entry's import() asks for
    // starts after it; one preloaded from index.html (build/html-plugins.ts) starts before.
    // The signed-out pages that are not prerendered (/n and /auth/login are, and load the app
    // only when used: tests/e2e/shell-prerender.test.ts).
    const context = await newContext(browser);
    const page = await context.newPage();
    for (const [path, chunk] of [
      ['/auth/signup', /\/signup-page-[^/]+\.js$/],
      ['/auth/reset-password', /\/reset-password-page-[^/]+\.js$/],
    ] as const) {
      await page.goto(path);
      // Wait for React to have taken the root, which needs the chunk.
      await page.waitForFunction(() =>
        Object.keys(document.getElementById('root') ?? {}).some((k) =>
          k.startsWith('__reactContainer$'),
        ),
      );
      const timing = await page.evaluate((source) => {
        const pattern = new RegExp(source);
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const own = performance
          .getEntriesByType('resource')
          .filter((e) => pattern.test(new URL(e.name).pathname));
        return { domInteractive: nav.domInteractive, starts: own.map((e) => e.startTime) };
      }, chunk.source);
      expect(timing.starts, path).toHaveLength(1);
      expect(timing.starts[0], path).toBeLessThan(timing.domInteractive);
    }
    await context.close();
  });
});
