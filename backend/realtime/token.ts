/**
 * The access-token check of a Realtime socket and join, with hosted Realtime's answers
 * (supabase/realtime lib/realtime_web/channels/auth/channels_authorization.ex and
 * jwt_verification.ex): HS256 with the project's secret, `role` and `exp` required, no clock
 * tolerance on `exp`.
 */
import { errors as joseErrors, decodeJwt, jwtVerify } from 'jose';

export interface Claims extends Record<string, unknown> {
  role: string;
  exp: number;
  sub?: string;
}

export type TokenCheck =
  | { ok: true; claims: Claims }
  | {
      ok: false;
      /** The join reply's reason, "Code: message" as hosted Realtime words it. */
      reason: string;
      /** The message alone (system messages, HTTP answers). */
      message: string;
    };

const fail = (code: string, message: string): TokenCheck => ({
  ok: false,
  reason: `${code}: ${message}`,
  message,
});

const MALFORMED = () => fail('MalformedJWT', 'The token provided is not a valid JWT');

const encoder = new TextEncoder();

export async function checkToken(token: unknown, secret: string): Promise<TokenCheck> {
  if (typeof token !== 'string' || token === '') return fail('MissingAPIKey', 'API key is missing');
  try {
    decodeJwt(token);
  } catch {
    return MALFORMED();
  }
  let claims: Record<string, unknown>;
  try {
    ({ payload: claims } = await jwtVerify(token, encoder.encode(secret), {
      algorithms: ['HS256'],
    }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) {
      const exp = Number(error.payload.exp);
      const ago = Math.max(0, Math.floor(Date.now() / 1000) - exp);
      return fail('InvalidJWTToken', `Token has expired ${ago} seconds ago`);
    }
    if (error instanceof joseErrors.JWSSignatureVerificationFailed)
      return fail('JwtSignatureError', 'Failed to validate JWT signature');
    if (error instanceof joseErrors.JOSEAlgNotAllowed)
      return fail(
        'JwtSignerError',
        'Failed to generate JWT signer, check your JWT secret or JWKS configuration',
      );
    if (error instanceof joseErrors.JWTClaimValidationFailed)
      return fail('InvalidJWTToken', error.message);
    return MALFORMED();
  }
  if (typeof claims.role !== 'string' || typeof claims.exp !== 'number')
    return fail('InvalidJWTToken', 'Fields `role` and `exp` are required in JWT');
  return { ok: true, claims: claims as Claims };
}
