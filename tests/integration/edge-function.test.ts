/**
 * The Edge Function send-reminders: its deployed bundle (supabase/functions/send-reminders/
 * index.js) is what `npm run build:functions` makes of main.ts today, and the same bundle, with
 * Node's web-push and a postgres stand-in over the test backend's database, serves as the
 * function would: POST only, the cron secret required, the sender's catch-up run through the
 * current minute with hosted rules (a loopback endpoint is refused, never called). Deno itself
 * is not available here; the npm: imports it resolves are the only difference.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleFunction, functionOutput } from '../../scripts/build-functions';
import { ROOT_DIR } from '../../backend/db/database';
import { generateVapidKeys } from '../../backend/reminders/sender';
import { createTestUser, startTestBackend, type TestBackend } from '../helpers/backend';
import { startFakePushService, type FakePushService } from '../helpers/fake-push-service';
import { yesNoHabitPayload } from '../helpers/habits';

let backend: TestBackend;
let push: FakePushService;
let dir: string;
let handler: (req: Request) => Promise<Response>;
const SECRET = 'cron-secret-for-tests-0123456789';

beforeAll(async () => {
  backend = await startTestBackend({ reminderClock: false });
  push = await startFakePushService();
  dir = await mkdtemp(join(tmpdir(), 'send-reminders-'));
  const postgresStandIn = `data:text/javascript,${encodeURIComponent(
    'export default () => ({ unsafe: (q, p) => globalThis.__sendRemindersDb.query(q, p).then((r) => r.rows) });',
  )}`;
  const code = await bundleFunction('send-reminders', {
    'web-push': pathToFileURL(join(ROOT_DIR, 'node_modules', 'web-push', 'src', 'index.js')).href,
    postgres: postgresStandIn,
  });
  const file = join(dir, 'index.mjs');
  await writeFile(file, code);
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
  it('index.js is the bundle of main.ts (run `npm run build:functions` after a change)', async () => {
    const committed = await readFile(functionOutput('send-reminders'), 'utf8');
    expect(committed).toBe(await bundleFunction('send-reminders'));
    expect(committed).toContain('from "npm:web-push@3.6.7"');
    expect(committed).not.toMatch(/from "\.{1,2}\//); // no import outside the bundle
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
    // The first call on this database: the current minute only (backend/reminders/catch-up.ts).
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
