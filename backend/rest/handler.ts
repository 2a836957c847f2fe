/**
 * The /rest/v1 request handler: what PostgREST does for the requests supabase-js sends.
 * This file is the router: CORS preflights, the JWT and its role, `Accept-/Content-Profile`, the
 * request context (context.ts), dispatch to read.ts, write.ts or rpc.ts, and errors as
 * PostgREST's JSON. Every request runs one statement in one transaction (context.ts).
 */
import { JwtError, verifyAccessToken } from '../auth/jwt';
import type {
  BackendConfig,
  CoreHandler,
  CoreRequest,
  CoreResponse,
  Database,
} from '../core/types';
import {
  ANON,
  type Auth,
  type RequestContext,
  SchemaHandle,
  createRequestContext,
  relationRequest,
} from './context';
import { corsHeaders } from './cors';
import { RestError, toErrorResponse, unacceptableSchema } from './errors';
import { readRelation, rootResponse } from './read';
import { handleRpc } from './rpc';
import { SCHEMA } from './schema-catalog';
import type { SchemaCache } from './schema-cache';
import { insert, remove, update } from './write';

const PREFIX = '/rest/v1';
const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

export interface RestHandler extends CoreHandler {
  /** Re-reads tables, relationships and functions (after DDL). */
  reload(): Promise<void>;
  readonly schemaCache: SchemaCache;
}

/** Verified tokens, so a hot path does not redo HMAC + JSON work for every request. */
class TokenCache {
  private readonly map = new Map<string, { auth: Auth; exp?: number }>();

  async verify(token: string, secret: string): Promise<Auth> {
    const hit = this.map.get(token);
    if (hit) {
      // Same 30 s clock skew as verifyAccessToken.
      if (hit.exp === undefined || Date.now() / 1000 <= hit.exp + 30) return hit.auth;
      this.map.delete(token);
    }
    const claims = await verifyAccessToken(token, secret);
    const role = typeof claims.role === 'string' && claims.role ? claims.role : 'anon';
    if (!API_ROLES.has(role)) {
      throw new RestError(401, '22023', `role "${role}" does not exist`);
    }
    const auth: Auth = { role, claimsJson: JSON.stringify({ ...claims, role }) };
    if (this.map.size >= 1000) this.map.clear();
    this.map.set(token, { auth, exp: typeof claims.exp === 'number' ? claims.exp : undefined });
    return auth;
  }
}

async function authenticate(req: CoreRequest, tokens: TokenCache, secret: string): Promise<Auth> {
  const header = req.headers.authorization;
  const m = header ? /^Bearer\s*(.*)$/i.exec(header.trim()) : null;
  if (!m) return ANON;
  const token = m[1].trim();
  try {
    if (!token) throw new JwtError('PGRST301', 'Empty JWT is sent in Authorization header');
    return await tokens.verify(token, secret);
  } catch (error) {
    if (error instanceof JwtError) {
      throw new RestError(401, error.code, error.message, null, null, {
        'WWW-Authenticate': `Bearer error="invalid_token", error_description=${JSON.stringify(error.message)}`,
      });
    }
    throw error;
  }
}

function checkProfile(req: CoreRequest): void {
  const readLike = req.method === 'GET' || req.method === 'HEAD';
  const profile = readLike ? req.headers['accept-profile'] : req.headers['content-profile'];
  if (profile !== undefined && profile !== SCHEMA) throw unacceptableSchema(profile);
}

/** `/rest/v1/<table or view>`: the relation and query string parsed, then by method. */
async function handleRelation(ctx: RequestContext): Promise<CoreResponse> {
  const rel = await relationRequest(ctx);
  switch (ctx.method) {
    case 'GET':
    case 'HEAD':
      return readRelation(ctx, rel);
    case 'POST':
      return insert(ctx, rel);
    case 'PATCH':
      return update(ctx, rel);
    case 'DELETE':
      return remove(ctx, rel);
    default:
      throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${ctx.method}`);
  }
}

function dispatch(ctx: RequestContext, segments: string[]): Promise<CoreResponse> {
  if (segments.length === 2 && segments[0] === 'rpc') return handleRpc(ctx);
  if (segments.length === 1) return handleRelation(ctx);
  if (segments.length === 0 && ctx.readOnly) return Promise.resolve(rootResponse(ctx));
  throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
}

export function createRestHandler(deps: { db: Database; config: BackendConfig }): RestHandler {
  const { db, config } = deps;
  const schema = new SchemaHandle(db);
  const tokens = new TokenCache();

  const handler = async (req: CoreRequest): Promise<CoreResponse> => {
    if (req.method === 'OPTIONS') {
      return {
        status: 200,
        headers: { ...corsHeaders(req), Allow: 'OPTIONS,GET,HEAD,POST,PATCH,DELETE' },
        body: '',
      };
    }
    let auth: Auth = ANON;
    try {
      auth = await authenticate(req, tokens, config.jwtSecret);
      checkProfile(req);
      await schema.ensureReady();
      const sub = req.path.startsWith(PREFIX) ? req.path.slice(PREFIX.length) : req.path;
      const segments = sub.split('/').filter((s) => s !== '');
      return await dispatch(createRequestContext(db, schema, req, auth, segments), segments);
    } catch (error) {
      const res = toErrorResponse(error, auth.role !== 'anon');
      return { ...res, headers: { ...corsHeaders(req), ...res.headers } };
    }
  };

  return Object.assign(handler, { reload: () => schema.reload(), schemaCache: schema.cache });
}
