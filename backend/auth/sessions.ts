/**
 * Sessions, refresh-token rotation and access tokens, following GoTrue: one auth.sessions row per
 * sign-in, a chain of refresh tokens per session (each new token's `parent` is the one it
 * replaced), the sign-in method kept in auth.mfa_amr_claims for the `amr` claim.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { BackendConfig, Database, Queryable } from '../core/types';
import { AuthError } from './errors';
import { signJwt } from './jwt';
import { findUserById, isBanned, listIdentities, userJson, type UserRow } from './users';

export type AuthMethod = 'password' | 'oauth' | 'recovery' | 'otp';

const schemaReady = new WeakMap<Queryable, Promise<void>>();

/**
 * GoTrue keeps the sign-in methods of a session in auth.mfa_amr_claims; the bootstrap SQL does
 * not create it (the app never touches it), so Auth creates it on first use.
 */
export function ensureAuthSchema(db: Queryable): Promise<void> {
  let ready = schemaReady.get(db);
  if (!ready) {
    ready = db.exec(`
      create table if not exists auth.mfa_amr_claims (
        session_id uuid not null references auth.sessions (id) on delete cascade,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        authentication_method text not null,
        id uuid primary key,
        constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
      );`);
    ready.catch(() => schemaReady.delete(db));
    schemaReady.set(db, ready);
  }
  return ready;
}

interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  created_at: Date;
  updated_at: Date;
  parent: string | null;
  session_id: string | null;
}

function newRefreshTokenString(): string {
  return randomBytes(16).toString('base64url');
}

async function insertRefreshToken(
  tx: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = newRefreshTokenString();
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [token, userId, parent, sessionId],
  );
  return token;
}

/** Opens a new session for the user and returns the session JSON. */
export async function createSession(
  tx: Queryable,
  config: BackendConfig,
  user: UserRow,
  method: AuthMethod,
): Promise<Record<string, unknown>> {
  const sessionId = randomUUID();
  await tx.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, now(), now(), 'aal1')`,
    [sessionId, user.id],
  );
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1, now(), now(), $2, $3)`,
    [sessionId, method, randomUUID()],
  );
  await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
  const refreshToken = await insertRefreshToken(tx, user.id, sessionId, null);
  return sessionJson(tx, config, user.id, sessionId, refreshToken);
}

/** The session response of GoTrue's AccessTokenResponse, with a freshly signed access token. */
async function sessionJson(
  tx: Queryable,
  config: BackendConfig,
  userId: string,
  sessionId: string,
  refreshToken: string,
): Promise<Record<string, unknown>> {
  const user = await findUserById(tx, userId);
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  const { rows: amrRows } = await tx.query<{ method: string; ts: number }>(
    `select authentication_method as method, extract(epoch from created_at)::bigint::int as ts
     from auth.mfa_amr_claims where session_id = $1 order by created_at desc`,
    [sessionId],
  );
  const now = Math.floor(Date.now() / 1000);
  const expiresIn = config.jwtExpirySeconds;
  const accessToken = await signJwt(
    {
      aud: 'authenticated',
      exp: now + expiresIn,
      iat: now,
      iss: `${config.apiUrl}/auth/v1`,
      sub: user.id,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role ?? 'authenticated',
      aal: 'aal1',
      amr: amrRows.map((r) => ({ method: r.method, timestamp: Number(r.ts) })),
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
    config.jwtSecret,
  );
  const identities = await listIdentities(tx, user.id);
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: now + expiresIn,
    refresh_token: refreshToken,
    user: userJson(user, identities),
  };
}

/**
 * grant_type=refresh_token with rotation and reuse detection. A revoked token may be replayed
 * within `reuseIntervalSeconds` of its rotation (a client that lost the response), which yields
 * the session's currently active token; later replays revoke the whole session's tokens.
 */
export async function refreshSession(
  db: Database,
  config: BackendConfig,
  token: string,
  reuseIntervalSeconds: number,
): Promise<Record<string, unknown>> {
  const result = await db.transaction(async (tx) => {
    const { rows } = await tx.query<RefreshTokenRow>(
      'select * from auth.refresh_tokens where token = $1 for update',
      [token],
    );
    const row = rows[0];
    if (!row || !row.session_id) {
      return new AuthError(
        400,
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      );
    }
    const sessionId = row.session_id;
    const { rows: sessions } = await tx.query<{ not_after: Date | null }>(
      'select not_after from auth.sessions where id = $1',
      [sessionId],
    );
    if (!sessions[0] || (sessions[0].not_after && sessions[0].not_after.getTime() < Date.now())) {
      return new AuthError(400, 'session_expired', 'Invalid Refresh Token: Session Expired');
    }
    const user = await findUserById(tx, row.user_id);
    if (!user) {
      return new AuthError(
        400,
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      );
    }
    if (isBanned(user)) {
      return new AuthError(400, 'user_banned', 'Invalid Refresh Token: User Banned');
    }

    let nextToken: string;
    if (row.revoked) {
      const withinReuse =
        Date.now() - new Date(row.updated_at).getTime() <= reuseIntervalSeconds * 1000;
      const { rows: active } = await tx.query<RefreshTokenRow>(
        `select * from auth.refresh_tokens where session_id = $1 and revoked = false
         order by id desc limit 1`,
        [sessionId],
      );
      if (!withinReuse || !active[0]) {
        // A replay outside the window means the token leaked: end the whole session's family.
        await tx.query(
          'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false',
          [sessionId],
        );
        return new AuthError(
          400,
          'refresh_token_already_used',
          'Invalid Refresh Token: Already Used',
        );
      }
      nextToken = active[0].token;
    } else {
      await tx.query(
        'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1',
        [row.id],
      );
      nextToken = await insertRefreshToken(tx, row.user_id, sessionId, row.token);
    }
    await tx.query(
      'update auth.sessions set updated_at = now(), refreshed_at = now() where id = $1',
      [sessionId],
    );
    return sessionJson(tx, config, row.user_id, sessionId, nextToken);
  });
  // Errors are returned, not thrown, so the family revocation above is committed.
  if (result instanceof AuthError) throw result;
  return result;
}
