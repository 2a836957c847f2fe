/**
 * What the benches share: the production build of the app, Debian's Chromium with the flags of
 * the browser tests, a page signed in through the login page, and a habit of yes/no questions
 * made as a test user.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import { ROOT_DIR } from '../backend/db/database';
import type { DbClient } from '../src/api/db-client';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium';

export const OUT_DIR = join(ROOT_DIR, 'bench', '.out');

/**
 * A production build as tests/e2e/global-setup.ts makes it: VITE_* from these values only (no
 * .env.local of a developer), React's production build, the service worker.
 */
export async function buildProductionApp(
  outDir: string,
  backend: { url: string; anonKey: string },
): Promise<void> {
  await mkdir(OUT_DIR, { recursive: true });
  const saved = { ...process.env };
  Object.assign(process.env, {
    VITE_SUPABASE_URL: backend.url,
    VITE_SUPABASE_ANON_KEY: backend.anonKey,
    VITE_GOOGLE_CLIENT_ID: '',
    NODE_ENV: 'production',
  });
  try {
    const { build } = await import('vite');
    await build({
      root: ROOT_DIR,
      configFile: join(ROOT_DIR, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'error',
      envDir: OUT_DIR,
      build: { outDir, emptyOutDir: true, sourcemap: Boolean(process.env.BENCH_SOURCEMAP) },
    });
  } finally {
    process.env = saved;
  }
}

/** Debian's Chromium with the flags of the browser tests (tests/e2e/chromium.ts). */
export function launchChromium(executablePath = CHROMIUM_PATH): Promise<Browser> {
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

/** A desktop-size page of the app served at baseURL, in a new context. */
export async function openAppPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL });
  return context.newPage();
}

/**
 * A page as on Lighthouse's phone (its mobile screen emulation: 412 x 823 at 1.75x, mobile,
 * touch): what the tap bench measures is a finger on a phone, which leaves no mouse pointer over
 * the list (a pointer left there makes Chromium hit-test it for hover after every layout change).
 */
export async function openPhonePage(browser: Browser, baseURL: string): Promise<Page> {
  const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    baseURL,
  });
  return context.newPage();
}

/** Signs in through the login page (a click, or a tap on a touch page) and waits for home. */
export async function logIn(
  page: Page,
  email: string,
  password: string,
  opts: { tap?: boolean } = {},
): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const button = page.getByRole('button', { name: 'Log in' });
  await (opts.tap ? button.tap() : button.click());
  await page.waitForURL((url) => url.pathname === '/');
}

export interface YesNoHabit {
  id: number;
  /** In position order, each with its Yes (10) and No (0) options. */
  questions: { id: number; options: { id: number; label: string; score_value: number }[] }[];
}

/** Creates a habit whose questions are each Yes (+10) or No (0), through create_habit. */
export async function createYesNoHabit(
  db: DbClient,
  name: string,
  questions: string[],
): Promise<YesNoHabit> {
  const { data: id, error } = await db.rpc('create_habit', {
    p_habit: {
      name,
      questions: questions.map((question) => ({
        question,
        options: [
          { label: 'Yes', score_value: 10 },
          { label: 'No', score_value: 0 },
        ],
      })),
    },
  });
  if (error) throw new Error(`create_habit: ${error.message}`);
  const { data: qs, error: qErr } = await db
    .from('question_metadata')
    .select('id, option_metadata(id, label, score_value)')
    .eq('habit_id', Number(id))
    .order('position');
  if (qErr || !qs?.length) throw new Error(`questions: ${qErr?.message ?? 'none'}`);
  return {
    id: Number(id),
    questions: (qs as { id: number; option_metadata: YesNoHabit['questions'][0]['options'] }[]).map(
      (q) => ({ id: q.id, options: q.option_metadata }),
    ),
  };
}
