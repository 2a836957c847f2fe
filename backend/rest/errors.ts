/**
 * PostgREST's error JSON ({code, details, hint, message}) and its HTTP status mapping
 * (PostgREST src/PostgREST/Error.hs: mapSQLtoHTTP and the ApiRequest/SchemaCache/JWT errors).
 */
import type { CoreResponse } from '../core/types';

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

export function errorResponse(
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
export interface PgErrorLike {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isPgError(error: unknown): error is PgErrorLike {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && 'message' in error;
}

/** PostgREST's mapSQLtoHTTP. `authed` = the request's role is not the anon role. */
export function pgErrorStatus(code: string, message: string, authed: boolean): number {
  switch (code) {
    case '23503':
    case '23505':
      return 409;
    case '25006':
      return 405;
    case '21000':
      return message.endsWith('requires a WHERE clause') ? 400 : 500;
    case '22023':
      return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
    case '53400':
      return 500;
    case '57P01':
      return 503;
    case 'P0001':
      return 400;
    case '42883':
      return 404;
    case '42P01':
      return 404;
    case '42P17':
      return 500;
    case '42501':
      return authed ? 403 : 401;
  }
  const c2 = code.slice(0, 2);
  switch (c2) {
    case '08':
      return 503;
    case '09':
      return 500;
    case '0L':
    case '0P':
      return 403;
    case '25':
      return 500;
    case '28':
      return 403;
    case '2D':
    case '38':
    case '39':
    case '3B':
    case '40':
      return 500;
    case '53':
      return 503;
    case '54':
    case '55':
    case '57':
    case '58':
    case 'F0':
    case 'HV':
    case 'P0':
    case 'XX':
      return 500;
  }
  if (code.startsWith('PT')) {
    const n = Number(code.slice(2));
    return Number.isInteger(n) && n >= 100 && n <= 599 ? n : 500;
  }
  return 400;
}

export function pgErrorResponse(error: PgErrorLike, authed: boolean): CoreResponse {
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
  // Unexpected: log it for the operator, never leak a stack trace to the client.
  console.error('[rest] unexpected error', error);
  return errorResponse(500, {
    code: 'PGRSTX00',
    details: null,
    hint: null,
    message: 'Internal server error',
  });
}
