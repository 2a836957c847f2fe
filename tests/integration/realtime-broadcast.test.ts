/**
 * Live updates through the local Realtime server (backend/realtime/README.md) with the real
 * supabase-js: a save on one device reaches the user's other devices on the private channel
 * `user:<uid>`; row-level security on realtime.messages keeps everybody else out; forged and
 * expired tokens are refused as hosted Realtime refuses them.
 */
import { decodeJwt } from 'jose';
import initSqlJs from 'sql.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { buildLoopBackup, generateLoopHabits } from '@/lib/loop-import/loop-fixtures.test-util';
import { readLoopFile } from '@/lib/loop-import/read-loop-file';
import { toLoopImport } from '@/lib/loop-import/to-import';
import { signJwt } from '../../backend/auth/index';
import {
  createTestClient,
  createTestUser,
  startTestBackend,
  type TestBackend,
  type TestUser,
} from '../helpers/backend';
import { RawSocket, join, sleep, waitFor } from '../helpers/realtime';

let backend: TestBackend;
let owner: TestUser;
let otherDevice: SupabaseClient;
let stranger: TestUser;
let habitId: number;
let questionId: number;
let options: number[];
const clients: SupabaseClient[] = [];

beforeAll(async () => {
  backend = await startTestBackend();
  owner = await createTestUser(backend);
  stranger = await createTestUser(backend);
  otherDevice = createTestClient(backend);
  const signIn = await otherDevice.auth.signInWithPassword(owner);
  expect(signIn.error).toBeNull();
  clients.push(owner.client, otherDevice, stranger.client);
  const { data, error } = await owner.client.rpc('create_habit', {
    p_habit: {
      name: 'Walk',
      questions: [
        {
          question: 'Walked?',
          options: [
            { label: 'Yes', score_value: 10 },
            { label: 'No', score_value: 0 },
          ],
        },
      ],
    },
  });
  expect(error).toBeNull();
  habitId = Number(data);
  const q = await owner.client
    .from('question_metadata')
    .select('id, option_metadata(id)')
    .eq('habit_id', habitId)
    .single<{ id: number; option_metadata: { id: number }[] }>();
  questionId = q.data!.id;
  options = q.data!.option_metadata.map((o) => o.id).sort((a, b) => a - b);
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
  await backend?.stop();
});

function save(client: SupabaseClient, date: string, option: number) {
  return client.rpc('save_habit_day', {
    p_habit_id: habitId,
    p_date: date,
    p_answers: [{ question_id: questionId, option_id: option }],
  });
}

const topic = (user: TestUser) => `user:${user.user.id}`;

describe('a private channel per user', () => {
  it("a save on one device reaches the user's other device", async () => {
    const live = join(owner.client, topic(owner));
    expect(await live.result).toEqual({ status: 'SUBSCRIBED', error: undefined });

    const saved = await save(otherDevice, '2025-11-20', options[0]);
    expect(saved.error).toBeNull();
    await waitFor(() => live.messages.length >= 2, 'the messages of the save');
    const day = { habit_id: habitId, date: '2025-11-20' };
    expect(live.messages.map((m) => [m.event, m.payload.table, m.payload.operation])).toEqual([
      ['habit_days_changed', 'checkmarks_tracker', 'INSERT'],
      ['habit_days_changed', 'answer_entry', 'INSERT'],
    ]);
    for (const m of live.messages) {
      expect(m.payload).toMatchObject({ days: [day], more: false, id: expect.any(String) });
      expect(m).toMatchObject({ type: 'broadcast', meta: { id: m.payload.id } });
    }

    // Another answer to the same day: announced again.
    live.messages.length = 0;
    expect((await save(otherDevice, '2025-11-20', options[1])).error).toBeNull();
    await waitFor(
      () => live.messages.some((m) => m.payload.table === 'answer_entry'),
      'the message of the changed answer',
    );
    expect(live.messages.every((m) => JSON.stringify(m.payload.days) === JSON.stringify([day])));
    await owner.client.removeChannel(live.channel);
  });

  it('an import is one message per table: its newest 50 days, newest first, and more', async () => {
    // A user of their own: the import's days are all the days there are.
    const importer = await createTestUser(backend);
    clients.push(importer.client);
    const live = join(importer.client, topic(importer));
    expect((await live.result).status).toBe('SUBSCRIBED');
    const SQL = await initSqlJs();
    const loopHabits = generateLoopHabits({ count: 3, days: 40, lastDay: '2025-11-27', seed: 5 });
    const file = readLoopFile(buildLoopBackup(SQL, loopHabits, 25), (b) => new SQL.Database(b));
    const { payload } = toLoopImport(file, '2025-11-27');
    const { error } = await importer.client.rpc('import_loop_habits', { p_data: payload });
    expect(error).toBeNull();
    await waitFor(() => live.messages.length >= 2, 'the messages of the import');
    await sleep(200);

    const { data: here } = await importer.client.from('habit_metadata').select('id, import_ref');
    const idOf = new Map(here!.map((h) => [h.import_ref as string, h.id as number]));
    // Check-marks: every entry's day; answers: every day but the skipped ones.
    const newest = (withAnswers: boolean) => {
      const days = payload.entries
        .filter((e) => !withAnswers || e.answer !== 'skip')
        .map((e) => ({ habit_id: idOf.get(payload.habits[e.habit].import_ref)!, date: e.date }))
        .sort((a, b) => b.date.localeCompare(a.date) || a.habit_id - b.habit_id);
      expect(days.length).toBeGreaterThan(50);
      return days.slice(0, 50);
    };
    expect(live.messages.map((m) => [m.payload.table, m.payload.operation])).toEqual([
      ['checkmarks_tracker', 'INSERT'],
      ['answer_entry', 'INSERT'],
    ]);
    expect(live.messages[0].payload).toMatchObject({ days: newest(false), more: true });
    expect(live.messages[1].payload).toMatchObject({ days: newest(true), more: true });
    await importer.client.removeChannel(live.channel);
  });

  it("another user can neither join the user's topic nor receive anything of it", async () => {
    const intruder = join(stranger.client, topic(owner));
    const refused = await intruder.result;
    expect(refused.status).toBe('CHANNEL_ERROR');
    expect(refused.error?.message).toBe(
      `Unauthorized: You do not have permissions to read from this Channel topic: ${topic(owner)}`,
    );

    // The stranger's own private topic, and (on another of the stranger's devices: supabase-js
    // keeps one channel per name) a public channel of the owner's topic name.
    const own = join(stranger.client, topic(stranger));
    const strangerDevice = createTestClient(backend);
    clients.push(strangerDevice);
    await strangerDevice.realtime.setAuth(stranger.session.access_token);
    const publicTwin = join(strangerDevice, topic(owner), { private: false });
    expect((await own.result).status).toBe('SUBSCRIBED');
    expect((await publicTwin.result).status).toBe('SUBSCRIBED');
    const live = join(owner.client, topic(owner));
    expect((await live.result).status).toBe('SUBSCRIBED');

    expect((await save(owner.client, '2025-11-21', options[0])).error).toBeNull();
    await waitFor(() => live.messages.length >= 2, "the owner's messages");
    await sleep(200);
    expect(own.messages).toEqual([]);
    expect(publicTwin.messages).toEqual([]);
    expect(intruder.messages).toEqual([]);
    await stranger.client.removeAllChannels();
    await strangerDevice.removeAllChannels();
    await owner.client.removeChannel(live.channel);
  });

  it('signed out (the anon key alone) a user topic cannot be joined', async () => {
    const anon = createTestClient(backend);
    clients.push(anon);
    const joined = join(anon, topic(owner));
    const { status, error } = await joined.result;
    expect(status).toBe('CHANNEL_ERROR');
    expect(error?.message).toMatch(/^Unauthorized: You do not have permissions to read/);
  });

  it('a device broadcasts to its other devices (the insert policy), not to itself', async () => {
    const sender = join(owner.client, topic(owner), { private: true, broadcast: { ack: true } });
    const receiver = join(otherDevice, topic(owner));
    expect((await sender.result).status).toBe('SUBSCRIBED');
    expect((await receiver.result).status).toBe('SUBSCRIBED');
    const sent = await sender.channel.send({ type: 'broadcast', event: 'ping', payload: { n: 1 } });
    expect(sent).toBe('ok');
    await waitFor(() => receiver.messages.find((m) => m.event === 'ping'), 'the ping');
    expect(receiver.messages.find((m) => m.event === 'ping')?.payload).toEqual({ n: 1 });
    await sleep(100);
    expect(sender.messages.filter((m) => m.event === 'ping')).toEqual([]);
    await owner.client.removeAllChannels();
    await otherDevice.removeAllChannels();
  });
});

describe('tokens', () => {
  const claimsOf = (user: TestUser) => decodeJwt(user.session.access_token);

  it('a token signed with another secret is refused at join', async () => {
    const client = createTestClient(backend);
    clients.push(client);
    const forged = await signJwt(claimsOf(owner), 'not-the-project-secret-but-long-enough!!');
    await client.realtime.setAuth(forged);
    const { status, error } = await join(client, topic(owner)).result;
    expect(status).toBe('CHANNEL_ERROR');
    expect(error?.message).toBe('JwtSignatureError: Failed to validate JWT signature');
  });

  it('an expired token is refused at join', async () => {
    const client = createTestClient(backend);
    clients.push(client);
    const now = Math.floor(Date.now() / 1000);
    const expired = await signJwt(
      { ...claimsOf(owner), iat: now - 7200, exp: now - 3600 },
      backend.jwtSecret,
    );
    await client.realtime.setAuth(expired);
    const { status, error } = await join(client, topic(owner)).result;
    expect(status).toBe('CHANNEL_ERROR');
    expect(error?.message).toMatch(/^InvalidJWTToken: Token has expired 36\d\d seconds ago$/);
  });

  it('a socket whose apikey is forged is refused before it opens (401)', async () => {
    const forged = await signJwt(
      { role: 'anon', exp: 1983812996 },
      'another-secret-of-32-characters-xx',
    );
    await expect(new RawSocket(backend.url, forged).opened()).rejects.toThrow(
      '401 {"error":"Failed to validate JWT signature"}',
    );
    await expect(new RawSocket(backend.url, null).opened()).rejects.toThrow(
      '401 {"error":"API key is missing"}',
    );
  });

  it("switching a joined channel to another user's token closes it", async () => {
    const client = createTestClient(backend);
    clients.push(client);
    await client.realtime.setAuth(owner.session.access_token);
    const live = join(client, topic(owner));
    expect((await live.result).status).toBe('SUBSCRIBED');
    await client.realtime.setAuth(stranger.session.access_token);
    await waitFor(() => live.system.length > 0, 'the system message');
    expect(live.system[0]).toMatchObject({
      extension: 'system',
      status: 'error',
      message: `You no longer have permission to read from this Channel topic: ${topic(owner)}`,
      channel: topic(owner),
    });
    await waitFor(() => live.statuses.includes('CLOSED'), 'the channel to close');
    expect((await save(owner.client, '2025-11-22', options[0])).error).toBeNull();
    await sleep(200);
    expect(live.messages).toEqual([]);
  });
});
