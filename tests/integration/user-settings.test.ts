/**
 * user_settings (week start, day start and language kept with the account) through the real supabase-js
 * against the real migrations: the row is made by the first save with the user's id by default,
 * a second device of the same user reads it, values outside what the app allows are refused with
 * 400 and change nothing. (Who may read and change it: tests/integration/rls-matrix.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectWrite } from '@/api/write';
import {
  createTestClient,
  createTestUser,
  startTestBackend,
  type TestBackend,
} from '../helpers/backend';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.stop();
});

describe('user_settings', () => {
  it('the first save makes the row (user_id by default); a second device reads it', async () => {
    const user = await createTestUser(backend);
    const none = await user.client.from('user_settings').select('*').maybeSingle();
    expect(none).toMatchObject({ error: null, data: null });

    await expectWrite(
      'insert',
      user.client.from('user_settings').insert({ week_start: 0, day_start_hour: 3 }),
    );
    const saved = await expectWrite(
      'upsert',
      user.client
        .from('user_settings')
        .upsert(
          { user_id: user.user.id, week_start: 6, day_start_hour: 3 },
          { onConflict: 'user_id' },
        )
        .select('user_id, week_start, day_start_hour')
        .single(),
    );
    expect(saved).toEqual({ user_id: user.user.id, week_start: 6, day_start_hour: 3 });

    // Another device: a new client signing in with the same account.
    const device2 = createTestClient(backend);
    const signIn = await device2.auth.signInWithPassword({
      email: user.email,
      password: user.password,
    });
    expect(signIn.error).toBeNull();
    const read = await device2
      .from('user_settings')
      .select('week_start, day_start_hour')
      .maybeSingle();
    expect(read).toMatchObject({ error: null, data: { week_start: 6, day_start_hour: 3 } });
  });

  it.each([
    { week_start: 7, day_start_hour: 0 },
    { week_start: -1, day_start_hour: 0 },
    { week_start: 1, day_start_hour: 6 },
    { week_start: 1, day_start_hour: -1 },
  ])('refuses %o with 400 and keeps the row', async (values) => {
    const user = await createTestUser(backend);
    await expectWrite(
      'insert',
      user.client.from('user_settings').insert({ week_start: 2, day_start_hour: 1 }),
    );
    const result = await user.client
      .from('user_settings')
      .update(values)
      .eq('user_id', user.user.id)
      .select();
    expect(result.status).toBe(400);
    expect(result.error).toMatchObject({ code: '23514' });
    const row = await user.client.from('user_settings').select('week_start, day_start_hour');
    expect(row.data).toEqual([{ week_start: 2, day_start_hour: 1 }]);
  });

  it("keeps the language: null until chosen, one of the app's six, anything else refused", async () => {
    const user = await createTestUser(backend);
    const made = await expectWrite(
      'insert',
      user.client
        .from('user_settings')
        .insert({ week_start: 1, day_start_hour: 0 })
        .select('language')
        .single(),
    );
    expect(made).toEqual({ language: null });
    for (const language of ['de', 'pt-BR', 'ar', 'en', null]) {
      const saved = await expectWrite(
        'upsert',
        user.client
          .from('user_settings')
          .upsert({ user_id: user.user.id, language }, { onConflict: 'user_id' })
          .select('language')
          .single(),
      );
      expect(saved).toEqual({ language });
    }
    for (const language of ['pt', 'de-AT', 'EN', 'xx', '']) {
      const result = await user.client
        .from('user_settings')
        .update({ language })
        .eq('user_id', user.user.id)
        .select();
      expect(result.status, language).toBe(400);
      expect(result.error).toMatchObject({ code: '23514' });
    }
  });
});
