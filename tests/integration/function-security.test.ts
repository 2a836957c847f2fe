/**
 * Functions the API exposes, against the real migrations on the real local backend:
 * - No SECURITY DEFINER function sits in an exposed schema (supabase/config.toml `[api] schemas`)
 *   where anon or authenticated may execute it: Supabase's database advisor flags that (lint
 *   0028/0029), since such a function runs with its owner's rights for anyone who can call it
 *   through /rest/v1/rpc. Privileged work lives in the `private` schema, behind a SECURITY
 *   INVOKER wrapper in public.
 * - delete_my_account (the one privileged call): deletes the caller's own account and every row
 *   of it, never anybody else's; anon cannot call it, and its private half cannot be reached
 *   through the API at all.
 */
import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectWrite } from '@/api/write';
import {
  createTestClient,
  createTestUser,
  startTestBackend,
  type TestBackend,
  type TestUser,
} from '../helpers/backend';

const CONFIG = readFileSync(new URL('../../supabase/config.toml', import.meta.url), 'utf8');

/** The schemas PostgREST exposes, as the Supabase CLI and the hosted project read them. */
function exposedSchemas(): string[] {
  const api = /^\[api\]\s*$([\s\S]*?)^\[/m.exec(CONFIG)?.[1] ?? '';
  const list = /^schemas\s*=\s*\[([^\]]*)\]/m.exec(api)?.[1];
  if (!list) throw new Error('no [api] schemas in supabase/config.toml');
  return [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
}

let backend: TestBackend;
let anon: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  anon = createTestClient(backend);
  service = createTestClient(backend, backend.serviceRoleKey);
});

afterAll(async () => {
  await backend?.stop();
});

describe('functions in the exposed schemas', () => {
  it('the API exposes public only (the private schema is not reachable)', () => {
    expect(exposedSchemas()).toEqual(['public']);
  });

  it('none is SECURITY DEFINER and executable by anon or authenticated', async () => {
    const { rows } = await backend.db.query<{ fn: string; anon: boolean; authenticated: boolean }>(
      `select format('%I.%I(%s)', n.nspname, p.proname,
                     pg_get_function_identity_arguments(p.oid)) as fn,
              has_function_privilege('anon', p.oid, 'execute') as anon,
              has_function_privilege('authenticated', p.oid, 'execute') as authenticated
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = any($1::text[])
          and p.prosecdef
          and (has_function_privilege('anon', p.oid, 'execute')
               or has_function_privilege('authenticated', p.oid, 'execute'))
        order by 1`,
      [exposedSchemas()],
    );
    expect(rows).toEqual([]);
  });

  it('the check sees the functions the app calls (it is not looking at an empty schema)', async () => {
    const { rows } = await backend.db.query<{ proname: string; prosecdef: boolean }>(
      `select p.proname, p.prosecdef
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.proname = any($1::text[])
        order by 1`,
      [['create_habit', 'delete_my_account', 'import_my_data', 'reorder_habits', 'save_habit_day']],
    );
    expect(rows).toEqual([
      { proname: 'create_habit', prosecdef: false },
      { proname: 'delete_my_account', prosecdef: false },
      { proname: 'import_my_data', prosecdef: false },
      { proname: 'reorder_habits', prosecdef: false },
      { proname: 'save_habit_day', prosecdef: false },
    ]);
  });

  it('every SECURITY DEFINER function is out of anon reach and pins its search_path', async () => {
    const { rows } = await backend.db.query<{ fn: string; anon: boolean; config: string[] }>(
      `select format('%I.%I', n.nspname, p.proname) as fn,
              has_function_privilege('anon', p.oid, 'execute') as anon,
              coalesce(p.proconfig, '{}') as config
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where p.prosecdef and n.nspname in ('public', 'private')
        order by 1`,
    );
    expect(rows).toEqual([
      { fn: 'private.delete_my_account', anon: false, config: ['search_path=""'] },
      // Writes a first Loop import's days under parents it checks are the caller's
      // (20251201001000_first_import_rows.sql).
      {
        fn: 'private.insert_new_habit_days',
        anon: false,
        config: ['search_path=""', 'work_mem=64MB'],
      },
      // Moves a browser's push endpoint to the caller (20251125002000_create_reminders.sql).
      { fn: 'private.save_push_subscription', anon: false, config: ['search_path=""'] },
    ]);
  });
});

describe('rpc delete_my_account', () => {
  async function habitOf(user: TestUser, name: string): Promise<number> {
    return Number(
      await expectWrite<number>(
        'create_habit',
        user.client.rpc('create_habit', {
          p_habit: {
            name,
            questions: [
              {
                question: 'Done?',
                options: [
                  { label: 'Yes', score_value: 1 },
                  { label: 'No', score_value: 0 },
                ],
              },
            ],
          },
        }),
      ),
    );
  }

  async function authUserExists(id: string): Promise<boolean> {
    const { rows } = await backend.db.query('select 1 from auth.users where id = $1', [id]);
    return rows.length === 1;
  }

  async function habitCount(userId: string): Promise<number> {
    const { count, error } = await service
      .from('habit_metadata')
      .select('id', { count: 'exact', head: true })
      .eq('created_by', userId);
    if (error) throw error;
    return count ?? -1;
  }

  it('anon cannot call it (42501) and nothing is deleted', async () => {
    const a = await createTestUser(backend);
    await habitOf(a, 'Kept');
    const { error } = await anon.rpc('delete_my_account');
    expect(error?.code).toBe('42501');
    expect(await authUserExists(a.user.id)).toBe(true);
    expect(await habitCount(a.user.id)).toBe(1);
  });

  it("deletes the caller's account and rows only: a second user cannot delete the first", async () => {
    const a = await createTestUser(backend);
    const b = await createTestUser(backend);
    await habitOf(a, 'Alice habit');
    await habitOf(b, 'Bob habit');

    // B calls it (it takes no arguments): B goes, A stays with everything.
    await expectWrite('delete_my_account', b.client.rpc('delete_my_account'));
    expect(await authUserExists(b.user.id)).toBe(false);
    expect(await habitCount(b.user.id)).toBe(0);
    expect(await authUserExists(a.user.id)).toBe(true);
    expect(await habitCount(a.user.id)).toBe(1);
    const relogin = await createTestClient(backend).auth.signInWithPassword({
      email: a.email,
      password: a.password,
    });
    expect(relogin.error).toBeNull();

    // Arguments naming A are refused, not ignored into deleting somebody.
    const c = await createTestUser(backend);
    const { error: withArgs } = await c.client.rpc('delete_my_account', { p_user_id: a.user.id });
    expect(withArgs?.code).toBe('PGRST202');
    expect(await authUserExists(a.user.id)).toBe(true);
    expect(await authUserExists(c.user.id)).toBe(true);

    // The privileged half is not reachable through the API.
    const res = await fetch(`${backend.url}/rest/v1/rpc/delete_my_account`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        Authorization: `Bearer ${c.session.access_token}`,
        'Content-Type': 'application/json',
        'Content-Profile': 'private',
      },
      body: '{}',
    });
    expect(res.status).toBe(406);
    expect(await authUserExists(c.user.id)).toBe(true);

    // A deletes A: gone, with every row, and the password no longer signs in.
    await expectWrite('delete_my_account', a.client.rpc('delete_my_account'));
    expect(await authUserExists(a.user.id)).toBe(false);
    expect(await habitCount(a.user.id)).toBe(0);
    const after = await createTestClient(backend).auth.signInWithPassword({
      email: a.email,
      password: a.password,
    });
    expect(after.error).not.toBeNull();
    expect(await authUserExists(c.user.id)).toBe(true);
  });

  it('the private function refuses a caller without a user (no auth.uid())', async () => {
    // As authenticated but with no sub claim: what a forged or service call without a user
    // would be. It must delete nothing and say why.
    const error = await backend.db
      .transaction(async (tx) => {
        await tx.exec(
          `set local role authenticated; select set_config('request.jwt.claims', '{"role":"authenticated"}', true);`,
        );
        await tx.query('select public.delete_my_account()');
      })
      .then(
        () => null,
        (e: unknown) => e as { code?: string; message?: string },
      );
    expect(error?.code).toBe('42501');
    expect(error?.message).toBe('Not signed in');
  });
});
