/** The demo account: signs in like any user and sees its habits and 60 days of history. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_NAME, DEMO_PASSWORD, ensureDemoData } from '../../backend/db/demo';
import {
  createTestClient,
  createTestUser,
  startTestBackend,
  type TestBackend,
} from '../helpers/backend';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ demo: true });
});
afterAll(async () => {
  await backend?.stop();
});

describe('demo account', () => {
  it('signs in with the documented credentials and reads its data through REST', async () => {
    const client = createTestClient(backend);
    const { data, error } = await client.auth.signInWithPassword({
      email: DEMO_EMAIL,
      password: DEMO_PASSWORD,
    });
    expect(error).toBeNull();
    expect(data.user!.user_metadata).toMatchObject({ name: DEMO_NAME });

    const profile = await client
      .from('User_Master')
      .select('name')
      .eq('user_id', data.user!.id)
      .single();
    expect(profile.data).toEqual({ name: DEMO_NAME });

    const habits = await client
      .from('habit_metadata')
      .select('id, name, question_metadata(id, option_metadata(id))')
      .order('position');
    expect(habits.error).toBeNull();
    expect(habits.data!.map((h) => h.name)).toEqual(['Sleep', 'Exercise', 'Reading']);
    for (const habit of habits.data!) {
      expect(habit.question_metadata.length).toBeGreaterThan(0);
      for (const q of habit.question_metadata) expect(q.option_metadata.length).toBeGreaterThan(1);
    }

    const days = await client
      .from('checkmarks_tracker')
      .select('date', { count: 'exact', head: true });
    expect(days.count).toBeGreaterThan(100); // 3 habits x 60 days, most answered

    const { data: range } = await client
      .from('checkmarks_tracker')
      .select('date')
      .order('date')
      .limit(1);
    const oldest = new Date(`${range![0].date}T00:00:00`);
    const ageDays = Math.round((Date.now() - oldest.getTime()) / 86_400_000);
    expect(ageDays).toBeGreaterThanOrEqual(55);
    expect(ageDays).toBeLessThanOrEqual(61);

    const consequences = await client.from('consequence_metadata').select('kind');
    expect(consequences.data!.map((c) => c.kind).sort()).toEqual(['penalty', 'reward']);
  });

  it('is invisible to another user (row-level security)', async () => {
    const { client } = await createTestUser(backend);
    const habits = await client.from('habit_metadata').select('id');
    expect(habits.data).toEqual([]);
  });

  it('is visible to the service role, which bypasses row-level security', async () => {
    const admin = createTestClient(backend, backend.serviceRoleKey);
    const { data, error } = await admin.from('habit_metadata').select('name');
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThanOrEqual(3);
  });

  it('is created once: a second run changes nothing', async () => {
    const before = await backend.db.query<{ n: number }>(
      'select count(*)::int as n from public.answer_entry',
    );
    const result = await ensureDemoData(backend.db);
    expect(result.created).toBe(false);
    const after = await backend.db.query<{ n: number }>(
      'select count(*)::int as n from public.answer_entry',
    );
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });
});
