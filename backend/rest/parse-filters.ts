/**
 * Parsers for PostgREST's query parameters other than `select`: horizontal filters
 * (`col=op.value`, `not.`, `in.(..)`, `is.null`), logic trees (`or=(..)`, `and=(..)`),
 * `order=`, `limit=`/`offset=`, each optionally targeted at an embedded resource
 * (`option_metadata.order=position.asc`).
 */
import { queryParamError } from './errors';
import { MAX_LOGIC_DEPTH, checkQueryStrings } from './limits';
import { Cursor, readJsonPath, readName, type FieldRef } from './parse-select';

const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const;
type FilterOp = (typeof OPERATORS)[number];

export interface Condition {
  type: 'cond';
  field: FieldRef;
  negate: boolean;
  op: FilterOp;
  /** Raw value; for `in` the list of elements. */
  value: string | string[];
  /** Text search configuration of fts/plfts/phfts/wfts, e.g. `fts(english)`. */
  language?: string;
}

export interface LogicTree {
  type: 'logic';
  op: 'and' | 'or';
  negate: boolean;
  children: Filter[];
}

export type Filter = Condition | LogicTree;

export interface OrderTerm {
  field: FieldRef;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** Everything a request says about one resource level (the root, or an embed path). */
export interface LevelOptions {
  /** A condition whose column is an embed's name (`rel=not.is.null`) filters on that embed. */
  filters: Filter[];
  order?: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface QueryOptions {
  select: string | null;
  columns: string | null;
  onConflict: string | null;
  /** Keyed by embed path joined with '.', '' for the root. */
  levels: Map<string, LevelOptions>;
  /** Raw non-reserved params of the root level, kept for GET /rpc (function arguments). */
  rootParams: [string, string][];
}

const OPERATOR_SET = new Set<string>(OPERATORS);
const IS_VALUES = new Set(['null', 'not_null', 'true', 'false', 'unknown']);

function filterError(text: string, details: string): never {
  throw queryParamError(`"failed to parse filter (${text})" (line 1, column 1)`, details);
}

/** Splits on `sep` at nesting depth 0, honouring double quotes (with backslash escapes). */
export function splitTopLevel(text: string, sep = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let inQuotes = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inQuotes) {
      if (ch === '\\') i++;
      else if (ch === '"') inQuotes = false;
    } else if (ch === '"') inQuotes = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === sep && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** `"a\"b"` -> `a"b`; unquoted text is returned as is. */
export function unquote(text: string): string {
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    return text.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return text;
}

/**
 * Parses `[not.]op[(lang)].value` for `field`. In logic trees values may be double-quoted to
 * protect reserved characters; plain filters take the value literally (as PostgREST does).
 */
function parseOperation(field: FieldRef, text: string, inLogicTree: boolean): Condition {
  let rest = text;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot < 0) filterError(text, `unexpected end of input expecting operator followed by "."`);
  let opText = rest.slice(0, dot);
  const raw = rest.slice(dot + 1);
  let language: string | undefined;
  const lang = /^(fts|plfts|phfts|wfts)\(([^)]*)\)$/.exec(opText);
  if (lang) {
    opText = lang[1];
    language = lang[2];
    if (!/^[A-Za-z0-9_]+$/.test(language))
      filterError(text, `invalid text search configuration "${language}"`);
  }
  if (!OPERATOR_SET.has(opText)) filterError(text, `unknown operator "${opText}"`);
  const op = opText as FilterOp;
  if (op === 'in') {
    if (!raw.startsWith('(') || !raw.endsWith(')'))
      filterError(text, 'expecting "(" for the in list');
    const inner = raw.slice(1, -1);
    const items = inner.trim() === '' ? [] : splitTopLevel(inner).map((v) => unquote(v));
    return { type: 'cond', field, negate, op, value: items };
  }
  const value = inLogicTree ? unquote(raw) : raw;
  if (op === 'is') {
    const v = value.toLowerCase();
    if (!IS_VALUES.has(v))
      filterError(text, 'expecting null, not_null, true, false or unknown after "is."');
    return { type: 'cond', field, negate, op, value: v };
  }
  return { type: 'cond', field, negate, op, value, language };
}

function parseFieldPrefix(text: string, context: string): { field: FieldRef; rest: string } {
  const c = new Cursor(text);
  try {
    const name = readName(c, '.,()');
    const jsonPath = readJsonPath(c);
    if (c.peek() !== '.') c.fail('"."');
    return { field: { name, jsonPath }, rest: text.slice(c.pos + 1) };
  } catch {
    filterError(context, `could not read a column name in "${text}"`);
  }
}

/** Parses a logic tree body: `(a.eq.1,or(b.gt.2,c.is.null))`; `depth` counts enclosing trees. */
export function parseLogicTree(
  op: 'and' | 'or',
  negate: boolean,
  text: string,
  depth = 1,
): LogicTree {
  if (!text.startsWith('(') || !text.endsWith(')')) {
    filterError(text, `expecting "(" after "${op}"`);
  }
  if (depth > MAX_LOGIC_DEPTH) {
    throw queryParamError(
      `"failed to parse logic tree (${text})" (line 1, column 1)`,
      `logic trees may be nested at most ${MAX_LOGIC_DEPTH} levels deep`,
    );
  }
  const inner = text.slice(1, -1);
  const children: Filter[] = [];
  for (const partRaw of splitTopLevel(inner)) {
    const part = partRaw.trim();
    if (!part) filterError(text, 'empty condition in logic tree');
    const m = /^(not\.)?(and|or)(\(.*\))$/s.exec(part);
    if (m) {
      children.push(parseLogicTree(m[2] as 'and' | 'or', Boolean(m[1]), m[3], depth + 1));
      continue;
    }
    const { field, rest } = parseFieldPrefix(part, text);
    children.push(parseOperation(field, rest, true));
  }
  return { type: 'logic', op, negate, children };
}

export function parseOrder(text: string): OrderTerm[] {
  const terms: OrderTerm[] = [];
  for (const part of splitTopLevel(text)) {
    const c = new Cursor(part.trim());
    let field: FieldRef;
    try {
      const name = readName(c, '.,()');
      field = { name, jsonPath: readJsonPath(c) };
    } catch {
      throw queryParamError(
        `"failed to parse order (${text})" (line 1, column 1)`,
        `invalid order term "${part}"`,
      );
    }
    if (c.peek() === '(') {
      throw queryParamError(
        `"failed to parse order (${text})" (line 1, column ${c.pos + 1})`,
        'ordering by a related resource is not supported by this server',
      );
    }
    const term: OrderTerm = { field };
    const mods = c.text.slice(c.pos);
    if (mods) {
      if (!mods.startsWith('.')) {
        throw queryParamError(
          `"failed to parse order (${text})" (line 1, column 1)`,
          `unexpected "${mods}"`,
        );
      }
      for (const mod of mods.slice(1).split('.')) {
        if (mod === 'asc' || mod === 'desc') term.direction = mod;
        else if (mod === 'nullsfirst') term.nulls = 'first';
        else if (mod === 'nullslast') term.nulls = 'last';
        else {
          throw queryParamError(
            `"failed to parse order (${text})" (line 1, column 1)`,
            `unexpected "${mod}" expecting "asc", "desc", "nullsfirst" or "nullslast"`,
          );
        }
      }
    }
    terms.push(term);
  }
  return terms;
}

function parseNonNegative(name: string, text: string): number {
  if (!/^\d+$/.test(text)) {
    throw queryParamError(
      `"failed to parse ${name} parameter (${text})" (line 1, column 1)`,
      'expecting a non-negative integer',
    );
  }
  return Number(text);
}

/** Splits a key on '.' outside double quotes: `"a.b".c` -> ['a.b', 'c']. */
function splitKey(key: string): string[] {
  return splitTopLevel(key, '.').map((s) => unquote(s));
}

function level(levels: Map<string, LevelOptions>, path: string[]): LevelOptions {
  const key = path.join('.');
  let l = levels.get(key);
  if (!l) {
    l = { filters: [] };
    levels.set(key, l);
  }
  return l;
}

/** Reads every query parameter into per-level options. */
export function parseQuery(query: URLSearchParams): QueryOptions {
  const out: QueryOptions = {
    select: null,
    columns: null,
    onConflict: null,
    levels: new Map(),
    rootParams: [],
  };
  level(out.levels, []);
  checkQueryStrings(query);
  for (const [key, value] of query) {
    if (key === 'select') {
      out.select = value;
      continue;
    }
    if (key === 'columns') {
      out.columns = value;
      continue;
    }
    if (key === 'on_conflict') {
      out.onConflict = value;
      continue;
    }
    const parts = splitKey(key);
    const last = parts[parts.length - 1];
    const beforeLast = parts[parts.length - 2];
    if (last === 'order') {
      level(out.levels, parts.slice(0, -1)).order = parseOrder(value);
    } else if (last === 'limit') {
      level(out.levels, parts.slice(0, -1)).limit = parseNonNegative('limit', value);
    } else if (last === 'offset') {
      level(out.levels, parts.slice(0, -1)).offset = parseNonNegative('offset', value);
    } else if (last === 'or' || last === 'and') {
      const negate = beforeLast === 'not';
      const path = parts.slice(0, negate ? -2 : -1);
      level(out.levels, path).filters.push(parseLogicTree(last, negate, value));
    } else {
      if (parts.length === 1) out.rootParams.push([key, value]);
      const path = parts.slice(0, -1);
      let field: FieldRef;
      try {
        const c = new Cursor(last);
        field = { name: readName(c, '()'), jsonPath: readJsonPath(c) };
        if (!c.eof()) c.fail('end of column name');
      } catch {
        filterError(key, `invalid column name "${last}"`);
      }
      level(out.levels, path).filters.push(parseOperation(field, value, false));
    }
  }
  return out;
}
