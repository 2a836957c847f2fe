/** supabase.auth.admin with the service_role key: create, list, get, delete users. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import {
  createTestClient,
  createTestUser,
  startTestBackend,
  type TestBackend,
} from '../helpers/backend';

let backend: TestBackend;
const adminClient = () =>
  createClient(backend.url, backend.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  });

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.stop();
});

describe('admin API', () => {
  it('creates a confirmed user who can sign in, lists, gets and deletes it', async () => {
    const admin = adminClient().auth.admin;
    const email = `admin-${randomUUID()}@example.com`;
    const created = await admin.createUser({
      email,
      password: 'created-by-admin',
      email_confirm: true,
      user_metadata: { name: 'Made' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(created.data.user!.user_metadata).toEqual({ name: 'Made' });

    const signIn = await createTestClient(backend).auth.signInWithPassword({
      email,
      password: 'created-by-admin',
    });
    expect(signIn.error).toBeNull();

    const duplicate = await admin.createUser({ email, password: 'another-one' });
    expect(duplicate.error).toMatchObject({ status: 422, code: 'email_exists' });

    const listed = await admin.listUsers({ page: 1, perPage: 100 });
    expect(listed.error).toBeNull();
    expect(listed.data.users.map((u) => u.id)).toContain(id);

    expect((await admin.getUserById(id)).data.user!.email).toBe(email);
    expect((await admin.deleteUser(id)).error).toBeNull();
    expect((await admin.getUserById(id)).error).toMatchObject({ status: 404 });
    const after = await createTestClient(backend).auth.signInWithPassword({
      email,
      password: 'created-by-admin',
    });
    expect(after.error?.code).toBe('invalid_credentials');
  });

  it('refuses the anon key and user tokens', async () => {
    const { session } = await createTestUser(backend);
    for (const token of [backend.anonKey, session.access_token]) {
      const res = await fetch(`${backend.url}/auth/v1/admin/users`, {
        headers: {
          apikey: backend.anonKey,
          authorization: `Bearer ${token}`,
          'x-supabase-api-version': '2024-01-01',
        },
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'not_admin' });
    }
  });
});
