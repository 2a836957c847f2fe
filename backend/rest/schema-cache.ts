/**
 * PostgREST's schema cache for schema `public`: the catalog (schema-catalog.ts) with the
 * relationships inferred from it (schema-relationships.ts), loaded once and re-read by
 * `reload()` after DDL, and the lookups with PostgREST's "did you mean" hints.
 */
import type { Queryable } from '../core/types';
import {
  type FunctionInfo,
  type Relationship,
  type TableInfo,
  readCatalog,
} from './schema-catalog';
import { inferRelationships } from './schema-relationships';

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
    const catalog = await readCatalog(this.db);
    this.tables = catalog.tables;
    this.relationships = inferRelationships(catalog.byOid, catalog.foreignKeys, catalog.views);
    this.functions = catalog.functions;
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
