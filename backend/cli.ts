/**
 * The local backend as a command:
 *   npm run backend -- [--port N] [--mail-port N] [--host H] [--data DIR | --memory]
 *                      [--migrations DIR] [--seed FILE | --no-seed] [--jwt-secret S] [--no-demo]
 *                      [--site-url URL] [--google-client-id ID] [--database-url URL]
 *   npm run status [-- --data DIR]   prints API_URL=, ANON_KEY=, SERVICE_ROLE_KEY=, JWT_SECRET=, MAILBOX_URL=, VAPID_PUBLIC_KEY= lines
 *   npm run db:reset [-- --data DIR] [--no-demo]   wipes the data folder and re-creates it
 * The seed is seed.sql beside the migrations folder (none if absent) unless --seed/--no-seed;
 * the demo account is created only for the project's own migrations. Only the default stack
 * (default data folder) writes .local/status.json, another --data DIR writes DIR.status.json,
 * --memory writes none. With --host other than loopback (127.0.0.1, localhost, ::1) the reminder
 * sender refuses http loopback endpoints (backend/server.ts reminderLoopbackFor).
 * --database-url (or DATABASE_URL) serves a PostgreSQL server instead of PGlite; the data folder
 * then keeps only the JWT secret, VAPID keys and status file (docs/local-backend.md).
 */
import { readFile, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_MIGRATIONS_DIR, migrate, openDatabase } from './db/database';
import { describeUrl } from './db/postgres';
import { DEMO_EMAIL, DEMO_PASSWORD, ensureDemoData } from './db/demo';
import {
  DEFAULT_DATA_DIR,
  DEFAULT_PORT,
  DEFAULT_HOST,
  googleConfigForClientId,
  reminderLoopbackFor,
  startBackend,
  statusFileFor,
  type StatusFile,
} from './server';

const USAGE = `Usage:
  npm run backend -- [--port N] [--mail-port N] [--host H] [--data DIR | --memory]
                     [--migrations DIR] [--seed FILE | --no-seed] [--jwt-secret S] [--no-demo]
                     [--site-url URL] [--google-client-id ID]
                     [--database-url postgres://user:password@host:5432/database]
  npm run status [-- --data DIR]
  npm run db:reset [-- --data DIR] [--no-demo]`;

class UsageError extends Error {}

function parse(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      port: { type: 'string' },
      'mail-port': { type: 'string' },
      host: { type: 'string' },
      data: { type: 'string' },
      memory: { type: 'boolean' },
      migrations: { type: 'string' },
      seed: { type: 'string' },
      'no-seed': { type: 'boolean' },
      'jwt-secret': { type: 'string' },
      'no-demo': { type: 'boolean' },
      'site-url': { type: 'string' },
      'google-client-id': { type: 'string' },
      'database-url': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.memory && values.data)
    throw new UsageError('Use either --data DIR or --memory, not both.');
  if (values.seed !== undefined && values['no-seed'])
    throw new UsageError('Use either --seed FILE or --no-seed, not both.');
  let port = DEFAULT_PORT;
  if (values.port !== undefined) {
    port = Number(values.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      throw new UsageError(`Invalid --port ${values.port}`);
  }
  const mailPort = values['mail-port'] === undefined ? undefined : Number(values['mail-port']);
  if (mailPort !== undefined && !(Number.isInteger(mailPort) && mailPort >= 0 && mailPort <= 65535))
    throw new UsageError(`Invalid --mail-port ${values['mail-port']}`);
  if (values['jwt-secret'] !== undefined && values['jwt-secret'].length < 32) {
    throw new UsageError('--jwt-secret must be at least 32 characters (as Supabase requires).');
  }
  const dataDir: string | 'memory' = values.memory
    ? 'memory'
    : resolve(values.data ?? DEFAULT_DATA_DIR);
  // The demo data needs the project's tables: off by default for other migrations.
  const projectSchema =
    values.migrations === undefined || resolve(values.migrations) === DEFAULT_MIGRATIONS_DIR;
  const demo = !values['no-demo'] && projectSchema;
  if (values['database-url'] !== undefined && values.memory)
    throw new UsageError('Use either --database-url URL or --memory, not both.');
  // DATABASE_URL from the environment, unless a throw-away PGlite database is asked for.
  const databaseUrl =
    values['database-url'] ?? (values.memory ? undefined : process.env.DATABASE_URL || undefined);
  return {
    databaseUrl,
    values,
    command: positionals[0] ?? 'start',
    extra: positionals.slice(1),
    port,
    mailPort,
    dataDir,
    demo,
  };
}

async function readStatus(file: string): Promise<StatusFile | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as StatusFile;
  } catch {
    return null;
  }
}

async function answers(apiUrl: string): Promise<boolean> {
  try {
    const res = await fetch(`${apiUrl}/auth/v1/health`, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}

async function status(dataDir: string | 'memory'): Promise<number> {
  const file = statusFileFor(dataDir);
  const current = await readStatus(file);
  if (!current || !(await answers(current.apiUrl))) {
    console.error(
      'The local backend is not running. Start it with `npm start` or `npm run backend`.',
    );
    return 1;
  }
  console.log(
    [
      `API_URL=${current.apiUrl}`,
      `ANON_KEY=${current.anonKey}`,
      `SERVICE_ROLE_KEY=${current.serviceRoleKey}`,
      `JWT_SECRET=${current.jwtSecret}`,
      `MAILBOX_URL=${current.mailUrl}`,
      `VAPID_PUBLIC_KEY=${current.vapidPublicKey ?? ''}`,
    ].join('\n'),
  );
  return 0;
}

async function refuseIfRunning(dataDir: string | 'memory'): Promise<void> {
  if (dataDir === 'memory') return;
  const current = await readStatus(statusFileFor(dataDir));
  if (current && current.dataDir === resolve(dataDir) && (await answers(current.apiUrl))) {
    throw new UsageError(
      `A backend is already running on this data folder at ${current.apiUrl} (pid ${current.pid}). Stop it first.`,
    );
  }
}

async function reset(opts: ReturnType<typeof parse>): Promise<number> {
  const { dataDir, values } = opts;
  if (dataDir === 'memory') throw new UsageError('Nothing to reset for --memory.');
  await refuseIfRunning(dataDir);
  // The JWT secret file next to the folder is kept, so keys in .env files and builds stay valid.
  if (opts.databaseUrl)
    throw new UsageError(
      'db:reset wipes a PGlite data folder; to start a PostgreSQL database afresh, drop and create it (dropdb, createdb).',
    );
  await rm(dataDir, { recursive: true, force: true });
  const db = await openDatabase({ dataDir });
  try {
    const report = await migrate(db, {
      migrationsDir: values.migrations,
      seedFile: values['no-seed'] ? null : values.seed,
    });
    console.log(`Wiped ${dataDir}`);
    console.log(
      `Applied ${report.applied.length} migration(s)${report.seeded ? ' and seed.sql' : ''}.`,
    );
    if (opts.demo) {
      await ensureDemoData(db);
      console.log(`Created the demo account ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
    }
  } finally {
    await db.close();
  }
  return 0;
}

async function serve(opts: ReturnType<typeof parse>): Promise<number> {
  const { values, dataDir, port, mailPort } = opts;
  await refuseIfRunning(dataDir);
  const started = Date.now();
  let backend;
  try {
    backend = await startBackend({
      port,
      mailPort,
      host: values.host,
      dataDir,
      databaseUrl: opts.databaseUrl,
      migrationsDir: values.migrations,
      seedFile: values['no-seed'] ? null : values.seed,
      jwtSecret: values['jwt-secret'],
      demo: opts.demo,
      siteUrl: values['site-url'],
      google: googleConfigForClientId(
        values['google-client-id'] ??
          process.env.GOOGLE_CLIENT_ID ??
          process.env.VITE_GOOGLE_CLIENT_ID,
      ),
      // A throw-away stack must not replace the status of the default one.
      statusFile: dataDir === 'memory' ? undefined : statusFileFor(dataDir),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(
        `Port ${port} is already in use. Is the backend already running? Try \`npm run status\`.`,
      );
      return 1;
    }
    throw error;
  }
  console.log(`
Streakwise local backend ready in ${((Date.now() - started) / 1000).toFixed(1)} s
  API URL:          ${backend.url}
  Mailbox:          ${backend.mailUrl}
  Data:             ${opts.databaseUrl ? `PostgreSQL ${describeUrl(opts.databaseUrl)}` : dataDir === 'memory' ? 'in memory (discarded on exit)' : dataDir}
  anon key:         ${backend.anonKey}
  service_role key: ${backend.serviceRoleKey}
${reminderLoopbackFor(values.host ?? DEFAULT_HOST) ? '' : '  Reminders:        http loopback endpoints refused (not listening on loopback)\n'}${backend.demo ? `  Demo sign-in:     ${backend.demo.email} / ${backend.demo.password}\n` : ''}
Press Ctrl-C to stop.`);

  await new Promise<void>((resolveStop) => {
    let stopping = false;
    const stop = (signal: string) => {
      if (stopping) return;
      stopping = true;
      console.log(`\n${signal}: stopping the backend...`);
      backend
        .stop()
        .catch((error) => console.error('Error while stopping:', error))
        .finally(resolveStop);
    };
    process.once('SIGINT', () => stop('SIGINT'));
    process.once('SIGTERM', () => stop('SIGTERM'));
  });
  return 0;
}

async function main(argv: string[]): Promise<number> {
  const opts = parse(argv);
  if (opts.values.help) {
    console.log(USAGE);
    return 0;
  }
  switch (opts.command) {
    case 'start':
      return serve(opts);
    case 'status':
      return status(opts.dataDir);
    case 'reset':
      return reset(opts);
    default:
      throw new UsageError(`Unknown command "${opts.command}".`);
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (
      error instanceof UsageError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      console.error(`${(error as Error).message}\n\n${USAGE}`);
      process.exit(2);
    }
    console.error('The backend failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
