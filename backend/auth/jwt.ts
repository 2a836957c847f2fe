/**
 * HS256 JWTs for the local backend: the anon and service keys, user access tokens, and the
 * verification PostgREST applies to every request (30 s clock skew, like PostgREST and GoTrue).
 */
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';

/** PostgREST's JWT error codes: PGRST301 invalid token, PGRST303 claim check failed (expired). */
export type JwtErrorCode = 'PGRST301' | 'PGRST303';

export class JwtError extends Error {
  constructor(
    readonly code: JwtErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'JwtError';
  }
}

const CLOCK_TOLERANCE_SECONDS = 30;
/** The Supabase CLI's demo keys expire in 2032; ours do too, so they never need rotating. */
const API_KEY_EXPIRY = 1983812996;

const keyCache = new Map<string, Uint8Array>();
function secretKey(secret: string): Uint8Array {
  let key = keyCache.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keyCache.set(secret, key);
  }
  return key;
}

/**
 * Verifies an HS256 token and returns its claims. Throws JwtError: PGRST303 "JWT expired" for an
 * expired (or not yet valid) token, PGRST301 for anything else (malformed, bad signature...).
 */
export async function verifyAccessToken(
  token: string,
  secret: string,
): Promise<Record<string, unknown>> {
  const parts = token.split('.');
  if (parts.length !== 3) {
    throw new JwtError('PGRST301', `Expected 3 parts in JWT; got ${parts.length}`);
  }
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), {
      algorithms: ['HS256'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    });
    return payload as Record<string, unknown>;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new JwtError('PGRST303', 'JWT expired');
    if (error instanceof joseErrors.JWTClaimValidationFailed) {
      throw new JwtError('PGRST303', error.claim === 'nbf' ? 'JWT not yet valid' : error.message);
    }
    if (error instanceof joseErrors.JWSSignatureVerificationFailed) {
      throw new JwtError('PGRST301', 'No suitable key or wrong key type');
    }
    if (error instanceof joseErrors.JOSEAlgNotAllowed) {
      throw new JwtError('PGRST301', 'Wrong or unsupported encoding algorithm');
    }
    throw new JwtError('PGRST301', 'JWT cryptographic operation failed');
  }
}

/**
 * Signs claims with HS256. expiresInSeconds sets `exp` relative to now (and `iat` when absent);
 * without it the claims are signed as given (an `exp` in them is kept).
 */
export async function signJwt(
  claims: Record<string, unknown>,
  secret: string,
  expiresInSeconds?: number,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const payload: Record<string, unknown> = { ...claims };
  if (expiresInSeconds !== undefined) {
    payload.iat ??= now;
    payload.exp = now + expiresInSeconds;
  }
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(secretKey(secret));
}

/** The anon and service_role API keys, shaped like the Supabase CLI's local demo keys. */
export async function makeApiKeys(
  secret: string,
): Promise<{ anonKey: string; serviceRoleKey: string }> {
  const [anonKey, serviceRoleKey] = await Promise.all([
    signJwt({ iss: 'supabase-demo', role: 'anon', exp: API_KEY_EXPIRY }, secret),
    signJwt({ iss: 'supabase-demo', role: 'service_role', exp: API_KEY_EXPIRY }, secret),
  ]);
  return { anonKey, serviceRoleKey };
}
