/**
 * Builds the single SQL statement for a request, in the spirit of PostgREST's QueryBuilder:
 * the source rows as a subquery (writes: a `pgrst_source` CTE around the DML) built level by
 * level (build-level.ts), and the JSON body, row count and total count computed by Postgres
 * itself, so values serialise exactly as PostgREST's do.
 */
import { type LevelSql, buildLevel, levelSql } from './build-level';
import { filterSql } from './filter-sql';
import type { SelectItem } from './parse-select';
import type { QueryContext } from './query-context';
import type { TableInfo } from './schema-catalog';
import { ident, qualified } from './sql';

export interface BuiltQuery {
  sql: string;
  params: unknown[];
}

/** What the final statement returns (one row). */
export interface ResultRow {
  total: string | number | null;
  page_total: string | number;
  inserted?: string | number | null;
  body: string | null;
}
export type BodyShape = 'array' | 'object' | 'none';

function bodyExpr(shape: BodyShape): string {
  if (shape === 'none') return 'NULL';
  if (shape === 'object') return `coalesce((json_agg(_postgrest_t)->0)::text, 'null')`;
  return `coalesce(json_agg(_postgrest_t), '[]')::text`;
}

export interface ReadOptions {
  relName: string;
  table: TableInfo | undefined;
  /** FROM source; defaults to the relation itself. For functions: the call. */
  from?: string;
  /** Statements that must precede the source, e.g. the argument record of a function call. */
  fromPrefix?: string;
  select: SelectItem[];
  count: boolean;
  shape: BodyShape;
  /** Range from the Range header, intersected with limit/offset. */
  range?: { offset: number; limit?: number };
}

/** GET/HEAD on a table or view, and reads over a set-returning function's rows. */
export function buildRead(ctx: QueryContext, o: ReadOptions): BuiltQuery & { offset: number } {
  const alias = o.relName;
  const level = buildLevel(ctx, o.relName, o.table, alias, o.select, ['']);
  ctx.checkAllLevelsUsed();
  if (o.range) {
    const lo = Math.max(level.offset ?? 0, o.range.offset);
    const qHi = level.limit !== undefined ? (level.offset ?? 0) + level.limit : Infinity;
    const rHi = o.range.limit !== undefined ? o.range.offset + o.range.limit : Infinity;
    const hi = Math.min(qHi, rHi);
    level.offset = lo;
    level.limit = Number.isFinite(hi) ? Math.max(0, hi - lo) : undefined;
  }
  const from = `${o.fromPrefix ?? ''}${o.from ?? qualified(o.relName)}`;
  const source = levelSql(from, alias, level, [], level.select.length ? level.select : ['1']);
  let countSql = 'NULL';
  if (o.count) {
    // The count covers top-level rows only; inner-joined embeds and embed filters still apply.
    const countLevel: LevelSql = {
      select: [],
      joins: level.joins.filter(
        (j) => j.inner || level.where.some((w) => w.includes(ident(j.alias))),
      ),
      where: level.where,
      order: '',
    };
    countSql = `(SELECT pg_catalog.count(*) FROM (${levelSql(from, alias, countLevel, [], ['1'])}) AS pgrst_c)`;
  }
  const sql =
    `SELECT ${countSql} AS total, pg_catalog.count(*) AS page_total, ${bodyExpr(o.shape)} AS body ` +
    `FROM (${source}) AS _postgrest_t`;
  return { sql, params: ctx.params.values, offset: level.offset ?? 0 };
}

export interface MutationResult {
  /** DML whose RETURNING yields either `1`, or the rows (`t.*`), plus `pgrst_inserted` for upserts. */
  dml: string;
  representation: boolean;
  trackInserted: boolean;
}

/**
 * Wraps a DML statement: counts affected rows (and inserted ones for upserts) and, for
 * return=representation, shapes the returned rows with the select (embeds included).
 */
export function buildMutationResult(
  ctx: QueryContext,
  relName: string,
  table: TableInfo,
  m: MutationResult,
  select: SelectItem[],
  shape: BodyShape,
): BuiltQuery {
  const inserted = m.trackInserted
    ? '(SELECT pg_catalog.count(*) FROM pgrst_source WHERE pgrst_inserted)'
    : 'NULL';
  let sql: string;
  if (m.representation) {
    // Embeds and embedded filters apply to the returned rows; root filters already chose them.
    const level = buildLevel(ctx, relName, table, relName, select, [''], true, [
      ...table.columns.keys(),
    ]);
    ctx.checkAllLevelsUsed();
    level.limit = undefined;
    level.offset = undefined;
    const from = 'pgrst_source';
    const rows = levelSql(from, relName, level, [], level.select.length ? level.select : ['1']);
    sql =
      `WITH pgrst_source AS (${m.dml}) ` +
      `SELECT NULL AS total, (SELECT pg_catalog.count(*) FROM pgrst_source) AS page_total, ${inserted} AS inserted, ` +
      `${bodyExpr(shape)} AS body FROM (${rows}) AS _postgrest_t`;
  } else {
    sql =
      `WITH pgrst_source AS (${m.dml}) ` +
      `SELECT NULL AS total, pg_catalog.count(*) AS page_total, ${inserted} AS inserted, NULL AS body FROM pgrst_source`;
  }
  return { sql, params: ctx.params.values };
}

/** WHERE conditions of the root level (used by PATCH and DELETE). */
export function rootConditions(ctx: QueryContext, relName: string, table: TableInfo): string[] {
  const opts = ctx.options(['']);
  return opts.filters.map((f) => filterSql(ctx, relName, table, new Map(), f));
}

export function returningClause(
  alias: string,
  representation: boolean,
  trackInserted: boolean,
): string {
  if (!representation && !trackInserted) return 'RETURNING 1';
  const parts: string[] = [];
  if (representation) parts.push(`${ident(alias)}.*`);
  if (trackInserted) parts.push(`(${ident(alias)}.xmax = 0) AS pgrst_inserted`);
  return `RETURNING ${parts.join(', ')}`;
}
