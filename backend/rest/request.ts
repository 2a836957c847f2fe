/** Request-level parsing: Prefer, Accept, Range, JSON bodies and `columns=` lists. */
import type { CoreRequest } from '../core/types';
import { RestError, invalidBody, queryParamError } from './errors';
import { checkJsonDepth } from './limits';
import { splitTopLevel, unquote } from './parse-filters';

export interface Preferences {
  return?: 'representation' | 'minimal' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  tx?: 'commit' | 'rollback';
}

const PREFER_VALUES: Record<string, string[]> = {
  return: ['representation', 'minimal', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  tx: ['commit', 'rollback'],
};

/** Parses `Prefer` (several headers arrive joined with ", "). Unknown preferences are ignored, as PostgREST's lenient handling does. */
export function parsePrefer(header: string | undefined): Preferences {
  const prefs: Record<string, string> = {};
  if (!header) return prefs;
  for (const part of header.split(',')) {
    const [k, v] = part.split('=').map((s) => s.trim());
    // Own properties only: "constructor" or "__proto__" must not find Object.prototype's members.
    if (
      k &&
      v &&
      Object.hasOwn(PREFER_VALUES, k) &&
      PREFER_VALUES[k].includes(v) &&
      !Object.hasOwn(prefs, k)
    )
      prefs[k] = v;
  }
  return prefs as Preferences;
}

/** Which Preference-Applied header value to send back. */
export function appliedPreferences(
  prefs: Preferences,
  keys: (keyof Preferences)[],
): string | undefined {
  const out = keys.filter((k) => prefs[k]).map((k) => `${k}=${prefs[k]}`);
  return out.length ? out.join(', ') : undefined;
}

export type ResponseShape = 'array' | 'object';

/** `Accept`: JSON array by default, a single object for application/vnd.pgrst.object+json. */
export function parseAccept(header: string | undefined): ResponseShape {
  if (!header || !header.trim()) return 'array';
  for (const part of header.split(',')) {
    const type = part.split(';')[0].trim().toLowerCase();
    if (type === 'application/json' || type === '*/*' || type === 'application/*') return 'array';
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object')
      return 'object';
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${header}`);
}

/** `Range: 0-9` (items) for GET; undefined when absent. */
export function parseRangeHeader(
  header: string | undefined,
): { offset: number; limit?: number } | undefined {
  if (!header) return undefined;
  const m = /^\s*(?:items=)?(\d+)-(\d*)\s*$/.exec(header);
  if (!m) return undefined;
  const lower = Number(m[1]);
  if (m[2] === '') return { offset: lower };
  const upper = Number(m[2]);
  if (upper < lower) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    );
  }
  return { offset: lower, limit: upper - lower + 1 };
}

/** Body media types PostgREST passes to a function with a single unnamed parameter of that type. */
const RAW_BODY_TYPES: Record<string, string> = {
  'text/plain': 'text',
  'text/xml': 'xml',
  'application/octet-stream': 'bytea',
};

/** The raw-body parameter type for a body of this media type, if any (own entries only). */
export const rawBodyType = (mediaType: string): string | undefined =>
  Object.hasOwn(RAW_BODY_TYPES, mediaType) ? RAW_BODY_TYPES[mediaType] : undefined;

/**
 * The request body's media type as PostgREST's decodeMediaType reads it (`application/json` when
 * the header is absent; parameters such as charset ignored). `application/vnd.pgrst.array+json`
 * is JSON too.
 */
export function bodyMediaType(req: CoreRequest): string {
  const header = req.headers['content-type'];
  if (header === undefined || header.trim() === '') return 'application/json';
  const type = header.split(';')[0].trim().toLowerCase();
  return type === 'application/vnd.pgrst.array+json' || type === 'application/vnd.pgrst.array'
    ? 'application/json'
    : type;
}

/** PostgREST's answer to a body it does not parse (ApiRequest/Payload.hs). */
const unacceptableContentType = (type: string): RestError =>
  invalidBody(`Content-Type not acceptable: ${type}`);

const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Parses the request body as JSON; PGRST102 when it is not JSON (`Content-Type`), not UTF-8,
 * empty, malformed or nested deeper than the limit (backend/rest/limits.ts).
 */
export function parseJsonBody(
  req: CoreRequest,
  allowEmpty = false,
): { value: unknown; text: string } {
  const type = bodyMediaType(req);
  if (type !== 'application/json') throw unacceptableContentType(type);
  let text: string;
  try {
    text = req.body ? UTF8.decode(req.body) : '';
  } catch {
    throw invalidBody();
  }
  if (!text.trim()) {
    if (allowEmpty) return { value: {}, text: '{}' };
    throw invalidBody();
  }
  checkJsonDepth(text);
  try {
    return { value: JSON.parse(text), text };
  } catch {
    throw invalidBody();
  }
}

/** `columns="name","color"` or `on_conflict=a,b` -> ['name', 'color']. */
export function parseColumnList(text: string, param: string): string[] {
  const cols = splitTopLevel(text)
    .map((c) => unquote(c.trim()))
    .filter((c) => c !== '');
  if (!cols.length) {
    throw queryParamError(
      `"failed to parse ${param} parameter (${text})" (line 1, column 1)`,
      'expecting a column name',
    );
  }
  return cols;
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
