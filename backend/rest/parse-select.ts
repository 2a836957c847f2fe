/**
 * Parser for PostgREST's `select=` parameter: columns, `*`, `alias:col`, `col::cast`, JSON
 * paths (`col->a->>b`), and embedded resources `[alias:]rel[!hint][!inner|!left](...)`, nested.
 */
import { queryParamError } from './errors';
import { MAX_EMBED_DEPTH, MAX_JSON_PATH_STEPS, MAX_SELECT_ITEMS } from './limits';

export interface JsonStep {
  /** `->` keeps JSON, `->>` yields text. */
  arrow: '->' | '->>';
  /** Object key, or array index when `index` is true. */
  key: string;
  index: boolean;
}

/** A column reference with an optional JSON path, as used by select, filters and order. */
export interface FieldRef {
  name: string;
  jsonPath: JsonStep[];
}

export type SelectItem = StarItem | ColumnItem | EmbedItem;

interface StarItem {
  type: 'star';
}

interface ColumnItem {
  type: 'column';
  field: FieldRef;
  alias?: string;
  cast?: string;
}

export interface EmbedItem {
  type: 'embed';
  /** Table/view name, FK constraint name or FK column name, as written. */
  name: string;
  alias?: string;
  hint?: string;
  joinType?: 'inner' | 'left';
  /** `...rel(cols)`: spread a to-one embed's columns into the parent. */
  spread: boolean;
  select: SelectItem[];
}

const CAST_RE = /^[A-Za-z_][A-Za-z0-9_ ]*(\[\])?$/;

/** Cursor over a select string; `fail` builds PostgREST's PGRST100 error. */
export class Cursor {
  pos = 0;
  constructor(readonly text: string) {}

  peek(n = 0): string {
    return this.text[this.pos + n] ?? '';
  }

  startsWith(s: string): boolean {
    return this.text.startsWith(s, this.pos);
  }

  eof(): boolean {
    return this.pos >= this.text.length;
  }

  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\n' || this.peek() === '\t') this.pos++;
  }

  fail(expecting: string): never {
    const found = this.eof() ? 'end of input' : `"${this.peek()}"`;
    this.failWith(`unexpected ${found} expecting ${expecting}`);
  }

  /** PGRST100 at the current position with the given details. */
  failWith(details: string): never {
    throw queryParamError(
      `"failed to parse select parameter (${this.text})" (line 1, column ${this.pos + 1})`,
      details,
    );
  }
}

/** Reads a possibly double-quoted identifier. Unquoted names stop at PostgREST's reserved chars. */
export function readName(c: Cursor, stopChars: string): string {
  c.skipSpaces();
  if (c.peek() === '"') {
    c.pos++;
    let out = '';
    while (!c.eof()) {
      const ch = c.peek();
      if (ch === '\\' && c.peek(1) === '"') {
        out += '"';
        c.pos += 2;
      } else if (ch === '"' && c.peek(1) === '"') {
        out += '"';
        c.pos += 2;
      } else if (ch === '"') {
        c.pos++;
        return out;
      } else {
        out += ch;
        c.pos++;
      }
    }
    c.fail('closing quote');
  }
  const start = c.pos;
  while (!c.eof()) {
    const ch = c.peek();
    if (stopChars.includes(ch)) break;
    if (ch === '-' && c.peek(1) === '>') break;
    if (ch === ':' && c.peek(1) === ':') break;
    c.pos++;
  }
  const name = c.text.slice(start, c.pos).trim();
  if (!name) c.fail('field name (* or [a..z0..9_$])');
  return name;
}

const SELECT_STOP = ',()!:."';

export function readJsonPath(c: Cursor): JsonStep[] {
  const path: JsonStep[] = [];
  while (c.startsWith('->')) {
    if (path.length >= MAX_JSON_PATH_STEPS)
      c.failWith(`a JSON path may have at most ${MAX_JSON_PATH_STEPS} "->" steps`);
    const arrow = c.startsWith('->>') ? '->>' : '->';
    c.pos += arrow.length;
    const key = readName(c, SELECT_STOP);
    path.push({ arrow, key, index: /^-?\d+$/.test(key) });
  }
  return path;
}

function parseItem(c: Cursor, depth: number): SelectItem {
  c.skipSpaces();
  if (c.peek() === '*') {
    c.pos++;
    return { type: 'star' };
  }
  let spread = false;
  if (c.startsWith('...')) {
    spread = true;
    c.pos += 3;
  }
  let first = readName(c, SELECT_STOP);
  let alias: string | undefined;
  c.skipSpaces();
  if (c.peek() === ':' && c.peek(1) !== ':') {
    c.pos++;
    alias = first;
    first = readName(c, SELECT_STOP);
    c.skipSpaces();
  }
  // Embedded resource?
  if (c.peek() === '!' || c.peek() === '(') {
    let hint: string | undefined;
    let joinType: 'inner' | 'left' | undefined;
    while (c.peek() === '!') {
      c.pos++;
      const word = readName(c, SELECT_STOP);
      if (word === 'inner' || word === 'left') joinType = word;
      else if (hint === undefined) hint = word;
      else c.fail('"(" after the embed hint');
      c.skipSpaces();
    }
    if (c.peek() !== '(') c.fail('"("');
    if (depth >= MAX_EMBED_DEPTH)
      c.failWith(`embedded resources may be nested at most ${MAX_EMBED_DEPTH} levels deep`);
    c.pos++;
    const select = parseList(c, depth + 1);
    if (c.peek() !== ')') c.fail('")"');
    c.pos++;
    return { type: 'embed', name: first, alias, hint, joinType, spread, select };
  }
  if (spread) c.fail('"(" after a spread relation');
  const field: FieldRef = { name: first, jsonPath: readJsonPath(c) };
  let cast: string | undefined;
  c.skipSpaces();
  if (c.startsWith('::')) {
    c.pos += 2;
    const start = c.pos;
    while (!c.eof() && !',()'.includes(c.peek())) c.pos++;
    cast = c.text.slice(start, c.pos).trim();
    if (!CAST_RE.test(cast)) c.fail('a type name after "::"');
  }
  return { type: 'column', field, alias, cast };
}

/** One level of a select list; `depth` is 0 at the root and counts embeds. */
function parseList(c: Cursor, depth: number): SelectItem[] {
  const items: SelectItem[] = [];
  c.skipSpaces();
  // `rel()` selects nothing from the embed (PostgREST allows it, e.g. for !inner filtering).
  if (depth > 0 && c.peek() === ')') return items;
  for (;;) {
    if (items.length >= MAX_SELECT_ITEMS)
      c.failWith(`a select list may have at most ${MAX_SELECT_ITEMS} items per level`);
    items.push(parseItem(c, depth));
    c.skipSpaces();
    if (c.peek() === ',') {
      c.pos++;
      continue;
    }
    break;
  }
  return items;
}

/** Parses a whole `select` value; an empty or missing select means `*`. */
export function parseSelect(text: string | null | undefined): SelectItem[] {
  if (text === null || text === undefined || text.trim() === '') return [{ type: 'star' }];
  const c = new Cursor(text);
  const items = parseList(c, 0);
  c.skipSpaces();
  if (!c.eof()) c.fail('"," or end of input');
  return items;
}
