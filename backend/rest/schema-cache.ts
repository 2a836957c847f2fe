/**
 * PostgREST's schema cache for schema `public`: relations (tables, views) with their columns,
 * keys, foreign-key relationships (including those inferred for views from their base tables)
 * and functions. Loaded once; `reload()` after DDL.
 */
import type { Queryable } from '../core/types';
import { viewColumnSources } from './view-columns';

export const SCHEMA = 'public';

export interface ColumnInfo {
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

export type Cardinality = 'm2o' | 'o2m' | 'o2o' | 'm2m';

/** The join table of a many-to-many relationship. Pairs are [junction column, other column]. */
export interface Junction {
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

export interface FunctionArg {
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

interface ViewRow {
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

export class SchemaCache {
  tables = new Map<string, TableInfo>();
  /** Relationships by the table they start from. */
  relationships = new Map<string, Relationship[]>();
  functions = new Map<string, FunctionInfo[]>();
  private loading: Promise<void> | null = null;
  private next: Promise<void> | null = null;

  constructor(private readonly db: Queryable) {}

  /**
   * Re-reads the catalog as it is now. A load already under way may have read the catalog
   * before the DDL that prompted this call, so it is not handed out: one more load follows it,
   * shared by every caller that asked meanwhile.
   */
  reload(): Promise<void> {
    if (!this.loading) {
      this.loading = this.load().finally(() => {
        this.loading = null;
      });
      return this.loading;
    }
    if (!this.next) {
      this.next = this.loading
        .catch(() => undefined)
        .then(() => {
          this.next = null;
          return this.reload();
        });
    }
    return this.next;
  }

  private async load(): Promise<void> {
    const [rels, cons, views, fns] = [
      await this.db.query<RelRow>(RELATIONS_SQL),
      await this.db.query<ConRow>(CONSTRAINTS_SQL),
      await this.db.query<ViewRow>(VIEWS_SQL),
      await this.db.query<FnRow>(FUNCTIONS_SQL),
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

    interface Fk {
      name: string;
      child: TableInfo;
      parent: TableInfo;
      cols: string[];
      fcols: string[];
    }
    const fks: Fk[] = [];
    for (const c of cons.rows) {
      const t = byOid.get(c.rel);
      if (!t) continue;
      if (c.contype === 'p') t.pk = c.cols;
      if (c.contype === 'p' || c.contype === 'u') t.uniques.push(c.cols);
      if (c.contype === 'f' && c.frel !== null && c.fcols) {
        const parent = byOid.get(c.frel);
        // Relationships only between relations of the exposed schema.
        if (parent) fks.push({ name: c.conname, child: t, parent, cols: c.cols, fcols: c.fcols });
      }
    }

    // For each view: base (table oid, attnum) -> view column names, following views of views.
    const viewSources = new Map<number, { column: string; tableOid: number; attnum: number }[]>();
    for (const v of views.rows) viewSources.set(v.oid, viewColumnSources(v.ev));
    const resolve = (tableOid: number, attnum: number, depth = 0): [number, number] => {
      const inner = viewSources.get(tableOid);
      if (!inner || depth > 10) return [tableOid, attnum];
      const view = byOid.get(tableOid);
      const colName = view
        ? [...view.columns.values()].find((c) => c.attnum === attnum)?.name
        : undefined;
      const src = colName ? inner.find((s) => s.column === colName) : undefined;
      return src ? resolve(src.tableOid, src.attnum, depth + 1) : [tableOid, attnum];
    };
    /** Views exposing every given column of `table`, with the view column for each. */
    const viewsExposing = (
      table: TableInfo,
      cols: string[],
    ): { view: TableInfo; cols: string[] }[] => {
      const out: { view: TableInfo; cols: string[] }[] = [];
      const attnums = cols.map((c) => table.columns.get(c)?.attnum ?? -1);
      for (const [viewOid, sources] of viewSources) {
        const view = byOid.get(viewOid);
        if (!view) continue;
        const mapped: string[] = [];
        for (const attnum of attnums) {
          const hit = sources.find((s) => {
            const [o, a] = resolve(s.tableOid, s.attnum);
            return o === table.oid && a === attnum;
          });
          if (!hit) break;
          mapped.push(hit.column);
        }
        if (mapped.length === cols.length) out.push({ view, cols: mapped });
      }
      return out;
    };

    const isUnique = (t: TableInfo, cols: string[]): boolean =>
      t.uniques.some((u) => u.length === cols.length && u.every((c) => cols.includes(c)));

    const relationships = new Map<string, Relationship[]>();
    const add = (r: Relationship): void => {
      const list = relationships.get(r.table) ?? [];
      list.push(r);
      relationships.set(r.table, list);
    };
    for (const fk of fks) {
      const oneToOne = isUnique(fk.child, fk.cols);
      const children = [
        { rel: fk.child, cols: fk.cols },
        ...viewsExposing(fk.child, fk.cols).map((v) => ({ rel: v.view, cols: v.cols })),
      ];
      const parents = [
        { rel: fk.parent, cols: fk.fcols },
        ...viewsExposing(fk.parent, fk.fcols).map((v) => ({ rel: v.view, cols: v.cols })),
      ];
      for (const ch of children) {
        for (const pa of parents) {
          const pairs = ch.cols.map((c, i) => [c, pa.cols[i]] as [string, string]);
          const viaView = ch.rel !== fk.child || pa.rel !== fk.parent;
          add({
            table: ch.rel.name,
            foreignTable: pa.rel.name,
            cardinality: oneToOne ? 'o2o' : 'm2o',
            constraint: fk.name,
            columns: pairs,
            fromFkSide: true,
            viaView,
          });
          add({
            table: pa.rel.name,
            foreignTable: ch.rel.name,
            cardinality: oneToOne ? 'o2o' : 'o2m',
            constraint: fk.name,
            columns: pairs.map(([a, b]) => [b, a] as [string, string]),
            fromFkSide: false,
            viaView,
          });
        }
      }
    }

    // Many-to-many: a table whose foreign keys are all part of its primary key joins their parents.
    const byChild = new Map<TableInfo, Fk[]>();
    for (const fk of fks) byChild.set(fk.child, [...(byChild.get(fk.child) ?? []), fk]);
    for (const [junction, list] of byChild) {
      const inPk = list.filter((fk) => fk.cols.every((c) => junction.pk.includes(c)));
      for (const f1 of inPk) {
        for (const f2 of inPk) {
          if (f1 === f2) continue;
          add({
            table: f1.parent.name,
            foreignTable: f2.parent.name,
            cardinality: 'm2m',
            constraint: f1.name,
            columns: [],
            fromFkSide: false,
            viaView: false,
            junction: {
              table: junction.name,
              constraint1: f1.name,
              constraint2: f2.name,
              source: f1.cols.map((c, i) => [c, f1.fcols[i]] as [string, string]),
              target: f2.cols.map((c, i) => [c, f2.fcols[i]] as [string, string]),
            },
          });
        }
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

    this.tables = tables;
    this.relationships = relationships;
    this.functions = functions;
  }

  table(name: string): TableInfo | undefined {
    return this.tables.get(name);
  }

  /** Closest table name for PGRST205's hint, like PostgREST's fuzzy search. */
  suggestTable(name: string): string | null {
    let best: string | null = null;
    let bestScore = 0;
    for (const candidate of this.tables.keys()) {
      const score = similarity(name.toLowerCase(), candidate.toLowerCase());
      if (score > bestScore) {
        best = candidate;
        bestScore = score;
      }
    }
    return bestScore >= 0.6 ? best : null;
  }

  suggestFunction(name: string): string | null {
    let best: string | null = null;
    let bestScore = 0;
    for (const candidate of this.functions.keys()) {
      const score = similarity(name.toLowerCase(), candidate.toLowerCase());
      if (score > bestScore) {
        best = candidate;
        bestScore = score;
      }
    }
    return bestScore >= 0.6 ? best : null;
  }
}

/** 1 - normalised Levenshtein distance. */
function similarity(a: string, b: string): number {
  if (a === b) return 1;
  const m = a.length;
  const n = b.length;
  if (!m || !n) return 0;
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= m; i++) {
    const cur = [i];
    for (let j = 1; j <= n; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return 1 - prev[n] / Math.max(m, n);
}
