/**
 * What every /auth/v1 flow shares: the handler's settings (AuthDeps, resolved once from the
 * AuthContext options) and the request context, built once per request by the router
 * (handler.ts) and handed to signup.ts, token.ts, user.ts, logout.ts and recovery.ts.
 */
import type { BackendConfig, CoreRequest, CoreResponse, Database, Mailbox } from '../core/types';
import { CLI_DEFAULT_RATE_LIMITS, type AuthRateLimits } from '../config-toml';
import { type Body, parseBody } from './body';
import { AuthError, jsonResponse } from './errors';
import { JwtError, verifyAccessToken } from './jwt';
import { type AuthLimiters, createAuthLimiters } from './rate-limit';
import { type RedirectCheck, createRedirectCheck } from './redirects';
import { DEFAULT_BCRYPT_COST, findUserById, type UserRow } from './users';

/** The options of createAuthHandler. */
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

export const PREFIX = '/auth/v1';
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The handler's settings with their defaults, and its rate limiters (shared by all requests). */
export interface AuthDeps {
  db: Database;
  config: BackendConfig;
  mailbox: Mailbox;
  bcryptCost: number;
  reuseIntervalSeconds: number;
  recoveryExpirySeconds: number;
  limits: AuthLimiters;
  /** The first valid redirect candidate, or the site URL (redirects.ts). */
  safeRedirect: RedirectCheck;
}

export function createAuthDeps(options: AuthContext): AuthDeps {
  const { db, config, mailbox } = options;
  return {
    db,
    config,
    mailbox,
    bcryptCost: options.bcryptCost ?? DEFAULT_BCRYPT_COST,
    reuseIntervalSeconds: options.refreshTokenReuseIntervalSeconds ?? 10,
    recoveryExpirySeconds: options.recoveryTokenExpirySeconds ?? 3600,
    limits: createAuthLimiters(options.rateLimits ?? CLI_DEFAULT_RATE_LIMITS),
    safeRedirect: createRedirectCheck(config.siteUrl, options.additionalRedirectUrls ?? []),
  };
}

/** One request: the settings, the request, its body (parsed on first use, once) and replies. */
export interface RequestContext extends AuthDeps {
  req: CoreRequest;
  query: URLSearchParams;
  /** The client's address, the key of the per-IP rate limits. */
  ip: string | undefined;
  /** The JSON body (see body.ts); throws 413/400 on the first call that finds it bad. */
  body(): Body;
  /** A JSON answer in the response shape of the request's API version (errors.ts). */
  json(status: number, body: unknown, headers?: Record<string, string>): CoreResponse;
  /**
   * Where the request's link or redirect leads, as GoTrue's GetReferrer: `redirect_to` (a
   * request header, else the query; not the JSON body), else the Referer header, else the site
   * URL, each candidate checked by redirects.ts.
   */
  referrer(): string;
}

export function createRequestContext(deps: AuthDeps, req: CoreRequest): RequestContext {
  let body: Body | undefined;
  return {
    ...deps,
    req,
    query: req.query,
    ip: req.remoteAddress,
    body: () => (body ??= parseBody(req)),
    json: (status, value, headers) => jsonResponse(req, status, value, headers),
    referrer: () =>
      deps.safeRedirect(
        req.headers.redirect_to || req.query.get('redirect_to'),
        req.headers.referer,
      ),
  };
}

export interface Authenticated {
  claims: Record<string, unknown>;
  user: UserRow;
  sessionId: string | undefined;
}

/** The user of the request's Bearer access token, whose session (if named) must still exist. */
export async function authenticate(ctx: RequestContext): Promise<Authenticated> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(ctx.req.headers.authorization ?? '');
  if (!match)
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  let claims: Record<string, unknown>;
  try {
    claims = await verifyAccessToken(match[1], ctx.config.jwtSecret);
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
      ? await ctx.db.query('select 1 from auth.sessions where id = $1', [sessionId])
      : { rows: [] };
    if (rows.length === 0) {
      throw new AuthError(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      );
    }
  }
  const user = UUID_RE.test(claims.sub) ? await findUserById(ctx.db, claims.sub) : undefined;
  if (!user)
    throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { claims, user, sessionId };
}
