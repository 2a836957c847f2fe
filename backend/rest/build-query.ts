/**
 * Builds the single SQL statement for a request, in the spirit of PostgREST's QueryBuilder:
 * the source rows as a subquery (writes: a `pgrst_source` CTE around the DML), embeds as
 * correlated subqueries (json_agg for to-many, coalesced to '[]'; row_to_json for to-one) or,
 * for !inner and embed filters, as LEFT/INNER JOIN LATERAL, and the JSON body, row count and
 * total count computed by Postgres itself, so values serialise exactly as PostgREST's do.
 */
import { RestError, queryParamError } from './errors';
import type { Condition, Filter, LevelOptions, OrderTerm } from './parse-filters';
import type { EmbedItem, FieldRef, SelectItem } from './parse-select';
import { type Relationship, type SchemaCache, type TableInfo, SCHEMA } from './schema-cache';
import { Params, ident } from './sql';

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

const qualified = (name: string): string => `${ident(SCHEMA)}.${ident(name)}`;

/** Per-request state shared by all levels of one statement. */
export class QueryContext {
  readonly params = new Params();
  private aliasCount = 0;
  /** Level keys (embed paths) a filter/order/limit was given for but not found in select. */
  private readonly used = new Set<string>();

  constructor(
    readonly cache: SchemaCache,
    readonly levels: Map<string, LevelOptions>,
  ) {}

  nextAlias(table: string): string {
    this.aliasCount += 1;
    return `${table}_${this.aliasCount}`;
  }

  /** Options for the first key that exists (an embed may be addressed by alias or by name). */
  options(keys: string[]): LevelOptions {
    const merged: LevelOptions = { filters: [] };
    for (const key of keys) {
      const l = this.levels.get(key);
      if (!l) continue;
      this.used.add(key);
      merged.filters.push(...l.filters);
      merged.order ??= l.order;
      merged.limit ??= l.limit;
      merged.offset ??= l.offset;
    }
    return merged;
  }

  /** PGRST108 for options aimed at an embed the select does not contain. */
  checkAllLevelsUsed(): void {
    for (const [key, l] of this.levels) {
      if (key === '' || this.used.has(key)) continue;
      if (!l.filters.length && !l.order && l.limit === undefined && l.offset === undefined)
        continue;
      throw new RestError(
        400,
        'PGRST108',
        `'${key}' is not an embedded resource in this request`,
        null,
        `Verify that '${key}' is included in the 'select' query parameter.`,
      );
    }
  }
}

// ---- Expressions -----------------------------------------------------------------------------

function fieldExpr(ctx: QueryContext, alias: string, field: FieldRef): string {
  let expr = `${ident(alias)}.${ident(field.name)}`;
  for (const step of field.jsonPath) {
    expr += step.index
      ? `${step.arrow}${Number(step.key)}`
      : `${step.arrow}${ctx.params.add(step.key)}::text`;
  }
  return expr;
}

function outputName(field: FieldRef, alias?: string): string {
  if (alias) return alias;
  for (let i = field.jsonPath.length - 1; i >= 0; i--) {
    if (!field.jsonPath[i].index) return field.jsonPath[i].key;
  }
  return field.name;
}

const BINARY_OPS: Partial<Record<Condition['op'], string>> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'LIKE',
  ilike: 'ILIKE',
  match: '~',
  imatch: '~*',
  isdistinct: 'IS DISTINCT FROM',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};

const FTS_FUNCTIONS: Partial<Record<Condition['op'], string>> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

const IS_SQL: Record<string, string> = {
  null: 'IS NULL',
  not_null: 'IS NOT NULL',
  true: 'IS TRUE',
  false: 'IS FALSE',
  unknown: 'IS UNKNOWN',
};

/**
 * One condition. Values are bound as untyped parameters, so Postgres resolves each to the
 * column's type exactly as PostgREST's `unknown` literals are resolved.
 */
function conditionSql(ctx: QueryContext, expr: string, cond: Condition): string {
  let sql: string;
  const p = ctx.params;
  if (cond.op === 'in') {
    const items = cond.value as string[];
    sql = items.length ? `${expr} IN (${items.map((v) => p.add(v)).join(', ')})` : 'FALSE';
  } else if (cond.op === 'is') {
    sql = `${expr} ${IS_SQL[cond.value as string]}`;
  } else if (FTS_FUNCTIONS[cond.op]) {
    const lang = cond.language ? `${p.add(cond.language)}::regconfig, ` : '';
    sql = `${expr} @@ ${FTS_FUNCTIONS[cond.op]}(${lang}${p.add(cond.value)})`;
  } else {
    let value = cond.value as string;
    if (cond.op === 'like' || cond.op === 'ilike') value = value.replace(/\*/g, '%');
    sql = `${expr} ${BINARY_OPS[cond.op]} ${p.add(value)}`;
  }
  return cond.negate ? `NOT (${sql})` : sql;
}

interface EmbedRef {
  alias: string;
}

/** Whether a filter at this level names the embed (`rel=not.is.null`) rather than a column. */
function filteredEmbed(
  filterNames: Set<string>,
  table: TableInfo | undefined,
  ...names: string[]
): boolean {
  return names.some((n) => filterNames.has(n) && !table?.columns.has(n));
}

function filterSql(
  ctx: QueryContext,
  alias: string,
  table: TableInfo | undefined,
  embeds: Map<string, EmbedRef>,
  filter: Filter,
): string {
  if (filter.type === 'logic') {
    const parts = filter.children.map((c) => filterSql(ctx, alias, table, embeds, c));
    const joined = parts.length
      ? `(${parts.join(filter.op === 'and' ? ' AND ' : ' OR ')})`
      : 'TRUE';
    return filter.negate ? `NOT ${joined}` : joined;
  }
  // `rel=is.null` / `rel=not.is.null` on an embedded resource (not a column of this table).
  const embed = embeds.get(filter.field.name);
  if (embed && !filter.field.jsonPath.length && !table?.columns.has(filter.field.name)) {
    const v = filter.value;
    if (filter.op !== 'is' || (v !== 'null' && v !== 'not_null')) {
      throw new RestError(
        400,
        'PGRST120',
        `Bad operator on the '${filter.field.name}' embedded resource`,
        'Only is null or not is null filters are allowed on embedded resources',
      );
    }
    const isNull = (v === 'null') !== filter.negate;
    return `${ident(embed.alias)}.${ident(embed.alias)} ${isNull ? 'IS NULL' : 'IS NOT NULL'}`;
  }
  return conditionSql(ctx, fieldExpr(ctx, alias, filter.field), filter);
}

function orderSql(ctx: QueryContext, alias: string, terms: OrderTerm[]): string {
  return terms
    .map((t) => {
      let s = fieldExpr(ctx, alias, t.field);
      if (t.direction) s += t.direction === 'desc' ? ' DESC' : ' ASC';
      if (t.nulls) s += t.nulls === 'first' ? ' NULLS FIRST' : ' NULLS LAST';
      return s;
    })
    .join(', ');
}

// ---- Relationships ---------------------------------------------------------------------------

function describeRel(r: Relationship): Record<string, string> {
  const fmt = (cols: string[]) => `(${cols.join(', ')})`;
  const card = { m2o: 'many-to-one', o2m: 'one-to-many', o2o: 'one-to-one', m2m: 'many-to-many' }[
    r.cardinality
  ];
  if (r.junction) {
    const j = r.junction;
    return {
      embedding: `${r.table} with ${r.foreignTable}`,
      cardinality: card,
      relationship: `${j.table} using ${j.constraint1}${fmt(j.source.map((p) => p[0]))} and ${j.constraint2}${fmt(j.target.map((p) => p[0]))}`,
    };
  }
  const mine = r.columns.map((c) => c[0]);
  const theirs = r.columns.map((c) => c[1]);
  return {
    embedding: `${r.table} with ${r.foreignTable}`,
    cardinality: card,
    relationship: `${r.constraint} using ${r.table}${fmt(mine)} and ${r.foreignTable}${fmt(theirs)}`,
  };
}

/** Resolves `name[!hint]` from `from` like PostgREST: by table, FK constraint or FK column. */
export function findRelationship(cache: SchemaCache, from: string, embed: EmbedItem): Relationship {
  const all = cache.relationships.get(from) ?? [];
  let candidates = all.filter(
    (r) =>
      r.foreignTable === embed.name ||
      (!r.junction && r.constraint === embed.name) ||
      (r.fromFkSide && r.columns.length === 1 && r.columns[0][0] === embed.name),
  );
  if (embed.hint) {
    const h = embed.hint;
    candidates = candidates.filter(
      (r) =>
        r.constraint === h ||
        r.foreignTable === h ||
        r.columns.some(([mine, theirs]) => mine === h || theirs === h) ||
        r.junction?.table === h ||
        r.junction?.constraint2 === h,
    );
  }
  if (candidates.length > 1) {
    // Embedding by FK column or constraint name also matches the relationships inferred for
    // views over the same tables; the target named exactly, then the table-to-table FK, wins.
    const exact = candidates.filter((r) => r.foreignTable === embed.name);
    if (exact.length >= 1) candidates = exact;
    const direct = candidates.filter((r) => !r.viaView);
    if (candidates.length > 1 && direct.length === 1) candidates = direct;
  }
  if (candidates.length === 1) return candidates[0];
  if (candidates.length === 0) {
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${from}' and '${embed.name}' in the schema cache`,
      `Searched for a foreign key relationship between '${from}' and '${embed.name}'${
        embed.hint ? ` using the hint '${embed.hint}'` : ''
      } in the schema '${SCHEMA}', but no matches were found.`,
    );
  }
  throw new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${from}' and '${embed.name}'`,
    JSON.stringify(candidates.map(describeRel)),
    `Try changing '${embed.name}' to one of the following: ${candidates
      .map((r) => `'${r.foreignTable}!${r.junction ? r.junction.table : r.constraint}'`)
      .join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}

// ---- Levels (root and embeds) ----------------------------------------------------------------

interface LevelSql {
  select: string[];
  joins: { sql: string; inner: boolean; alias: string }[];
  where: string[];
  order: string;
  limit?: number;
  offset?: number;
}

function joinKeys(parents: string[], names: string[]): string[] {
  const out: string[] = [];
  for (const p of parents) {
    for (const n of names) {
      const key = p ? `${p}.${n}` : n;
      if (!out.includes(key)) out.push(key);
    }
  }
  return out;
}

/**
 * Builds select list, lateral joins, conditions and order of one level.
 * `table` is undefined for function results that are not a table's row type.
 */
function buildLevel(
  ctx: QueryContext,
  relName: string,
  table: TableInfo | undefined,
  alias: string,
  items: SelectItem[],
  levelKeys: string[],
  skipFilters = false,
  /** Explicit columns for `*` (write results, whose source also carries pgrst_inserted). */
  starColumns?: string[],
): LevelSql {
  const opts = ctx.options(levelKeys);
  const out: LevelSql = { select: [], joins: [], where: [], order: '' };
  const embeds = new Map<string, EmbedRef>();
  const filterNames = new Set<string>();
  const collect = (f: Filter): void => {
    if (f.type === 'logic') f.children.forEach(collect);
    else if (!f.field.jsonPath.length) filterNames.add(f.field.name);
  };
  if (!skipFilters) opts.filters.forEach(collect);

  for (const item of items) {
    if (item.type === 'star') {
      if (starColumns) out.select.push(...starColumns.map((c) => `${ident(alias)}.${ident(c)}`));
      else out.select.push(`${ident(alias)}.*`);
    } else if (item.type === 'column') {
      let expr = fieldExpr(ctx, alias, item.field);
      if (item.cast) expr = `CAST(${expr} AS ${item.cast})`;
      out.select.push(`${expr} AS ${ident(outputName(item.field, item.alias))}`);
    } else {
      const rel = findRelationship(ctx.cache, relName, item);
      const target = ctx.cache.table(rel.foreignTable)!;
      const childAlias = ctx.nextAlias(target.name);
      const names = item.alias ? [item.alias, item.name] : [item.name];
      const child = buildLevel(
        ctx,
        target.name,
        target,
        childAlias,
        item.select,
        joinKeys(levelKeys, names),
      );
      const conds = rel.columns.map(
        ([mine, theirs]) =>
          `${ident(childAlias)}.${ident(theirs)} = ${ident(alias)}.${ident(mine)}`,
      );
      if (rel.junction) {
        // Many-to-many: children with a junction row pointing at this parent.
        const j = rel.junction;
        const ja = ident(`${j.table}_${childAlias}`);
        const on = [
          ...j.target.map(([jc, c]) => `${ja}.${ident(jc)} = ${ident(childAlias)}.${ident(c)}`),
          ...j.source.map(([jc, c]) => `${ja}.${ident(jc)} = ${ident(alias)}.${ident(c)}`),
        ];
        conds.push(
          `EXISTS (SELECT 1 FROM ${qualified(j.table)} AS ${ja} WHERE ${on.join(' AND ')})`,
        );
      }
      const inner = levelSql(
        qualified(target.name),
        childAlias,
        child,
        conds,
        child.select.length ? child.select : ['1'],
      );
      const toMany = rel.cardinality === 'o2m' || rel.cardinality === 'm2m';
      const outName = item.alias ?? item.name;
      const joinType = item.joinType === 'inner' ? 'INNER' : 'LEFT';
      const a = ident(childAlias);
      if (item.spread) {
        if (toMany) {
          throw queryParamError(
            `A spread operation on '${item.name}' is not possible`,
            `'${relName}' and '${item.name}' do not form a many-to-one or one-to-one relationship`,
          );
        }
        out.joins.push({
          sql: `${joinType} JOIN LATERAL (${inner}) AS ${a} ON TRUE`,
          inner: joinType === 'INNER',
          alias: childAlias,
        });
        if (child.select.length) out.select.push(`${a}.*`);
      } else if (!item.joinType && !filteredEmbed(filterNames, table, outName, item.name)) {
        // A plain embed is a scalar subquery in the select list: Postgres evaluates it only for
        // the rows that survive ORDER BY/LIMIT, which keeps paged reads cheap on long histories.
        if (item.select.length) {
          out.select.push(
            toMany
              ? `COALESCE((SELECT json_agg(${a}) FROM (${inner}) AS ${a}), '[]') AS ${ident(outName)}`
              : `(SELECT row_to_json(${a}.*) FROM (${inner}) AS ${a}) AS ${ident(outName)}`,
          );
        }
      } else if (toMany) {
        // !inner, or filtered with rel=is.null: a lateral join the WHERE clause can refer to.
        out.joins.push({
          sql: `${joinType} JOIN LATERAL (SELECT json_agg(${a}) AS ${a} FROM (${inner}) AS ${a}) AS ${a} ON ${
            joinType === 'INNER' ? `${a}.${a} IS NOT NULL` : 'TRUE'
          }`,
          inner: joinType === 'INNER',
          alias: childAlias,
        });
        if (item.select.length) out.select.push(`COALESCE(${a}.${a}, '[]') AS ${ident(outName)}`);
      } else {
        out.joins.push({
          sql: `${joinType} JOIN LATERAL (SELECT row_to_json(${a}.*) AS ${a} FROM (${inner}) AS ${a}) AS ${a} ON TRUE`,
          inner: joinType === 'INNER',
          alias: childAlias,
        });
        if (item.select.length) out.select.push(`${a}.${a} AS ${ident(outName)}`);
      }
      embeds.set(outName, { alias: childAlias });
      embeds.set(item.name, { alias: childAlias });
    }
  }

  if (!skipFilters)
    for (const f of opts.filters) out.where.push(filterSql(ctx, alias, table, embeds, f));
  if (opts.order?.length) out.order = orderSql(ctx, alias, opts.order);
  out.limit = opts.limit;
  out.offset = opts.offset;
  return out;
}

/** `SELECT <cols> FROM <from> AS alias <joins> WHERE .. ORDER BY .. LIMIT .. OFFSET ..` */
function levelSql(
  from: string,
  alias: string,
  level: LevelSql,
  extraWhere: string[],
  select: string[],
): string {
  let sql = `SELECT ${select.join(', ')} FROM ${from} AS ${ident(alias)}`;
  for (const j of level.joins) sql += ` ${j.sql}`;
  const where = [...extraWhere, ...level.where];
  if (where.length) sql += ` WHERE ${where.join(' AND ')}`;
  if (level.order) sql += ` ORDER BY ${level.order}`;
  if (level.limit !== undefined) sql += ` LIMIT ${level.limit}`;
  if (level.offset !== undefined && level.offset > 0) sql += ` OFFSET ${level.offset}`;
  return sql;
}

// ---- Statements ------------------------------------------------------------------------------

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

export { qualified };
