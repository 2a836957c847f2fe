/**
 * The GoTrue subset supabase-js (auth-js v2) uses, under /auth/v1. See docs/local-backend.md and
 * backend/auth/README.md. This file is the router: the Auth schema, the admin API (admin.ts),
 * dispatch by method and path with each route's rate limit, and errors in GoTrue's shapes. Each
 * flow gets the request context of context.ts.
 */
import type { CoreHandler, CoreResponse } from '../core/types';
import { isConnectionLost } from '../db/connection-errors';
import { handleAdmin } from './admin';
import { parseBody } from './body';
import {
  type AuthContext,
  PREFIX,
  type RequestContext,
  createAuthDeps,
  createRequestContext,
} from './context';
import { AuthError, OAuthError, errorResponse } from './errors';
import type { LimitedAction } from './rate-limit';
import { recover, verifyGet, verifyPost } from './recovery';
import { ensureAuthSchema } from './sessions';
import { health, settings } from './settings';
import { signup } from './signup';
import { logout } from './logout';
import { token, tokenRateLimit } from './token';
import { getUser, updateUser } from './user';

export type { AuthContext } from './context';

interface Route {
  handle(ctx: RequestContext): Promise<CoreResponse> | CoreResponse;
  /** The per-IP rate limit the request counts against, checked before its body is read. */
  limit?(ctx: RequestContext): LimitedAction | undefined;
}

const routes: Record<string, Route> = {
  'POST /signup': { handle: signup, limit: () => 'signInSignUps' },
  'POST /token': { handle: token, limit: tokenRateLimit },
  'GET /user': { handle: getUser },
  'PUT /user': { handle: updateUser },
  'POST /logout': { handle: logout },
  'POST /recover': { handle: recover },
  'GET /verify': { handle: verifyGet, limit: () => 'tokenVerifications' },
  'POST /verify': { handle: verifyPost, limit: () => 'tokenVerifications' },
  'GET /settings': { handle: settings },
  'GET /health': { handle: health },
};
const knownPaths = new Set(Object.keys(routes).map((key) => key.split(' ')[1]));

export function createAuthHandler(options: AuthContext): CoreHandler {
  const deps = createAuthDeps(options);
  const { db, config, bcryptCost } = deps;

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
      const route: Route | undefined = routes[`${req.method} ${path}`];
      if (!route) {
        if (knownPaths.has(path))
          throw new AuthError(405, 'method_not_allowed', 'Method Not Allowed');
        throw new AuthError(
          404,
          'not_found',
          `No API route matches ${req.method} ${PREFIX}${path}`,
        );
      }
      const ctx = createRequestContext(deps, req);
      const action = route.limit?.(ctx);
      if (action) deps.limits.check(action, ctx.ip);
      return await route.handle(ctx);
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
      // The database server is down or dropped the connection: 503, as REST answers then (the
      // pool opens new connections by itself once the server is back).
      if (isConnectionLost(error)) {
        return errorResponse(
          req,
          new AuthError(
            503,
            'unexpected_failure',
            'Database connection error. Retrying the connection.',
          ),
        );
      }
      throw error;
    }
  };
}
