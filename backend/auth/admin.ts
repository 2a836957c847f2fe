/**
 * The part of GoTrue's admin API that scripts and tests use through `supabase.auth.admin`
 * (service_role key only): create, list, get and delete users.
 */
import type { CoreRequest, CoreResponse, Database } from '../core/types';
import { AuthError, jsonResponse } from './errors';
import { JwtError, verifyAccessToken } from './jwt';
import {
  checkMetadata,
  checkPasswordStrength,
  createUser,
  findUserById,
  listIdentities,
  userJson,
  type UserRow,
} from './users';

export interface AdminContext {
  db: Database;
  jwtSecret: string;
  bcryptCost: number;
  parseBody(req: CoreRequest): Record<string, unknown>;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function requireServiceRole(req: CoreRequest, secret: string): Promise<void> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  if (!match) {
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  }
  let claims: Record<string, unknown>;
  try {
    claims = await verifyAccessToken(match[1], secret);
  } catch (error) {
    const detail = error instanceof JwtError ? error.message : 'invalid token';
    throw new AuthError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${detail}`,
    );
  }
  if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') {
    throw new AuthError(403, 'not_admin', 'User not allowed');
  }
}

async function userBody(db: Database, user: UserRow): Promise<Record<string, unknown>> {
  return userJson(user, await listIdentities(db, user.id));
}

/** Handles /admin/users and /admin/users/<id>; `path` is relative to /auth/v1. */
export async function handleAdmin(
  ctx: AdminContext,
  req: CoreRequest,
  path: string,
): Promise<CoreResponse> {
  await requireServiceRole(req, ctx.jwtSecret);
  const match = /^\/admin\/users(?:\/([^/]+))?$/.exec(path);
  if (!match)
    throw new AuthError(404, 'not_found', `No API route matches ${req.method} /auth/v1${path}`);
  const id = match[1];
  if (!id && req.method === 'POST') return createAdminUser(ctx, req);
  if (!id && req.method === 'GET') return listUsers(ctx.db, req);
  if (id) {
    const user = UUID_RE.test(id) ? await findUserById(ctx.db, id) : undefined;
    if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
    if (req.method === 'GET') return jsonResponse(req, 200, await userBody(ctx.db, user));
    if (req.method === 'DELETE') {
      // Cascades to identities, sessions, refresh tokens and every row the user owns.
      await ctx.db.query('delete from auth.users where id = $1', [id]);
      return jsonResponse(req, 200, {});
    }
  }
  throw new AuthError(405, 'method_not_allowed', 'Method Not Allowed');
}

/** POST /admin/users: a user with metadata of the caller's choosing, confirmed unless told not. */
async function createAdminUser(ctx: AdminContext, req: CoreRequest): Promise<CoreResponse> {
  const { db } = ctx;
  const body = ctx.parseBody(req);
  const password = typeof body.password === 'string' ? body.password : undefined;
  if (password !== undefined) checkPasswordStrength(password);
  const meta = (v: unknown) => {
    const value =
      v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
    checkMetadata(value, 'metadata');
    return value;
  };
  const user = await db.transaction(async (tx) => {
    let created: UserRow;
    try {
      created = await createUser(tx, {
        email: String(body.email ?? ''),
        password,
        userMetadata: meta(body.user_metadata ?? body.data),
        bcryptCost: ctx.bcryptCost,
      });
    } catch (error) {
      if (error instanceof AuthError && error.code === 'user_already_exists') {
        throw new AuthError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      }
      throw error;
    }
    const appMeta = { ...(created.raw_app_meta_data ?? {}), ...meta(body.app_metadata) };
    await tx.query(
      `update auth.users set raw_app_meta_data = $2,
         email_confirmed_at = case when $3 then email_confirmed_at else null end
       where id = $1`,
      [created.id, JSON.stringify(appMeta), body.email_confirm !== false],
    );
    return (await findUserById(tx, created.id))!;
  });
  return jsonResponse(req, 200, await userBody(db, user));
}

/** GET /admin/users?page=&per_page=: one page of users, the total in X-Total-Count. */
async function listUsers(db: Database, req: CoreRequest): Promise<CoreResponse> {
  // Whole numbers in range, so limit/offset always fit Postgres' bigint (page=1e20 was a 500).
  const page = Math.min(1e9, Math.max(1, Math.floor(Number(req.query.get('page'))) || 1));
  const perPage = Math.min(1000, Math.max(1, Math.floor(Number(req.query.get('per_page'))) || 50));
  const { rows } = await db.query<UserRow>(
    'select * from auth.users order by created_at, id limit $1 offset $2',
    [perPage, (page - 1) * perPage],
  );
  const { rows: total } = await db.query<{ n: number }>(
    'select count(*)::int as n from auth.users',
  );
  const users = await Promise.all(rows.map((u) => userBody(db, u)));
  return jsonResponse(
    req,
    200,
    { users, aud: 'authenticated' },
    {
      'x-total-count': String(total[0].n),
    },
  );
}
