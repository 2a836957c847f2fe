/**
 * What the reminder tables refuse since supabase/migrations/20251126000000_harden_reminders.sql,
 * through the real supabase-js against the real migrations (docs/reminders.md "Limits"): a time
 * of 24:00, more than 10 reminders per habit or 10 subscriptions per user, https endpoints on
 * another port than 443, and taking another user's endpoint without its keys.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestClient,
  createTestUser,
  startTestBackend,
  type TestBackend,
  type TestUser,
} from '../helpers/backend';

let backend: TestBackend;
let service: SupabaseClient;

// A real browser's key sizes: p256dh a 65-byte point, auth 16 bytes, both base64url.
const KEYS = { p_p256dh: `B${'A'.repeat(86)}`, p_auth: 'A'.repeat(22) };
const OTHER_KEYS = { p_p256dh: `B${'C'.repeat(86)}`, p_auth: 'C'.repeat(22) };

beforeAll(async () => {
  backend = await startTestBackend({ reminderClock: false });
  service = createTestClient(backend, backend.serviceRoleKey);
});

afterAll(async () => {
  await backend?.stop();
});

async function habitOf(user: TestUser): Promise<number> {
  const habit = await user.client.from('habit_metadata').insert({ name: 'Read' }).select().single();
  expect(habit.error).toBeNull();
  return habit.data!.id as number;
}

const save = (user: TestUser, endpoint: string, keys = KEYS) =>
  user.client.rpc('save_push_subscription', { p_endpoint: endpoint, ...keys });

async function ownersOf(endpoint: string) {
  const { data, error } = await service
    .from('push_subscription')
    .select('created_by, p256dh')
    .eq('endpoint', endpoint);
  expect(error).toBeNull();
  return data;
}

describe('habit_reminder', () => {
  it('refuses 24:00 (a time the sender cannot place in a day) with 400', async () => {
    const user = await createTestUser(backend);
    const habitId = await habitOf(user);
    for (const time of ['24:00', '24:00:00']) {
      const result = await user.client
        .from('habit_reminder')
        .insert({ habit_id: habitId, time_of_day: time });
      expect(result.status, time).toBe(400);
      expect(result.error, time).toMatchObject({ code: '23514' });
    }
    const ok = await user.client
      .from('habit_reminder')
      .insert({ habit_id: habitId, time_of_day: '23:59' });
    expect(ok.error).toBeNull();
    const { count } = await service
      .from('habit_reminder')
      .select('*', { count: 'exact', head: true })
      .eq('habit_id', habitId);
    expect(count).toBe(1);
  });

  it('takes at most 10 reminders per habit, refusing the 11th with a clear message', async () => {
    const user = await createTestUser(backend);
    const habitId = await habitOf(user);
    const times = Array.from({ length: 10 }, (_, i) => `0${i}:30`);
    const ten = await user.client
      .from('habit_reminder')
      .insert(times.map((time_of_day) => ({ habit_id: habitId, time_of_day })));
    expect(ten.error).toBeNull();
    const eleventh = await user.client
      .from('habit_reminder')
      .insert({ habit_id: habitId, time_of_day: '12:00' });
    expect(eleventh.status).toBe(400);
    expect(eleventh.error).toMatchObject({
      code: '23514',
      message: 'A habit can have at most 10 reminders',
    });
    // Another habit has its own 10; changing a reminder of the full habit is still fine.
    const other = await habitOf(user);
    const elsewhere = await user.client
      .from('habit_reminder')
      .insert({ habit_id: other, time_of_day: '12:00' });
    expect(elsewhere.error).toBeNull();
    const moved = await user.client
      .from('habit_reminder')
      .update({ time_of_day: '09:45', enabled: false })
      .eq('habit_id', habitId)
      .eq('time_of_day', '09:30')
      .select('id');
    expect(moved).toMatchObject({ error: null, data: [{ id: expect.any(Number) }] });
  });
});

describe('push_subscription', () => {
  it('takes at most 10 subscriptions per user; saving one of them again still works', async () => {
    const user = await createTestUser(backend);
    const endpoint = (i: number) => `https://fcm.googleapis.com/fcm/send/cap-${user.user.id}-${i}`;
    for (let i = 0; i < 10; i += 1) expect((await save(user, endpoint(i))).error).toBeNull();
    const again = await save(user, endpoint(3));
    expect(again.error).toBeNull();
    for (const eleventh of [
      await save(user, endpoint(10)),
      await user.client.from('push_subscription').insert({
        endpoint: endpoint(11),
        p256dh: KEYS.p_p256dh,
        auth: KEYS.p_auth,
      }),
    ]) {
      expect(eleventh.status).toBe(400);
      expect(eleventh.error).toMatchObject({ code: '23514' });
      expect(eleventh.error!.message).toMatch(/Reminders are on in 10 browsers already/);
    }
    expect(await ownersOf(endpoint(10))).toEqual([]);
  });

  it('refuses https endpoints on another port than 443, at save time and on insert', async () => {
    const user = await createTestUser(backend);
    for (const endpoint of [
      'https://fcm.googleapis.com:22/fcm/send/port',
      'https://updates.push.services.mozilla.com:8443/wpush/v2/port',
    ]) {
      const saved = await save(user, endpoint);
      expect(saved.status, endpoint).toBe(400);
      expect(saved.error, endpoint).toMatchObject({
        code: '23514',
        message: 'A push endpoint must be https on port 443',
      });
      const inserted = await user.client
        .from('push_subscription')
        .insert({ endpoint, p256dh: KEYS.p_p256dh, auth: KEYS.p_auth });
      expect(inserted).toMatchObject({ status: 400, error: { code: '23514' } });
      expect(await ownersOf(endpoint)).toEqual([]);
    }
    expect((await save(user, 'https://fcm.googleapis.com:443/fcm/send/port')).error).toBeNull();
  });
});

describe('save_push_subscription across users', () => {
  it("refuses another user's endpoint with 409 unless the keys are the same browser's", async () => {
    const [owner, other] = [await createTestUser(backend), await createTestUser(backend)];
    const endpoint = `https://fcm.googleapis.com/fcm/send/taken-${owner.user.id}`;
    expect((await save(owner, endpoint)).error).toBeNull();

    // Knowing the endpoint is not enough: the row stays the owner's, keys unchanged.
    const taken = await save(other, endpoint, OTHER_KEYS);
    expect(taken.status).toBe(409);
    expect(taken.error).toMatchObject({
      code: '23505',
      message: 'This push endpoint belongs to another account',
    });
    expect(await ownersOf(endpoint)).toEqual([
      { created_by: owner.user.id, p256dh: KEYS.p_p256dh },
    ]);
    // The same auth secret with another key is not the same subscription either.
    const halfKeys = await save(other, endpoint, { ...KEYS, p_p256dh: OTHER_KEYS.p_p256dh });
    expect(halfKeys.status).toBe(409);

    // The same browser subscription (endpoint and keys): it moves to whoever signed in there.
    const moved = await save(other, endpoint);
    expect(moved.error).toBeNull();
    expect(await ownersOf(endpoint)).toEqual([
      { created_by: other.user.id, p256dh: KEYS.p_p256dh },
    ]);
    // The owner may renew their own row's keys.
    expect((await save(other, endpoint, OTHER_KEYS)).error).toBeNull();
    expect(await ownersOf(endpoint)).toEqual([
      { created_by: other.user.id, p256dh: OTHER_KEYS.p_p256dh },
    ]);
  });
});
