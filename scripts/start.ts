/**
 * `npm start`: the local backend plus the app as users get it (production build with the service
 * worker, served by `vite preview` at http://127.0.0.1:5173). `npm run dev` (--dev): the same with
 * the Vite dev server and hot reload. With VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY in
 * .env.local the app talks to that hosted project and no local backend starts. With DATABASE_URL
 * there (or in the environment) the local backend keeps its data on that PostgreSQL server
 * instead of PGlite.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir, stat, writeFile, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build, createServer, loadEnv, preview } from 'vite';
import { ROOT_DIR } from '../backend/db/database';
import {
  DEFAULT_DATA_DIR,
  DEFAULT_PORT,
  googleConfigForClientId,
  startBackend,
  statusFileFor,
  type RunningBackend,
  type StatusFile,
} from '../backend/server';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../backend/db/demo';

const APP_HOST = '127.0.0.1';
const APP_PORT = 5173;
const APP_URL = `http://${APP_HOST}:${APP_PORT}`;
const DIST_DIR = join(ROOT_DIR, 'dist');
const STAMP_FILE = join(ROOT_DIR, '.local', 'build-stamp.json');

const dev = process.argv.includes('--dev');
/** The backend this process started (null when hosted or when one was already running). */
let backend: RunningBackend | null = null;

async function listFiles(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** Hash of what the build depends on: the env it bakes in and the sources' names, sizes, mtimes. */
async function buildHash(env: Record<string, string>): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify(env));
  const files = [
    ...(await listFiles(join(ROOT_DIR, 'src'))),
    ...(await listFiles(join(ROOT_DIR, 'public'))),
    ...(await listFiles(join(ROOT_DIR, 'build'))),
    ...['index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'].map((f) =>
      join(ROOT_DIR, f),
    ),
  ];
  for (const file of files) {
    const info = await stat(file).catch(() => null);
    hash.update(`${file}:${info ? `${info.size}:${info.mtimeMs}` : 'missing'}\n`);
  }
  return hash.digest('hex');
}

async function readStatus(): Promise<StatusFile | null> {
  try {
    const status = JSON.parse(
      await readFile(statusFileFor(DEFAULT_DATA_DIR), 'utf8'),
    ) as StatusFile;
    const res = await fetch(`${status.apiUrl}/auth/v1/health`, {
      signal: AbortSignal.timeout(1500),
    });
    return res.ok ? status : null;
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const fileEnv = loadEnv(dev ? 'development' : 'production', ROOT_DIR, ['VITE_', 'DATABASE_URL']);
  // A PostgreSQL server for the local backend instead of PGlite (docs/local-backend.md).
  const databaseUrl = process.env.DATABASE_URL || fileEnv.DATABASE_URL || undefined;
  const hosted = Boolean(fileEnv.VITE_SUPABASE_URL && fileEnv.VITE_SUPABASE_ANON_KEY);

  let apiUrl: string;
  let anonKey: string;
  let vapidPublicKey = fileEnv.VITE_VAPID_PUBLIC_KEY ?? '';
  let mailUrl: string | null = null;
  if (hosted) {
    apiUrl = fileEnv.VITE_SUPABASE_URL;
    anonKey = fileEnv.VITE_SUPABASE_ANON_KEY;
    console.log(`Using the Supabase project in .env.local (${apiUrl}); no local backend.`);
  } else {
    const running = await readStatus();
    if (running) {
      // `npm run backend` is already up in another terminal: use it, leave it running on exit.
      ({ apiUrl, anonKey, mailUrl } = running);
      vapidPublicKey = running.vapidPublicKey ?? '';
      console.log(`Using the local backend already running at ${apiUrl}.`);
    } else {
      backend = await startBackend({
        port: DEFAULT_PORT,
        dataDir: DEFAULT_DATA_DIR,
        databaseUrl,
        demo: true,
        siteUrl: APP_URL,
        // Google sign-in works locally once the app has a Google client id (.env.local).
        google: googleConfigForClientId(fileEnv.VITE_GOOGLE_CLIENT_ID),
        statusFile: statusFileFor(DEFAULT_DATA_DIR),
      });
      ({ url: apiUrl, anonKey, mailUrl } = backend);
      vapidPublicKey = backend.vapidPublicKey;
    }
    // Vite reads VITE_* from process.env ahead of .env files.
    process.env.VITE_SUPABASE_URL = apiUrl;
    process.env.VITE_SUPABASE_ANON_KEY = anonKey;
    // Reminders: browsers subscribe with the local backend's VAPID key (docs/reminders.md).
    process.env.VITE_VAPID_PUBLIC_KEY = vapidPublicKey;
  }

  let closeApp: () => Promise<void>;
  if (dev) {
    const server = await createServer({
      root: ROOT_DIR,
      mode: 'development',
      server: { host: APP_HOST, port: APP_PORT, strictPort: true },
    });
    await server.listen();
    closeApp = () => server.close();
  } else {
    const env = {
      VITE_SUPABASE_URL: apiUrl,
      VITE_SUPABASE_ANON_KEY: anonKey,
      VITE_VAPID_PUBLIC_KEY: vapidPublicKey,
    };
    const hash = await buildHash(env);
    const stamp = await readFile(STAMP_FILE, 'utf8').catch(() => '');
    if (existsSync(join(DIST_DIR, 'index.html')) && stamp.trim() === hash) {
      console.log('The app build in dist/ is current; skipping the build.');
    } else {
      console.log('Building the app (production build with the service worker)...');
      await build({ root: ROOT_DIR, mode: 'production', logLevel: 'warn' });
      await mkdir(join(ROOT_DIR, '.local'), { recursive: true });
      await writeFile(STAMP_FILE, `${hash}\n`);
    }
    const server = await preview({
      root: ROOT_DIR,
      preview: { host: APP_HOST, port: APP_PORT, strictPort: true, open: false },
    });
    closeApp = () => server.close();
  }

  console.log(`
Streakwise is running (${((Date.now() - started) / 1000).toFixed(1)} s)
  App:      ${APP_URL}${dev ? '  (dev server, hot reload)' : '  (production build, service worker)'}
  API:      ${apiUrl}${hosted ? '  (hosted Supabase)' : ''}${
    mailUrl ? `\n  Mailbox:  ${mailUrl}` : ''
  }${hosted ? '' : `\n  Demo:     ${DEMO_EMAIL} / ${DEMO_PASSWORD}`}

Press Ctrl-C to stop.`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping...`);
    await closeApp().catch((error) => console.error('Error while stopping the app server:', error));
    await backend
      ?.stop()
      .catch((error) => console.error('Error while stopping the backend:', error));
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch(async (error: unknown) => {
  const err = error as NodeJS.ErrnoException;
  // Close the database cleanly even when the build or the app server failed.
  await backend?.stop().catch(() => undefined);
  if (err.code === 'EADDRINUSE') {
    console.error(`A port is already in use (${err.message}). Is Streakwise already running?`);
  } else {
    console.error('npm start failed:', err instanceof Error ? err.message : err);
  }
  process.exit(1);
});
