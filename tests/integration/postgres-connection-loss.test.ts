/**
 * The PostgreSQL server goes away while the backend runs, then comes back (issue 24, "Bad
 * input"): while it is down, REST requests answer 503 with PostgREST's error shape (PGRST000)
 * and Auth requests 503 in GoTrue's shape, instead of a 500; once it is back, the pool opens new connections by itself and the Realtime
 * feed LISTENs again on a new dedicated connection, so a save reaches the user's channel. Needs
 * a server of its own to stop (scripts/pg-cluster.ts); run by `npm run test:postgres` only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../../scripts/pg-cluster';
import {
  createTestClient,
  createTestUser,
  startTestBackend,
  type TestBackend,
  type TestUser,
} from '../helpers/backend';
import { join, sleep } from '../helpers/realtime';

let cluster: Cluster;
let backend: TestBackend;
let owner: TestUser;
let habitId: number;
let questionId: number;
let optionId: number;

beforeAll(async () => {
  cluster = await startCluster();
  backend = await startTestBackend({ databaseUrl: cluster.url });
  owner = await createTestUser(backend);
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
  if (error) throw error;
  habitId = Number(data);
  const q = await owner.client
    .from('question_metadata')
    .select('id, option_metadata(id)')
    .eq('habit_id', habitId)
    .single<{ id: number; option_metadata: { id: number }[] }>();
  questionId = q.data!.id;
  optionId = Math.min(...q.data!.option_metadata.map((o) => o.id));
}, 120_000);

afterAll(async () => {
  await owner?.client.removeAllChannels();
  await backend?.stop();
  await cluster?.stop();
});

function save(date: string) {
  return owner.client.rpc('save_habit_day', {
    p_habit_id: habitId,
    p_date: date,
    p_answers: [{ question_id: questionId, option_id: optionId }],
  });
}

describe('the database server stops and starts again', () => {
  it('REST and Auth answer 503 while it is down, and recover with Realtime when it is back', async () => {
    const live = join(owner.client, `user:${owner.user.id}`);
    expect(await live.result).toEqual({ status: 'SUBSCRIBED', error: undefined });
    expect((await save('2026-01-01')).status).toBe(200);

    await cluster.stopServer();
    const read = await owner.client.from('habit_metadata').select('id');
    expect(read.status).toBe(503);
    expect(read.error?.code).toBe('PGRST000');
    expect(read.error?.message).toBe('Database connection error. Retrying the connection.');
    const write = await save('2026-01-02');
    expect(write.status).toBe(503);
    expect(write.error?.code).toBe('PGRST000');
    // Auth: a sign-in and a read of the user, through supabase-js and as GoTrue's JSON.
    const signIn = await createTestClient(backend).auth.signInWithPassword({
      email: owner.email,
      password: owner.password,
    });
    expect(signIn.error?.status).toBe(503);
    const user = await fetch(`${backend.url}/auth/v1/user`, {
      headers: {
        apikey: backend.anonKey,
        authorization: `Bearer ${owner.session.access_token}`,
        'x-supabase-api-version': '2024-01-01',
      },
    });
    expect(user.status).toBe(503);
    expect(await user.json()).toEqual({
      code: 'unexpected_failure',
      message: 'Database connection error. Retrying the connection.',
    });

    await cluster.startServer();
    // The pool opens new connections: no request fails once the server answers again.
    const back = await owner.client.from('habit_metadata').select('id');
    expect(back.error).toBeNull();
    expect(back.data).toEqual([{ id: habitId }]);
    const again = await createTestClient(backend).auth.signInWithPassword({
      email: owner.email,
      password: owner.password,
    });
    expect(again.error).toBeNull();

    // The listening connection comes back after a short backoff: a later save is delivered.
    const seen = live.messages.length;
    const deadline = Date.now() + 20_000;
    let day = 3;
    while (live.messages.length === seen && Date.now() < deadline) {
      const saved = await save(`2026-01-${String(day++).padStart(2, '0')}`);
      expect(saved.error).toBeNull();
      await sleep(500);
    }
    expect(live.messages.length).toBeGreaterThan(seen);
    expect(live.messages.at(-1)?.event).toBe('habit_days_changed');
  }, 60_000);
});
