/**
 * One level of a statement (the root or an embed): its select list, the embeds as correlated
 * subqueries (json_agg for to-many, coalesced to '[]'; row_to_json for to-one) or, for !inner,
 * spreads and embed filters, as LEFT/INNER JOIN LATERAL, then its conditions and order.
 */
import { queryParamError } from './errors';
import {
  type EmbedRef,
  fieldExpr,
  filterSql,
  filteredEmbed,
  orderSql,
  outputName,
} from './filter-sql';
import { findRelationship } from './find-relationship';
import type { Filter } from './parse-filters';
import type { SelectItem } from './parse-select';
import type { QueryContext } from './query-context';
import type { TableInfo } from './schema-catalog';
import { ident, qualified } from './sql';

export interface LevelSql {
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
export function buildLevel(
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
export function levelSql(
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
