/**
 * E2E harness: one memory backend (no demo), one production build of the app pointed at it
 * (with the service worker), one static server. Tests receive the URLs and keys via `inject`.
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import type { TestProject } from 'vitest/node';
import { RELAXED_RATE_LIMITS } from '../../backend/auth/rate-limit';
import { startBackend } from '../../backend/server';
import { serveStatic } from './static-server';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const ARTIFACTS_DIR = fileURLToPath(new URL('./.artifacts', import.meta.url));
export const DIST_DIR = `${ARTIFACTS_DIR}/dist`;

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    apiUrl: string;
    mailUrl: string;
    anonKey: string;
    serviceRoleKey: string;
    distDir: string;
  }
}

async function buildApp(env: Record<string, string>): Promise<void> {
  const { build } = await import('vite');
  const saved = { ...process.env };
  // Vite reads VITE_* variables from process.env; .env.local of a developer must not leak in.
  // NODE_ENV is 'test' under vitest, which would give React's development build.
  Object.assign(process.env, env, { VITE_GOOGLE_CLIENT_ID: '', NODE_ENV: 'production' });
  try {
    await build({
      root: ROOT,
      configFile: `${ROOT}/vite.config.ts`,
      mode: 'production',
      logLevel: 'warn',
      envDir: ARTIFACTS_DIR,
      build: { outDir: DIST_DIR, emptyOutDir: true, sourcemap: false },
    });
  } finally {
    process.env = saved;
  }
}

export default async function setup(project: TestProject) {
  const appPort = await getPort({ host: '127.0.0.1' });
  const appUrl = `http://127.0.0.1:${appPort}`;
  const backend = await startBackend({
    port: 0,
    dataDir: 'memory',
    demo: false,
    quiet: true,
    siteUrl: appUrl,
    bcryptCost: 4,
    // Every test signs up its users from 127.0.0.1.
    rateLimits: RELAXED_RATE_LIMITS,
  });
  let server: Awaited<ReturnType<typeof serveStatic>> | undefined;
  try {
    await mkdir(ARTIFACTS_DIR, { recursive: true });
    await buildApp({
      VITE_SUPABASE_URL: backend.url,
      VITE_SUPABASE_ANON_KEY: backend.anonKey,
      VITE_VAPID_PUBLIC_KEY: backend.vapidPublicKey,
    });
    server = await serveStatic(DIST_DIR, appPort);
  } catch (error) {
    await backend.stop();
    throw error;
  }

  project.provide('appUrl', server.url);
  project.provide('apiUrl', backend.url);
  project.provide('mailUrl', backend.mailUrl);
  project.provide('anonKey', backend.anonKey);
  project.provide('serviceRoleKey', backend.serviceRoleKey);
  project.provide('distDir', DIST_DIR);

  return async () => {
    await server?.close();
    await backend.stop();
  };
}
