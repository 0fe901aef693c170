import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { claimsFor, SEEDED_ACCESS_GROUPS, uidForEmail, userNameOf, type AccessClaims } from '@workhub/domain';

const AUTH_HOST = () => {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: these tests run under the Auth emulator (npm test starts it)');
  return host;
};

function adminAuth() {
  AUTH_HOST();
  const app =
    getApps().find((a) => a.name === 'tests') ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-workhub' }, 'tests');
  return getAuth(app);
}

export interface TestUser {
  uid: string;
  email: string;
  idToken: string;
}

/**
 * A real Firebase ID token from the Auth emulator for `email`, signed in with a custom token that
 * carries the given claims: by default the claims the sign-in exchange gives that account (the
 * registered `user` name is added to any claims given, as the exchange mints it).
 * Pass `null` for a Firebase user without any role claims (not staff).
 */
export async function signInAs(
  email: string,
  claims: Partial<AccessClaims> | null = claimsFor(email, SEEDED_ACCESS_GROUPS),
): Promise<TestUser> {
  const uid = uidForEmail(email);
  const auth = adminAuth();
  try {
    await auth.updateUser(uid, { email });
  } catch {
    await auth.createUser({ uid, email });
  }
  // The `user` name the sign-in registers and mints with every staff token, unless the claims say otherwise.
  const minted = claims === null ? {} : { user: userNameOf(email), ...claims };
  const customToken = await auth.createCustomToken(uid, minted);
  return { uid, email, idToken: await idTokenOfCustomToken(customToken) };
}

/** Signs in to the Auth emulator with a custom token (as the app does after the exchange): the ID token. */
export async function idTokenOfCustomToken(customToken: string): Promise<string> {
  const res = await fetch(`http://${AUTH_HOST()}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=fake-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token: customToken, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string };
  if (!res.ok || !body.idToken) throw new Error(`signInWithCustomToken failed: ${res.status} ${JSON.stringify(body)}`);
  return body.idToken;
}

/** The claims of an ID token (not verified: for tests reading what they were given). */
export function claimsOfIdToken(idToken: string): Record<string, unknown> {
  const payload = idToken.split('.')[1];
  if (payload === undefined) throw new Error('not a JWT');
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
}

/**
 * An emulator-style (unsigned) copy of a real ID token with some claims replaced. The Admin SDK
 * accepts unsigned tokens only in emulator mode, so every other check (expiry, audience,
 * revocation) still runs against it.
 */
export function craftIdToken(realIdToken: string, overrides: Record<string, unknown>): string {
  const claims = { ...claimsOfIdToken(realIdToken), ...overrides };
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

/** The Auth user's stored custom claims (what the access-claims sync sets), or null without an account. */
export async function storedClaimsOf(uid: string): Promise<Record<string, unknown> | null> {
  try {
    return (await adminAuth().getUser(uid)).customClaims ?? {};
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

/** The test process's Admin SDK Auth (emulator), for what the helpers above do not cover. */
export const testAdminAuth = () => adminAuth();

/**
 * Firebase revokes the tokens issued before the revocation's second (tokensValidAfterTime has
 * whole seconds), so a token issued in the same second as the revocation survives it. Before a
 * revocation, a test waits for that state of the clock: the second `issuedAt` (a token's iat or
 * auth_time, Unix seconds) is over. Bounded (2 s), and usually shorter than a second.
 */
export async function untilSecondIsOver(issuedAt: number): Promise<void> {
  const deadline = Date.now() + 2_000;
  while (Math.floor(Date.now() / 1000) <= issuedAt) {
    if (Date.now() > deadline) throw new Error(`the clock did not pass second ${issuedAt}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Revokes every session of a user (their ID tokens fail the revocation check from now on). */
export async function revokeSessions(uid: string): Promise<void> {
  await adminAuth().revokeRefreshTokens(uid);
}

/**
 * A Firebase custom token for `email` with exactly these claims (`{}`: a Firebase session without
 * the staff claim), as the sign-in exchange would answer if it let such an account through.
 */
export async function customTokenFor(email: string, claims: Partial<AccessClaims> = {}): Promise<string> {
  const uid = uidForEmail(email);
  const auth = adminAuth();
  try {
    await auth.updateUser(uid, { email });
  } catch {
    await auth.createUser({ uid, email });
  }
  return auth.createCustomToken(uid, claims);
}
