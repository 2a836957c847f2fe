/** Refresh-token rotation and reuse detection through supabase-js (docs/local-backend.md). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import {
  createTestClient,
  createTestUser,
  startTestBackend,
  type TestBackend,
} from '../helpers/backend';

let strict: TestBackend; // reuse interval 0: any replay of a rotated token is refused
let lenient: TestBackend; // default 10 s reuse interval

beforeAll(async () => {
  [strict, lenient] = await Promise.all([
    startTestBackend({ refreshTokenReuseIntervalSeconds: 0 }),
    startTestBackend(),
  ]);
});
afterAll(async () => {
  await Promise.all([strict?.stop(), lenient?.stop()]);
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('refresh', () => {
  it('rotates the refresh token and keeps the session', async () => {
    const { client, session } = await createTestUser(strict);
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    const next = data.session!;
    expect(next.refresh_token).not.toBe(session.refresh_token);
    expect(decodeJwt(next.access_token).session_id).toBe(
      decodeJwt(session.access_token).session_id,
    );
    expect(data.user!.id).toBe(session.user.id);

    const { rows } = await strict.db.query<{ parent: string | null; revoked: boolean }>(
      'select parent, revoked from auth.refresh_tokens where token = $1',
      [next.refresh_token],
    );
    expect(rows[0]).toEqual({ parent: session.refresh_token, revoked: false });
  });

  it('refuses a replayed token after the reuse interval and revokes the family', async () => {
    const { client, session } = await createTestUser(strict);
    const { data } = await client.auth.refreshSession();
    const current = data.session!.refresh_token;
    await sleep(20);

    const thief = createTestClient(strict);
    const replay = await thief.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(replay.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    expect(replay.error!.message).toBe('Invalid Refresh Token: Already Used');

    // The whole family is revoked: the legitimate current token is now a replay too.
    const after = await createTestClient(strict).auth.refreshSession({ refresh_token: current });
    expect(after.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
  });

  it('allows a replay within the reuse interval and returns the active token', async () => {
    const { client, session } = await createTestUser(lenient);
    const { data } = await client.auth.refreshSession();
    const active = data.session!.refresh_token;
    const replay = await createTestClient(lenient).auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(replay.error).toBeNull();
    expect(replay.data.session!.refresh_token).toBe(active);
  });

  it('answers refresh_token_not_found for an unknown token', async () => {
    const { error } = await createTestClient(strict).auth.refreshSession({
      refresh_token: 'no-such-token',
    });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('a refreshed access token works on /user and the new claims are fresh', async () => {
    const { client } = await createTestUser(strict);
    await client.auth.updateUser({ data: { name: 'Renamed' } });
    const { data } = await client.auth.refreshSession();
    expect(decodeJwt(data.session!.access_token).user_metadata).toEqual({ name: 'Renamed' });
    expect((await client.auth.getUser()).data.user!.user_metadata).toEqual({ name: 'Renamed' });
  });
});
