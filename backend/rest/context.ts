/**
 * What every part of a /rest/v1 request shares: the schema cache (reloaded when a request names
 * something it does not know yet) and the request context, built once per request by the router
 * (handler.ts) and handed to read.ts, write.ts and rpc.ts.
 */
import type { CoreRequest, Database, Queryable } from '../core/types';
import type { ResultRow } from './build-query';
import { corsHeaders } from './cors';
import { RestError, singularityError, tableNotFound } from './errors';
import { type QueryOptions, parseQuery } from './parse-filters';
import { type SelectItem, parseSelect } from './parse-select';
import { type Preferences, type ResponseShape, parseAccept, parsePrefer } from './request';
import { SCHEMA, type TableInfo } from './schema-catalog';
import { SchemaCache } from './schema-cache';
import { literal } from './sql';

/** A schema-cache miss triggers a reload at most this often (DDL after startup, e.g. in tests). */
const RELOAD_ON_MISS_MS = 250;

export const OBJECT_CONTENT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

/** Who is asking: the database role and request.jwt.claims (JSON text). */
export interface Auth {
  role: string;
  claimsJson: string;
}

export const ANON: Auth = { role: 'anon', claimsJson: '{"role":"anon"}' };

/** The schema cache of one handler, with its reload-on-miss policy. */
export class SchemaHandle {
  readonly cache: SchemaCache;
  private ready: Promise<void>;
  private lastReload = Date.now();

  constructor(db: Database) {
    this.cache = new SchemaCache(db);
    this.ready = this.cache.reload();
    // Handled here too: a backend stopped before its first request (its database closed while this
    // first load runs) must not leave an unhandled rejection; ensureReady still sees the failure.
    this.ready.catch(() => undefined);
    // PostgREST's way to pick up DDL made while it runs: NOTIFY pgrst, 'reload schema' (an empty
    // payload reloads everything).
    void db.listen('pgrst', (payload) => {
      if (payload === '' || payload === 'reload schema') void this.reload().catch(() => undefined);
    });
  }

  async reload(): Promise<void> {
    this.lastReload = Date.now();
    this.ready = this.cache.reload();
    await this.ready;
  }

  async ensureReady(): Promise<void> {
    try {
      await this.ready;
    } catch {
      // The first load failed (e.g. the database was not migrated yet): try again now.
      await this.reload();
    }
  }

  /** Looks a name up, reloading the cache once if it is missing (a table created since). */
  async lookup<T>(get: () => T | undefined): Promise<T | undefined> {
    // A reload under way (another request's miss, a NOTIFY) may bring the name: wait for it.
    await this.ready.catch(() => undefined);
    const found = get();
    if (found !== undefined || Date.now() - this.lastReload < RELOAD_ON_MISS_MS) return found;
    await this.reload();
    return get();
  }

  /** Builds a read; a relationship missing from the cache gets one reload (new FK since startup). */
  async withRelationshipReload<T>(build: () => T): Promise<T> {
    try {
      return build();
    } catch (error) {
      if (
        error instanceof RestError &&
        error.code === 'PGRST200' &&
        Date.now() - this.lastReload >= RELOAD_ON_MISS_MS
      ) {
        await this.reload();
        return build();
      }
      throw error;
    }
  }
}

/**
 * One request, as read.ts, write.ts and rpc.ts see it. `Accept` and `Prefer` are parsed on first
 * use, so a request with several faults gets the same (first) error as before the split: e.g. an
 * unknown table is 404 even when its `Accept` would be 406.
 */
export interface RequestContext {
  readonly req: CoreRequest;
  readonly method: string;
  /** The table or view (`/rest/v1/<name>`) or function (`/rest/v1/rpc/<name>`) named. */
  readonly name: string;
  /** request.path as the database sees it: `/<name>` or `/rpc/<name>`. */
  readonly path: string;
  readonly query: URLSearchParams;
  /** Lower-case names. */
  readonly headers: Record<string, string>;
  readonly body: Buffer | undefined;
  readonly auth: Auth;
  readonly schema: SchemaHandle;
  readonly cache: SchemaCache;
  /** GET and HEAD: a HEAD answers without a body; both run read-only. */
  readonly readOnly: boolean;
  /** `Prefer` (parsed on first use). */
  prefs(): Preferences;
  /** `Accept`: JSON array or single object (parsed on first use; 406 if neither). */
  shape(): ResponseShape;
  /** The CORS headers every response carries. */
  cors(): Record<string, string>;
  /** Runs one statement in the request's transaction; singular: exactly one row or undone. */
  run(sql: string, params: unknown[], singular: boolean): Promise<ResultRow>;
}

export function createRequestContext(
  db: Database,
  schema: SchemaHandle,
  req: CoreRequest,
  auth: Auth,
  segments: string[],
): RequestContext {
  const readOnly = req.method === 'GET' || req.method === 'HEAD';
  const path = `/${segments.join('/')}`;
  let prefs: Preferences | undefined;
  let shape: ResponseShape | undefined;
  return {
    req,
    method: req.method,
    name: segments[segments.length - 1] ?? '',
    path,
    query: req.query,
    headers: req.headers,
    body: req.body,
    auth,
    schema,
    cache: schema.cache,
    readOnly,
    prefs: () => (prefs ??= parsePrefer(req.headers.prefer)),
    shape: () => (shape ??= parseAccept(req.headers.accept)),
    cors: () => corsHeaders(req),
    run: (sql, params, singular) =>
      runInTransaction(db, req, auth, path, readOnly, async (tx) => {
        const result = await tx.query<ResultRow>(sql, params);
        const row = result.rows[0];
        // Checked inside the transaction so a singular write that hits 0 or 2+ rows is undone.
        if (singular && Number(row.page_total) !== 1)
          throw singularityError(Number(row.page_total));
        return row;
      }),
  };
}

/** Runs the request's statement in one transaction as PostgREST does (PreQuery.txVarQuery). */
function runInTransaction<T>(
  db: Database,
  req: CoreRequest,
  auth: Auth,
  path: string,
  readOnly: boolean,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    // One statement, like PostgREST's txVarQuery. Sent as text (the simple protocol is the
    // cheapest round trip); every value is a quoted literal and the role is from a fixed set.
    await tx.exec(
      `select set_config('search_path', '"public", "extensions"', true), set_config('role', ${literal(auth.role)}, true), ` +
        `set_config('request.jwt.claims', ${literal(auth.claimsJson)}, true), set_config('request.method', ${literal(req.method)}, true), ` +
        `set_config('request.path', ${literal(path)}, true), set_config('request.headers', ${literal(JSON.stringify(req.headers))}, true), ` +
        `set_config('request.cookies', '{}', true)${readOnly ? `, set_config('transaction_read_only', 'on', true)` : ''}`,
    );
    return fn(tx);
  });
}

/** A `/rest/v1/<table or view>` request: the relation and its parsed query string. */
export interface RelationRequest {
  table: TableInfo;
  query: QueryOptions;
  select: SelectItem[];
}

/**
 * Resolves the relation and parses Accept, Prefer, the filters and `select=`, in this order (the
 * first fault is the answer: 404 PGRST205, then 406, then 400 PGRST100).
 */
export async function relationRequest(ctx: RequestContext): Promise<RelationRequest> {
  const table = await ctx.schema.lookup(() => ctx.cache.table(ctx.name));
  if (!table) {
    const s = ctx.cache.suggestTable(ctx.name);
    throw tableNotFound(ctx.name, s ? `Perhaps you meant the table '${SCHEMA}.${s}'` : null);
  }
  ctx.shape();
  ctx.prefs();
  const query = parseQuery(ctx.query);
  return { table, query, select: parseSelect(query.select) };
}
