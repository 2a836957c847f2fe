/**
 * The reminder tables (supabase/migrations/20251125002000_create_reminders.sql) through the real
 * supabase-js against the real migrations: "User_Master".time_zone takes only tz database names;
 * push_subscription takes only https (or loopback http) endpoints, and a user sees, adds and
 * deletes only their own (the sender alone updates them); save_push_subscription moves a
 * browser's endpoint to whoever turned reminders on last; reminder_delivery is written by the
 * sender only, read and deleted by its owner, and unique per reminder and local date.
 * habit_reminder's allow/deny cases are in tests/integration/rls-matrix.test.ts.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbClient } from '@/api/db-client';
import { createUserMasterRepository, noProfileForTimeZone } from '@/api/user-master';
import { activateLocale } from '@/lib/i18n/catalogs';
import {
  createTestClient,
  createTestUser,
  startTestBackend,
  type TestBackend,
  type TestUser,
} from '../helpers/backend';

let backend: TestBackend;
let a: TestUser;
let b: TestUser;
let anon: SupabaseClient;
let service: SupabaseClient;
let habitId: number;
let reminderId: number;

// A real browser's key sizes: p256dh a 65-byte point, auth 16 bytes, both base64url.
const P256DH = `B${'A'.repeat(86)}`;
const AUTH = 'A'.repeat(22);
const sub = (endpoint: string) => ({ endpoint, p256dh: P256DH, auth: AUTH, user_agent: 'test' });

async function subscriptionCount(endpoint: string): Promise<number> {
  const { count, error } = await service
    .from('push_subscription')
    .select('*', { count: 'exact', head: true })
    .eq('endpoint', endpoint);
  expect(error).toBeNull();
  return count!;
}

beforeAll(async () => {
  // The repositories' refusals are worded in the active language (docs/languages.md).
  await activateLocale('en');
  backend = await startTestBackend();
  [a, b] = await Promise.all([createTestUser(backend), createTestUser(backend)]);
  anon = createTestClient(backend);
  service = createTestClient(backend, backend.serviceRoleKey);
  const habit = await a.client.from('habit_metadata').insert({ name: 'Read' }).select().single();
  expect(habit.error).toBeNull();
  habitId = habit.data!.id as number;
  const reminder = await a.client
    .from('habit_reminder')
    .insert({ habit_id: habitId, time_of_day: '20:00' })
    .select()
    .single();
  expect(reminder.error).toBeNull();
  reminderId = reminder.data!.id as number;
});

afterAll(async () => {
  await backend?.stop();
});

describe('"User_Master".time_zone', () => {
  it('takes a tz database name and refuses anything else with 400, changing nothing', async () => {
    const insert = await a.client
      .from('User_Master')
      .insert({ user_id: a.user.id, name: 'Alice', time_zone: 'Europe/Berlin' })
      .select('time_zone')
      .single();
    expect(insert).toMatchObject({ error: null, data: { time_zone: 'Europe/Berlin' } });
    const multi = await a.client
      .from('User_Master')
      .update({ time_zone: 'America/Argentina/Buenos_Aires' })
      .eq('user_id', a.user.id)
      .select('time_zone')
      .single();
    expect(multi).toMatchObject({
      error: null,
      data: { time_zone: 'America/Argentina/Buenos_Aires' },
    });

    for (const bad of ['Mars/Olympus_Mons', 'UTC+3', '', 'Europe/Berlin; drop table x', 'europe']) {
      const result = await a.client
        .from('User_Master')
        .update({ time_zone: bad })
        .eq('user_id', a.user.id);
      expect(result.status, bad).toBe(400);
      expect(result.error, bad).toMatchObject({ code: '23514' });
      expect(result.error!.message).toMatch(/Time zone must be a name like Europe\/Berlin/);
    }
    const kept = await service
      .from('User_Master')
      .select('time_zone')
      .eq('user_id', a.user.id)
      .single();
    expect(kept.data).toEqual({ time_zone: 'America/Argentina/Buenos_Aires' });
  });

  it("saveTimeZone says so where no profile row can keep it, and never writes another user's", async () => {
    const zoneOf = async (userId: string) =>
      (await service.from('User_Master').select('time_zone').eq('user_id', userId)).data;
    const bProfile = createUserMasterRepository(b.client as DbClient);
    // b has no profile row yet (no name): a clear refusal, not an update of no rows.
    await expect(bProfile.saveTimeZone(b.user.id, 'Europe/Paris')).rejects.toMatchObject({
      message: noProfileForTimeZone(),
      status: 404,
      retryable: false,
    });
    expect(await zoneOf(b.user.id)).toEqual([]);
    // With a profile row it is kept.
    const profile = await b.client.from('User_Master').insert({ user_id: b.user.id, name: 'Bob' });
    expect(profile.error).toBeNull();
    await bProfile.saveTimeZone(b.user.id, 'Europe/Paris');
    expect(await zoneOf(b.user.id)).toEqual([{ time_zone: 'Europe/Paris' }]);
    // Another user's row is out of reach (row-level security): refused, unchanged.
    await expect(bProfile.saveTimeZone(a.user.id, 'Asia/Tokyo')).rejects.toMatchObject({
      status: 404,
    });
    expect(await zoneOf(a.user.id)).toEqual([{ time_zone: 'America/Argentina/Buenos_Aires' }]);
  });
});

describe('push_subscription', () => {
  it('takes https and loopback http endpoints, refuses others with 400 and writes nothing', async () => {
    for (const good of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'http://127.0.0.1:4100/push/1',
      'http://localhost/push/2',
    ]) {
      const result = await a.client.from('push_subscription').insert(sub(good));
      expect(result.error, good).toBeNull();
      expect(result.status).toBe(201);
    }
    for (const bad of [
      'http://example.com/push',
      'http://10.0.0.1/push',
      'http://127.0.0.1.evil.example/push',
      'http://localhost.evil.example/push',
      'ftp://127.0.0.1/push',
      'https://user:pass@fcm.googleapis.com/x',
      'https:///no-host',
      'https://fcm.googleapis.com/a b',
      'file:///etc/passwd',
    ]) {
      const result = await a.client.from('push_subscription').insert(sub(bad));
      expect(result.status, bad).toBe(400);
      expect(result.error, bad).toMatchObject({ code: '23514' });
      expect(await subscriptionCount(bad)).toBe(0);
    }
    const badKeys = await a.client
      .from('push_subscription')
      .insert({ ...sub('https://fcm.googleapis.com/fcm/send/keys'), p256dh: 'short' });
    expect(badKeys).toMatchObject({ status: 400, error: { code: '23514' } });
  });

  it('the owner sees and deletes their own; another user sees, deletes and takes none', async () => {
    const endpoint = 'https://updates.push.services.mozilla.com/wpush/v2/owned';
    const inserted = await a.client
      .from('push_subscription')
      .insert(sub(endpoint))
      .select()
      .single();
    expect(inserted.error).toBeNull();
    expect(inserted.data).toMatchObject({ created_by: a.user.id, endpoint, last_success_at: null });
    const id = inserted.data!.id as number;

    expect((await a.client.from('push_subscription').select('id').eq('id', id)).data).toEqual([
      { id },
    ]);
    expect(await b.client.from('push_subscription').select('*').eq('id', id)).toMatchObject({
      error: null,
      data: [],
    });
    expect(await b.client.from('push_subscription').delete().eq('id', id).select()).toMatchObject({
      error: null,
      data: [],
    });
    // B can neither insert a row owned by A nor update any row (the sender alone updates).
    const forA = await b.client
      .from('push_subscription')
      .insert({ ...sub('https://fcm.googleapis.com/fcm/send/forged'), created_by: a.user.id });
    expect(forA).toMatchObject({ status: 403, error: { code: '42501' } });
    const update = await a.client
      .from('push_subscription')
      .update({ endpoint: 'https://fcm.googleapis.com/fcm/send/moved' })
      .eq('id', id);
    expect(update).toMatchObject({ status: 403, error: { code: '42501' } });
    expect(await subscriptionCount(endpoint)).toBe(1);

    for (const op of ['select', 'insert', 'delete'] as const) {
      const from = anon.from('push_subscription');
      const result =
        op === 'select'
          ? await from.select('*')
          : op === 'insert'
            ? await from.insert(sub('https://fcm.googleapis.com/fcm/send/anon'))
            : await from.delete().eq('id', id);
      expect(result, op).toMatchObject({ status: 401, error: { code: '42501' } });
    }

    const deleted = await a.client.from('push_subscription').delete().eq('id', id).select('id');
    expect(deleted).toMatchObject({ error: null, data: [{ id }] });
    expect(await subscriptionCount(endpoint)).toBe(0);
  });

  it('save_push_subscription moves a browser endpoint to the user who turned reminders on last', async () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/shared-browser';
    const first = await a.client.rpc('save_push_subscription', {
      p_endpoint: endpoint,
      p_p256dh: P256DH,
      p_auth: AUTH,
      p_user_agent: 'Chrome',
    });
    expect(first.error).toBeNull();
    // A plain insert by B collides with A's row it cannot see.
    const plain = await b.client.from('push_subscription').insert(sub(endpoint));
    expect(plain).toMatchObject({ status: 409, error: { code: '23505' } });

    const second = await b.client.rpc('save_push_subscription', {
      p_endpoint: endpoint,
      p_p256dh: P256DH,
      p_auth: AUTH,
    });
    expect(second.error).toBeNull();
    const rows = await service
      .from('push_subscription')
      .select('created_by')
      .eq('endpoint', endpoint);
    expect(rows.data).toEqual([{ created_by: b.user.id }]);
    // Saving again is idempotent.
    const again = await b.client.rpc('save_push_subscription', {
      p_endpoint: endpoint,
      p_p256dh: P256DH,
      p_auth: AUTH,
    });
    expect(again.data).toBe(second.data);

    const bad = await b.client.rpc('save_push_subscription', {
      p_endpoint: 'http://169.254.169.254/latest',
      p_p256dh: P256DH,
      p_auth: AUTH,
    });
    expect(bad).toMatchObject({ status: 400, error: { code: '23514' } });
    const anonCall = await anon.rpc('save_push_subscription', {
      p_endpoint: 'https://fcm.googleapis.com/fcm/send/anon',
      p_p256dh: P256DH,
      p_auth: AUTH,
    });
    expect(anonCall.error).not.toBeNull();
    expect(anonCall.status).toBe(401);
  });
});

describe('reminder_delivery', () => {
  it('the sender writes it (unique per reminder and date); its owner reads and deletes it, nobody else', async () => {
    const row = { reminder_id: reminderId, created_by: a.user.id, local_date: '2026-03-01' };
    const sent = await service.from('reminder_delivery').insert(row).select().single();
    expect(sent.error).toBeNull();
    const id = sent.data!.id as number;
    const twice = await service.from('reminder_delivery').insert(row);
    expect(twice).toMatchObject({ status: 409, error: { code: '23505' } });

    expect((await a.client.from('reminder_delivery').select('id, local_date')).data).toEqual([
      { id, local_date: '2026-03-01' },
    ]);
    expect(await b.client.from('reminder_delivery').select('*')).toMatchObject({
      error: null,
      data: [],
    });
    expect(await b.client.from('reminder_delivery').delete().eq('id', id).select()).toMatchObject({
      error: null,
      data: [],
    });
    // Users never write deliveries: that would let them silence or forge the sender's record.
    const own = await a.client
      .from('reminder_delivery')
      .insert({ ...row, local_date: '2026-03-02' });
    expect(own).toMatchObject({ status: 403, error: { code: '42501' } });
    const patch = await a.client
      .from('reminder_delivery')
      .update({ status: 'failed' })
      .eq('id', id);
    expect(patch).toMatchObject({ status: 403, error: { code: '42501' } });
    expect(await anon.from('reminder_delivery').select('*')).toMatchObject({
      status: 401,
      error: { code: '42501' },
    });

    const deleted = await a.client.from('reminder_delivery').delete().eq('id', id).select('id');
    expect(deleted).toMatchObject({ error: null, data: [{ id }] });
  });

  it('goes with its reminder, and the reminder with its habit', async () => {
    const habit = await a.client.from('habit_metadata').insert({ name: 'Walk' }).select().single();
    const reminder = await a.client
      .from('habit_reminder')
      .insert({ habit_id: habit.data!.id, time_of_day: '07:00', weekdays: 0b0011111 })
      .select()
      .single();
    expect(reminder.error).toBeNull();
    await service
      .from('reminder_delivery')
      .insert({ reminder_id: reminder.data!.id, created_by: a.user.id, local_date: '2026-03-03' });
    await a.client.from('habit_metadata').delete().eq('id', habit.data!.id);
    const left = await service
      .from('reminder_delivery')
      .select('id')
      .eq('reminder_id', reminder.data!.id);
    expect(left.data).toEqual([]);
    const reminders = await service.from('habit_reminder').select('id').eq('id', reminder.data!.id);
    expect(reminders.data).toEqual([]);
  });
});

describe('habit_reminder values', () => {
  it("refuses seconds, weekdays outside 1..127 and another user's habit", async () => {
    const cases: Record<string, unknown>[] = [
      { habit_id: habitId, time_of_day: '08:00:30' },
      { habit_id: habitId, time_of_day: '08:00', weekdays: 0 },
      { habit_id: habitId, time_of_day: '08:00', weekdays: 128 },
      { habit_id: habitId, time_of_day: '25:00' },
    ];
    for (const bad of cases) {
      const result = await a.client.from('habit_reminder').insert(bad);
      expect(result.status, JSON.stringify(bad)).toBe(400);
    }
    const foreign = await b.client
      .from('habit_reminder')
      .insert({ habit_id: habitId, time_of_day: '08:00' });
    expect(foreign).toMatchObject({ status: 409, error: { code: '23503' } });
  });
});
