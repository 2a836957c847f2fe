/**
 * Starts the local Supabase-compatible backend: PGlite database (migrated and seeded), JWT keys,
 * the REST and Auth handlers behind one node:http server, and the mailbox on a listener of its
 * own (no CORS, like the Supabase CLI's inbucket on port 54324).
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type {
  BackendConfig,
  CoreHandler,
  CoreRequest,
  CoreResponse,
  Database,
  GoogleIdTokenConfig,
  Mailbox,
} from './core/types';
import { createAuthHandler, ensureAuthSchema, makeApiKeys } from './auth/index';
import { readProjectAuthConfig, type AuthRateLimits } from './config-toml';
import { migrate, openDatabase, ROOT_DIR } from './db/database';
import { DEMO_EMAIL, DEMO_PASSWORD, ensureDemoData } from './db/demo';
import { listen, errorFor, type HttpServerHandle } from './http';
import { createMailbox, createMailHandler } from './mail/index';
import { corsHeaders, createRestHandler } from './rest/index';
import { createRealtimeServer, type RealtimeOptions, type RealtimeServer } from './realtime/index';
import {
  loadOrCreateVapidKeys,
  startReminderClock,
  vapidKeysFromEnv,
  type ReminderClock,
} from './reminders/scheduler';
import {
  runRemindersForMinute,
  type RunReport,
  type VapidKeys,
} from '../supabase/functions/_shared/reminders/sender';

export const DEFAULT_PORT = 54321;
/** The mailbox's port, as `[inbucket] port` in supabase/config.toml. */
const DEFAULT_MAIL_PORT = 54324;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_DATA_DIR = join(ROOT_DIR, '.local', 'db');
const DEFAULT_SITE_URL = 'http://127.0.0.1:5173';
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

export interface StartBackendOptions {
  /** 0 picks a free port; default 54321 like the Supabase CLI. */
  port?: number;
  /** The mailbox's own port: 54324 beside the default API port 54321, else a free one. */
  mailPort?: number;
  host?: string;
  /** Data folder, or 'memory' for a throw-away database. Default .local/db. */
  dataDir?: string | 'memory';
  /**
   * A PostgreSQL server instead of PGlite (postgres://user:password@host:port/database, a
   * superuser): the same bootstrap, migrations, seed and demo there. The data folder then keeps
   * only the JWT secret and VAPID keys beside it.
   */
  databaseUrl?: string;
  /** Connections in the pool to databaseUrl (default 10). */
  poolSize?: number;
  migrationsDir?: string;
  /** seed.sql to apply once; default: seed.sql beside migrationsDir if any; null skips seeding. */
  seedFile?: string | null;
  /** HS256 secret; default: generated once per data folder (random per run for memory). */
  jwtSecret?: string;
  /** Create the demo account with habits and history (default true). */
  demo?: boolean;
  /** Default: `[auth] site_url` of supabase/config.toml. */
  siteUrl?: string;
  /** Default: `[auth] additional_redirect_urls` of supabase/config.toml. */
  additionalRedirectUrls?: string[];
  /** Overrides of `[auth.rate_limit]` / `[auth.email] max_frequency` of supabase/config.toml. */
  rateLimits?: Partial<AuthRateLimits>;
  /** The config.toml to read (default supabase/config.toml). */
  configFile?: string;
  google?: GoogleIdTokenConfig;
  quiet?: boolean;
  /** Access-token lifetime (default 3600 s). */
  jwtExpirySeconds?: number;
  /** bcrypt cost (default 10); tests pass 4. */
  bcryptCost?: number;
  /** Replay window of a rotated refresh token (default 10 s). */
  refreshTokenReuseIntervalSeconds?: number;
  /** Request body limit (default 16 MB). */
  maxBodyBytes?: number;
  /** Write connection details here while running (read by `npm run status`). */
  statusFile?: string;
  /**
   * VAPID keys for reminders; default: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY from the environment,
   * else generated once per data folder (per run for memory).
   */
  vapid?: VapidKeys;
  /**
   * Run the reminder sender at every minute (default true). Tests turn it off and call
   * `runReminders` with a fixed clock.
   */
  reminderClock?: boolean;
  /**
   * Send reminders to http loopback endpoints too (default true: tests and local tools). Only
   * while the backend listens on loopback: with another `host` they are always refused.
   */
  reminderLoopback?: boolean;
  /** Limits of the Realtime WebSocket (backend/realtime/options.ts); tests shorten timeouts. */
  realtime?: Partial<RealtimeOptions>;
}

export interface RunningBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  db: Database;
  mailbox: Mailbox;
  /** The mailbox page on its own port, e.g. http://127.0.0.1:54324 (JSON at /messages). */
  mailUrl: string;
  demo: { email: string; password: string } | null;
  /** The VAPID public key browsers subscribe with (base64url). */
  vapidPublicKey: string;
  /** Runs the reminder sender for the minute holding `at` (what the clock does every minute). */
  runReminders(at: Date | number): Promise<RunReport>;
  /** The Realtime WebSocket server at /realtime/v1/websocket. */
  realtime: RealtimeServer;
  stop(): Promise<void>;
}

export interface StatusFile {
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  mailUrl: string;
  vapidPublicKey: string;
  dataDir: string;
  pid: number;
  startedAt: string;
}

/** Where the JWT secret of a data folder lives: next to it, e.g. .local/db.jwt-secret. */
function jwtSecretFileFor(dataDir: string): string {
  const abs = resolve(dataDir);
  return join(dirname(abs), `${basename(abs)}.jwt-secret`);
}

/**
 * Status file of a data folder: .local/status.json for the default stack (and what `status`
 * reads for memory); `<folder>.status.json` next to any other folder, so another stack never
 * overwrites the default one's. A memory instance writes none (the CLI passes no statusFile).
 */
export function statusFileFor(dataDir: string | 'memory' | undefined): string {
  const defaultFile = join(ROOT_DIR, '.local', 'status.json');
  if (!dataDir || dataDir === 'memory' || resolve(dataDir) === resolve(DEFAULT_DATA_DIR))
    return defaultFile;
  return `${resolve(dataDir)}.status.json`;
}

/** Google's real issuer and keys for a Google OAuth client id (the app's VITE_GOOGLE_CLIENT_ID). */
export function googleConfigForClientId(
  clientId: string | undefined,
): GoogleIdTokenConfig | undefined {
  if (!clientId) return undefined;
  return {
    issuers: ['https://accounts.google.com', 'accounts.google.com'],
    audience: clientId,
    jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
  };
}

async function loadOrCreateSecret(dataDir: string | 'memory'): Promise<string> {
  const fresh = () => randomBytes(32).toString('base64url');
  if (dataDir === 'memory') return fresh();
  const file = jwtSecretFileFor(dataDir);
  const existing = await readFile(file, 'utf8').catch(() => null);
  if (existing && existing.trim().length >= 32) return existing.trim();
  const secret = fresh();
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  await chmod(file, 0o600).catch(() => undefined);
  return secret;
}

function indexResponse(req: CoreRequest, config: BackendConfig): CoreResponse {
  const links = {
    rest: `${config.apiUrl}/rest/v1/`,
    auth: `${config.apiUrl}/auth/v1/`,
    realtime: `${config.apiUrl.replace(/^http/, 'ws')}/realtime/v1/websocket`,
    mail: config.mailUrl ?? '',
  };
  if ((req.headers.accept ?? '').includes('text/html')) {
    return {
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Streakwise local backend</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 2rem auto">
<h1>Streakwise local backend</h1>
<p>A Supabase-compatible API for development. The app talks to it through supabase-js.</p>
<ul>
<li>REST (PostgREST subset): <code>${links.rest}</code></li>
<li>Auth (GoTrue subset): <code>${links.auth}</code></li>
<li>Realtime (WebSocket, Broadcast subset): <code>${links.realtime}</code></li>
<li>Mailbox (its own port): <a href="${links.mail}">${links.mail}</a></li>
</ul></body></html>`,
    };
  }
  return {
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify({ name: 'streakwise-local-backend', ...links }),
  };
}

/** Routes a request to the REST or Auth handler by its path prefix. */
function createBackendHandler(parts: {
  rest: CoreHandler;
  auth: CoreHandler;
  config: BackendConfig;
}): CoreHandler {
  const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  return async (req) => {
    if (under(req.path, '/rest/v1')) return parts.rest(req);
    if (under(req.path, '/auth/v1')) return parts.auth(req);
    if (req.path === '/' && (req.method === 'GET' || req.method === 'HEAD'))
      return indexResponse(req, parts.config);
    return errorFor(
      req,
      404,
      { auth: 'not_found', rest: 'PGRST125' },
      `Invalid path specified in request URL`,
    );
  };
}

/**
 * Whether the reminder sender may call http loopback endpoints: only when the backend itself
 * listens on loopback (`npm start`, tests). Listening on another address (`--host 0.0.0.0`),
 * users from elsewhere could otherwise make it call any port of this machine.
 */
export function reminderLoopbackFor(host: string, requested = true): boolean {
  return requested && LOOPBACK_HOSTS.has(host);
}

export async function startBackend(opts: StartBackendOptions = {}): Promise<RunningBackend> {
  const dataDir = opts.dataDir ?? DEFAULT_DATA_DIR;
  const log = (msg: string) => {
    if (!opts.quiet) console.log(msg);
  };
  if (dataDir !== 'memory') await mkdir(dirname(resolve(dataDir)), { recursive: true });

  const project = readProjectAuthConfig(opts.configFile);
  const db = await openDatabase({
    dataDir,
    databaseUrl: opts.databaseUrl,
    poolSize: opts.poolSize,
  });
  let server: HttpServerHandle | undefined;
  let mailServer: HttpServerHandle | undefined;
  let realtime: RealtimeServer | undefined;
  try {
    const report = await migrate(db, {
      migrationsDir: opts.migrationsDir,
      seedFile: opts.seedFile,
    });
    if (report.applied.length) log(`Applied migrations: ${report.applied.join(', ')}`);
    if (report.seeded) log('Applied seed.sql');
    await ensureAuthSchema(db);

    const jwtSecret = opts.jwtSecret ?? (await loadOrCreateSecret(dataDir));
    const vapid = opts.vapid ?? vapidKeysFromEnv() ?? (await loadOrCreateVapidKeys(dataDir));
    const host = opts.host ?? DEFAULT_HOST;
    const senderOptions = {
      vapid,
      allowLoopback: reminderLoopbackFor(host, opts.reminderLoopback),
      log,
    };
    const { anonKey, serviceRoleKey } = await makeApiKeys(jwtSecret);
    const mailbox = createMailbox();

    if (opts.demo ?? true) {
      const demo = await ensureDemoData(db, { bcryptCost: opts.bcryptCost });
      if (demo.created) log(`Created the demo account ${DEMO_EMAIL}`);
    }

    // The config needs the final URL (port 0 resolves on listen), so handlers read it lazily.
    const config: BackendConfig = {
      apiUrl: '',
      jwtSecret,
      anonKey,
      serviceRoleKey,
      siteUrl: opts.siteUrl ?? project.siteUrl ?? DEFAULT_SITE_URL,
      jwtExpirySeconds: opts.jwtExpirySeconds ?? 3600,
      google: opts.google,
    };
    const handler = createBackendHandler({
      rest: createRestHandler({ db, config }),
      auth: createAuthHandler({
        db,
        config,
        mailbox,
        bcryptCost: opts.bcryptCost,
        refreshTokenReuseIntervalSeconds: opts.refreshTokenReuseIntervalSeconds,
        rateLimits: { ...project.rateLimits, ...opts.rateLimits },
        additionalRedirectUrls: opts.additionalRedirectUrls ?? project.additionalRedirectUrls,
      }),
      config,
    });
    server = await listen(handler, {
      port: opts.port ?? DEFAULT_PORT,
      host,
      maxBodyBytes: opts.maxBodyBytes,
      cors: corsHeaders,
    });
    config.apiUrl = server.url;
    realtime = await createRealtimeServer({ db, jwtSecret, options: opts.realtime });
    server.server.on('upgrade', realtime.handleUpgrade);
    mailServer = await listen(
      createMailHandler(mailbox, { loopbackOnly: LOOPBACK_HOSTS.has(host) }),
      {
        port:
          opts.mailPort ?? ((opts.port ?? DEFAULT_PORT) === DEFAULT_PORT ? DEFAULT_MAIL_PORT : 0),
        host,
        cors: false,
      },
    );
    const mailUrl = mailServer.url;
    config.mailUrl = mailUrl;
    const statusFile = opts.statusFile;
    if (statusFile) {
      const status: StatusFile = {
        apiUrl: server.url,
        anonKey,
        serviceRoleKey,
        jwtSecret,
        mailUrl,
        vapidPublicKey: vapid.publicKey,
        dataDir: dataDir === 'memory' ? 'memory' : resolve(dataDir),
        pid: process.pid,
        startedAt: new Date().toISOString(),
      };
      await mkdir(dirname(statusFile), { recursive: true });
      await writeFile(statusFile, `${JSON.stringify(status, null, 2)}\n`, { mode: 0o600 });
    }

    const clock: ReminderClock | undefined =
      (opts.reminderClock ?? true) ? startReminderClock(db, senderOptions) : undefined;
    let stopped: Promise<void> | undefined;
    const running = server;
    const runningMail = mailServer;
    const runningRealtime = realtime;
    return {
      url: server.url,
      anonKey,
      serviceRoleKey,
      jwtSecret,
      db,
      mailbox,
      mailUrl,
      demo: (opts.demo ?? true) ? { email: DEMO_EMAIL, password: DEMO_PASSWORD } : null,
      vapidPublicKey: vapid.publicKey,
      runReminders: (at) => runRemindersForMinute(db, at, senderOptions),
      realtime: runningRealtime,
      stop() {
        stopped ??= (async () => {
          await clock?.stop();
          await runningRealtime.close();
          await running.close();
          await runningMail.close();
          await db.close();
          if (statusFile && existsSync(statusFile)) {
            // Only remove the file if it still describes this process.
            const current = await readFile(statusFile, 'utf8').catch(() => '');
            if (current.includes(`"pid": ${process.pid},`)) await rm(statusFile, { force: true });
          }
        })();
        return stopped;
      },
    };
  } catch (error) {
    await realtime?.close().catch(() => undefined);
    await server?.close().catch(() => undefined);
    await mailServer?.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    throw error;
  }
}
