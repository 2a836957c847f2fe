/**
 * Shared helpers of the browser tests: Debian's Chromium through playwright-core, fresh users,
 * the toasts of SPEC.md section 8, the local mailbox, and axe-core.
 */
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
const AXE_PATH = fileURLToPath(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url));

export function env() {
  return {
    appUrl: inject('appUrl'),
    apiUrl: inject('apiUrl'),
    anonKey: inject('anonKey'),
    serviceRoleKey: inject('serviceRoleKey'),
  };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
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

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

export const DEFAULT_PASSWORD = 'Passw0rd-e2e';

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

/** Newest first, from the local backend's mailbox. */
export async function mailTo(email: string): Promise<MailMessage[]> {
  const res = await fetch(`${env().apiUrl}/mail/messages?to=${encodeURIComponent(email)}`);
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
