/**
 * What PostgREST's schema cache knows about schema `public`, read from the catalog: relations
 * (tables, views) with their columns and keys, the foreign keys between them, the views' query
 * trees (for the relationships inferred through views, schema-relationships.ts) and functions.
 */
import type { Queryable } from '../core/types';

export const SCHEMA = 'public';

interface ColumnInfo {
  name: string;
  /** format_type() of the column, e.g. `bigint`, `timestamp with time zone`. */
  type: string;
  nullable: boolean;
  hasDefault: boolean;
  attnum: number;
}

export interface TableInfo {
  oid: number;
  name: string;
  /** r table, p partitioned table, v view, m materialized view, f foreign table */
  kind: string;
  columns: Map<string, ColumnInfo>;
  pk: string[];
  /** Primary key and unique constraints, each as its column list. */
  uniques: string[][];
}

type Cardinality = 'm2o' | 'o2m' | 'o2o' | 'm2m';

/** The join table of a many-to-many relationship. Pairs are [junction column, other column]. */
interface Junction {
  table: string;
  constraint1: string;
  constraint2: string;
  source: [string, string][];
  target: [string, string][];
}

/** A way to embed `foreignTable` from `table`. columns: [table column, foreignTable column]. */
export interface Relationship {
  table: string;
  foreignTable: string;
  cardinality: Cardinality;
  constraint: string;
  columns: [string, string][];
  /** True when `table` holds the foreign key (m2o, or the FK side of an o2o). */
  fromFkSide: boolean;
  /** Inferred through a view on either side (not a foreign key between two tables). */
  viaView: boolean;
  /** Set for many-to-many relationships (then `columns` is empty). */
  junction?: Junction;
}

interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface FunctionInfo {
  oid: number;
  name: string;
  args: FunctionArg[];
  returnType: string;
  returnsSet: boolean;
  /** Returns rows with columns (a table type, a composite or OUT/TABLE parameters). */
  returnsComposite: boolean;
  /** The table whose row type the function returns, if it is a public table/view. */
  returnTable: string | null;
  volatility: 'i' | 's' | 'v';
}

/** A foreign key between two relations of the exposed schema. */
export interface ForeignKey {
  name: string;
  child: TableInfo;
  parent: TableInfo;
  cols: string[];
  fcols: string[];
}

interface RelRow {
  oid: number;
  name: string;
  kind: string;
  columns: {
    name: string;
    type: string;
    nullable: boolean;
    has_default: boolean;
    attnum: number;
  }[];
}

interface ConRow {
  rel: number;
  contype: string;
  conname: string;
  frel: number | null;
  cols: string[];
  fcols: string[] | null;
}

export interface ViewRow {
  oid: number;
  ev: string;
}

interface FnRow {
  oid: number;
  name: string;
  arg_names: string[] | null;
  arg_modes: string[] | null;
  arg_types: string[];
  nargs: number;
  ndefaults: number;
  retset: boolean;
  rettype: string;
  typtype: string;
  typrelid: number;
  volatility: 'i' | 's' | 'v';
}

const RELATIONS_SQL = `
select c.oid::int as oid, c.relname as name, c.relkind::text as kind,
  coalesce(
    json_agg(json_build_object(
      'name', a.attname,
      'type', format_type(a.atttypid, a.atttypmod),
      'nullable', not a.attnotnull,
      'has_default', a.atthasdef or a.attidentity <> '' or a.attgenerated <> '',
      'attnum', a.attnum
    ) order by a.attnum) filter (where a.attnum is not null),
    '[]'
  ) as columns
from pg_class c
left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f')
group by c.oid`;

const CONSTRAINTS_SQL = `
select con.conrelid::int as rel, con.contype::text as contype, con.conname::text as conname,
  nullif(con.confrelid, 0)::int as frel,
  array(select a.attname::text from unnest(con.conkey) with ordinality k(n, i)
        join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i) as cols,
  case when con.contype = 'f' then
    array(select a.attname::text from unnest(con.confkey) with ordinality k(n, i)
          join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i)
  end as fcols
from pg_constraint con
join pg_class c on c.oid = con.conrelid
where c.relnamespace = 'public'::regnamespace and con.contype in ('p', 'u', 'f')
order by con.conname`;

const VIEWS_SQL = `
select c.oid::int as oid, r.ev_action::text as ev
from pg_rewrite r join pg_class c on c.oid = r.ev_class
where c.relnamespace = 'public'::regnamespace and c.relkind in ('v', 'm') and r.rulename = '_RETURN'`;

const FUNCTIONS_SQL = `
select p.oid::int as oid, p.proname::text as name,
  p.proargnames::text[] as arg_names, p.proargmodes::text[] as arg_modes,
  array(select format_type(t.oid_, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]))
        with ordinality t(oid_, i) order by t.i) as arg_types,
  p.pronargs::int as nargs, p.pronargdefaults::int as ndefaults, p.proretset as retset,
  format_type(p.prorettype, null) as rettype, t.typtype::text as typtype, t.typrelid::int as typrelid,
  p.provolatile::text as volatility
from pg_proc p join pg_type t on t.oid = p.prorettype
where p.pronamespace = 'public'::regnamespace and p.prokind = 'f'`;

/** The catalog as read, before relationships are inferred. */
interface Catalog {
  tables: Map<string, TableInfo>;
  byOid: Map<number, TableInfo>;
  foreignKeys: ForeignKey[];
  views: ViewRow[];
  functions: Map<string, FunctionInfo[]>;
}

export async function readCatalog(db: Queryable): Promise<Catalog> {
  const [rels, cons, views, fns] = [
    await db.query<RelRow>(RELATIONS_SQL),
    await db.query<ConRow>(CONSTRAINTS_SQL),
    await db.query<ViewRow>(VIEWS_SQL),
    await db.query<FnRow>(FUNCTIONS_SQL),
  ];

  const tables = new Map<string, TableInfo>();
  const byOid = new Map<number, TableInfo>();
  for (const r of rels.rows) {
    const t: TableInfo = {
      oid: r.oid,
      name: r.name,
      kind: r.kind,
      columns: new Map(
        r.columns.map((c) => [
          c.name,
          {
            name: c.name,
            type: c.type,
            nullable: c.nullable,
            hasDefault: c.has_default,
            attnum: c.attnum,
          },
        ]),
      ),
      pk: [],
      uniques: [],
    };
    tables.set(t.name, t);
    byOid.set(t.oid, t);
  }

  const foreignKeys: ForeignKey[] = [];
  for (const c of cons.rows) {
    const t = byOid.get(c.rel);
    if (!t) continue;
    if (c.contype === 'p') t.pk = c.cols;
    if (c.contype === 'p' || c.contype === 'u') t.uniques.push(c.cols);
    if (c.contype === 'f' && c.frel !== null && c.fcols) {
      const parent = byOid.get(c.frel);
      // Relationships only between relations of the exposed schema.
      if (parent)
        foreignKeys.push({ name: c.conname, child: t, parent, cols: c.cols, fcols: c.fcols });
    }
  }

  const functions = new Map<string, FunctionInfo[]>();
  for (const f of fns.rows) {
    const args: FunctionArg[] = [];
    const inputs: { name: string; type: string }[] = [];
    let hasOut = false;
    f.arg_types.forEach((type, i) => {
      const mode = f.arg_modes?.[i] ?? 'i';
      if (mode === 'i' || mode === 'b' || mode === 'v')
        inputs.push({ name: f.arg_names?.[i] ?? '', type });
      if (mode === 'o' || mode === 'b' || mode === 't') hasOut = true;
    });
    inputs.forEach((a, i) => args.push({ ...a, hasDefault: i >= inputs.length - f.ndefaults }));
    const returnTable = f.typrelid ? (byOid.get(f.typrelid)?.name ?? null) : null;
    const info: FunctionInfo = {
      oid: f.oid,
      name: f.name,
      args,
      returnType: f.rettype,
      returnsSet: f.retset,
      returnsComposite: f.typtype === 'c' || (f.rettype === 'record' && hasOut),
      returnTable,
      volatility: f.volatility,
    };
    const list = functions.get(f.name) ?? [];
    list.push(info);
    functions.set(f.name, list);
  }

  return { tables, byOid, foreignKeys, views: views.rows, functions };
}
