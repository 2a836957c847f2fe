/**
 * Limits on what a request may ask for, checked before anything reaches the database. Postgres
 * (and PGlite, whose stack is smaller) fails on deeply nested input with a 5xx (`54001`, or an
 * internal `XX000`), so input past these limits is refused with PostgREST's 400 errors instead.
 * Each limit is far above what a real request needs (see backend/rest/README.md).
 */
import { invalidBody, queryParamError } from './errors';

/** Nesting of `[`/`{` in a JSON body. An import of years of history is wide, not deep (~5). */
const MAX_JSON_DEPTH = 256;
/** Nesting of `or=(..)`/`and=(..)` logic trees. */
export const MAX_LOGIC_DEPTH = 32;
/** Nesting of embedded resources in `select=`. */
export const MAX_EMBED_DEPTH = 16;
/** Items (columns and embeds) of one `select=` level; Postgres allows 1664 output columns. */
export const MAX_SELECT_ITEMS = 1000;
/** `->`/`->>` steps of one JSON path (`meta->a->b`). */
export const MAX_JSON_PATH_STEPS = 64;
/** Rows of a `missing=default` insert whose objects lack some columns (a parameter per row). */
export const MAX_MISSING_DEFAULT_ROWS = 10_000;

/**
 * Whether `text` nests brackets deeper than `limit`: `[`/`{` outside JSON strings for a JSON
 * body; for a query value also `(`, and inside quotes too (a regular expression nests
 * parentheses, and quotes in a plain filter value are literal). A single pass over the
 * characters: it cannot overflow a stack however deep the input.
 */
function exceedsDepth(text: string, limit: number, queryValue: boolean): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      // A backslash skips the escaped character.
      if (ch === 0x5c) i++;
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22 && !queryValue) inString = true;
    else if (ch === 0x5b || ch === 0x7b || (queryValue && ch === 0x28)) {
      if (++depth > limit) return true;
    } else if (ch === 0x5d || ch === 0x7d || (queryValue && ch === 0x29)) depth--;
  }
  return false;
}

/** Throws PGRST102 when the JSON body `text` nests arrays/objects deeper than the limit. */
export function checkJsonDepth(text: string, limit = MAX_JSON_DEPTH): void {
  if (exceedsDepth(text, limit, false)) {
    throw invalidBody(
      'Empty or invalid json',
      `The JSON body is nested more than ${limit} levels deep.`,
    );
  }
}

/** Which query parameter a key is, for PostgREST's "failed to parse ..." message. */
function paramContext(key: string): string {
  const last = key.slice(key.lastIndexOf('.') + 1);
  if (key === 'select') return 'select parameter';
  if (key === 'columns' || key === 'on_conflict') return `${key} parameter`;
  if (last === 'order') return 'order';
  if (last === 'or' || last === 'and') return 'logic tree';
  if (last === 'limit' || last === 'offset') return `${last} parameter`;
  return 'filter';
}

/**
 * PGRST100 for a NUL character anywhere in the query string (Postgres text cannot hold one, and
 * in an identifier it breaks the statement at the protocol level: a 503 `08P01`), and for a
 * value nesting `(`/`[`/`{` deeper than a JSON body may (a JSON, array or regular expression
 * filter value, a GET function argument: Postgres would parse it into a 5xx).
 */
export function checkQueryStrings(query: URLSearchParams): void {
  for (const [key, value] of query) {
    if (exceedsDepth(value, MAX_JSON_DEPTH, true)) {
      throw queryParamError(
        `"failed to parse ${paramContext(key)} (${key}=...)" (line 1, column 1)`,
        `the value nests "(", "[" or "{" more than ${MAX_JSON_DEPTH} levels deep`,
      );
    }
    for (const [text, isKey] of [
      [key, true],
      [value, false],
    ] as const) {
      const at = text.indexOf('\u0000');
      if (at < 0) continue;
      const shown = text.split('\u0000').join('\\0');
      const context = isKey ? 'filter' : paramContext(key);
      throw queryParamError(
        `"failed to parse ${context} (${shown})" (line 1, column ${at + 1})`,
        'unexpected NUL character (\\0): not allowed in names or values',
      );
    }
  }
}
