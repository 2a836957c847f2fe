/**
 * The local backend's reminder clock: calls the sender's catch-up
 * (supabase/functions/_shared/reminders/catch-up.ts, the Edge Function's code) at the start
 * of every minute, one call at a time, as pg_cron calls the Edge Function on hosted Supabase; the
 * catch-up runs the minutes missed while the process was busy or down and those whose run failed
 * (at most the last 10). The VAPID keys are generated once per data folder and kept beside it,
 * like the JWT secret (`.local/db.vapid.json`); a memory instance makes its own.
 */
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { minuteStart } from '../../supabase/functions/_shared/reminders/due-reminders';
import {
  runRemindersThrough,
  type CatchUpOptions,
} from '../../supabase/functions/_shared/reminders/catch-up';
import {
  generateVapidKeys,
  type SqlRunner,
  type VapidKeys,
} from '../../supabase/functions/_shared/reminders/sender';

const DEFAULT_VAPID_SUBJECT = 'mailto:reminders@streakwise.invalid';

/** Where the VAPID keys of a data folder live: next to it, e.g. .local/db.vapid.json. */
function vapidKeysFileFor(dataDir: string): string {
  const abs = resolve(dataDir);
  return join(dirname(abs), `${basename(abs)}.vapid.json`);
}

/**
 * VAPID keys given in the environment (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, VAPID_SUBJECT
 * optional), as the Edge Function takes them; null when not both keys are set.
 */
export function vapidKeysFromEnv(env: NodeJS.ProcessEnv = process.env): VapidKeys | null {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (!publicKey || !privateKey) return null;
  return { publicKey, privateKey, subject: env.VAPID_SUBJECT?.trim() || DEFAULT_VAPID_SUBJECT };
}

export async function loadOrCreateVapidKeys(
  dataDir: string | 'memory',
  subject = DEFAULT_VAPID_SUBJECT,
): Promise<VapidKeys> {
  if (dataDir === 'memory') return { ...generateVapidKeys(), subject };
  const file = vapidKeysFileFor(dataDir);
  const existing = await readFile(file, 'utf8').catch(() => null);
  if (existing) {
    const parsed = JSON.parse(existing) as Partial<VapidKeys>;
    if (parsed.publicKey && parsed.privateKey)
      return { publicKey: parsed.publicKey, privateKey: parsed.privateKey, subject };
  }
  const keys = generateVapidKeys();
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  await chmod(file, 0o600).catch(() => undefined);
  return { ...keys, subject };
}

const MINUTE = 60_000;

export interface ReminderClock {
  stop(): Promise<void>;
}

/**
 * Calls `runRemindersThrough` as each minute starts; on a database where the sender never ran,
 * the first minute it runs is the one in progress when the clock starts. `onReport` sees each
 * minute's report (errors are logged, never thrown: a failing run must not stop the clock).
 */
export function startReminderClock(
  db: SqlRunner,
  opts: CatchUpOptions & { now?: () => number },
): ReminderClock {
  const now = opts.now ?? Date.now;
  const firstMinute = minuteStart(now());
  const stopping = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const tick = async () => {
    if (stopped) return;
    try {
      await runRemindersThrough(db, now(), { ...opts, firstMinute, signal: stopping.signal });
    } catch (error) {
      if (!stopped) console.error('reminders: the run could not start', error);
    }
  };

  const schedule = () => {
    if (stopped) return;
    const wait = minuteStart(now()) + MINUTE - now() + 5;
    timer = setTimeout(() => {
      running = running.then(tick).finally(schedule);
    }, wait);
    timer.unref?.();
  };
  schedule();

  return {
    async stop() {
      stopped = true;
      stopping.abort();
      if (timer) clearTimeout(timer);
      await running.catch(() => undefined);
    },
  };
}
