/**
 * Which relationship an embed `name[!hint]` means, as PostgREST resolves it, with its PGRST200
 * (none) and PGRST201 (more than one, with the candidates described) errors.
 */
import { RestError } from './errors';
import type { EmbedItem } from './parse-select';
import { type Relationship, SCHEMA } from './schema-catalog';
import type { SchemaCache } from './schema-cache';

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
