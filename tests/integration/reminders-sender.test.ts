/**
 * The reminder sender end to end, with fixed clocks: rows written through the real REST API as a
 * user (habit, reminder, time zone, day start, subscription), the backend's "run for minute X"
 * (what its clock calls every minute), web-push's encryption and VAPID, and a fake push service
 * on loopback that checks the VAPID JWT and decrypts the body itself
 * (tests/helpers/fake-push-service.ts). A second run of the same minute sends nothing; a 410
 * deletes the subscription; a 500 is recorded and retried with backoff until it goes through or
 * the attempts run out; hosts that are not push services are never called.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startReminderClock } from '../../backend/reminders/scheduler';
import {
  endpointRefusal,
  generateVapidKeys,
  type RunReport,
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
let user: TestUser;
let habitId: number;
let questionId: number;
let yesId: number;

beforeAll(async () => {
  backend = await startTestBackend({ reminderClock: false });
  push = await startFakePushService();
  user = await createTestUser(backend);
  const created = await user.client.rpc('create_habit', { p_habit: yesNoHabitPayload('Read') });
  expect(created.error).toBeNull();
  habitId = created.data as number;
  const q = await user.client
    .from('question_metadata')
    .select('id, option_metadata(id, label)')
    .eq('habit_id', habitId)
    .single();
  questionId = q.data!.id as number;
  yesId = (q.data!.option_metadata as { id: number; label: string }[]).find(
    (o) => o.label === 'Yes',
  )!.id;
  expect(
    (
      await user.client
        .from('User_Master')
        .insert({ user_id: user.user.id, name: 'Ada', time_zone: 'Europe/Berlin' })
    ).error,
  ).toBeNull();
  expect(
    (await user.client.from('habit_reminder').insert({ habit_id: habitId, time_of_day: '08:00' }))
      .error,
  ).toBeNull();
});

afterAll(async () => {
  await backend?.stop();
  await push?.close();
});

beforeEach(async () => {
  push.received.length = 0;
  push.rejected.length = 0;
  // One subscription per test, made as the browser would (through the user's REST session).
  await backend.db.query('delete from public.push_subscription');
});

async function subscribe() {
  const sub = push.subscribe();
  const { error } = await user.client.rpc('save_push_subscription', {
    p_endpoint: sub.endpoint,
    p_p256dh: sub.p256dh,
    p_auth: sub.auth,
    p_user_agent: 'test',
  });
  expect(error).toBeNull();
  return sub;
}

async function delivery(localDate: string) {
  const { rows } = await backend.db.query<Record<string, unknown>>(
    `select status, attempts, pending_subscription_ids::int[] as pending, next_attempt_at, last_error
       from public.reminder_delivery where local_date = $1`,
    [localDate],
  );
  return rows;
}

async function subscriptionRow(endpoint: string) {
  const { rows } = await backend.db.query<Record<string, unknown>>(
    `select failure_count, last_failure, last_success_at from public.push_subscription where endpoint = $1`,
    [endpoint],
  );
  return rows[0] ?? null;
}

describe('sending a reminder', () => {
  it('from a reminder row to a received, decrypted message; a second run of the minute sends nothing', async () => {
    const sub = await subscribe();
    // 08:00 in Berlin on 15 January 2026 is 07:00 UTC.
    expect(await backend.runReminders(new Date('2026-01-15T06:59:00Z'))).toMatchObject({
      reached: 0,
      sent: 0,
    });
    const report = await backend.runReminders(new Date('2026-01-15T07:00:30Z'));
    expect(report).toMatchObject({ reached: 1, claimed: 1, sent: 1, failed: 0, removed: 0 });
    expect(push.rejected).toEqual([]);
    expect(push.received).toHaveLength(1);
    const [message] = push.received;
    expect(message.subscriptionId).toBe(sub.id);
    expect(message.vapidKey).toBe(backend.vapidPublicKey);
    expect(message.claims.aud).toBe(push.origin);
    expect(message.headers.topic).toBe(`habit-${habitId}`);
    expect(JSON.parse(message.text)).toEqual({
      type: 'reminder',
      userId: user.user.id,
      habitId,
      date: '2026-01-15',
      title: 'Read',
      body: 'Done?',
      tag: `habit-${habitId}`,
      url: `/habit/${habitId}?date=2026-01-15`,
      question: {
        id: questionId,
        options: [
          { id: yesId, label: 'Yes' },
          { id: expect.any(Number), label: 'No' },
        ],
      },
    });
    expect(await delivery('2026-01-15')).toMatchObject([{ status: 'sent', attempts: 1 }]);
    expect((await subscriptionRow(sub.endpoint))!.last_success_at).not.toBeNull();

    // The same minute again (a second sender, a restart): the delivery row is taken.
    expect(await backend.runReminders(new Date('2026-01-15T07:00:00Z'))).toMatchObject({
      reached: 1,
      claimed: 0,
      sent: 0,
    });
    expect(await backend.runReminders(new Date('2026-01-15T07:01:00Z'))).toMatchObject({
      reached: 0,
      sent: 0,
    });
    expect(push.received).toHaveLength(1);
  });

  it('nothing for a day already answered, skipped or paused', async () => {
    await subscribe();
    const answered = await user.client.rpc('save_habit_day', {
      p_habit_id: habitId,
      p_date: '2026-01-16',
      p_answers: [{ question_id: questionId, option_id: yesId }],
    });
    expect(answered.error).toBeNull();
    expect(await backend.runReminders(new Date('2026-01-16T07:00:00Z'))).toMatchObject({
      reached: 1,
      notDue: [{ reason: 'answered' }],
      sent: 0,
    });
    const skipped = await user.client.rpc('save_habit_day', {
      p_habit_id: habitId,
      p_date: '2026-01-17',
      p_answers: [],
      p_skipped: true,
    });
    expect(skipped.error).toBeNull();
    expect(await backend.runReminders(new Date('2026-01-17T07:00:00Z'))).toMatchObject({
      notDue: [{ reason: 'skipped' }],
      sent: 0,
    });
    const pause = await user.client
      .from('habit_pause')
      .insert({ habit_id: null, start_date: '2026-01-18', end_date: '2026-01-18' });
    expect(pause.error).toBeNull();
    expect(await backend.runReminders(new Date('2026-01-18T07:00:00Z'))).toMatchObject({
      notDue: [{ reason: 'paused' }],
      sent: 0,
    });
    expect(push.received).toEqual([]);
    expect(await delivery('2026-01-16')).toEqual([]);
  });

  it('follows the time zone and "Day starts at" set through the API', async () => {
    await subscribe();
    const late = await user.client
      .from('habit_reminder')
      .insert({ habit_id: habitId, time_of_day: '01:30' })
      .select('id')
      .single();
    expect(late.error).toBeNull();
    await user.client
      .from('User_Master')
      .update({ time_zone: 'America/New_York' })
      .eq('user_id', user.user.id);
    await user.client.from('user_settings').insert({ day_start_hour: 3 });
    try {
      // 01:30 in New York on Tuesday 20 January is 06:30 UTC; it is about Monday the 19th.
      const report = await backend.runReminders(new Date('2026-01-20T06:30:00Z'));
      expect(report).toMatchObject({ reached: 1, sent: 1 });
      expect(JSON.parse(push.received[0].text)).toMatchObject({ date: '2026-01-19' });
      expect(await delivery('2026-01-19')).toMatchObject([{ status: 'sent' }]);
    } finally {
      await user.client.from('habit_reminder').delete().eq('id', late.data!.id);
      await user.client
        .from('User_Master')
        .update({ time_zone: 'Europe/Berlin' })
        .eq('user_id', user.user.id);
      await user.client.from('user_settings').delete().eq('user_id', user.user.id);
    }
  });

  it('a 410 deletes the subscription and records the day as done', async () => {
    const sub = await subscribe();
    push.setStatus(sub.id, 410);
    const report = await backend.runReminders(new Date('2026-01-21T07:00:00Z'));
    expect(report).toMatchObject({ claimed: 1, sent: 0, removed: 1, failed: 0 });
    expect(await subscriptionRow(sub.endpoint)).toBeNull();
    expect(await delivery('2026-01-21')).toMatchObject([{ status: 'sent', pending: [] }]);
  });

  it('a 404 deletes it too', async () => {
    const sub = await subscribe();
    push.setStatus(sub.id, 404);
    expect(await backend.runReminders(new Date('2026-01-22T07:00:00Z'))).toMatchObject({
      removed: 1,
    });
    expect(await subscriptionRow(sub.endpoint)).toBeNull();
  });

  it('other failures are recorded and retried after 1, 2, 4 ... minutes until they go through', async () => {
    const sub = await subscribe();
    push.setStatus(sub.id, 500);
    expect(await backend.runReminders(new Date('2026-01-23T07:00:00Z'))).toMatchObject({
      claimed: 1,
      failed: 1,
    });
    const [first] = await delivery('2026-01-23');
    expect(first).toMatchObject({ status: 'retrying', attempts: 1, last_error: '500' });
    expect(first.next_attempt_at).toEqual(new Date('2026-01-23T07:01:00Z'));
    expect(await subscriptionRow(sub.endpoint)).toMatchObject({
      failure_count: 1,
      last_failure: '500',
    });

    // Second attempt at 07:01 fails again: the next is two minutes later, at 07:03.
    expect(await backend.runReminders(new Date('2026-01-23T07:01:00Z'))).toMatchObject({
      retried: 1,
      failed: 1,
    });
    expect((await delivery('2026-01-23'))[0]).toMatchObject({
      attempts: 2,
      next_attempt_at: new Date('2026-01-23T07:03:00Z'),
    });
    expect(await backend.runReminders(new Date('2026-01-23T07:02:00Z'))).toMatchObject({
      retried: 0,
    });

    push.setStatus(sub.id, 201);
    expect(await backend.runReminders(new Date('2026-01-23T07:03:00Z'))).toMatchObject({
      retried: 1,
      sent: 1,
    });
    expect((await delivery('2026-01-23'))[0]).toMatchObject({
      status: 'sent',
      attempts: 3,
      pending: [],
      next_attempt_at: null,
    });
    expect(await subscriptionRow(sub.endpoint)).toMatchObject({ failure_count: 0 });
    expect(push.received.map((m) => JSON.parse(m.text).date)).toEqual(['2026-01-23']);
    // Done: later minutes retry nothing.
    expect(await backend.runReminders(new Date('2026-01-23T07:30:00Z'))).toMatchObject({
      retried: 0,
      sent: 0,
    });
  });

  it('a retry is dropped once the day was answered meanwhile', async () => {
    const sub = await subscribe();
    push.setStatus(sub.id, 502);
    await backend.runReminders(new Date('2026-01-26T07:00:00Z'));
    expect((await delivery('2026-01-26'))[0]).toMatchObject({ status: 'retrying' });
    push.setStatus(sub.id, 201);
    const answered = await user.client.rpc('save_habit_day', {
      p_habit_id: habitId,
      p_date: '2026-01-26',
      p_answers: [{ question_id: questionId, option_id: yesId }],
    });
    expect(answered.error).toBeNull();
    expect(await backend.runReminders(new Date('2026-01-26T07:01:00Z'))).toMatchObject({
      retried: 0,
      sent: 0,
    });
    expect((await delivery('2026-01-26'))[0]).toMatchObject({
      status: 'answered',
      next_attempt_at: null,
    });
    expect(push.received).toEqual([]);
  });

  it('adds the habit’s if-then plan to the text, on a first send and on a retry', async () => {
    const plan = 'After I pour my morning coffee, I will read one page';
    const set = await user.client.from('habit_metadata').update({ plan }).eq('id', habitId);
    expect(set.error).toBeNull();
    try {
      const sub = await subscribe();
      expect(await backend.runReminders(new Date('2026-01-27T07:00:00Z'))).toMatchObject({
        sent: 1,
      });
      push.setStatus(sub.id, 500);
      await backend.runReminders(new Date('2026-01-28T07:00:00Z'));
      push.setStatus(sub.id, 201);
      expect(await backend.runReminders(new Date('2026-01-28T07:01:00Z'))).toMatchObject({
        retried: 1,
        sent: 1,
      });
      expect(push.received.map((m) => JSON.parse(m.text))).toMatchObject([
        { date: '2026-01-27', title: 'Read', body: `Done?\n${plan}` },
        { date: '2026-01-28', title: 'Read', body: `Done?\n${plan}` },
      ]);
    } finally {
      await user.client.from('habit_metadata').update({ plan: null }).eq('id', habitId);
    }
  });

  it('gives up after the last attempt', async () => {
    const sub = await subscribe();
    push.setStatus(sub.id, 503);
    let minute = Date.parse('2026-01-24T07:00:00Z');
    await backend.runReminders(minute);
    for (const wait of [1, 2, 4, 8]) {
      minute += wait * 60_000;
      expect(await backend.runReminders(minute)).toMatchObject({ retried: 1, failed: 1 });
    }
    expect((await delivery('2026-01-24'))[0]).toMatchObject({ status: 'failed', attempts: 5 });
    expect(await backend.runReminders(minute + 60 * 60_000)).toMatchObject({ retried: 0 });
    expect(await subscriptionRow(sub.endpoint)).toMatchObject({ failure_count: 5 });
  });
});

describe('the backend clock', () => {
  it('runs each minute as it starts (and the one in progress at start), and stops', async () => {
    const sub = await subscribe();
    const boundary = Date.parse('2026-01-25T07:00:00Z');
    const realStart = Date.now();
    const now = () => boundary - 50 + (Date.now() - realStart);
    const reports: RunReport[] = [];
    const clock = startReminderClock(backend.db, {
      vapid: { ...generateVapidKeys(), subject: 'mailto:test@example.com' },
      allowLoopback: true,
      now,
      onReport: (r) => reports.push(r),
    });
    try {
      await vi.waitFor(() => expect(reports).toHaveLength(2), { timeout: 5000 });
    } finally {
      await clock.stop();
    }
    expect(reports.map((r) => [r.minute, r.sent])).toEqual([
      ['2026-01-25T06:59:00.000Z', 0],
      ['2026-01-25T07:00:00.000Z', 1],
    ]);
    expect(push.received.map((m) => m.subscriptionId)).toEqual([sub.id]);
  });
});

describe('VAPID keys', () => {
  it('are taken from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when given, else made per instance', async () => {
    const given = generateVapidKeys();
    const saved = { ...process.env };
    Object.assign(process.env, {
      VAPID_PUBLIC_KEY: given.publicKey,
      VAPID_PRIVATE_KEY: given.privateKey,
    });
    let withKeys: TestBackend | undefined;
    try {
      withKeys = await startTestBackend({ reminderClock: false });
      expect(withKeys.vapidPublicKey).toBe(given.publicKey);
    } finally {
      process.env = saved;
      await withKeys?.stop();
    }
    expect(backend.vapidPublicKey).not.toBe(given.publicKey);
    expect(backend.vapidPublicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });
});

describe('where the sender may send', () => {
  it('https to known push services; loopback http only when allowed; nothing else', () => {
    const loopback = { allowLoopback: true };
    expect(endpointRefusal('https://fcm.googleapis.com/fcm/send/abc')).toBeNull();
    expect(endpointRefusal('https://updates.push.services.mozilla.com/wpush/v2/x')).toBeNull();
    expect(endpointRefusal('https://web.push.apple.com/QGx')).toBeNull();
    expect(endpointRefusal('https://wns2-by3p.notify.windows.com/w/?token=x')).toBeNull();
    expect(endpointRefusal('http://127.0.0.1:4000/push/1', loopback)).toBeNull();
    expect(endpointRefusal('http://localhost/push/1', loopback)).toBeNull();

    expect(endpointRefusal('http://127.0.0.1:4000/push/1')).toMatch(/loopback only/);
    expect(endpointRefusal('https://example.com/push')).toMatch(/not a known push service/);
    expect(endpointRefusal('https://fcm.googleapis.com.evil.example/x')).toMatch(/not a known/);
    expect(endpointRefusal('https://notify.windows.com/x')).toMatch(/not a known/);
    expect(endpointRefusal('https://169.254.169.254/latest', loopback)).toMatch(/not a known/);
    expect(endpointRefusal('http://10.0.0.1/push', loopback)).toMatch(/loopback only/);
    expect(endpointRefusal('https://u:p@fcm.googleapis.com/x')).toMatch(/credentials/);
    expect(endpointRefusal('ftp://fcm.googleapis.com/x')).toMatch(/protocol/);
    expect(
      endpointRefusal('https://internal.example/x', { extraPushHosts: ['internal.example'] }),
    ).toBeNull();
  });

  it('a backend not configured for loopback never calls a loopback endpoint', async () => {
    const hosted = await startTestBackend({ reminderClock: false, reminderLoopback: false });
    try {
      const other = await createTestUser(hosted);
      const habit = await other.client.rpc('create_habit', { p_habit: yesNoHabitPayload('Walk') });
      await other.client
        .from('habit_reminder')
        .insert({ habit_id: habit.data, time_of_day: '07:00' });
      const sub = push.subscribe();
      await other.client.from('push_subscription').insert({
        endpoint: sub.endpoint,
        p256dh: sub.p256dh,
        auth: sub.auth,
      });
      const report = await hosted.runReminders(new Date('2026-01-15T07:00:00Z'));
      expect(report).toMatchObject({ claimed: 1, sent: 0, failed: 1 });
      expect(push.received).toEqual([]);
      expect(push.rejected).toEqual([]);
      const { rows } = await hosted.db.query<{ last_failure: string }>(
        'select last_failure from public.push_subscription',
      );
      expect(rows).toEqual([
        { last_failure: 'endpoint refused: http is allowed on loopback only' },
      ]);
    } finally {
      await hosted.stop();
    }
  });
});
