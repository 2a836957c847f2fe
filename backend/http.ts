/**
 * The thin node:http layer around the backend's core handler: reads the body (with a size limit),
 * decodes the query string as PostgREST does ('+' is a space), lower-cases header names, adds CORS
 * headers and answers preflights, and turns any exception into a 500 JSON without a stack trace.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CoreHandler, CoreRequest, CoreResponse } from './core/types';
import { AuthError, errorResponse } from './auth/errors';

// Room for a data import of years of history (a few MB); anything larger is refused with 413.
const DEFAULT_MAX_BODY_BYTES = 16 * 1024 * 1024;

export interface HttpOptions {
  /** Bodies above this size get 413 (default 16 MB). */
  maxBodyBytes?: number;
  /**
   * CORS headers for a request (the REST module's corsHeaders); `false` sends none at all, so no
   * other origin can read the answers (the mailbox).
   */
  cors?: ((req: CoreRequest) => Record<string, string>) | false;
  /** Where unexpected errors are logged (default console.error); never sent to the client. */
  onError?: (error: unknown, req: CoreRequest) => void;
}

/** Headers auth-js and postgrest-js read from responses; browsers only expose listed ones. */
const EXPOSED = [
  'content-range',
  'x-supabase-api-version',
  'x-sb-error-code',
  'content-location',
  'location',
];

function fallbackCors(req: CoreRequest): Record<string, string> {
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE, OPTIONS, HEAD',
    'access-control-allow-headers':
      req.headers['access-control-request-headers'] ??
      'authorization, x-client-info, apikey, content-type, prefer, accept-profile, content-profile, range, x-supabase-api-version',
    'access-control-max-age': '86400',
  };
}

function withExposedHeaders(headers: Record<string, string>): Record<string, string> {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === 'access-control-expose-headers');
  const current = key
    ? headers[key]
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean)
    : [];
  const merged = [...new Set([...current, ...EXPOSED])];
  const result = { ...headers };
  if (key) delete result[key];
  result['access-control-expose-headers'] = merged.join(', ');
  return result;
}

/** An error body in the shape the addressed API uses (GoTrue for /auth, PostgREST otherwise). */
export function errorFor(
  req: CoreRequest,
  status: number,
  code: { auth: string; rest: string },
  message: string,
  details: string | null = null,
): CoreResponse {
  if (req.path.startsWith('/auth/'))
    return errorResponse(req, new AuthError(status, code.auth, message));
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify({ code: code.rest, details, hint: null, message }),
  };
}

function lowerCaseHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

type BodyResult =
  { ok: true; body: Buffer | undefined } | { ok: false; reason: 'too_large' | 'aborted' };

function readBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        tooLarge = true;
        chunks.length = 0; // keep draining the socket, but stop buffering
        return;
      }
      if (!tooLarge) chunks.push(chunk);
    });
    req.on('end', () =>
      resolve(
        tooLarge
          ? { ok: false, reason: 'too_large' }
          : { ok: true, body: size ? Buffer.concat(chunks) : undefined },
      ),
    );
    req.on('error', () => resolve({ ok: false, reason: 'aborted' }));
    req.on('aborted', () => resolve({ ok: false, reason: 'aborted' }));
  });
}

function send(res: ServerResponse, method: string, response: CoreResponse): void {
  if (res.headersSent || res.destroyed) return;
  const body =
    response.body === undefined
      ? undefined
      : typeof response.body === 'string'
        ? Buffer.from(response.body, 'utf8')
        : response.body;
  const headers: Record<string, string | number> = { ...response.headers };
  if (body && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-length')) {
    headers['content-length'] = body.length;
  }
  res.writeHead(response.status, headers);
  if (method === 'HEAD' || response.status === 204 || response.status === 304) res.end();
  else res.end(body);
}

/** Turns a node request into a CoreRequest; `null` when the URL cannot be decoded. */
function toCoreRequest(req: IncomingMessage, headers: Record<string, string>): CoreRequest | null {
  const rawUrl = req.url ?? '/';
  const q = rawUrl.indexOf('?');
  const rawPath = q === -1 ? rawUrl : rawUrl.slice(0, q);
  const rawQuery = q === -1 ? '' : rawUrl.slice(q + 1);
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  // URLSearchParams decodes '+' as a space, as PostgREST does (parseQueryReplacePlus).
  return {
    method: (req.method ?? 'GET').toUpperCase(),
    path: path.replace(/\/{2,}/g, '/'),
    query: new URLSearchParams(rawQuery),
    rawQuery,
    headers,
    remoteAddress: req.socket.remoteAddress,
  };
}

/** A node:http request listener that runs the core handler. */
export function createRequestListener(
  handler: CoreHandler,
  options: HttpOptions = {},
): (req: IncomingMessage, res: ServerResponse) => void {
  const limit = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const onError =
    options.onError ??
    ((error: unknown, req: CoreRequest) =>
      console.error(`[backend] ${req.method} ${req.path} failed:`, error));

  return (nodeReq, res) => {
    const headers = lowerCaseHeaders(nodeReq);
    const parsed = toCoreRequest(nodeReq, headers);
    const core: CoreRequest = parsed ?? {
      method: (nodeReq.method ?? 'GET').toUpperCase(),
      path: '/',
      query: new URLSearchParams(),
      rawQuery: '',
      headers,
    };
    const corsFor = (r: CoreRequest): Record<string, string> => {
      if (options.cors === false) return {};
      try {
        return withExposedHeaders(options.cors ? options.cors(r) : fallbackCors(r));
      } catch {
        return withExposedHeaders(fallbackCors(r));
      }
    };
    const finish = (response: CoreResponse) =>
      send(res, core.method, { ...response, headers: { ...corsFor(core), ...response.headers } });

    if (!parsed) {
      nodeReq.resume();
      finish(
        errorFor(
          core,
          400,
          { auth: 'validation_failed', rest: 'PGRST100' },
          'Malformed URL encoding',
        ),
      );
      return;
    }
    if (core.method === 'OPTIONS') {
      nodeReq.resume();
      send(res, 'OPTIONS', { status: 200, headers: corsFor(core), body: '' });
      return;
    }
    const declared = Number(headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      // Refuse before reading; drain what the client still sends so it sees the answer.
      nodeReq.resume();
      res.setHeader('connection', 'close');
      finish(
        errorFor(
          core,
          413,
          { auth: 'request_too_large', rest: 'PGRST413' },
          'Payload Too Large',
          `The request body is larger than the limit of ${limit} bytes`,
        ),
      );
      return;
    }

    void (async () => {
      const body = await readBody(nodeReq, limit);
      if (!body.ok) {
        if (body.reason === 'aborted') {
          res.destroy();
          return;
        }
        finish(
          errorFor(
            core,
            413,
            { auth: 'request_too_large', rest: 'PGRST413' },
            'Payload Too Large',
            `The request body is larger than the limit of ${limit} bytes`,
          ),
        );
        return;
      }
      core.body = body.body;
      let response: CoreResponse;
      try {
        response = await handler(core);
      } catch (error) {
        onError(error, core);
        response = errorFor(
          core,
          500,
          { auth: 'unexpected_failure', rest: 'PGRST000' },
          'Internal server error',
        );
      }
      finish(response);
    })().catch((error) => {
      onError(error, core);
      if (!res.headersSent) res.destroy();
    });
  };
}

export interface HttpServerHandle {
  server: Server;
  /** e.g. http://127.0.0.1:54321 */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Starts listening; port 0 picks a free port. */
export async function listen(
  handler: CoreHandler,
  { port, host, ...options }: HttpOptions & { port: number; host: string },
): Promise<HttpServerHandle> {
  const server = createServer(createRequestListener(handler, options));
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const hostForUrl = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    server,
    port: address.port,
    url: `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : hostForUrl}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
