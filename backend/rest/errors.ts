/**
 * PostgREST's error JSON ({code, details, hint, message}) and its HTTP status mapping
 * (PostgREST src/PostgREST/Error.hs: mapSQLtoHTTP and the ApiRequest/SchemaCache/JWT errors).
 */
import type { CoreResponse } from '../core/types';
import { isConnectionError } from '../db/connection-errors';

export interface PgrstErrorBody {
  code: string;
  details: string | null;
  hint: string | null;
  message: string;
}

/** An error PostgREST itself produces (PGRSTxxx) or a Postgres error we raise before running SQL. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'RestError';
  }

  body(): PgrstErrorBody {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

function errorResponse(
  status: number,
  body: PgrstErrorBody,
  headers: Record<string, string> = {},
): CoreResponse {
  return {
    status,
    headers: {
      'Content-Type': JSON_CONTENT_TYPE,
      'Proxy-Status': `PostgREST; error=${body.code}`,
      ...(status === 401 && !headers['WWW-Authenticate'] ? { 'WWW-Authenticate': 'Bearer' } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  };
}

// ---- Constructors for the PostgREST errors this server produces ----------------------------

export const queryParamError = (message: string, details: string): RestError =>
  new RestError(400, 'PGRST100', message, details);

export const invalidBody = (
  message = 'Empty or invalid json',
  details: string | null = null,
): RestError => new RestError(400, 'PGRST102', message, details);

export const tableNotFound = (name: string, hint: string | null): RestError =>
  new RestError(
    404,
    'PGRST205',
    `Could not find the table 'public.${name}' in the schema cache`,
    null,
    hint,
  );

export const columnNotFound = (table: string, column: string): RestError =>
  new RestError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${table}' in the schema cache`,
  );

export const singularityError = (rows: number): RestError =>
  new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );

export const unacceptableSchema = (schema: string): RestError =>
  new RestError(
    406,
    'PGRST106',
    `Invalid schema: ${schema}`,
    null,
    'Only the following schemas are exposed: public',
  );

// ---- Postgres errors ------------------------------------------------------------------------

/** The fields node-postgres style drivers (and PGlite) put on a DatabaseError. */
interface PgErrorLike {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

function isPgError(error: unknown): error is PgErrorLike {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && 'message' in error;
}

/** A write to a view Postgres cannot update (no INSTEAD OF trigger, not a simple view). */
const VIEW_NOT_WRITABLE = /^cannot (insert into|update|delete from) view /;

/**
 * PostgREST's mapSQLtoHTTP (src/PostgREST/Error.hs of v12/v13, in its order). `authed` = the
 * request's role is not the anon role. Two deliberate differences (PostgREST: 500), see
 * backend/rest/README.md: `55000` for a write to a view that is not auto-updatable is 405, and
 * `54000` for an array literal with too many dimensions is 400.
 */
export function pgErrorStatus(code: string, message: string, authed: boolean): number {
  const c2 = code.slice(0, 2);
  if (c2 === '08') return 503; // pg connection err
  if (c2 === '09') return 500; // triggered action exception
  if (c2 === '0L' || c2 === '0P') return 403; // invalid grantor, invalid role specification
  switch (code) {
    case '23503': // foreign_key_violation
    case '23505': // unique_violation
      return 409;
    case '25006': // read_only_sql_transaction
      return 405;
    case '21000': // cardinality_violation; pg-safeupdate's refusal is a client error
      return message.endsWith('requires a WHERE clause') ? 400 : 500;
    case '22023': // invalid_parameter_value; a JWT role that does not exist is 401
      return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
  }
  switch (c2) {
    case '25': // invalid tx state
      return 500;
    case '28': // invalid auth specification
      return 403;
    case '2D': // invalid tx termination
    case '38': // external routine exception
    case '39': // external routine invocation
    case '3B': // savepoint exception
    case '40': // tx rollback
      return 500;
  }
  if (code === '53400') return 500; // config limit exceeded
  if (c2 === '53') return 503; // insufficient resources
  // An array literal of more than 6 dimensions is the input's fault (PostgREST: 500).
  if (code === '54000' && message.startsWith('number of array dimensions')) return 400;
  if (c2 === '54') return 500; // too complex (413 in older PostgREST, issue #3255)
  if (code === '55000' && VIEW_NOT_WRITABLE.test(message)) return 405;
  if (c2 === '55') return 500; // object not in prerequisite state
  if (code === '57P01') return 503; // terminating connection due to administrator command
  switch (c2) {
    case '57': // operator intervention
    case '58': // system error
    case 'F0': // conf file error
    case 'HV': // foreign data wrapper error
      return 500;
  }
  if (code === 'P0001') return 400; // default code of RAISE
  if (c2 === 'P0' || c2 === 'XX') return 500; // PL/pgSQL error, internal error
  switch (code) {
    case '42883': // undefined function (xmlagg: a media type handler is missing)
      return message.startsWith('function xmlagg(') ? 406 : 404;
    case '42P01': // undefined table
      return 404;
    case '42P17': // infinite recursion
      return 500;
    case '42501': // insufficient privilege
      return authed ? 403 : 401;
  }
  if (c2 === 'PT') {
    const n = Number(code.slice(2));
    return Number.isInteger(n) && n >= 100 && n <= 599 ? n : 500;
  }
  return 400;
}

function pgErrorResponse(error: PgErrorLike, authed: boolean): CoreResponse {
  const status = pgErrorStatus(error.code, error.message, authed);
  return errorResponse(status, {
    code: error.code,
    details: error.detail ?? null,
    hint: error.hint ?? null,
    message: error.message,
  });
}

/** Turns anything thrown while serving a request into PostgREST's error response. */
export function toErrorResponse(error: unknown, authed: boolean): CoreResponse {
  if (error instanceof RestError) return errorResponse(error.status, error.body(), error.headers);
  if (isPgError(error)) return pgErrorResponse(error, authed);
  if (isConnectionError(error)) {
    // PostgREST's answer while its pool cannot reach the database; the pool reconnects by itself.
    return errorResponse(503, {
      code: 'PGRST000',
      details: (error as Error).message,
      hint: null,
      message: 'Database connection error. Retrying the connection.',
    });
  }
  // Unexpected: log it for the operator, never leak a stack trace to the client.
  console.error('[rest] unexpected error', error);
  return errorResponse(500, {
    code: 'PGRSTX00',
    details: null,
    hint: null,
    message: 'Internal server error',
  });
}
