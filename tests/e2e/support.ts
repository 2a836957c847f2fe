/**
 * Shared helpers of the browser tests: Debian's Chromium through playwright-core, fresh users,
 * REST calls as a user, the toasts of docs/domain.md, the local mailbox, and axe-core.
 */
import { addDays, format } from 'date-fns';
import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export { CHROMIUM_ARGS, CHROMIUM_PATH };
export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
const AXE_PATH = fileURLToPath(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url));

/** Where the tests photograph their pages, when set (for looking at them; created here). */
export const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;
if (SCREENSHOT_DIR) mkdirSync(SCREENSHOT_DIR, { recursive: true });

export function env() {
  return {
    appUrl: inject('appUrl'),
    apiUrl: inject('apiUrl'),
    mailUrl: inject('mailUrl'),
    anonKey: inject('anonKey'),
    serviceRoleKey: inject('serviceRoleKey'),
  };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export function newContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({ viewport: DESKTOP, baseURL: env().appUrl, ...options });
}

/** A page whose uncaught errors fail loudly in the test output. */
export async function newPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
  return page;
}

/** A new context and page, signed in through the login page ('Login successful!'). */
export async function signedInPage(
  browser: Browser,
  user: Pick<E2eUser, 'email' | 'password'>,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, options);
  const page = await newPage(context);
  await logInViaUi(page, user);
  return { context, page };
}

export interface BrowserSession {
  browser: Browser;
  /** The running test's context, closed after it (a test may replace it and its page). */
  context: BrowserContext;
  page: Page;
}

/**
 * The hooks of a file whose tests each start in a fresh context: one Chromium for all of them,
 * a new context and page before each test, the context closed after it. The fields are set by
 * the hooks, so read them inside the tests.
 */
export function freshContextPerTest(options: BrowserContextOptions = {}): BrowserSession {
  const session = {} as BrowserSession;
  beforeAll(async () => {
    session.browser = await launchBrowser();
  });
  afterAll(async () => {
    await session.browser?.close();
  });
  beforeEach(async () => {
    session.context = await newContext(session.browser, options);
    session.page = await newPage(session.context);
  });
  afterEach(async () => {
    await session.context?.close();
  });
  return session;
}

function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

const DEFAULT_PASSWORD = 'Passw0rd-e2e';

export interface E2eUser {
  name: string;
  email: string;
  password: string;
}

export function newUser(prefix = 'user'): E2eUser {
  return { name: `E2E ${prefix}`, email: uniqueEmail(prefix), password: DEFAULT_PASSWORD };
}

/** Waits for a toast with exactly this text and returns its locator. */
export async function expectToast(page: Page, text: string, timeout = 15_000) {
  const toast = page.locator('.Toastify__toast', { hasText: text }).first();
  await toast.waitFor({ state: 'visible', timeout });
  return toast;
}

/** Through the sign-up page: ends signed in on home with 'Signup successful!'. */
export async function signUpViaUi(page: Page, user: E2eUser = newUser()): Promise<E2eUser> {
  await page.goto('/auth/signup');
  await page.getByLabel('Name').fill(user.name);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectToast(page, 'Signup successful!');
  await page.waitForURL((url) => url.pathname === '/');
  return user;
}

/** Creates an account through the Auth API (faster than the UI when sign-up is not under test). */
export async function createUserViaApi(
  user: E2eUser = newUser(),
): Promise<E2eUser & { id: string; accessToken: string }> {
  const { apiUrl, anonKey } = env();
  const res = await fetch(`${apiUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${anonKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ email: user.email, password: user.password, data: { name: user.name } }),
  });
  const body = (await res.json()) as { access_token?: string; user?: { id: string }; msg?: string };
  if (!res.ok || !body.access_token || !body.user)
    throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(body)}`);
  const profile = await fetch(`${apiUrl}/rest/v1/User_Master?on_conflict=user_id`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${body.access_token}`,
      'Content-Type': 'application/json',
      Prefer: 'resolution=merge-duplicates,return=minimal',
    },
    body: JSON.stringify({ user_id: body.user.id, name: user.name }),
  });
  if (!profile.ok)
    throw new Error(`profile upsert failed: ${profile.status} ${await profile.text()}`);
  return { ...user, id: body.user.id, accessToken: body.access_token };
}

export type ApiUser = Awaited<ReturnType<typeof createUserViaApi>>;

export interface RestInit {
  /** GET without a body, POST with one, unless given. */
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * /rest/v1/<path> (PostgREST through the local backend) as this user; throws with the status and
 * the body unless it answers 2xx; the parsed JSON, null for an empty body.
 */
export async function restAs<T>(
  user: Pick<ApiUser, 'accessToken'>,
  path: string,
  init: RestInit = {},
): Promise<T> {
  const { apiUrl, anonKey } = env();
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  const res = await fetch(`${apiUrl}/rest/v1/${path}`, {
    method,
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${user.accessToken}`,
      'Content-Type': 'application/json',
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** POST /rest/v1/rpc/<fn> as this user with these arguments (see restAs). */
export function rpcAs<T>(user: Pick<ApiUser, 'accessToken'>, fn: string, args: unknown) {
  return restAs<T>(user, `rpc/${fn}`, { body: args });
}

/**
 * create_habit as this user: one question answered Yes (10) or No (0), no daily target; returns
 * the habit's id and its question with the option ids by label.
 */
export async function createYesNoHabitViaApi(
  user: Pick<ApiUser, 'accessToken'>,
  name: string,
  question: string,
  /** More of create_habit's payload, e.g. `consequences`. */
  more: Record<string, unknown> = {},
): Promise<{ id: number; questionId: number; yes: number; no: number }> {
  const id = Number(
    await rpcAs<number>(user, 'create_habit', {
      p_habit: {
        ...more,
        name,
        questions: [
          {
            question,
            options: [
              { label: 'Yes', score_value: 10 },
              { label: 'No', score_value: 0 },
            ],
          },
        ],
      },
    }),
  );
  const [q] = await restAs<{ id: number; option_metadata: { id: number; label: string }[] }[]>(
    user,
    `question_metadata?habit_id=eq.${id}&select=id,option_metadata(id,label)`,
  );
  const option = (label: string) => q.option_metadata.find((o) => o.label === label)!.id;
  return { id, questionId: q.id, yes: option('Yes'), no: option('No') };
}

/** save_habit_day as this user: the habit answered Yes on the date `daysFromToday` away. */
export function answerYesViaApi(
  user: Pick<ApiUser, 'accessToken'>,
  habit: { id: number; questionId: number; yes: number },
  daysFromToday: number,
) {
  const date = format(addDays(new Date(), daysFromToday), 'yyyy-MM-dd');
  return rpcAs(user, 'save_habit_day', {
    p_habit_id: habit.id,
    p_date: date,
    p_answers: [{ question_id: habit.questionId, option_id: habit.yes, notes: null }],
  });
}

/**
 * Moves a habit and its consequence rules to `days` days ago (noon, local time): rules never look
 * at days before they were created, so a test history needs them older.
 */
export async function backdateHabitViaApi(user: ApiUser, habitId: number, days: number) {
  const now = new Date();
  const since = new Date(now.getFullYear(), now.getMonth(), now.getDate() - days, 12);
  for (const [table, column] of [
    ['habit_metadata', 'id'],
    ['consequence_metadata', 'habit_id'],
  ]) {
    await restAs(user, `${table}?${column}=eq.${habitId}`, {
      method: 'PATCH',
      body: { created_at: since.toISOString() },
    });
  }
}

/** Through the login page: ends with 'Login successful!'. */
export async function logInViaUi(
  page: Page,
  user: Pick<E2eUser, 'email' | 'password'>,
  path = '/auth/login',
) {
  await page.goto(path);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  try {
    await expectToast(page, 'Login successful!');
  } catch (error) {
    const toasts = await page.locator('.Toastify__toast').allTextContents();
    throw new Error(
      `no 'Login successful!' toast at ${page.url()} (toasts: ${JSON.stringify(toasts)})`,
      { cause: error },
    );
  }
}

export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  created_at: string;
}

/** Newest first, from the local backend's mailbox (its own port). */
export async function mailTo(email: string): Promise<MailMessage[]> {
  const res = await fetch(`${env().mailUrl}/messages?to=${encodeURIComponent(email)}`);
  if (!res.ok) throw new Error(`mailbox: ${res.status}`);
  return (await res.json()) as MailMessage[];
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Runs axe-core on the page and returns its serious and critical violations. */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

export function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')} ${n.failureSummary ?? ''}`).join('\n')}`,
    )
    .join('\n');
}

/** Fails the test with axe's serious and critical violations on the page, if there are any. */
export async function expectNoSeriousA11yViolations(page: Page, label?: string): Promise<void> {
  const violations = await seriousA11yViolations(page);
  const report = formatViolations(violations);
  expect(violations, label === undefined ? report : `${label}\n${report}`).toEqual([]);
}

/** Everything the origin keeps on the device: Web Storage, every IndexedDB store, Cache Storage. */
export function deviceDump(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const out: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i)!;
      out.push(`localStorage ${k}=${localStorage.getItem(k)}`);
    }
    for (let i = 0; i < sessionStorage.length; i++) {
      const k = sessionStorage.key(i)!;
      out.push(`sessionStorage ${k}=${sessionStorage.getItem(k)}`);
    }
    const req = <T>(r: IDBRequest<T>) =>
      new Promise<T>((res, rej) => {
        r.onsuccess = () => res(r.result);
        r.onerror = () => rej(r.error);
      });
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await req(indexedDB.open(info.name));
      for (const store of Array.from(db.objectStoreNames)) {
        const os = db.transaction(store, 'readonly').objectStore(store);
        const [keys, values] = await Promise.all([req(os.getAllKeys()), req(os.getAll())]);
        out.push(
          `indexedDB ${info.name}/${store} ${JSON.stringify(keys)} ${JSON.stringify(values)}`,
        );
      }
      db.close();
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const res = await cache.match(request);
        const type = res?.headers.get('content-type') ?? '';
        const body = res && /json|text|javascript/.test(type) ? await res.text() : '';
        out.push(`cache ${name} ${request.url} ${body}`);
      }
    }
    return out;
  });
}

/** addhabit's short form: opens "More options" (templates, questions, consequences) if closed. */
export async function openMoreOptions(page: Page) {
  const toggle = page.getByRole('button', { name: /More options/ });
  await toggle.waitFor();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/** addhabit's short form: saves the habit without "Remind me at" (a first habit starts with one). */
export async function withoutReminder(page: Page) {
  await page.getByRole('checkbox', { name: 'Remind me' }).uncheck();
}

/** The service worker controls the app and its shell is precached, so it opens offline. */
export async function waitForOfflineReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** The last data seen has been written to IndexedDB by the query persister. */
export async function waitForPersistedCache(page: Page, text: string) {
  await expect
    .poll(
      () =>
        page.evaluate(async (needle) => {
          const db = await new Promise<IDBDatabase>((res, rej) => {
            const r = indexedDB.open('streakwise-query-cache');
            r.onsuccess = () => res(r.result);
            r.onerror = () => rej(r.error);
          });
          try {
            if (!db.objectStoreNames.contains('queries')) return false;
            const values = await new Promise<unknown[]>((res, rej) => {
              const r = db.transaction('queries', 'readonly').objectStore('queries').getAll();
              r.onsuccess = () => res(r.result);
              r.onerror = () => rej(r.error);
            });
            return JSON.stringify(values).includes(needle);
          } finally {
            db.close();
          }
        }, text),
      { timeout: 10_000 },
    )
    .toBe(true);
}
