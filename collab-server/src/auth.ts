import type { IncomingMessage } from 'node:http';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { FirebaseAuthError, getAuth } from 'firebase-admin/auth';
import { COLLAB_TOKEN_PARAM, TOKEN_WITHOUT_USER_MESSAGE, tokenUserMatches, userOfEmail } from '@workhub/domain';

/** Who opened a socket, from their verified ID token. */
export interface CollabUser {
  uid: string;
  email: string | undefined;
  /** The spec's user name (email before '@'): what `creator` and `editors` hold. */
  user: string;
  /** The name others see on this user's presence (the token's display name, else `user`). */
  name: string;
  isWorkspaceAdmin: boolean;
  /** When the ID token expires (ms since the epoch): the socket is closed then (4401). */
  expiresAt: number;
  /** When the user signed in (seconds since the epoch, the token's auth_time), for revocation checks. */
  authTime: number;
}

/** Resolves the user behind a Firebase ID token, or throws TokenRejectedError. */
export type TokenVerifier = (idToken: string) => Promise<CollabUser>;

/**
 * Whether the user's session is still valid: 'revoked' once their refresh tokens were revoked
 * after they signed in (signed out everywhere), or the account is disabled or deleted. Throws
 * when it could not check (the caller keeps the socket and tries again later).
 */
export type SessionChecker = (user: CollabUser) => Promise<'active' | 'revoked'>;

/** Why an upgrade was refused; `status` is the HTTP answer. Never carries the token itself. */
export class TokenRejectedError extends Error {
  constructor(
    readonly status: 401 | 403 | 503,
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'TokenRejectedError';
  }
}

// A named app so the server never clashes with another firebase-admin user in the same process.
const ADMIN_APP_NAME = 'collab-server';

/** The server's firebase-admin app (Auth and Firestore); talks to the emulators when their env vars are set. */
export function collabAdminApp(projectId: string): App {
  return getApps().find((candidate) => candidate.name === ADMIN_APP_NAME) ?? initializeApp({ projectId }, ADMIN_APP_NAME);
}

/**
 * Verifies with firebase-admin, which talks to the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST
 * is set. Revocation is checked too (one Auth lookup per socket, not per message), so a disabled
 * account cannot keep co-editing.
 */
export function createFirebaseTokenVerifier(projectId: string): TokenVerifier {
  const auth = getAuth(collabAdminApp(projectId));
  return async (idToken) => {
    let decoded: Awaited<ReturnType<typeof auth.verifyIdToken>>;
    try {
      decoded = await auth.verifyIdToken(idToken, true);
    } catch (error) {
      // Bad, expired, revoked or disabled: the client's fault. Anything else: we could not check.
      if (error instanceof FirebaseAuthError && error.code !== 'auth/internal-error') {
        throw new TokenRejectedError(401, 'Invalid or expired ID token', error.code);
      }
      const code = error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : 'unknown';
      throw new TokenRejectedError(503, 'Could not verify ID token', code);
    }
    // Only company staff (the `allowed` claim minted at sign-in) may co-edit.
    if (decoded.allowed !== true) throw new TokenRejectedError(403, 'Not authorized', 'not-allowed');
    // One identity per person: the `user` the sign-in registered to this email (docs/decisions.md).
    if (!tokenUserMatches(decoded)) throw new TokenRejectedError(401, TOKEN_WITHOUT_USER_MESSAGE, 'no-registered-user');
    return {
      uid: decoded.uid,
      email: decoded.email,
      user: userOfEmail(decoded.email),
      name: typeof decoded.name === 'string' && decoded.name.trim() !== '' ? decoded.name.trim().slice(0, 100) : userOfEmail(decoded.email),
      isWorkspaceAdmin: decoded.isWorkspaceAdmin === true,
      expiresAt: decoded.exp * 1000,
      authTime: decoded.auth_time,
    };
  };
}

/** The same test verifyIdToken(token, true) makes, without needing the token again. */
export function createFirebaseSessionChecker(projectId: string): SessionChecker {
  const auth = getAuth(collabAdminApp(projectId));
  return async (user) => {
    let record: Awaited<ReturnType<typeof auth.getUser>>;
    try {
      record = await auth.getUser(user.uid);
    } catch (error) {
      if (error instanceof FirebaseAuthError && error.code === 'auth/user-not-found') return 'revoked';
      throw error;
    }
    if (record.disabled) return 'revoked';
    const validSince = record.tokensValidAfterTime ? Date.parse(record.tokensValidAfterTime) : Number.NaN;
    return Number.isFinite(validSince) && user.authTime * 1000 < validSince ? 'revoked' : 'active';
  };
}

/**
 * y-websocket clients can only pass the token in the URL (`params: { token }`); Node clients may
 * prefer `Authorization: Bearer`. The header wins when both are present.
 */
export function idTokenFromRequest(request: IncomingMessage, url: URL): string | null {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  if (bearer) return bearer;
  const fromQuery = url.searchParams.get(COLLAB_TOKEN_PARAM);
  return fromQuery ? fromQuery : null;
}
