/**
 * The state of one request's statement, shared by every level (the root and its embeds): the
 * bound parameters, fresh aliases, and the per-level options (filters, order, limit, offset)
 * parsed from the query string, with PGRST108 for options aimed at an embed the select lacks.
 */
import { RestError } from './errors';
import type { LevelOptions } from './parse-filters';
import type { SchemaCache } from './schema-cache';
import { Params } from './sql';

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
