/**
 * The GoTrue subset supabase-js (auth-js v2) uses, under /auth/v1. See docs/local-backend.md.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type {
  BackendConfig,
  CoreHandler,
  CoreRequest,
  CoreResponse,
  Database,
  Mailbox,
  Queryable,
} from '../core/types';
import { CLI_DEFAULT_RATE_LIMITS, type AuthRateLimits } from '../config-toml';
import { handleAdmin } from './admin';
import { AuthError, OAuthError, errorResponse, jsonResponse } from './errors';
import { verifyGoogleIdToken } from './google';
import { JwtError, verifyAccessToken } from './jwt';
import { createAuthLimiters } from './rate-limit';
import { createRedirectCheck } from './redirects';
import { createSession, ensureAuthSchema, refreshSession, type AuthMethod } from './sessions';
import {
  addIdentity,
  checkMetadata,
  checkPasswordLength,
  checkPasswordStrength,
  comparePassword,
  createUser,
  findUserByEmail,
  findUserById,
  hashPassword,
  listIdentities,
  userJson,
  validateEmail,
  DEFAULT_BCRYPT_COST,
  type UserRow,
} from './users';

export interface AuthContext {
  db: Database;
  config: BackendConfig;
  mailbox: Mailbox;
  /** bcrypt cost; 10 by default, tests use 4 to stay fast. */
  bcryptCost?: number;
  /** How long a rotated refresh token may still be replayed (GoTrue default 10 s). */
  refreshTokenReuseIntervalSeconds?: number;
  /** Lifetime of a recovery link (seconds). */
  recoveryTokenExpirySeconds?: number;
  /** [auth.rate_limit] and [auth.email] max_frequency; default the Supabase CLI's defaults. */
  rateLimits?: AuthRateLimits;
  /** additional_redirect_urls: where links may lead besides the site URL (exact or glob). */
  additionalRedirectUrls?: readonly string[];
}

const PREFIX = '/auth/v1';
const RECOVERY_TOKEN_TYPE = 'recovery_token';
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** No Auth request needs more; larger bodies are refused before parsing. */
const MAX_AUTH_BODY_BYTES = 64 * 1024;
/** Nesting deeper than this in an Auth body is refused (user metadata has its own, lower cap). */
const MAX_BODY_DEPTH = 32;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Refuses what Postgres cannot store or what only an attack sends: NUL characters and lone
 * UTF-16 surrogates in any string or key, and nesting deeper than MAX_BODY_DEPTH. Iterative, so
 * no input can exhaust the stack.
 */
function checkBodyValues(root: unknown): void {
  const stack: [unknown, number][] = [[root, 0]];
  const badString = (value: string) => value.includes('\0') || LONE_SURROGATE.test(value);
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (badString(value)) {
        throw new AuthError(
          400,
          'validation_failed',
          'Request body contains a NUL character or invalid Unicode',
        );
      }
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_BODY_DEPTH) {
        throw new AuthError(
          400,
          'validation_failed',
          `Request body is nested more than ${MAX_BODY_DEPTH} levels deep`,
        );
      }
      for (const [key, child] of Object.entries(value)) {
        if (badString(key)) {
          throw new AuthError(
            400,
            'validation_failed',
            'Request body contains a NUL character or invalid Unicode',
          );
        }
        stack.push([child, depth + 1]);
      }
    }
  }
}

function parseBody(req: CoreRequest): Record<string, unknown> {
  if (!req.body || req.body.length === 0) return {};
  if (req.body.length > MAX_AUTH_BODY_BYTES) {
    throw new AuthError(
      413,
      'request_too_large',
      `Auth request bodies are limited to ${MAX_AUTH_BODY_BYTES / 1024} KB`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(req.body.toString('utf8'));
  } catch (error) {
    throw new AuthError(
      400,
      'bad_json',
      `Could not parse request body as JSON: ${(error as Error).message}`,
    );
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new AuthError(
      400,
      'bad_json',
      'Could not parse request body as JSON: expected an object',
    );
  }
  checkBodyValues(value);
  return value as Record<string, unknown>;
}

const optionalString = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

function metadataObject(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new AuthError(400, 'validation_failed', 'user metadata must be a JSON object');
  }
  checkMetadata(value, 'user metadata');
  return value as Record<string, unknown>;
}

interface Authenticated {
  claims: Record<string, unknown>;
  user: UserRow;
  sessionId: string | undefined;
}

export function createAuthHandler(ctx: AuthContext): CoreHandler {
  const { db, config, mailbox } = ctx;
  const bcryptCost = ctx.bcryptCost ?? DEFAULT_BCRYPT_COST;
  const reuseInterval = ctx.refreshTokenReuseIntervalSeconds ?? 10;
  const recoveryExpiry = ctx.recoveryTokenExpirySeconds ?? 3600;
  const limits = createAuthLimiters(ctx.rateLimits ?? CLI_DEFAULT_RATE_LIMITS);
  /** Where a link may send the browser: the site or an allowed redirect URL (else 400). */
  const safeRedirect = createRedirectCheck(config.siteUrl, ctx.additionalRedirectUrls ?? []);

  async function authenticate(req: CoreRequest): Promise<Authenticated> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
    if (!match)
      throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    let claims: Record<string, unknown>;
    try {
      claims = await verifyAccessToken(match[1], config.jwtSecret);
    } catch (error) {
      const detail =
        error instanceof JwtError && error.code === 'PGRST303'
          ? 'token has invalid claims: token is expired'
          : 'signature is invalid';
      throw new AuthError(
        403,
        'bad_jwt',
        `invalid JWT: unable to parse or verify signature, ${detail}`,
      );
    }
    if (typeof claims.sub !== 'string' || !claims.sub) {
      throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    }
    const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
    if (sessionId) {
      const { rows } = UUID_RE.test(sessionId)
        ? await db.query('select 1 from auth.sessions where id = $1', [sessionId])
        : { rows: [] };
      if (rows.length === 0) {
        throw new AuthError(
          403,
          'session_not_found',
          'Session from session_id claim in JWT does not exist',
        );
      }
    }
    const user = UUID_RE.test(claims.sub) ? await findUserById(db, claims.sub) : undefined;
    if (!user)
      throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return { claims, user, sessionId };
  }

  async function userResponse(
    req: CoreRequest,
    tx: Queryable,
    userId: string,
  ): Promise<CoreResponse> {
    const user = await findUserById(tx, userId);
    if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
    return jsonResponse(req, 200, userJson(user, await listIdentities(tx, userId)));
  }

  async function signup(req: CoreRequest): Promise<CoreResponse> {
    limits.check('signInSignUps', req.remoteAddress);
    const body = parseBody(req);
    const email = optionalString(body.email);
    const password = optionalString(body.password) ?? '';
    if (!email) {
      if (optionalString(body.phone)) {
        throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
      }
      throw new AuthError(400, 'validation_failed', 'To signup, please provide your email');
    }
    if (password === '')
      throw new AuthError(400, 'validation_failed', 'Signup requires a valid password');
    const normalized = validateEmail(email);
    checkPasswordStrength(password);
    const data = metadataObject(body.data);
    const session = await db.transaction(async (tx) => {
      const user = await createUser(tx, {
        email: normalized,
        password,
        userMetadata: data,
        bcryptCost,
      });
      return createSession(tx, config, user, 'password');
    });
    return jsonResponse(req, 200, session);
  }

  async function passwordGrant(
    req: CoreRequest,
    body: Record<string, unknown>,
  ): Promise<CoreResponse> {
    const email = optionalString(body.email);
    const password = optionalString(body.password) ?? '';
    if (!email) {
      if (optionalString(body.phone))
        throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
      throw new AuthError(400, 'validation_failed', 'missing email or phone');
    }
    // bcrypt reads only 72 bytes: a longer password would match on its first 72 alone.
    checkPasswordLength(password);
    const user = await findUserByEmail(db, email);
    // Compare even for an unknown user would leak timing less; GoTrue does not, so neither do we.
    if (!user || !(await comparePassword(password, user.encrypted_password))) {
      throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
    }
    if (user.banned_until && user.banned_until.getTime() > Date.now()) {
      throw new AuthError(400, 'user_banned', 'User is banned');
    }
    if (!user.email_confirmed_at)
      throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
    const session = await db.transaction((tx) => createSession(tx, config, user, 'password'));
    return jsonResponse(req, 200, session);
  }

  async function idTokenGrant(
    req: CoreRequest,
    body: Record<string, unknown>,
  ): Promise<CoreResponse> {
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
    const google = await verifyGoogleIdToken(config.google, idToken, optionalString(body.nonce));
    const claims = google.claims;
    const identityData: Record<string, unknown> = {
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
    const session = await db.transaction(async (tx) => {
      const { rows: linked } = await tx.query<{ user_id: string }>(
        `select user_id from auth.identities where provider = 'google' and provider_id = $1`,
        [google.sub],
      );
      let user: UserRow | undefined;
      if (linked[0]) {
        user = await findUserById(tx, linked[0].user_id);
        if (!user) throw new AuthError(400, 'user_not_found', 'User not found');
        await addIdentity(tx, user.id, 'google', google.sub, identityData);
      } else {
        const existing = await findUserByEmail(tx, google.email);
        if (existing) {
          // Link by e-mail only when Google vouches for it, as GoTrue does.
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
          user = await findUserById(tx, existing.id);
        } else {
          if (!google.emailVerified) {
            throw new AuthError(
              400,
              'provider_email_needs_verification',
              'Unverified email with google. Verify the email with Google and try again.',
            );
          }
          user = await createUser(tx, {
            email: google.email,
            provider: 'google',
            providerId: google.sub,
            identityData,
            userMetadata: identityData,
            bcryptCost,
          });
        }
      }
      return createSession(tx, config, user!, 'oauth');
    });
    return jsonResponse(req, 200, session);
  }

  async function token(req: CoreRequest): Promise<CoreResponse> {
    const grantType = req.query.get('grant_type');
    if (grantType === 'refresh_token') limits.check('tokenRefresh', req.remoteAddress);
    else if (grantType === 'password' || grantType === 'id_token')
      limits.check('signInSignUps', req.remoteAddress);
    const body = parseBody(req);
    switch (grantType) {
      case 'password':
        return passwordGrant(req, body);
      case 'refresh_token': {
        const refresh = optionalString(body.refresh_token);
        if (!refresh) throw new AuthError(400, 'validation_failed', 'refresh_token required');
        return jsonResponse(req, 200, await refreshSession(db, config, refresh, reuseInterval));
      }
      case 'id_token':
        return idTokenGrant(req, body);
      default:
        throw new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type');
    }
  }

  async function updateUser(req: CoreRequest): Promise<CoreResponse> {
    const { user, sessionId } = await authenticate(req);
    const body = parseBody(req);
    const email = optionalString(body.email);
    if (email !== undefined && email.trim().toLowerCase() !== (user.email ?? '')) {
      throw new AuthError(
        422,
        'email_change_not_supported',
        'Changing the e-mail address is not supported by the local backend',
      );
    }
    const password = body.password;
    if (password !== undefined && password !== null && typeof password !== 'string') {
      throw new AuthError(400, 'validation_failed', 'password must be a string');
    }
    if (typeof password === 'string') {
      checkPasswordStrength(password);
      if (await comparePassword(password, user.encrypted_password)) {
        throw new AuthError(
          422,
          'same_password',
          'New password should be different from the old password.',
        );
      }
    }
    const hash =
      typeof password === 'string' ? await hashPassword(password, bcryptCost) : undefined;
    return db.transaction(async (tx) => {
      if (body.data !== undefined) {
        const updates = metadataObject(body.data);
        const merged = { ...(user.raw_user_meta_data ?? {}) };
        // GoTrue merges keys; a null value removes the key.
        for (const [key, value] of Object.entries(updates)) {
          if (value === null) delete merged[key];
          else merged[key] = value;
        }
        checkMetadata(merged, 'user metadata');
        await tx.query(
          'update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1',
          [user.id, JSON.stringify(merged)],
        );
      }
      if (hash) {
        await tx.query(
          'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
          [user.id, hash],
        );
        // A password change signs the user out everywhere else (GoTrue UpdatePassword).
        await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [
          user.id,
          sessionId ?? null,
        ]);
      }
      return userResponse(req, tx, user.id);
    });
  }

  async function logout(req: CoreRequest): Promise<CoreResponse> {
    const { user, sessionId } = await authenticate(req);
    const scope = req.query.get('scope') ?? 'global';
    if (!['global', 'local', 'others'].includes(scope)) {
      throw new AuthError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
    }
    if (scope === 'global' || !sessionId) {
      await db.query('delete from auth.sessions where user_id = $1', [user.id]);
    } else if (scope === 'local') {
      await db.query('delete from auth.sessions where id = $1', [sessionId]);
    } else {
      await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [
        user.id,
        sessionId,
      ]);
    }
    return jsonResponse(req, 204, undefined);
  }

  async function recover(req: CoreRequest): Promise<CoreResponse> {
    const body = parseBody(req);
    const raw = optionalString(body.email);
    if (!raw) throw new AuthError(400, 'validation_failed', 'Password recovery requires an email');
    const email = validateEmail(raw);
    const redirectTo = safeRedirect(
      req.query.get('redirect_to') ?? optionalString(body.redirect_to),
    );
    const user = await findUserByEmail(db, email);
    if (user) {
      const wait = limits.emailMaxFrequencySeconds;
      const since = user.recovery_sent_at
        ? (Date.now() - new Date(user.recovery_sent_at).getTime()) / 1000
        : Infinity;
      if (since < wait) {
        throw new AuthError(
          429,
          'over_email_send_rate_limit',
          `For security purposes, you can only request this after ${Math.ceil(wait - since)} seconds.`,
        );
      }
      limits.takeEmail();
      const tokenValue = randomBytes(24).toString('hex');
      await db.transaction(async (tx) => {
        // One live recovery link per user: a new request replaces the previous one.
        await tx.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [
          user.id,
          RECOVERY_TOKEN_TYPE,
        ]);
        await tx.query(
          `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to)
           values ($1, $2, $3, $4, $5)`,
          [randomUUID(), user.id, RECOVERY_TOKEN_TYPE, sha256(tokenValue), email],
        );
        await tx.query(
          'update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1',
          [user.id, sha256(tokenValue)],
        );
      });
      const link = new URL(`${config.apiUrl}${PREFIX}/verify`);
      link.searchParams.set('token', tokenValue);
      link.searchParams.set('type', 'recovery');
      link.searchParams.set('redirect_to', redirectTo);
      const href = link.toString();
      const escaped = href.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
      mailbox.send({
        to: email,
        subject: 'Reset Your Password',
        text: `Follow this link to reset the password for your user:\n\n${href}\n`,
        html: `<h2>Reset Password</h2>\n<p>Follow this link to reset the password for your user:</p>\n<p><a href="${escaped}">Reset Password</a></p>`,
      });
    }
    return jsonResponse(req, 200, {});
  }

  /** Consumes a recovery token and opens a session, or returns why it cannot. */
  async function consumeRecoveryToken(
    tokenValue: string,
  ): Promise<Record<string, unknown> | AuthError> {
    return db.transaction(async (tx) => {
      // created_at is a timestamp without time zone, so its age is computed in SQL.
      const { rows } = await tx.query<{ id: string; user_id: string; age: number }>(
        `delete from auth.one_time_tokens where token_hash = $1 and token_type = $2
         returning id, user_id, extract(epoch from (localtimestamp - created_at))::float8 as age`,
        [sha256(tokenValue), RECOVERY_TOKEN_TYPE],
      );
      const row = rows[0];
      if (!row || Number(row.age) > recoveryExpiry) {
        return new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
      }
      await tx.query(
        `update auth.users set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()),
           updated_at = now() where id = $1`,
        [row.user_id],
      );
      const user = await findUserById(tx, row.user_id);
      if (!user) return new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
      return createSession(tx, config, user, 'recovery' satisfies AuthMethod);
    });
  }

  async function verifyGet(req: CoreRequest): Promise<CoreResponse> {
    limits.check('tokenVerifications', req.remoteAddress);
    const type = req.query.get('type');
    const tokenValue = req.query.get('token') ?? '';
    const redirectTo = safeRedirect(req.query.get('redirect_to') ?? undefined);
    const fragment = new URLSearchParams();
    if (type !== 'recovery') {
      fragment.set('error', 'unauthorized_client');
      fragment.set('error_code', 'validation_failed');
      fragment.set('error_description', 'Verify requires a verification type');
    } else {
      const result = tokenValue
        ? await consumeRecoveryToken(tokenValue)
        : new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
      if (result instanceof AuthError) {
        fragment.set('error', 'access_denied');
        fragment.set('error_code', result.code);
        fragment.set('error_description', result.message);
      } else {
        fragment.set('access_token', String(result.access_token));
        fragment.set('expires_at', String(result.expires_at));
        fragment.set('expires_in', String(result.expires_in));
        fragment.set('refresh_token', String(result.refresh_token));
        fragment.set('token_type', 'bearer');
        fragment.set('type', 'recovery');
      }
    }
    const location = `${redirectTo.split('#')[0]}#${fragment.toString()}`;
    return {
      status: 303,
      headers: { location, 'content-type': 'text/plain; charset=utf-8' },
      body: '',
    };
  }

  /** supabase.auth.verifyOtp({ token_hash, type: 'recovery' }) */
  async function verifyPost(req: CoreRequest): Promise<CoreResponse> {
    limits.check('tokenVerifications', req.remoteAddress);
    const body = parseBody(req);
    safeRedirect(optionalString(body.redirect_to));
    if (body.type !== 'recovery') {
      throw new AuthError(
        400,
        'validation_failed',
        'Only type "recovery" is supported by the local backend',
      );
    }
    const tokenValue = optionalString(body.token_hash) ?? optionalString(body.token);
    if (!tokenValue)
      throw new AuthError(400, 'validation_failed', 'Verify requires a token or a token hash');
    const result = await consumeRecoveryToken(tokenValue);
    if (result instanceof AuthError) throw result;
    return jsonResponse(req, 200, result);
  }

  function settings(req: CoreRequest): CoreResponse {
    return jsonResponse(req, 200, {
      external: {
        anonymous_users: false,
        apple: false,
        email: true,
        github: false,
        google: Boolean(config.google),
        phone: false,
      },
      disable_signup: false,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    });
  }

  const routes: Record<string, (req: CoreRequest) => Promise<CoreResponse> | CoreResponse> = {
    'POST /signup': signup,
    'POST /token': token,
    'GET /user': async (req) => {
      const { user } = await authenticate(req);
      return userResponse(req, db, user.id);
    },
    'PUT /user': updateUser,
    'POST /logout': logout,
    'POST /recover': recover,
    'GET /verify': verifyGet,
    'POST /verify': verifyPost,
    'GET /settings': settings,
    'GET /health': (req) =>
      jsonResponse(req, 200, {
        version: 'local',
        name: 'GoTrue',
        description: 'Streakwise local Auth (GoTrue subset)',
      }),
  };
  const knownPaths = new Set(Object.keys(routes).map((key) => key.split(' ')[1]));

  return async (req) => {
    try {
      await ensureAuthSchema(db);
      const path = req.path.slice(PREFIX.length).replace(/\/+$/, '') || '/';
      if (path.startsWith('/admin/')) {
        return await handleAdmin(
          { db, jwtSecret: config.jwtSecret, bcryptCost, parseBody },
          req,
          path,
        );
      }
      const route = routes[`${req.method} ${path}`];
      if (!route) {
        if (knownPaths.has(path))
          throw new AuthError(405, 'method_not_allowed', 'Method Not Allowed');
        throw new AuthError(
          404,
          'not_found',
          `No API route matches ${req.method} ${PREFIX}${path}`,
        );
      }
      // Every endpoint that takes redirect_to (signup, recover, verify, user) refuses a bad one.
      safeRedirect(req.query.get('redirect_to'));
      return await route(req);
    } catch (error) {
      if (error instanceof AuthError || error instanceof OAuthError)
        return errorResponse(req, error);
      // A unique violation on e-mail is a sign-up race lost to a concurrent request.
      if ((error as { code?: string }).code === '23505') {
        return errorResponse(
          req,
          new AuthError(422, 'user_already_exists', 'User already registered'),
        );
      }
      throw error;
    }
  };
}
