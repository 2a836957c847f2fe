/**
 * Verifies a Google ID token (RS256) against the configured issuers, audience and JWKS, as
 * GoTrue's grant_type=id_token does. Any failure is "Bad ID token" in the OAuth error shape.
 */
import { createHash } from 'node:crypto';
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { GoogleIdTokenConfig } from '../core/types';
import { AuthError, OAuthError } from './errors';

const GOOGLE_ISSUER = 'https://accounts.google.com';
type KeySet = ReturnType<typeof createLocalJWKSet>;
const keySets = new WeakMap<GoogleIdTokenConfig, KeySet>();

function keySet(config: GoogleIdTokenConfig): KeySet {
  let set = keySets.get(config);
  if (!set) {
    if (config.jwks)
      set = createLocalJWKSet(config.jwks as Parameters<typeof createLocalJWKSet>[0]);
    else if (config.jwksUrl) set = createRemoteJWKSet(new URL(config.jwksUrl)) as unknown as KeySet;
    else
      throw new AuthError(
        400,
        'provider_disabled',
        'Google ID token keys (jwks or jwksUrl) are not configured',
      );
    keySets.set(config, set);
  }
  return set;
}

export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  claims: JWTPayload & Record<string, unknown>;
}

export async function verifyGoogleIdToken(
  config: GoogleIdTokenConfig | undefined,
  idToken: string,
  nonce?: string,
): Promise<GoogleIdentity> {
  if (!config) {
    throw new AuthError(
      400,
      'provider_disabled',
      `Provider (issuer "${GOOGLE_ISSUER}") is not enabled`,
    );
  }
  let payload: JWTPayload & Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(idToken, keySet(config), {
      algorithms: ['RS256'],
      issuer: config.issuers,
      audience: config.audience,
    }));
  } catch (error) {
    if (error instanceof AuthError) throw error;
    throw new OAuthError(400, 'invalid request', 'Bad ID token');
  }
  if (nonce !== undefined && payload.nonce !== undefined) {
    // GoTrue compares against the SHA-256 of the nonce the client sent, or the raw value.
    const hashed = createHash('sha256').update(nonce).digest('hex');
    if (payload.nonce !== nonce && payload.nonce !== hashed) {
      throw new OAuthError(400, 'invalid request', 'Bad ID token');
    }
  }
  if (typeof payload.sub !== 'string' || !payload.sub) {
    throw new OAuthError(400, 'invalid request', 'Bad ID token');
  }
  if (typeof payload.email !== 'string' || !payload.email) {
    throw new AuthError(
      400,
      'validation_failed',
      'Error getting user email from external provider',
    );
  }
  const verified = payload.email_verified === true || payload.email_verified === 'true';
  return { sub: payload.sub, email: payload.email, emailVerified: verified, claims: payload };
}
