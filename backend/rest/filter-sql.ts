/**
 * The WHERE and ORDER BY of one level: column and JSON-path expressions, PostgREST's operators
 * (`eq`, `in`, `is`, `fts`, ...) as SQL with bound values, `and=`/`or=` trees, and the
 * `rel=is.null` filters on an embedded resource.
 */
import { RestError } from './errors';
import type { Condition, Filter, OrderTerm } from './parse-filters';
import type { FieldRef } from './parse-select';
import type { QueryContext } from './query-context';
import type { TableInfo } from './schema-catalog';
import { ident } from './sql';

export function fieldExpr(ctx: QueryContext, alias: string, field: FieldRef): string {
  let expr = `${ident(alias)}.${ident(field.name)}`;
  for (const step of field.jsonPath) {
    expr += step.index
      ? `${step.arrow}${Number(step.key)}`
      : `${step.arrow}${ctx.params.add(step.key)}::text`;
  }
  return expr;
}

export function outputName(field: FieldRef, alias?: string): string {
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

export interface EmbedRef {
  alias: string;
}

/** Whether a filter at this level names the embed (`rel=not.is.null`) rather than a column. */
export function filteredEmbed(
  filterNames: Set<string>,
  table: TableInfo | undefined,
  ...names: string[]
): boolean {
  return names.some((n) => filterNames.has(n) && !table?.columns.has(n));
}

export function filterSql(
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

export function orderSql(ctx: QueryContext, alias: string, terms: OrderTerm[]): string {
  return terms
    .map((t) => {
      let s = fieldExpr(ctx, alias, t.field);
      if (t.direction) s += t.direction === 'desc' ? ' DESC' : ' ASC';
      if (t.nulls) s += t.nulls === 'first' ? ' NULLS FIRST' : ' NULLS LAST';
      return s;
    })
    .join(', ');
}
