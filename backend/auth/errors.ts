/**
 * GoTrue's error shapes. With `X-Supabase-Api-Version: 2024-01-01` on the request the body is
 * `{code, message}` and the header is echoed (auth-js only trusts `code` when it sees the header);
 * without it the legacy `{code: <http status>, error_code, msg}` shape is used.
 */
import type { CoreRequest, CoreResponse } from '../core/types';

const API_VERSION_HEADER = 'x-supabase-api-version';
const API_VERSION_2024 = Date.parse('2024-01-01T00:00:00Z');

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra top-level keys, e.g. `weak_password: { reasons }`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

/** The OAuth2-style error some grants return: `{error, error_description}`. */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
    this.name = 'OAuthError';
  }
}

/** The API version the request asked for, if it is one we know (2024-01-01 or later). */
function requestedApiVersion(req: CoreRequest): string | undefined {
  const value = req.headers[API_VERSION_HEADER];
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && time >= API_VERSION_2024 ? '2024-01-01' : undefined;
}

export function jsonResponse(
  req: CoreRequest,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): CoreResponse {
  const version = requestedApiVersion(req);
  return {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(version ? { 'x-supabase-api-version': version } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
}

export function errorResponse(req: CoreRequest, error: AuthError | OAuthError): CoreResponse {
  if (error instanceof OAuthError) {
    return jsonResponse(req, error.status, {
      error: error.error,
      error_description: error.description,
    });
  }
  const body = requestedApiVersion(req)
    ? { code: error.code, message: error.message, ...error.extra }
    : { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
  return jsonResponse(req, error.status, body, { 'x-sb-error-code': error.code });
}
