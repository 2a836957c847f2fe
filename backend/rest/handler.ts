/**
 * The /rest/v1 request handler: what PostgREST does for the requests supabase-js sends.
 * Every request: verify the JWT, open one transaction, set role and request.jwt.claims (like
 * PostgREST's txVarQuery), run one statement built from the URL, shape the response.
 */
import { JwtError, verifyAccessToken } from '../auth/jwt';
import type {
  BackendConfig,
  CoreHandler,
  CoreRequest,
  CoreResponse,
  Database,
  Queryable,
} from '../core/types';
import {
  type BodyShape,
  QueryContext,
  type ResultRow,
  buildMutationResult,
  buildRead,
  qualified,
  returningClause,
  rootConditions,
} from './build-query';
import { corsHeaders } from './cors';
import {
  JSON_CONTENT_TYPE,
  RestError,
  columnNotFound,
  invalidBody,
  singularityError,
  tableNotFound,
  toErrorResponse,
  unacceptableSchema,
} from './errors';
import { MAX_MISSING_DEFAULT_ROWS, checkQueryStrings } from './limits';
import { parseQuery } from './parse-filters';
import { parseSelect } from './parse-select';
import {
  type Preferences,
  type ResponseShape,
  RAW_BODY_TYPES,
  appliedPreferences,
  bodyMediaType,
  isPlainObject,
  parseAccept,
  parseColumnList,
  parseJsonBody,
  parsePrefer,
  parseRangeHeader,
} from './request';
import { type FunctionInfo, SCHEMA, SchemaCache, type TableInfo } from './schema-cache';
import { ident, literal } from './sql';

const PREFIX = '/rest/v1';
const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);
const OBJECT_CONTENT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';
/** A schema-cache miss triggers a reload at most this often (DDL after startup, e.g. in tests). */
const RELOAD_ON_MISS_MS = 250;

export interface RestHandler extends CoreHandler {
  /** Re-reads tables, relationships and functions (after DDL). */
  reload(): Promise<void>;
  readonly schemaCache: SchemaCache;
}

interface Auth {
  role: string;
  /** request.jwt.claims as JSON text. */
  claimsJson: string;
}

const ANON: Auth = { role: 'anon', claimsJson: '{"role":"anon"}' };

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

export function createRestHandler(ctx: { db: Database; config: BackendConfig }): RestHandler {
  const { db, config } = ctx;
  const cache = new SchemaCache(db);
  const tokens = new TokenCache();
  let ready: Promise<void> = cache.reload();
  let lastReload = Date.now();

  const reload = async (): Promise<void> => {
    lastReload = Date.now();
    ready = cache.reload();
    await ready;
  };

  const ensureReady = async (): Promise<void> => {
    try {
      await ready;
    } catch {
      // The first load failed (e.g. the database was not migrated yet): try again now.
      await reload();
    }
  };

  /** Looks a name up, reloading the cache once if it is missing (a table created since). */
  async function lookup<T>(get: () => T | undefined): Promise<T | undefined> {
    const found = get();
    if (found !== undefined || Date.now() - lastReload < RELOAD_ON_MISS_MS) return found;
    await reload();
    return get();
  }

  async function authenticate(req: CoreRequest): Promise<Auth> {
    const header = req.headers.authorization;
    const m = header ? /^Bearer\s*(.*)$/i.exec(header.trim()) : null;
    if (!m) return ANON;
    const token = m[1].trim();
    try {
      if (!token) throw new JwtError('PGRST301', 'Empty JWT is sent in Authorization header');
      return await tokens.verify(token, config.jwtSecret);
    } catch (error) {
      if (error instanceof JwtError) {
        throw new RestError(401, error.code, error.message, null, null, {
          'WWW-Authenticate': `Bearer error="invalid_token", error_description=${JSON.stringify(error.message)}`,
        });
      }
      throw error;
    }
  }

  /** Runs the request's statement in one transaction as PostgREST does (PreQuery.txVarQuery). */
  function runInTransaction<T>(
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

  async function runStatement(
    req: CoreRequest,
    auth: Auth,
    path: string,
    readOnly: boolean,
    sql: string,
    params: unknown[],
    singular: boolean,
  ): Promise<ResultRow> {
    return runInTransaction(req, auth, path, readOnly, async (tx) => {
      const result = await tx.query<ResultRow>(sql, params);
      const row = result.rows[0];
      // Checked inside the transaction so a singular write that hits 0 or 2+ rows is undone.
      if (singular && Number(row.page_total) !== 1) throw singularityError(Number(row.page_total));
      return row;
    });
  }

  /** A write to a table or view: its statement, undone unless one row is hit when singular. */
  function runWrite(
    req: CoreRequest,
    auth: Auth,
    table: TableInfo,
    built: { sql: string; params: unknown[] },
    shape: ResponseShape,
  ): Promise<ResultRow> {
    return runStatement(
      req,
      auth,
      `/${table.name}`,
      false,
      built.sql,
      built.params,
      shape === 'object',
    );
  }

  function checkProfile(req: CoreRequest): void {
    const readLike = req.method === 'GET' || req.method === 'HEAD';
    const profile = readLike ? req.headers['accept-profile'] : req.headers['content-profile'];
    if (profile !== undefined && profile !== SCHEMA) throw unacceptableSchema(profile);
  }

  // ---- Tables and views --------------------------------------------------------------------

  async function handleRelation(req: CoreRequest, auth: Auth, name: string): Promise<CoreResponse> {
    const table = await lookup(() => cache.table(name));
    if (!table) throw tableNotFound(name, tableHint(name));
    const path = `/${name}`;
    const shape = parseAccept(req.headers.accept);
    const prefs = parsePrefer(req.headers.prefer);
    const query = parseQuery(req.query);
    const select = parseSelect(query.select);
    const qctx = new QueryContext(cache, query.levels);
    const singular = shape === 'object';

    switch (req.method) {
      case 'GET':
      case 'HEAD': {
        const count = prefs.count !== undefined;
        const range = parseRangeHeader(req.headers.range);
        const built = await withRelationshipReload(() =>
          buildRead(new QueryContext(cache, query.levels), {
            relName: table.name,
            table,
            select,
            count,
            shape: req.method === 'HEAD' ? 'none' : shape,
            range,
          }),
        );
        const row = await runStatement(req, auth, path, true, built.sql, built.params, singular);
        return readResponse(req, row, built.offset, shape, prefs);
      }
      case 'POST':
        return insert(
          req,
          auth,
          table,
          qctx,
          query.columns,
          query.onConflict,
          select,
          prefs,
          shape,
        );
      case 'PATCH':
        return update(req, auth, table, qctx, query.columns, select, prefs, shape);
      case 'DELETE':
        return remove(req, auth, table, qctx, select, prefs, shape);
      default:
        throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
    }
  }

  /** Builds a read; a relationship missing from the cache gets one reload (new FK since startup). */
  async function withRelationshipReload<T>(build: () => T): Promise<T> {
    try {
      return build();
    } catch (error) {
      if (
        error instanceof RestError &&
        error.code === 'PGRST200' &&
        Date.now() - lastReload >= RELOAD_ON_MISS_MS
      ) {
        await reload();
        return build();
      }
      throw error;
    }
  }

  function tableHint(name: string): string | null {
    const s = cache.suggestTable(name);
    return s ? `Perhaps you meant the table '${SCHEMA}.${s}'` : null;
  }

  function readResponse(
    req: CoreRequest,
    row: ResultRow,
    offset: number,
    shape: ResponseShape,
    prefs: Preferences,
  ): CoreResponse {
    const rows = Number(row.page_total);
    const total = row.total === null || row.total === undefined ? null : Number(row.total);
    if (total !== null && offset > total) {
      throw new RestError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        `An offset of ${offset} was requested, but there are only ${total} rows.`,
        null,
        // PostgREST's RangeQuery/Response: the total still travels with a 416.
        { 'Content-Range': `*/${total}` },
      );
    }
    const upper = offset + rows - 1;
    const range = total !== 0 && rows > 0 ? `${offset}-${upper}` : '*';
    const status = total !== null && 1 + upper - offset < total ? 206 : 200;
    const headers: Record<string, string> = {
      ...corsHeaders(req),
      'Content-Type': shape === 'object' ? OBJECT_CONTENT_TYPE : JSON_CONTENT_TYPE,
      'Content-Range': `${range}/${total ?? '*'}`,
    };
    const applied = appliedPreferences(prefs, ['count']);
    if (applied) headers['Preference-Applied'] = applied;
    return { status, headers, body: req.method === 'HEAD' ? undefined : (row.body ?? '') };
  }

  /** Columns a write touches: `columns=` if given, else the body's keys (PGRST204 if unknown). */
  function payloadColumns(
    table: TableInfo,
    columnsParam: string | null,
    rows: Record<string, unknown>[],
  ): string[] {
    let cols: string[];
    if (columnsParam !== null) {
      cols = parseColumnList(columnsParam, 'columns');
    } else {
      const first = rows[0] ? Object.keys(rows[0]) : [];
      const key = [...first].sort().join('\u0000');
      for (const r of rows) {
        if (Object.keys(r).sort().join('\u0000') !== key)
          throw invalidBody('All object keys must match');
      }
      cols = first;
    }
    for (const c of cols) if (!table.columns.has(c)) throw columnNotFound(table.name, c);
    return cols;
  }

  function writeBodyShape(prefs: Preferences, shape: ResponseShape): BodyShape {
    return prefs.return === 'representation' ? shape : 'none';
  }

  async function insert(
    req: CoreRequest,
    auth: Auth,
    table: TableInfo,
    qctx: QueryContext,
    columnsParam: string | null,
    onConflict: string | null,
    select: ReturnType<typeof parseSelect>,
    prefs: Preferences,
    shape: ResponseShape,
  ): Promise<CoreResponse> {
    const { value, text } = parseJsonBody(req);
    const isArray = Array.isArray(value);
    const rows = isArray ? value : [value];
    if (!rows.every(isPlainObject)) throw invalidBody();
    const cols = payloadColumns(table, columnsParam, rows as Record<string, unknown>[]);

    const q = qualified(table.name);
    const a = ident(table.name);
    const p = qctx.params;
    const colList = cols.map(ident).join(', ');
    let dml: string;
    const typedRows = rows as Record<string, unknown>[];
    // Rows that have every column need no DEFAULT: the one-parameter recordset path below.
    const someMissing = typedRows.some((r) => cols.some((c) => !(c in r)));
    if (prefs.missing === 'default' && cols.length && someMissing) {
      // One bound parameter per row: refuse before Postgres' 65535-parameter limit (a 503).
      if (rows.length > MAX_MISSING_DEFAULT_ROWS) {
        throw new RestError(
          413,
          'PGRST413',
          'Payload Too Large',
          `An insert with Prefer: missing=default whose objects lack some columns may have at most ${MAX_MISSING_DEFAULT_ROWS} rows.`,
        );
      }
      // A key missing from a row takes the column's DEFAULT (not NULL).
      const values = typedRows.map((r) => {
        const rp = p.add(JSON.stringify(r));
        const cells = cols.map((c) =>
          c in r
            ? `(SELECT _.${ident(c)} FROM json_populate_record(NULL::${q}, ${rp}::json) AS _)`
            : 'DEFAULT',
        );
        return `(${cells.join(', ')})`;
      });
      dml = `INSERT INTO ${q} AS ${a} (${colList}) VALUES ${values.join(', ')}`;
    } else {
      const json = isArray ? text : `[${text}]`;
      dml = cols.length
        ? `INSERT INTO ${q} AS ${a} (${colList}) SELECT ${colList} FROM json_populate_recordset(NULL::${q}, ${p.add(json)}::json) AS _`
        : `INSERT INTO ${q} AS ${a} SELECT FROM json_populate_recordset(NULL::${q}, ${p.add(json)}::json) AS _`;
    }
    let merge = false;
    if (prefs.resolution) {
      const target = onConflict !== null ? parseColumnList(onConflict, 'on_conflict') : table.pk;
      for (const c of target) if (!table.columns.has(c)) throw columnNotFound(table.name, c);
      if (target.length) {
        const targetSql = target.map(ident).join(', ');
        if (prefs.resolution === 'merge-duplicates' && cols.length) {
          merge = true;
          dml += ` ON CONFLICT (${targetSql}) DO UPDATE SET ${cols.map((c) => `${ident(c)} = EXCLUDED.${ident(c)}`).join(', ')}`;
        } else {
          dml += ` ON CONFLICT (${targetSql}) DO NOTHING`;
        }
      }
    }
    const headersOnly = prefs.return === 'headers-only';
    const representation =
      prefs.return === 'representation' || (headersOnly && table.pk.length > 0);
    const trackInserted = merge && (table.kind === 'r' || table.kind === 'p');
    dml += ` ${returningClause(table.name, representation, trackInserted)}`;
    const effectiveSelect = headersOnly
      ? table.pk.map((c) => ({ type: 'column' as const, field: { name: c, jsonPath: [] } }))
      : select;
    const built = buildMutationResult(
      qctx,
      table.name,
      table,
      { dml, representation, trackInserted },
      effectiveSelect,
      representation ? (headersOnly ? 'array' : shape) : 'none',
    );
    const row = await runWrite(req, auth, table, built, shape);
    const n = Number(row.page_total);
    const allUpdated = trackInserted && n > 0 && Number(row.inserted ?? 0) === 0;
    const headers: Record<string, string> = {
      ...corsHeaders(req),
      'Content-Range': `*/${prefs.count ? n : '*'}`,
    };
    const applied = appliedPreferences(prefs, ['return', 'resolution', 'missing', 'count']);
    if (applied) headers['Preference-Applied'] = applied;
    const status = allUpdated ? 200 : 201;
    if (headersOnly) {
      const first = row.body ? (JSON.parse(row.body) as Record<string, unknown>[])[0] : undefined;
      if (first) {
        const qs = table.pk
          .map((c) => `${encodeURIComponent(c)}=eq.${encodeURIComponent(String(first[c]))}`)
          .join('&');
        headers.Location = `/${table.name}?${qs}`;
      }
      return { status, headers };
    }
    if (prefs.return === 'representation') {
      headers['Content-Type'] = shape === 'object' ? OBJECT_CONTENT_TYPE : JSON_CONTENT_TYPE;
      return { status, headers, body: row.body ?? '' };
    }
    return { status, headers };
  }

  async function update(
    req: CoreRequest,
    auth: Auth,
    table: TableInfo,
    qctx: QueryContext,
    columnsParam: string | null,
    select: ReturnType<typeof parseSelect>,
    prefs: Preferences,
    shape: ResponseShape,
  ): Promise<CoreResponse> {
    const { value, text } = parseJsonBody(req);
    if (!isPlainObject(value)) throw invalidBody();
    const cols = payloadColumns(table, columnsParam, [value]);
    const conds = rootConditions(qctx, table.name, table);
    // Hosted Supabase loads pg-safeupdate for the API: no UPDATE/DELETE without a WHERE clause.
    if (!conds.length) throw new RestError(400, '21000', 'UPDATE requires a WHERE clause');
    const q = qualified(table.name);
    const representation = prefs.return === 'representation';
    const where = conds.join(' AND ');
    const a = ident(table.name);
    let dml: string;
    if (cols.length) {
      const sets = cols.map((c) => `${ident(c)} = _.${ident(c)}`).join(', ');
      const bodyParam = qctx.params.add(text);
      dml =
        `UPDATE ${q} AS ${a} SET ${sets} FROM (SELECT * FROM json_populate_record(NULL::${q}, ${bodyParam}::json)) AS _ ` +
        `WHERE ${where} ${returningClause(table.name, representation, false)}`;
    } else {
      // Nothing to set: touch no row, like PostgREST with an empty payload.
      dml = `SELECT ${representation ? `${a}.*` : '1'} FROM ${q} AS ${a} WHERE FALSE AND ${where}`;
    }
    const built = buildMutationResult(
      qctx,
      table.name,
      table,
      { dml, representation, trackInserted: false },
      select,
      writeBodyShape(prefs, shape),
    );
    const row = await runWrite(req, auth, table, built, shape);
    const n = Number(row.page_total);
    const headers: Record<string, string> = {
      ...corsHeaders(req),
      'Content-Range': `${n > 0 ? `0-${n - 1}` : '*'}/${prefs.count ? n : '*'}`,
    };
    const applied = appliedPreferences(prefs, ['return', 'count']);
    if (applied) headers['Preference-Applied'] = applied;
    if (representation) {
      headers['Content-Type'] = shape === 'object' ? OBJECT_CONTENT_TYPE : JSON_CONTENT_TYPE;
      return { status: 200, headers, body: row.body ?? '' };
    }
    return { status: 204, headers };
  }

  async function remove(
    req: CoreRequest,
    auth: Auth,
    table: TableInfo,
    qctx: QueryContext,
    select: ReturnType<typeof parseSelect>,
    prefs: Preferences,
    shape: ResponseShape,
  ): Promise<CoreResponse> {
    const conds = rootConditions(qctx, table.name, table);
    if (!conds.length) throw new RestError(400, '21000', 'DELETE requires a WHERE clause');
    const representation = prefs.return === 'representation';
    const dml = `DELETE FROM ${qualified(table.name)} AS ${ident(table.name)} WHERE ${conds.join(' AND ')} ${returningClause(
      table.name,
      representation,
      false,
    )}`;
    const built = buildMutationResult(
      qctx,
      table.name,
      table,
      { dml, representation, trackInserted: false },
      select,
      writeBodyShape(prefs, shape),
    );
    const row = await runWrite(req, auth, table, built, shape);
    const n = Number(row.page_total);
    const headers: Record<string, string> = {
      ...corsHeaders(req),
      'Content-Range': `*/${prefs.count ? n : '*'}`,
    };
    const applied = appliedPreferences(prefs, ['return', 'count']);
    if (applied) headers['Preference-Applied'] = applied;
    if (representation) {
      headers['Content-Type'] = shape === 'object' ? OBJECT_CONTENT_TYPE : JSON_CONTENT_TYPE;
      return { status: 200, headers, body: row.body ?? '' };
    }
    return { status: 204, headers };
  }

  // ---- Functions ---------------------------------------------------------------------------

  function noFunction(name: string, keys: string[], isPost: boolean): RestError {
    const sorted = [...keys].sort();
    const prms = sorted.join(', ');
    const fmt = (p: string) => (sorted.length ? p : ' without parameters');
    const detailsParams = fmt(` with parameter${sorted.length > 1 ? 's' : ''} ${prms}`);
    const suggestion = cache.functions.has(name) ? null : cache.suggestFunction(name);
    return new RestError(
      404,
      'PGRST202',
      `Could not find the function ${SCHEMA}.${name}${sorted.length ? `(${prms})` : ' without parameters'} in the schema cache`,
      `Searched for the function ${SCHEMA}.${name}${detailsParams}${
        isPost ? ' or with a single unnamed json/jsonb parameter' : ''
      }, but no matches were found in the schema cache.`,
      suggestion ? `Perhaps you meant to call the function ${SCHEMA}.${suggestion}` : null,
    );
  }

  async function handleRpc(req: CoreRequest, auth: Auth, name: string): Promise<CoreResponse> {
    const isPost = req.method === 'POST';
    if (!isPost && req.method !== 'GET' && req.method !== 'HEAD') {
      throw new RestError(405, 'PGRST101', `Cannot use the ${req.method} method on RPC`);
    }
    const overloads = (await lookup(() => cache.functions.get(name))) ?? [];

    // Arguments: the JSON object body (POST) or the query parameters named like an argument (GET).
    let args: Record<string, unknown>;
    let argsText: string;
    let filterQuery = req.query;
    let singleJson = false;
    /** A text/plain, text/xml or octet-stream body: the single unnamed argument (PostgREST). */
    let rawArg: { value: string | Buffer; type: string } | null = null;
    const rawType = isPost ? RAW_BODY_TYPES[bodyMediaType(req)] : undefined;
    if (rawType) {
      const single = overloads.find(
        (f) => f.args.length === 1 && f.args[0].name === '' && f.args[0].type === rawType,
      );
      if (!single) {
        throw new RestError(
          404,
          'PGRST202',
          `Could not find the function ${SCHEMA}.${name} in the schema cache`,
          `Searched for the function ${SCHEMA}.${name} with a single unnamed ${rawType} parameter, but no matches were found in the schema cache.`,
        );
      }
      const body = req.body ?? Buffer.alloc(0);
      rawArg = { value: rawType === 'bytea' ? body : body.toString('utf8'), type: rawType };
      args = {};
      argsText = '{}';
      singleJson = true;
    } else if (isPost) {
      const { value, text } = parseJsonBody(req, true);
      const single = overloads.find(
        (f) => f.args.length === 1 && f.args[0].name === '' && /^jsonb?$/.test(f.args[0].type),
      );
      if (!isPlainObject(value) && !single) throw invalidBody();
      args = isPlainObject(value) ? value : {};
      argsText = text;
      singleJson = Boolean(single) && !overloads.some((f) => matches(f, Object.keys(args)));
    } else {
      checkQueryStrings(req.query);
      const argNames = new Set(overloads.flatMap((f) => f.args.map((a) => a.name)));
      args = {};
      filterQuery = new URLSearchParams();
      for (const [k, v] of req.query) {
        if (argNames.has(k) && !(k in args)) args[k] = v;
        else filterQuery.append(k, v);
      }
      argsText = JSON.stringify(args);
    }
    const keys = Object.keys(args);
    const rawArgType = rawArg?.type;
    const candidates = rawArgType
      ? overloads.filter(
          (f) => f.args.length === 1 && f.args[0].name === '' && f.args[0].type === rawArgType,
        )
      : singleJson
        ? overloads.filter((f) => f.args.length === 1 && f.args[0].name === '')
        : overloads.filter((f) => matches(f, keys));
    if (candidates.length === 0) throw noFunction(name, keys, isPost);
    if (candidates.length > 1) {
      throw new RestError(
        300,
        'PGRST203',
        `Could not choose the best candidate function between: ${candidates
          .map(
            (f) => `${SCHEMA}.${name}(${f.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`,
          )
          .join(', ')}`,
        null,
        'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
      );
    }
    const fn = candidates[0];
    const query = parseQuery(filterQuery);
    const select = parseSelect(query.select);
    const qctx = new QueryContext(cache, query.levels);
    const shape = parseAccept(req.headers.accept);
    const prefs = parsePrefer(req.headers.prefer);
    const p = qctx.params;

    // The call, with arguments converted from JSON to the parameter types by json_to_record.
    let from = '';
    let call: string;
    if (singleJson) {
      call = `${qualified(name)}(${p.add(rawArg ? rawArg.value : argsText)}::${fn.args[0].type})`;
    } else if (keys.length) {
      const used = fn.args.filter((a) => keys.includes(a.name));
      from = `json_to_record(${p.add(argsText)}::json) AS pgrst_args(${used
        .map((a) => `${ident(a.name)} ${a.type}`)
        .join(', ')})`;
      call = `${qualified(name)}(${used.map((a) => `${ident(a.name)} := pgrst_args.${ident(a.name)}`).join(', ')})`;
    } else {
      call = `${qualified(name)}()`;
    }
    const readOnly = !isPost;
    const path = `/rpc/${name}`;
    const singular = shape === 'object';

    if (fn.returnsComposite) {
      const table = fn.returnTable ? cache.table(fn.returnTable) : undefined;
      const count = prefs.count !== undefined;
      const built = buildRead(qctx, {
        relName: fn.returnTable ?? name,
        table,
        from: from ? `${from} CROSS JOIN LATERAL ${call}` : call,
        select,
        count,
        shape: req.method === 'HEAD' ? 'none' : fn.returnsSet ? shape : 'object',
      });
      const row = await runStatement(req, auth, path, readOnly, built.sql, built.params, singular);
      return readResponse(req, row, built.offset, fn.returnsSet ? shape : 'array', prefs);
    }

    const fromSql = from ? ` FROM ${from}` : '';
    let sql: string;
    if (fn.returnType === 'void') {
      sql = `SELECT NULL AS total, 1 AS page_total, (${call})::text AS body${fromSql}`;
    } else if (fn.returnsSet) {
      sql = `SELECT NULL AS total, pg_catalog.count(*) AS page_total, coalesce(json_agg(pgrst_call.pgrst_scalar), '[]')::text AS body FROM ${
        from ? `${from} CROSS JOIN LATERAL ` : ''
      }${call} AS pgrst_call(pgrst_scalar)`;
    } else {
      sql = `SELECT NULL AS total, 1 AS page_total, coalesce(to_json(${call})::text, 'null') AS body${fromSql}`;
    }
    const row = await runStatement(
      req,
      auth,
      path,
      readOnly,
      sql,
      p.values,
      singular && fn.returnsSet,
    );
    if (fn.returnType === 'void') {
      // PostgREST 11+ answers a void function with 204 No Content.
      return { status: 204, headers: { ...corsHeaders(req) } };
    }
    const n = Number(row.page_total);
    return {
      status: 200,
      headers: {
        ...corsHeaders(req),
        'Content-Type': singular ? OBJECT_CONTENT_TYPE : JSON_CONTENT_TYPE,
        'Content-Range': `${n > 0 ? `0-${n - 1}` : '*'}/*`,
      },
      body: req.method === 'HEAD' ? undefined : (row.body ?? 'null'),
    };
  }

  function matches(f: FunctionInfo, keys: string[]): boolean {
    return (
      keys.every((k) => f.args.some((a) => a.name === k)) &&
      f.args.every((a) => a.hasDefault || keys.includes(a.name))
    );
  }

  // ---- Entry point -------------------------------------------------------------------------

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
      auth = await authenticate(req);
      checkProfile(req);
      await ensureReady();
      const sub = req.path.startsWith(PREFIX) ? req.path.slice(PREFIX.length) : req.path;
      const segments = sub.split('/').filter((s) => s !== '');
      let response: CoreResponse;
      if (segments.length === 2 && segments[0] === 'rpc') {
        response = await handleRpc(req, auth, segments[1]);
      } else if (segments.length === 1) {
        response = await handleRelation(req, auth, segments[0]);
      } else if (segments.length === 0 && (req.method === 'GET' || req.method === 'HEAD')) {
        response = rootResponse(req);
      } else {
        throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
      }
      return response;
    } catch (error) {
      const res = toErrorResponse(error, auth.role !== 'anon');
      return { ...res, headers: { ...corsHeaders(req), ...res.headers } };
    }
  };

  /** GET /rest/v1/: a minimal OpenAPI description listing the exposed relations and functions. */
  function rootResponse(req: CoreRequest): CoreResponse {
    const paths: Record<string, object> = { '/': {} };
    for (const t of cache.tables.keys()) paths[`/${t}`] = {};
    for (const f of cache.functions.keys()) paths[`/rpc/${f}`] = {};
    const body = JSON.stringify({
      swagger: '2.0',
      info: { title: 'Streakwise local REST API', version: '12.2.0' },
      basePath: '/',
      schemes: ['http'],
      consumes: ['application/json'],
      produces: ['application/json'],
      paths,
    });
    return {
      status: 200,
      headers: { ...corsHeaders(req), 'Content-Type': 'application/openapi+json; charset=utf-8' },
      body: req.method === 'HEAD' ? undefined : body,
    };
  }

  return Object.assign(handler, { reload, schemaCache: cache });
}
