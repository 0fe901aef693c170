import { randomUUID } from 'node:crypto';
import { signInAs } from '../../support/tokens.js';

export interface EmulatorUser {
  uid: string;
  email: string;
  idToken: string;
}

/** The collab tests run under the Auth emulator; say so clearly when they are not. */
export function authEmulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) {
    throw new Error(
      'FIREBASE_AUTH_EMULATOR_HOST is not set: run tests/collab under the Auth emulator, e.g. ' +
        'npx firebase emulators:exec --config firebase.test.json --project demo-workhub --only auth,firestore ' +
        '"FIRESTORE_EMULATOR_HOST=127.0.0.1:8180 FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9199 GCLOUD_PROJECT=demo-workhub npx vitest run --project integration tests/collab"',
    );
  }
  return host;
}

export function testProjectId(): string {
  return process.env.GCLOUD_PROJECT ?? 'demo-workhub';
}

/** A fresh staff account (the `allowed` claim, as the sign-in exchange mints it) and its real ID token. */
export async function signUpTestUser(label: string, claims: Parameters<typeof signInAs>[1] = { allowed: true }): Promise<EmulatorUser> {
  authEmulatorHost();
  return signInAs(`collab-${label}-${randomUUID().slice(0, 8)}@modulr.example`, claims);
}

/**
 * An emulator-style (unsigned) copy of a real ID token with some claims replaced. The Admin SDK
 * accepts unsigned tokens only in emulator mode, so every other check (expiry, audience,
 * revocation) still runs against it.
 */
export function craftIdToken(realIdToken: string, overrides: Record<string, unknown>): string {
  const payload = realIdToken.split('.')[1];
  if (payload === undefined) throw new Error('not a JWT');
  const claims = { ...(JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>), ...overrides };
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

/** The spec's user name (email before '@'): what a workspace's creator and editors hold. */
export function userNameOf(user: EmulatorUser): string {
  return user.email.split('@')[0] ?? '';
}
