/**
 * The relationships PostgREST embeds by, inferred from foreign keys: many-to-one and
 * one-to-many (one-to-one when the key is unique) between tables, the same through views that
 * expose the key columns (followed through views of views, view-columns.ts), and many-to-many
 * through a junction table whose foreign keys are all part of its primary key.
 */
import type { ForeignKey, Relationship, TableInfo, ViewRow } from './schema-catalog';
import { viewColumnSources } from './view-columns';

/** Relationships by the table they start from. */
export function inferRelationships(
  byOid: Map<number, TableInfo>,
  fks: ForeignKey[],
  views: ViewRow[],
): Map<string, Relationship[]> {
  // For each view: base (table oid, attnum) -> view column names, following views of views.
  const viewSources = new Map<number, { column: string; tableOid: number; attnum: number }[]>();
  for (const v of views) viewSources.set(v.oid, viewColumnSources(v.ev));
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
  const byChild = new Map<TableInfo, ForeignKey[]>();
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
  return relationships;
}
