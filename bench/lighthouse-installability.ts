/**
 * Installability, checked by the Lighthouse bench (bench/lighthouse.ts) since Lighthouse 12 has no
 * PWA category any more, on the signed-in home of the user seeded here: the manifest linked with
 * 192x192 and 512x512 PNG icons and a maskable one (each icon served as a PNG), the service worker
 * controlling home after a reload, Chrome's own installability errors (CDP
 * Page.getInstallabilityErrors) empty, and home rendering offline from the worker.
 */
import type { LaunchedChrome } from 'chrome-launcher';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { DbClient } from '../src/api/db-client';
import { createTestUser, type startTestBackend } from '../tests/helpers/backend';
import { createYesNoHabit } from './support';

export interface InstallabilityCheck {
  name: string;
  ok: boolean;
  detail?: string;
}

const HOME_USER = { email: 'lighthouse-bench@example.com', password: 'lighthouse-password-1' };
const HABITS = ['Drink water', 'Read 20 pages', 'Walk 8000 steps', 'No sugar', 'Stretch'];

/** A signed-in user's home with a few habits (one yes/no question each) to render. */
export async function seedUser(backend: Awaited<ReturnType<typeof startTestBackend>>) {
  const user = await createTestUser(backend, HOME_USER.email, HOME_USER.password);
  const db = user.client as unknown as DbClient;
  for (const name of HABITS) await createYesNoHabit(db, name, [`Did you do ${name} today?`]);
  return user;
}

interface ManifestIcon {
  src: string;
  sizes?: string;
  type?: string;
  purpose?: string;
}

/**
 * Signs in through the login page in the launched Chrome (its default profile, which Lighthouse's
 * tabs share), then checks the installability facts on home. Leaves the session in localStorage.
 */
export async function signInAndCheckInstallability(
  chrome: LaunchedChrome,
  baseUrl: string,
): Promise<InstallabilityCheck[]> {
  let browser: Browser | undefined;
  try {
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${baseUrl}/auth/login`);
    await page.getByLabel('E-mail').fill(HOME_USER.email);
    await page.getByLabel('Password', { exact: true }).fill(HOME_USER.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('article', { name: HABITS[0] }).waitFor({ timeout: 30_000 });
    const swReady = await page.evaluate(() =>
      Promise.race([
        navigator.serviceWorker.ready.then((r) => r.active?.scriptURL ?? null),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 20_000)),
      ]),
    );
    // The worker (registerType 'prompt', no clientsClaim) takes the pages opened after it.
    await page.reload();
    await page.getByRole('article', { name: HABITS[0] }).waitFor({ timeout: 30_000 });
    const controller = await page.evaluate(
      () => navigator.serviceWorker.controller?.scriptURL ?? null,
    );

    const checks = await manifestChecks(page, baseUrl);
    checks.push({
      name: 'service worker /sw.js controls home after a reload',
      ok: !!controller && new URL(controller).pathname === '/sw.js',
      detail: `ready: ${swReady ?? 'no'}; controller: ${controller ?? 'none'}`,
    });
    checks.push(await chromeInstallabilityCheck(context, page));
    checks.push(await offlineCheck(context, page));
    await page.close();
    return checks;
  } finally {
    // Over CDP, close() only disconnects Playwright: the launched Chrome keeps running.
    await browser?.close();
  }
}

/** The manifest linked and served, then its 192x192, 512x512 and maskable icons served as PNG. */
async function manifestChecks(page: Page, baseUrl: string): Promise<InstallabilityCheck[]> {
  const manifestHref = await page.evaluate(
    () => document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href ?? null,
  );
  const checks: InstallabilityCheck[] = [];
  let icons: ManifestIcon[] = [];
  if (manifestHref) {
    const res = await page.request.get(manifestHref);
    const manifest = (await res.json().catch(() => null)) as {
      name?: string;
      start_url?: string;
      display?: string;
      icons?: ManifestIcon[];
    } | null;
    icons = manifest?.icons ?? [];
    checks.push({
      name: 'web app manifest linked and served (name, start_url, display standalone)',
      ok:
        res.ok() &&
        !!manifest?.name &&
        !!manifest.start_url &&
        ['standalone', 'fullscreen', 'minimal-ui'].includes(manifest.display ?? ''),
      detail: `${new URL(manifestHref).pathname} ${res.status()}, display ${manifest?.display}`,
    });
  } else {
    checks.push({ name: 'web app manifest linked', ok: false, detail: 'no link rel=manifest' });
  }
  const iconOk = async (icon: ManifestIcon | undefined) => {
    if (!icon) return { ok: false, detail: 'missing' };
    const res = await page.request.get(new URL(icon.src, manifestHref ?? baseUrl).href);
    const type = res.headers()['content-type'] ?? '';
    return {
      ok: res.ok() && type.startsWith('image/png'),
      detail: `${icon.src} ${res.status()}`,
    };
  };
  const sized = (size: string) =>
    icons.find((i) => i.sizes?.split(/\s+/).includes(size) && !/maskable/.test(i.purpose ?? ''));
  for (const size of ['192x192', '512x512']) {
    const r = await iconOk(sized(size));
    checks.push({ name: `manifest icon ${size} (PNG, served)`, ...r });
  }
  const maskable = await iconOk(icons.find((i) => /maskable/.test(i.purpose ?? '')));
  checks.push({ name: 'manifest maskable icon (PNG, served)', ...maskable });
  return checks;
}

/** Chrome's own verdict on the page: Page.getInstallabilityErrors over CDP, none expected. */
async function chromeInstallabilityCheck(
  context: BrowserContext,
  page: Page,
): Promise<InstallabilityCheck> {
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: {
      errorId: string;
      errorArguments: { name: string; value: string }[];
    }[];
  };
  const check = {
    name: "Chrome's installability errors (Page.getInstallabilityErrors) none",
    ok: installabilityErrors.length === 0,
    detail: installabilityErrors.length
      ? installabilityErrors
          .map(
            (e) =>
              e.errorId +
              (e.errorArguments.length
                ? ` (${e.errorArguments.map((a) => `${a.name}=${a.value}`).join(', ')})`
                : ''),
          )
          .join('; ')
      : undefined,
  };
  await cdp.detach();
  return check;
}

/**
 * Offline, home still opens: the shell from the worker's precache, the habits from the query
 * cache persisted in IndexedDB (a throttled save, a moment after the data was shown): wait until
 * it holds every query of home, all successful and unchanged for 1.5 s, then reload offline.
 */
async function offlineCheck(context: BrowserContext, page: Page): Promise<InstallabilityCheck> {
  const readPersisted = () =>
    page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open('streakwise-query-cache');
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      try {
        if (!db.objectStoreNames.contains('queries')) return '';
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const req = db.transaction('queries', 'readonly').objectStore('queries').getAll();
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        });
        return values.map((v) => String(v)).join('\n');
      } finally {
        db.close();
      }
    });
  let persisted = false;
  let previous = '';
  for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
    await page.waitForTimeout(1500);
    const blob = await readPersisted();
    const settled =
      blob.includes(HABITS[0]) && !/"status":"(pending|error)"/.test(blob) && blob === previous;
    previous = blob;
    if (settled) {
      persisted = true;
      break;
    }
  }
  await context.setOffline(true);
  let offlineOk = false;
  let offlineDetail: string | undefined;
  try {
    await page.reload();
    await page.getByRole('article', { name: HABITS[0] }).waitFor({ timeout: 15_000 });
    offlineOk = true;
  } catch (e) {
    const text = await page
      .locator('body')
      .innerText()
      .catch(() => '');
    offlineDetail =
      `${e instanceof Error ? e.message.split('\n')[0] : String(e)}; ` +
      `query cache persisted: ${persisted}; page: ${text.replace(/\s+/g, ' ').slice(0, 160)}`;
  } finally {
    await context.setOffline(false);
  }
  return {
    name: 'home opens offline from the worker',
    ok: offlineOk,
    detail: offlineDetail,
  };
}
