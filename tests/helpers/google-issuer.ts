/**
 * A test Google issuer for grant_type=id_token: an RS256 key pair made here, the backend option
 * that trusts its public key (JWKS), and id tokens signed the way Google signs them.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWTPayload } from 'jose';
import type { GoogleIdTokenConfig } from '../../backend/core/types';

export const TEST_GOOGLE_ISSUER = 'https://accounts.test.example';
export const TEST_GOOGLE_AUDIENCE = 'streakwise-test-client.apps.example';

export interface TestGoogleIssuer {
  /** `startTestBackend({ google })`: this issuer, audience and public key. */
  google: GoogleIdTokenConfig;
  privateKey: CryptoKey;
  /**
   * An id token with these claims (`email_verified: true` unless given; `sub` a new one unless
   * given), signed with the issuer's key or `key`, expiring in an hour or at `expiresIn`.
   */
  idToken(
    claims: JWTPayload & Record<string, unknown>,
    opts?: { key?: CryptoKey; expiresIn?: string | number },
  ): Promise<string>;
}

export async function createGoogleIssuer(): Promise<TestGoogleIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  return {
    google: {
      issuers: [TEST_GOOGLE_ISSUER],
      audience: TEST_GOOGLE_AUDIENCE,
      jwks: { keys: [jwk] },
    },
    privateKey,
    idToken: (claims, { key = privateKey, expiresIn = '1h' } = {}) =>
      new SignJWT({ email_verified: true, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer(TEST_GOOGLE_ISSUER)
        .setAudience(TEST_GOOGLE_AUDIENCE)
        .setSubject(String(claims.sub ?? randomUUID()))
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(key),
  };
}
