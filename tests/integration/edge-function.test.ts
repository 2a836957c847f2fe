/**
 * The Edge Function send-reminders, from its source (supabase/functions/send-reminders/index.ts):
 * bundled here as Deno resolves it when `supabase functions deploy` bundles it (relative imports
 * name their file and stay under supabase/functions; every package is a key of the function's
 * deno.json, an npm: specifier at the version package-lock.json installs), then run with Node's
 * web-push and date-fns and a postgres stand-in over the test backend's database. It serves as
 * the function would: POST only, the cron secret required, the sender's catch-up run through the
 * current minute with hosted rules (a loopback endpoint is refused, never called). The sender it
 * runs is the file the local backend runs (supabase/functions/_shared/reminders). Deno itself
 * is not available here; the npm: imports it resolves are the only difference.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../backend/db/database';
import { generateVapidKeys } from '../../supabase/functions/_shared/reminders/sender';
import { createTestUser, startTestBackend, type TestBackend } from '../helpers/backend';
import { startFakePushService, type FakePushService } from '../helpers/fake-push-service';
import { yesNoHabitPayload } from '../helpers/habits';

const FUNCTIONS_DIR = join(ROOT_DIR, 'supabase', 'functions');
const FUNCTION_DIR = join(FUNCTIONS_DIR, 'send-reminders');

/**
 * Deno's rules for the function's imports, as an esbuild plugin: a relative import names its
 * file with the extension and stays under supabase/functions (what the deploy uploads); any
 * other is a key of the import map, replaced by `runAs` (what Node runs for it) and left out.
 */
function denoImports(importMap: Record<string, string>, runAs: Record<string, string>): Plugin {
  return {
    name: 'deno-imports',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        const where = `${args.path} (imported by ${relative(ROOT_DIR, args.importer)})`;
        if (args.path.startsWith('.')) {
          if (!/\.(ts|js)$/.test(args.path)) {
            return { errors: [{ text: `Deno needs the file's extension: ${where}` }] };
          }
          const path = resolve(dirname(args.importer), args.path);
          if (!path.startsWith(FUNCTIONS_DIR + sep)) {
            return { errors: [{ text: `outside supabase/functions: ${where}` }] };
          }
          return { path };
        }
        if (!importMap[args.path]) {
          return { errors: [{ text: `not in send-reminders/deno.json: ${where}` }] };
        }
        return { path: runAs[args.path], external: true };
      });
    },
  };
}

const importMap = JSON.parse(await readFile(join(FUNCTION_DIR, 'deno.json'), 'utf8'))
  .imports as Record<string, string>;
const nodeModule = (...path: string[]) =>
  pathToFileURL(join(ROOT_DIR, 'node_modules', ...path)).href;
const postgresStandIn = `data:text/javascript,${encodeURIComponent(
  'export default () => ({ unsafe: (q, p) => globalThis.__sendRemindersDb.query(q, p).then((r) => r.rows) });',
)}`;

const bundled = await build({
  absWorkingDir: ROOT_DIR,
  entryPoints: [join(FUNCTION_DIR, 'index.ts')],
  bundle: true,
  write: false,
  metafile: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  logLevel: 'silent',
  plugins: [
    denoImports(importMap, {
      'date-fns': nodeModule('date-fns', 'index.js'),
      'web-push': nodeModule('web-push', 'src', 'index.js'),
      postgres: postgresStandIn,
    }),
  ],
});

let backend: TestBackend;
let push: FakePushService;
let dir: string;
let handler: (req: Request) => Promise<Response>;
const SECRET = 'cron-secret-for-tests-0123456789';

beforeAll(async () => {
  backend = await startTestBackend({ reminderClock: false });
  push = await startFakePushService();
  dir = await mkdtemp(join(tmpdir(), 'send-reminders-'));
  const file = join(dir, 'index.mjs');
  await writeFile(file, bundled.outputFiles[0].text);
  const keys = generateVapidKeys();
  const env: Record<string, string> = {
    SUPABASE_DB_URL: 'postgres://unused',
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: 'mailto:ops@example.com',
    REMINDERS_CRON_SECRET: SECRET,
  };
  const g = globalThis as Record<string, unknown>;
  g.__sendRemindersDb = backend.db;
  g.Deno = {
    env: { get: (name: string) => env[name] },
    serve: (h: typeof handler) => {
      handler = h;
    },
  };
  await import(pathToFileURL(file).href);
  expect(handler).toBeTypeOf('function');
});

afterAll(async () => {
  const g = globalThis as Record<string, unknown>;
  delete g.Deno;
  delete g.__sendRemindersDb;
  await backend?.stop();
  await push?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('send-reminders Edge Function', () => {
  it("is its source and ../_shared, with npm packages at package-lock.json's versions", async () => {
    const inputs = Object.keys(bundled.metafile.inputs).sort();
    expect(inputs).toContain('supabase/functions/send-reminders/index.ts');
    expect(inputs).toContain('supabase/functions/_shared/reminders/sender.ts');
    expect(inputs).toContain('supabase/functions/_shared/scores/schedule.ts');
    expect(inputs.filter((f) => !f.startsWith('supabase/functions/'))).toEqual([]);
    const lock = JSON.parse(await readFile(join(ROOT_DIR, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version: string }>;
    };
    for (const name of ['date-fns', 'web-push']) {
      expect(importMap[name]).toBe(`npm:${name}@${lock.packages[`node_modules/${name}`].version}`);
    }
    expect(importMap.postgres).toMatch(/^npm:postgres@\d+\.\d+\.\d+$/);
  });

  it('refuses a GET and a POST without the cron secret, running nothing', async () => {
    expect((await handler(new Request('http://fn/send-reminders'))).status).toBe(405);
    const noSecret = await handler(new Request('http://fn/send-reminders', { method: 'POST' }));
    expect(noSecret.status).toBe(403);
    const wrong = await handler(
      new Request('http://fn/send-reminders', {
        method: 'POST',
        headers: { 'x-reminders-secret': `${SECRET.slice(0, -1)}x` },
      }),
    );
    expect(wrong.status).toBe(403);
  });

  it('runs the sender for the current minute, with hosted rules: loopback endpoints are never called', async () => {
    const user = await createTestUser(backend);
    const habit = await user.client.rpc('create_habit', { p_habit: yesNoHabitPayload('Stretch') });
    await user.client
      .from('User_Master')
      .insert({ user_id: user.user.id, name: 'Uma', time_zone: 'UTC' });
    // This minute and the next: whichever minute the call lands in, one reminder is reached.
    const now = new Date();
    const hhmm = (d: Date) => d.toISOString().slice(11, 16);
    for (const time of [hhmm(now), hhmm(new Date(now.getTime() + 60_000))]) {
      const r = await user.client
        .from('habit_reminder')
        .insert({ habit_id: habit.data, time_of_day: time });
      expect(r.error).toBeNull();
    }
    const sub = push.subscribe();
    await user.client.rpc('save_push_subscription', {
      p_endpoint: sub.endpoint,
      p_p256dh: sub.p256dh,
      p_auth: sub.auth,
    });

    const response = await handler(
      new Request('http://fn/send-reminders', {
        method: 'POST',
        headers: { 'x-reminders-secret': SECRET },
      }),
    );
    expect(response.status).toBe(200);
    // The first call on this database: the current minute only
    // (supabase/functions/_shared/reminders/catch-up.ts).
    expect(await response.json()).toMatchObject({
      runs: [{ reached: 1, claimed: 1, sent: 0, failed: 1 }],
      failedMinutes: [],
      busy: false,
    });
    expect(push.received).toEqual([]);
    expect(push.rejected).toEqual([]);
    const { rows } = await backend.db.query<{ last_failure: string }>(
      'select last_failure from public.push_subscription where endpoint = $1',
      [sub.endpoint],
    );
    expect(rows).toEqual([{ last_failure: 'endpoint refused: http is allowed on loopback only' }]);
  });
});
