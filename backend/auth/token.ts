/**
 * POST /token?grant_type=password|refresh_token|id_token: a session for an e-mail and password,
 * the next one for a refresh token, or one for a Google ID token (a user found by identity or
 * verified e-mail, or created).
 */
import type { CoreResponse, Queryable } from '../core/types';
import type { LimitedAction } from './rate-limit';
import { type Body, optionalString } from './body';
import type { RequestContext } from './context';
import { AuthError } from './errors';
import { type GoogleIdentity, verifyGoogleIdToken } from './google';
import { createSession, refreshSession } from './sessions';
import {
  addIdentity,
  bannedError,
  checkPasswordLength,
  comparePassword,
  createUser,
  findUserByEmail,
  findUserById,
  isBanned,
  type UserRow,
} from './users';

/** The rate limit a grant counts against (checked by the router before the body is read). */
export function tokenRateLimit(ctx: RequestContext): LimitedAction | undefined {
  const grantType = ctx.query.get('grant_type');
  if (grantType === 'refresh_token') return 'tokenRefresh';
  if (grantType === 'password' || grantType === 'id_token') return 'signInSignUps';
  return undefined;
}

export async function token(ctx: RequestContext): Promise<CoreResponse> {
  const grantType = ctx.query.get('grant_type');
  const body = ctx.body();
  switch (grantType) {
    case 'password':
      return passwordGrant(ctx, body);
    case 'refresh_token': {
      const refresh = optionalString(body.refresh_token);
      if (!refresh) throw new AuthError(400, 'validation_failed', 'refresh_token required');
      return ctx.json(
        200,
        await refreshSession(ctx.db, ctx.config, refresh, ctx.reuseIntervalSeconds),
      );
    }
    case 'id_token':
      return idTokenGrant(ctx, body);
    default:
      throw new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type');
  }
}

async function passwordGrant(ctx: RequestContext, body: Body): Promise<CoreResponse> {
  const email = optionalString(body.email);
  const password = optionalString(body.password) ?? '';
  if (!email) {
    if (optionalString(body.phone))
      throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
    throw new AuthError(400, 'validation_failed', 'missing email or phone');
  }
  // bcrypt reads only 72 bytes: a longer password would match on its first 72 alone.
  checkPasswordLength(password);
  const user = await findUserByEmail(ctx.db, email);
  // Compare even for an unknown user would leak timing less; GoTrue does not, so neither do we.
  if (!user || !(await comparePassword(password, user.encrypted_password))) {
    throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
  }
  if (isBanned(user)) throw bannedError();
  if (!user.email_confirmed_at)
    throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  const session = await ctx.db.transaction((tx) => createSession(tx, ctx.config, user, 'password'));
  return ctx.json(200, session);
}

async function idTokenGrant(ctx: RequestContext, body: Body): Promise<CoreResponse> {
  const provider = optionalString(body.provider);
  const idToken = optionalString(body.id_token);
  if (!idToken) throw new AuthError(400, 'validation_failed', 'id_token required');
  if (provider !== 'google') {
    throw new AuthError(
      400,
      'validation_failed',
      `Custom OIDC provider "${provider ?? ''}" not allowed`,
    );
  }
  const google = await verifyGoogleIdToken(ctx.config.google, idToken, optionalString(body.nonce));
  const identityData = googleIdentityData(google);
  const session = await ctx.db.transaction(async (tx) => {
    const user = await googleUser(ctx, tx, google, identityData);
    if (isBanned(user)) throw bannedError();
    return createSession(tx, ctx.config, user, 'oauth');
  });
  return ctx.json(200, session);
}

/** auth.identities.identity_data (and a new user's metadata) for a Google identity. */
function googleIdentityData(google: GoogleIdentity): Record<string, unknown> {
  const claims = google.claims;
  return {
    iss: claims.iss,
    sub: google.sub,
    email: google.email,
    email_verified: google.emailVerified,
    phone_verified: false,
    provider_id: google.sub,
    ...(typeof claims.name === 'string' ? { name: claims.name, full_name: claims.name } : {}),
    ...(typeof claims.picture === 'string'
      ? { picture: claims.picture, avatar_url: claims.picture }
      : {}),
  };
}

/** The user of a Google identity: the one it is linked to, or by verified e-mail, or a new one. */
async function googleUser(
  ctx: RequestContext,
  tx: Queryable,
  google: GoogleIdentity,
  identityData: Record<string, unknown>,
): Promise<UserRow> {
  const { rows: linked } = await tx.query<{ user_id: string }>(
    `select user_id from auth.identities where provider = 'google' and provider_id = $1`,
    [google.sub],
  );
  if (linked[0]) {
    const user = await findUserById(tx, linked[0].user_id);
    if (!user) throw new AuthError(400, 'user_not_found', 'User not found');
    await addIdentity(tx, user.id, 'google', google.sub, identityData);
    return user;
  }
  const existing = await findUserByEmail(tx, google.email);
  if (existing) return linkGoogleByEmail(tx, existing, google, identityData);
  if (!google.emailVerified) {
    throw new AuthError(
      400,
      'provider_email_needs_verification',
      'Unverified email with google. Verify the email with Google and try again.',
    );
  }
  return createUser(tx, {
    email: google.email,
    provider: 'google',
    providerId: google.sub,
    identityData,
    userMetadata: identityData,
    bcryptCost: ctx.bcryptCost,
  });
}

/** Links a Google identity to the user with its e-mail, only when Google vouches for it (GoTrue). */
async function linkGoogleByEmail(
  tx: Queryable,
  existing: UserRow,
  google: GoogleIdentity,
  identityData: Record<string, unknown>,
): Promise<UserRow> {
  if (!google.emailVerified) {
    throw new AuthError(
      422,
      'email_exists',
      'A user with this email address has already been registered',
    );
  }
  await addIdentity(tx, existing.id, 'google', google.sub, identityData);
  const meta = existing.raw_app_meta_data ?? {};
  const providers = Array.isArray(meta.providers) ? (meta.providers as string[]) : [];
  if (!providers.includes('google')) {
    await tx.query(
      'update auth.users set raw_app_meta_data = $2, updated_at = now() where id = $1',
      [existing.id, JSON.stringify({ ...meta, providers: [...providers, 'google'] })],
    );
  }
  return (await findUserById(tx, existing.id))!;
}
