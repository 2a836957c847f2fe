/**
 * The reminder sender under bad rows, slow endpoints and dying runs (docs/reminders.md
 * "Sending", "Limits"), with fixed clocks against the real backend and the loopback fake push
 * service (tests/helpers/fake-push-service.ts): a row it cannot read is skipped, not the run; the
 * clock runs a failed minute again; one user's hanging endpoints do not hold up another user;
 * a run ends at its deadline; a delivery a dead run left 'sending' is taken again; a subscription
 * failing for more than a day is dropped; the owner reads a status code, never an answer's body;
 * loopback endpoints only while the backend listens on loopback; https only on port 443.
 */
import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startReminderClock } from '../../backend/reminders/scheduler';
import {
  endpointRefusal,
  generateVapidKeys,
  runRemindersForMinute,
  type RunReport,
  type SqlRunner,
} from '../../supabase/functions/_shared/reminders/sender';
import {
  createTestUser,
  startTestBackend,
  type TestBackend,
  type TestUser,
} from '../helpers/backend';
import { startFakePushService, type FakePushService } from '../helpers/fake-push-service';
import { yesNoHabitPayload } from '../helpers/habits';

let backend: TestBackend;
let push: FakePushService;
const options = {
  vapid: { ...generateVapidKeys(), subject: 'mailto:test@example.com' },
  allowLoopback: true,
};

beforeAll(async () => {
  backend = await startTestBackend({ reminderClock: false });
  push = await startFakePushService();
});

afterAll(async () => {
  await backend?.stop();
  await push?.close();
});

afterEach(async () => {
  push.received.length = 0;
  push.rejected.length = 0;
  // Each test makes its own users and reminders; none carries over into the next one's runs.
  await backend.db.query('delete from public.habit_reminder');
  await backend.db.query('delete from public.push_subscription');
});

/** A user in UTC with a yes/no habit reminded at `time`. */
async function userWithReminder(time: string, on: TestBackend = backend) {
  const user = await createTestUser(on);
  const habit = await user.client.rpc('create_habit', { p_habit: yesNoHabitPayload('Read') });
  expect(habit.error).toBeNull();
  const profile = { user_id: user.user.id, name: 'Uma', time_zone: 'UTC' };
  expect((await user.client.from('User_Master').insert(profile)).error).toBeNull();
  const reminder = await user.client
    .from('habit_reminder')
    .insert({ habit_id: habit.data, time_of_day: time })
    .select('id')
    .single();
  expect(reminder.error).toBeNull();
  return user;
}

/** A browser of the fake push service saved for `user`; rowId: its push_subscription id. */
async function subscribe(user: TestUser, endpoint?: string) {
  const sub = push.subscribe();
  const saved = await user.client.rpc('save_push_subscription', {
    p_endpoint: endpoint ?? sub.endpoint,
    p_p256dh: sub.p256dh,
    p_auth: sub.auth,
  });
  expect(saved.error).toBeNull();
  return { ...sub, endpoint: endpoint ?? sub.endpoint, rowId: Number(saved.data) };
}

async function subscriptionRow(rowId: number) {
  const { rows } = await backend.db.query<Record<string, unknown>>(
    'select failure_count, last_failure from public.push_subscription where id = $1',
    [rowId],
  );
  return rows[0] ?? null;
}

async function deliveriesOf(user: TestUser) {
  const { rows } = await backend.db.query<Record<string, unknown>>(
    `select status, attempts, pending_subscription_ids::int[] as pending, next_attempt_at, last_error
       from public.reminder_delivery where created_by = $1`,
    [user.user.id],
  );
  return rows;
}

describe('item 1: one bad row, one failed run', () => {
  it('a reminder row the sender cannot read is logged and skipped; the others are sent', async () => {
    const other = await userWithReminder('05:00');
    const sub = await subscribe(other);
    const bad = await userWithReminder('06:00');
    await subscribe(bad);
    // Rows from before the check: 24:00 made every run throw.
    await backend.db.query(
      'alter table public.habit_reminder drop constraint if exists habit_reminder_time_of_day_before_24',
    );
    try {
      await backend.db.query(
        `update public.habit_reminder set time_of_day = '24:00'
                               where created_by = $1`,
        [bad.user.id],
      );
      const log: string[] = [];
      const report = await runRemindersForMinute(backend.db, Date.parse('2026-02-01T05:00:00Z'), {
        ...options,
        log: (m) => log.push(m),
      });
      expect(report).toMatchObject({ reached: 1, claimed: 1, sent: 1, errors: 1 });
      expect(push.received.map((m) => m.subscriptionId)).toEqual([sub.id]);
      expect(log.join('\n')).toMatch(/reminder \d+ skipped: time_of_day must be HH:MM, got "24:00/);
    } finally {
      await backend.db.query('delete from public.habit_reminder where created_by = $1', [
        bad.user.id,
      ]);
      await backend.db.query(`alter table public.habit_reminder
        add constraint habit_reminder_time_of_day_before_24 check (time_of_day < '24:00')`);
    }
  });

  it('the clock runs a minute whose run failed again at its next tick', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = await userWithReminder('05:10');
    const sub = await subscribe(user);
    const minute = Date.parse('2026-02-02T05:10:00Z');
    let clockNow = minute - 5;
    // The database is unreachable for the first two runs (05:09 and 05:10), till 05:10:59.995.
    let outage = 2;
    const db: SqlRunner = {
      query: (sql, params) => {
        if (outage === 0) return backend.db.query(sql, params);
        outage -= 1;
        clockNow = minute + 60_000 - 5;
        return Promise.reject(new Error('connection lost'));
      },
    };
    const reports: RunReport[] = [];
    const clock = startReminderClock(db, {
      ...options,
      now: () => clockNow,
      onReport: (r) => reports.push(r),
    });
    clockNow = minute;
    try {
      await vi.waitFor(
        () => expect(reports.map((r) => r.minute)).toContain(new Date(minute).toISOString()),
        {
          timeout: 5000,
        },
      );
    } finally {
      await clock.stop();
      vi.restoreAllMocks();
    }
    expect(reports.find((r) => r.minute === new Date(minute).toISOString())).toMatchObject({
      sent: 1,
    });
    expect(push.received.map((m) => m.subscriptionId)).toEqual([sub.id]);
  });
});

describe('item 2: slow endpoints, dead runs, failing subscriptions', () => {
  it("one user's never-answering endpoints do not hold up another user's reminder", async () => {
    const slow = await userWithReminder('05:20');
    const hanging = [await subscribe(slow), await subscribe(slow), await subscribe(slow)];
    for (const s of hanging) push.hang(s.id);
    const quick = await userWithReminder('05:20');
    const sub = await subscribe(quick);
    const started = Date.now();
    const report = await runRemindersForMinute(backend.db, Date.parse('2026-02-03T05:20:00Z'), {
      ...options,
      timeoutMs: 1500,
      concurrency: 2,
    });
    expect(push.received.map((m) => m.subscriptionId)).toEqual([sub.id]);
    expect(push.received[0].at - started).toBeLessThan(1000);
    expect(report).toMatchObject({ claimed: 2, sent: 1, failed: 3 });
    for (const s of hanging)
      expect(await subscriptionRow(s.rowId)).toMatchObject({ last_failure: 'timeout' });
    expect(await deliveriesOf(slow)).toMatchObject([
      { status: 'retrying', pending: hanging.map((s) => s.rowId) },
    ]);
  });

  it('a run ends at its deadline: what is unanswered is tried at the next minute, not held against the endpoint', async () => {
    const user = await userWithReminder('05:30');
    const sub = await subscribe(user);
    push.hang(sub.id);
    const started = Date.now();
    const report = await runRemindersForMinute(backend.db, Date.parse('2026-02-04T05:30:00Z'), {
      ...options,
      deadlineMs: 300,
    });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(report).toMatchObject({ claimed: 1, sent: 0 });
    expect(await deliveriesOf(user)).toMatchObject([
      {
        status: 'retrying',
        pending: [sub.rowId],
        next_attempt_at: new Date('2026-02-04T05:31:00Z'),
      },
    ]);
    expect(await subscriptionRow(sub.rowId)).toMatchObject({ failure_count: 0 });
  });

  it("a delivery left 'sending' by a run that died is taken again once its 5 minutes are over", async () => {
    const user = await userWithReminder('05:40');
    const sub = await subscribe(user);
    const minute = Date.parse('2026-02-05T05:40:00Z');
    // The run loses its database (the function is killed) right after its claim.
    let claimed = false;
    const dying: SqlRunner = {
      async query<T>(sql: string, params?: unknown[]) {
        if (claimed) throw new Error('connection lost');
        const result = await backend.db.query<T>(sql, params);
        claimed = sql.includes('insert into public.reminder_delivery');
        return result;
      },
    };
    await expect(runRemindersForMinute(dying, minute, options)).rejects.toThrow();
    expect(await deliveriesOf(user)).toMatchObject([{ status: 'sending' }]);
    expect(push.received).toEqual([]);

    const at = (minutes: number) => minute + minutes * 60_000;
    expect(await runRemindersForMinute(backend.db, at(4), options)).toMatchObject({
      retried: 0,
    });
    expect(await runRemindersForMinute(backend.db, at(5), options)).toMatchObject({
      retried: 1,
      sent: 1,
    });
    expect(push.received.map((m) => m.subscriptionId)).toEqual([sub.id]);
    expect(await deliveriesOf(user)).toMatchObject([{ status: 'sent', attempts: 2 }]);
  });

  it('a subscription failing 10 times in a row over more than a day is dropped', async () => {
    const user = await userWithReminder('05:50');
    const [old, young] = [await subscribe(user), await subscribe(user)];
    push.setStatus(old.id, 500);
    push.setStatus(young.id, 500);
    const minute = Date.parse('2026-02-06T05:50:00Z');
    const failing =
      'update public.push_subscription set failure_count = 9, failing_since = $2 where id = $1';
    await backend.db.query(failing, [old.rowId, new Date(minute - 25 * 3600_000)]);
    await backend.db.query(failing, [young.rowId, new Date(minute - 3600_000)]);
    const report = await runRemindersForMinute(backend.db, minute, options);
    expect(report).toMatchObject({ failed: 2, removed: 1 });
    expect(await subscriptionRow(old.rowId)).toBeNull();
    expect(await subscriptionRow(young.rowId)).toMatchObject({ failure_count: 10 });
    expect(await deliveriesOf(user)).toMatchObject([
      { status: 'retrying', pending: [young.rowId] },
    ]);
  });
});

describe('item 3: what the owner reads, where the sender may send', () => {
  it("the owner reads a status code or a fixed reason, never the answer's body", async () => {
    const user = await userWithReminder('06:10');
    const answering = await subscribe(user);
    push.setStatus(answering.id, 500, 'password=hunter2 at db.internal:5432');
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const closed = await subscribe(user, `http://127.0.0.1:${port}/push/closed`);
    await runRemindersForMinute(backend.db, Date.parse('2026-02-07T06:10:00Z'), options);
    expect(await subscriptionRow(answering.rowId)).toMatchObject({ last_failure: '500' });
    expect(await subscriptionRow(closed.rowId)).toMatchObject({ last_failure: 'network error' });
    const [delivery] = await deliveriesOf(user);
    expect(['500', 'network error']).toContain(delivery.last_error);
  });

  it('a backend listening on another address than loopback never calls loopback endpoints', async () => {
    const open = await startTestBackend({ reminderClock: false, host: '0.0.0.0' });
    try {
      const user = await userWithReminder('07:00', open);
      const sub = push.subscribe();
      const saved = await user.client.rpc('save_push_subscription', {
        p_endpoint: sub.endpoint,
        p_p256dh: sub.p256dh,
        p_auth: sub.auth,
      });
      expect(saved.error).toBeNull();
      const report = await open.runReminders(new Date('2026-02-08T07:00:00Z'));
      expect(report).toMatchObject({ claimed: 1, sent: 0, failed: 1 });
      expect(push.received).toEqual([]);
      const { rows } = await open.db.query('select last_failure from public.push_subscription');
      expect(rows).toEqual([
        { last_failure: 'endpoint refused: http is allowed on loopback only' },
      ]);
    } finally {
      await open.stop();
    }
  });

  it('https endpoints on port 443 only', () => {
    expect(endpointRefusal('https://fcm.googleapis.com:22/fcm/send/x')).toMatch(/port 443 only/);
    expect(endpointRefusal('https://web.push.apple.com:8443/x')).toMatch(/port 443 only/);
    expect(endpointRefusal('https://fcm.googleapis.com:443/fcm/send/x')).toBeNull();
  });
});
