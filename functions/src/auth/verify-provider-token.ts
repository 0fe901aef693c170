import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { HttpError } from '../lib/http.js';
import type { AuthConfig } from './auth-config.js';

export interface ProviderIdentity {
  email: string;
  name: string | undefined;
}

const keySets = new Map<string, Promise<JWTVerifyGetKey>>();

/** The provider's published keys, found through its discovery document (cached per URL). */
function keysOf(discoveryUrl: string): Promise<JWTVerifyGetKey> {
  let keys = keySets.get(discoveryUrl);
  if (!keys) {
    keys = (async () => {
      const res = await fetch(discoveryUrl, { headers: { Accept: 'application/json' } });
      if (!res.ok) throw new Error(`discovery ${res.status}`);
      const { jwks_uri: jwksUri } = (await res.json()) as { jwks_uri?: string };
      if (!jwksUri) throw new Error('discovery has no jwks_uri');
      return createRemoteJWKSet(new URL(jwksUri));
    })();
    keys.catch(() => keySets.delete(discoveryUrl));
    keySets.set(discoveryUrl, keys);
  }
  return keys;
}

/** Verifies signature (published keys), issuer, audience and expiry of the provider's ID token. */
export async function verifyProviderToken(idToken: string, config: AuthConfig): Promise<ProviderIdentity> {
  let keys: JWTVerifyGetKey;
  try {
    keys = await keysOf(config.discoveryUrl);
  } catch (error) {
    console.error('[auth] identity provider unreachable', (error as Error).message);
    throw new HttpError(503, 'unavailable', 'The identity provider could not be reached');
  }
  try {
    const { payload } = await jwtVerify(idToken, keys, { issuer: config.issuer, audience: config.clientId, clockTolerance: 60 });
    // Entra ID puts the work address in `email` when configured, else in `preferred_username`.
    const email =
      typeof payload.email === 'string' ? payload.email : typeof payload.preferred_username === 'string' ? payload.preferred_username : '';
    if (!email.includes('@')) throw new HttpError(401, 'unauthenticated', 'The ID token carries no email address');
    return { email: email.toLowerCase(), name: typeof payload.name === 'string' ? payload.name : undefined };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const expired = error instanceof errors.JWTExpired;
    throw new HttpError(401, 'unauthenticated', expired ? 'The ID token has expired' : 'The ID token is not valid');
  }
}
