import { generateKeyPairSync } from 'node:crypto';
import { importJWK, SignJWT, type JWK } from 'jose';
import { ensureProviderSecrets } from '../../emulators/oidc/provider';
import path from 'node:path';

/** The issuer of the test run's local identity provider. */
export const ISSUER = process.env.OIDC_ISSUER ?? 'https://localhost:9543';
const CERT_DIR = path.resolve(import.meta.dirname, '../../emulators/oidc/certs');

export interface ProviderTokenOptions {
  email?: string;
  issuer?: string;
  audience?: string;
  expiresInSeconds?: number;
  /** Sign with a key the provider never published. */
  foreignKey?: boolean;
}

/**
 * An ID token as the running local provider issues it, signed with its key (the one its
 * jwks_uri publishes), or deliberately wrong in one respect for the rejection tests.
 */
export async function providerIdToken(options: ProviderTokenOptions = {}): Promise<string> {
  const { jwks } = await ensureProviderSecrets(CERT_DIR);
  const published = jwks.keys[0] as JWK & { kid: string };
  const jwk = options.foreignKey
    ? { ...(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }) as JWK), kid: published.kid }
    : published;
  const key = await importJWK(jwk, 'RS256');
  const email = options.email ?? 'ada@modulr.example';
  const now = Math.floor(Date.now() / 1000);
  const expires = now + (options.expiresInSeconds ?? 3600);
  return new SignJWT({ email, email_verified: true, name: email.split('@')[0] })
    .setProtectedHeader({ alg: 'RS256', kid: published.kid })
    .setSubject(email)
    .setIssuer(options.issuer ?? ISSUER)
    .setAudience(options.audience ?? 'workhub-web')
    .setIssuedAt(Math.min(now, expires - 60))
    .setExpirationTime(expires)
    .sign(key);
}
