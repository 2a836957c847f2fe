import type { CoreRequest } from '../core/types';

const DEFAULT_ALLOW_HEADERS =
  'authorization, x-client-info, apikey, content-type, accept, accept-profile, content-profile, prefer, range, range-unit, x-supabase-api-version';

/** Response headers browsers must be allowed to read (postgrest-js reads Content-Range for counts). */
const EXPOSED_HEADERS =
  'Content-Range, Range, X-Supabase-Api-Version, x-sb-error-code, Content-Location, Location, Preference-Applied, Proxy-Status';

/**
 * CORS for every response and for preflights: any origin (echoed), the methods supabase-js uses,
 * the requested headers echoed back, and the headers the client must read exposed.
 */
export function corsHeaders(req: Pick<CoreRequest, 'headers' | 'method'>): Record<string, string> {
  const origin = req.headers.origin;
  const headers: Record<string, string> = {
    'Access-Control-Allow-Origin': origin || '*',
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers':
      req.headers['access-control-request-headers'] || DEFAULT_ALLOW_HEADERS,
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
  };
  if (origin) {
    headers['Access-Control-Allow-Credentials'] = 'true';
    headers.Vary = 'Origin';
  }
  if (req.method === 'OPTIONS') headers['Access-Control-Max-Age'] = '86400';
  return headers;
}
