/**
 * Writes to a table or view: POST (insert, upsert with `Prefer: resolution=`, `missing=default`,
 * `columns=`, `on_conflict=`), PATCH and DELETE (a filter required), each answering with
 * `return=minimal|representation|headers-only`. One statement per request (build-query.ts).
 */
import type { CoreResponse } from '../core/types';
import {
  type ResultRow,
  buildMutationResult,
  returningClause,
  rootConditions,
} from './build-query';
import { OBJECT_CONTENT_TYPE, type RelationRequest, type RequestContext } from './context';
import { JSON_CONTENT_TYPE, RestError, columnNotFound, invalidBody } from './errors';
import { MAX_MISSING_DEFAULT_ROWS } from './limits';
import {
  type Preferences,
  appliedPreferences,
  isPlainObject,
  parseColumnList,
  parseJsonBody,
} from './request';
import { QueryContext } from './query-context';
import type { TableInfo } from './schema-catalog';
import { ident, qualified } from './sql';

type Row = Record<string, unknown>;

/** POST /rest/v1/<table or view>: insert or upsert the body's object or array of objects. */
export async function insert(ctx: RequestContext, rel: RelationRequest): Promise<CoreResponse> {
  const { table, query } = rel;
  const prefs = ctx.prefs();
  const { value, text } = parseJsonBody(ctx.req);
  const isArray = Array.isArray(value);
  const rows = isArray ? value : [value];
  if (!rows.every(isPlainObject)) throw invalidBody();
  const cols = payloadColumns(table, query.columns, rows as Row[]);
  const qctx = new QueryContext(ctx.cache, query.levels);
  let dml = insertStatement(qctx, table, cols, rows as Row[], isArray ? text : `[${text}]`, prefs);
  const conflict = onConflictClause(table, query.onConflict, cols, prefs);
  dml += conflict.sql;
  const headersOnly = prefs.return === 'headers-only';
  const representation = prefs.return === 'representation' || (headersOnly && table.pk.length > 0);
  const trackInserted = conflict.merge && (table.kind === 'r' || table.kind === 'p');
  dml += ` ${returningClause(table.name, representation, trackInserted)}`;
  const effectiveSelect = headersOnly
    ? table.pk.map((c) => ({ type: 'column' as const, field: { name: c, jsonPath: [] } }))
    : rel.select;
  const shape = ctx.shape();
  const built = buildMutationResult(
    qctx,
    table.name,
    table,
    { dml, representation, trackInserted },
    effectiveSelect,
    representation ? (headersOnly ? 'array' : shape) : 'none',
  );
  const row = await ctx.run(built.sql, built.params, shape === 'object');
  return insertResponse(ctx, table, row, trackInserted);
}

/** `INSERT ... VALUES`/`SELECT` of the rows; a key missing with `missing=default` is DEFAULT. */
function insertStatement(
  qctx: QueryContext,
  table: TableInfo,
  cols: string[],
  rows: Row[],
  jsonArray: string,
  prefs: Preferences,
): string {
  const q = qualified(table.name);
  const a = ident(table.name);
  const p = qctx.params;
  const colList = cols.map(ident).join(', ');
  // Rows that have every column need no DEFAULT: the one-parameter recordset path below.
  const someMissing = rows.some((r) => cols.some((c) => !(c in r)));
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
    const values = rows.map((r) => {
      const rp = p.add(JSON.stringify(r));
      const cells = cols.map((c) =>
        c in r
          ? `(SELECT _.${ident(c)} FROM json_populate_record(NULL::${q}, ${rp}::json) AS _)`
          : 'DEFAULT',
      );
      return `(${cells.join(', ')})`;
    });
    return `INSERT INTO ${q} AS ${a} (${colList}) VALUES ${values.join(', ')}`;
  }
  return cols.length
    ? `INSERT INTO ${q} AS ${a} (${colList}) SELECT ${colList} FROM json_populate_recordset(NULL::${q}, ${p.add(jsonArray)}::json) AS _`
    : `INSERT INTO ${q} AS ${a} SELECT FROM json_populate_recordset(NULL::${q}, ${p.add(jsonArray)}::json) AS _`;
}

/** `Prefer: resolution=`: ON CONFLICT on `on_conflict=` or the primary key; merge = DO UPDATE. */
function onConflictClause(
  table: TableInfo,
  onConflict: string | null,
  cols: string[],
  prefs: Preferences,
): { sql: string; merge: boolean } {
  if (!prefs.resolution) return { sql: '', merge: false };
  const target = onConflict !== null ? parseColumnList(onConflict, 'on_conflict') : table.pk;
  for (const c of target) if (!table.columns.has(c)) throw columnNotFound(table.name, c);
  if (!target.length) return { sql: '', merge: false };
  const targetSql = target.map(ident).join(', ');
  if (prefs.resolution === 'merge-duplicates' && cols.length) {
    const sets = cols.map((c) => `${ident(c)} = EXCLUDED.${ident(c)}`).join(', ');
    return { sql: ` ON CONFLICT (${targetSql}) DO UPDATE SET ${sets}`, merge: true };
  }
  return { sql: ` ON CONFLICT (${targetSql}) DO NOTHING`, merge: false };
}

/** 201, or 200 when an upsert only updated; `Location` for `return=headers-only`. */
function insertResponse(
  ctx: RequestContext,
  table: TableInfo,
  row: ResultRow,
  trackInserted: boolean,
): CoreResponse {
  const prefs = ctx.prefs();
  const n = Number(row.page_total);
  const allUpdated = trackInserted && n > 0 && Number(row.inserted ?? 0) === 0;
  const headers: Record<string, string> = {
    ...ctx.cors(),
    'Content-Range': `*/${prefs.count ? n : '*'}`,
  };
  const applied = appliedPreferences(prefs, ['return', 'resolution', 'missing', 'count']);
  if (applied) headers['Preference-Applied'] = applied;
  const status = allUpdated ? 200 : 201;
  if (prefs.return === 'headers-only') {
    const first = row.body ? (JSON.parse(row.body) as Row[])[0] : undefined;
    if (first) {
      const qs = table.pk
        .map((c) => `${encodeURIComponent(c)}=eq.${encodeURIComponent(String(first[c]))}`)
        .join('&');
      headers.Location = `/${table.name}?${qs}`;
    }
    return { status, headers };
  }
  if (prefs.return === 'representation') {
    headers['Content-Type'] = ctx.shape() === 'object' ? OBJECT_CONTENT_TYPE : JSON_CONTENT_TYPE;
    return { status, headers, body: row.body ?? '' };
  }
  return { status, headers };
}

/** PATCH /rest/v1/<table or view>?<filters>: sets the body's columns on the matching rows. */
export async function update(ctx: RequestContext, rel: RelationRequest): Promise<CoreResponse> {
  const { table, query } = rel;
  const { value, text } = parseJsonBody(ctx.req);
  if (!isPlainObject(value)) throw invalidBody();
  const cols = payloadColumns(table, query.columns, [value]);
  const qctx = new QueryContext(ctx.cache, query.levels);
  const conds = rootConditions(qctx, table.name, table);
  // Hosted Supabase loads pg-safeupdate for the API: no UPDATE/DELETE without a WHERE clause.
  if (!conds.length) throw new RestError(400, '21000', 'UPDATE requires a WHERE clause');
  const q = qualified(table.name);
  const representation = ctx.prefs().return === 'representation';
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
  const row = await runMutation(ctx, rel, qctx, dml, representation);
  const n = Number(row.page_total);
  const count = ctx.prefs().count ? n : '*';
  return mutationResponse(ctx, row, `${n > 0 ? `0-${n - 1}` : '*'}/${count}`, representation);
}

/** DELETE /rest/v1/<table or view>?<filters>. */
export async function remove(ctx: RequestContext, rel: RelationRequest): Promise<CoreResponse> {
  const { table, query } = rel;
  const qctx = new QueryContext(ctx.cache, query.levels);
  const conds = rootConditions(qctx, table.name, table);
  if (!conds.length) throw new RestError(400, '21000', 'DELETE requires a WHERE clause');
  const representation = ctx.prefs().return === 'representation';
  const dml = `DELETE FROM ${qualified(table.name)} AS ${ident(table.name)} WHERE ${conds.join(' AND ')} ${returningClause(
    table.name,
    representation,
    false,
  )}`;
  const row = await runMutation(ctx, rel, qctx, dml, representation);
  const n = Number(row.page_total);
  return mutationResponse(ctx, row, `*/${ctx.prefs().count ? n : '*'}`, representation);
}

/** Runs an UPDATE/DELETE (wrapped by build-query.ts); singular: undone unless one row is hit. */
function runMutation(
  ctx: RequestContext,
  { table, select }: RelationRequest,
  qctx: QueryContext,
  dml: string,
  representation: boolean,
): Promise<ResultRow> {
  const shape = ctx.shape();
  const built = buildMutationResult(
    qctx,
    table.name,
    table,
    { dml, representation, trackInserted: false },
    select,
    ctx.prefs().return === 'representation' ? shape : 'none',
  );
  return ctx.run(built.sql, built.params, shape === 'object');
}

/** The answer to a PATCH or DELETE: 200 with the rows (`return=representation`), else 204. */
function mutationResponse(
  ctx: RequestContext,
  row: ResultRow,
  contentRange: string,
  representation: boolean,
): CoreResponse {
  const headers: Record<string, string> = { ...ctx.cors(), 'Content-Range': contentRange };
  const applied = appliedPreferences(ctx.prefs(), ['return', 'count']);
  if (applied) headers['Preference-Applied'] = applied;
  if (representation) {
    headers['Content-Type'] = ctx.shape() === 'object' ? OBJECT_CONTENT_TYPE : JSON_CONTENT_TYPE;
    return { status: 200, headers, body: row.body ?? '' };
  }
  return { status: 204, headers };
}

/** Columns a write touches: `columns=` if given, else the body's keys (PGRST204 if unknown). */
function payloadColumns(table: TableInfo, columnsParam: string | null, rows: Row[]): string[] {
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
