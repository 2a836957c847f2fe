/**
 * The sender's catch-up (supabase/functions/_shared/reminders/catch-up.ts, docs/reminders.md
 * "Sending"), the entry point of the Edge Function (one call a minute from pg_cron) and of the
 * local clock, with fixed clocks against the real backend and the loopback fake push service: a
 * minute whose run failed is run by the next call, and only once; two calls at once walk the
 * minutes once and send once; a call looks back 10 minutes at most.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runRemindersThrough } from '../../supabase/functions/_shared/reminders/catch-up';
import {
  generateVapidKeys,
  runRemindersForMinute,
  type SqlRunner,
} from '../../supabase/functions/_shared/reminders/sender';
import { createTestUser, startTestBackend, type TestBackend } from '../helpers/backend';
import { startFakePushService, type FakePushService } from '../helpers/fake-push-service';
import { yesNoHabitPayload } from '../helpers/habits';

let backend: TestBackend;
let push: FakePushService;
const options = {
  vapid: { ...generateVapidKeys(), subject: 'mailto:test@example.com' },
  allowLoopback: true,
};
const MINUTE = 60_000;
const iso = (at: number) => new Date(at).toISOString();

beforeAll(async () => {
  backend = await startTestBackend({ reminderClock: false });
  push = await startFakePushService();
});

afterAll(async () => {
  await backend?.stop();
  await push?.close();
});

afterEach(async () => {
  vi.restoreAllMocks();
  push.received.length = 0;
  await backend.db.query('delete from public.habit_reminder');
  await backend.db.query('delete from public.push_subscription');
  await backend.db.query('delete from public.reminder_delivery');
  // Each test starts on a database where the sender never ran.
  await backend.db.query(
    'update private.reminder_clock set last_done_minute = null, lease_until = null',
  );
});

/** A user in UTC with a yes/no habit reminded at each of `times`, and one subscribed browser. */
async function subscribedUser(...times: string[]) {
  const user = await createTestUser(backend);
  const habit = await user.client.rpc('create_habit', { p_habit: yesNoHabitPayload('Read') });
  expect(habit.error).toBeNull();
  const profile = { user_id: user.user.id, name: 'Uma', time_zone: 'UTC' };
  expect((await user.client.from('User_Master').insert(profile)).error).toBeNull();
  for (const time of times) {
    const r = await user.client
      .from('habit_reminder')
      .insert({ habit_id: habit.data, time_of_day: time });
    expect(r.error).toBeNull();
  }
  const sub = push.subscribe();
  const saved = await user.client.rpc('save_push_subscription', {
    p_endpoint: sub.endpoint,
    p_p256dh: sub.p256dh,
    p_auth: sub.auth,
  });
  expect(saved.error).toBeNull();
  return sub;
}

async function deliveries() {
  const { rows } = await backend.db.query(
    'select status, attempts from public.reminder_delivery order by id',
  );
  return rows;
}

describe('the catch-up: one call a minute, as pg_cron calls the Edge Function', () => {
  it("sends a minute whose run failed at the next minute's call, and only once", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sub = await subscribedUser('05:10');
    const minute = Date.parse('2026-03-01T05:10:00Z');
    expect(await runRemindersThrough(backend.db, minute - MINUTE, options)).toMatchObject({
      runs: [{ minute: iso(minute - MINUTE), reached: 0 }],
      failedMinutes: [],
    });

    // 05:10's call loses its database while it reads the reminders: nothing is sent.
    let lost = false;
    const flaky: SqlRunner = {
      query: (sql, params) => {
        if (!lost && sql.includes('from public.habit_reminder r')) {
          lost = true;
          return Promise.reject(new Error('connection lost'));
        }
        return backend.db.query(sql, params);
      },
    };
    expect(await runRemindersThrough(flaky, minute, options)).toMatchObject({
      runs: [],
      failedMinutes: [iso(minute)],
      busy: false,
    });
    expect(lost).toBe(true);
    expect(errors).toHaveBeenCalledWith(
      `reminders: run of ${iso(minute)} failed`,
      expect.any(Error),
    );
    expect(push.received).toEqual([]);

    // 05:11's single call runs 05:10 first, then 05:11.
    const next = await runRemindersThrough(backend.db, minute + MINUTE, options);
    expect(next.failedMinutes).toEqual([]);
    expect(next.runs.map((r) => [r.minute, r.claimed, r.sent])).toEqual([
      [iso(minute), 1, 1],
      [iso(minute + MINUTE), 0, 0],
    ]);
    expect(push.received.map((m) => m.subscriptionId)).toEqual([sub.id]);

    // Called again in the same minute, and at the next: nothing is sent twice.
    expect(await runRemindersThrough(backend.db, minute + MINUTE, options)).toMatchObject({
      runs: [],
    });
    const later = await runRemindersThrough(backend.db, minute + 2 * MINUTE, options);
    expect(later.runs.map((r) => r.minute)).toEqual([iso(minute + 2 * MINUTE)]);
    expect(push.received).toHaveLength(1);
    expect(await deliveries()).toEqual([{ status: 'sent', attempts: 1 }]);
  });

  it('two calls at once: one walks the minutes, the other runs none; each reminder is sent once', async () => {
    const sub = await subscribedUser('06:00', '06:01');
    const minute = Date.parse('2026-03-02T06:01:00Z');
    // Both calls' first call ever, 06:00 the minute before: both minutes are theirs to run.
    const first = { ...options, firstMinute: minute - MINUTE };
    const [a, b] = await Promise.all([
      runRemindersThrough(backend.db, minute, first),
      runRemindersThrough(backend.db, minute, first),
      // A bare run of 06:01 besides (a second sender): the claim still sends once.
      runRemindersForMinute(backend.db, minute, options),
    ]);
    // Which call takes the lease is up to the database (a pool on PostgreSQL): either may.
    expect([a.busy, b.busy].sort()).toEqual([false, true]);
    const [walking, second] = a.busy ? [b, a] : [a, b];
    expect(walking.runs.map((r) => r.minute)).toEqual([iso(minute - MINUTE), iso(minute)]);
    expect(second.runs).toEqual([]);
    expect(push.received.map((m) => m.subscriptionId)).toEqual([sub.id, sub.id]);
    expect(await deliveries()).toEqual([
      { status: 'sent', attempts: 1 },
      { status: 'sent', attempts: 1 },
    ]);

    // The lease is given back: the next minute's call runs.
    const next = await runRemindersThrough(backend.db, minute + MINUTE, options);
    expect(next).toMatchObject({ busy: false, runs: [{ minute: iso(minute + MINUTE) }] });
    expect(push.received).toHaveLength(2);
  });

  it('looks back 10 minutes at most', async () => {
    await subscribedUser('06:50', '06:51');
    const minute = Date.parse('2026-03-03T07:00:00Z');
    await backend.db.query('update private.reminder_clock set last_done_minute = $1', [
      new Date(minute - 30 * MINUTE),
    ]);
    const report = await runRemindersThrough(backend.db, minute, options);
    expect(report.runs.map((r) => r.minute)).toEqual(
      Array.from({ length: 10 }, (_, i) => iso(minute - (9 - i) * MINUTE)),
    );
    // 06:50 is out of reach; 06:51 is sent, late.
    expect(report.runs.map((r) => r.claimed)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(push.received).toHaveLength(1);
  });
});
