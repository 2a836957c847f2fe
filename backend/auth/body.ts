/**
 * Auth request bodies: JSON objects of at most 64 KB, without NUL characters, lone surrogates or
 * deep nesting, and the small readers the flows use on them.
 */
import type { CoreRequest } from '../core/types';
import { AuthError } from './errors';
import { checkMetadata } from './users';

/** No Auth request needs more; larger bodies are refused before parsing. */
const MAX_AUTH_BODY_BYTES = 64 * 1024;
/** Nesting deeper than this in an Auth body is refused (user metadata has its own, lower cap). */
const MAX_BODY_DEPTH = 32;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type Body = Record<string, unknown>;

const badString = (value: string) => value.includes('\0') || LONE_SURROGATE.test(value);

const badUnicode = () =>
  new AuthError(
    400,
    'validation_failed',
    'Request body contains a NUL character or invalid Unicode',
  );

/**
 * Refuses what Postgres cannot store or what only an attack sends: NUL characters and lone
 * UTF-16 surrogates in any string or key, and nesting deeper than MAX_BODY_DEPTH. Iterative, so
 * no input can exhaust the stack.
 */
function checkBodyValues(root: unknown): void {
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (badString(value)) throw badUnicode();
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_BODY_DEPTH) {
        throw new AuthError(
          400,
          'validation_failed',
          `Request body is nested more than ${MAX_BODY_DEPTH} levels deep`,
        );
      }
      for (const [key, child] of Object.entries(value)) {
        if (badString(key)) throw badUnicode();
        stack.push([child, depth + 1]);
      }
    }
  }
}

/** The request's JSON object ({} when there is no body), or 413/400 bad_json/validation_failed. */
export function parseBody(req: CoreRequest): Body {
  if (!req.body || req.body.length === 0) return {};
  if (req.body.length > MAX_AUTH_BODY_BYTES) {
    throw new AuthError(
      413,
      'request_too_large',
      `Auth request bodies are limited to ${MAX_AUTH_BODY_BYTES / 1024} KB`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(req.body.toString('utf8'));
  } catch (error) {
    throw new AuthError(
      400,
      'bad_json',
      `Could not parse request body as JSON: ${(error as Error).message}`,
    );
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new AuthError(
      400,
      'bad_json',
      'Could not parse request body as JSON: expected an object',
    );
  }
  checkBodyValues(value);
  return value as Body;
}

export const optionalString = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** `data` of sign-up and user update: absent or null is {}, else a JSON object within limits. */
export function metadataObject(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new AuthError(400, 'validation_failed', 'user metadata must be a JSON object');
  }
  checkMetadata(value, 'user metadata');
  return value as Record<string, unknown>;
}
