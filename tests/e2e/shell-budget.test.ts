/**
 * The login page's JavaScript budget (issue 3: at most 150 KB gzip): from the build manifest,
 * and from what Chromium actually downloads when it opens /auth/login.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { gzipSize, LOGIN_BUDGET_BYTES, loginPageChunks } from './login-bundle';
import { launchBrowser, newContext } from './support';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('login page budget', () => {
  it('the chunks of the entry and the login route stay within 150 KB gzip, without supabase-js', () => {
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

  it('what Chromium downloads for /auth/login stays within 150 KB gzip', async () => {
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
