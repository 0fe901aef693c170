import type { IncomingMessage } from 'node:http';
import { getApps, initializeApp } from 'firebase-admin/app';
import { FirebaseAuthError, getAuth } from 'firebase-admin/auth';

/** Who opened a socket; kept on the connection for the workspace access check to come. */
export interface CollabUser {
  uid: string;
  email: string | undefined;
  isWorkspaceAdmin: boolean;
}

/** Resolves the user behind a Firebase ID token, or throws TokenRejectedError. */
export type TokenVerifier = (idToken: string) => Promise<CollabUser>;

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

/**
 * Verifies with firebase-admin, which talks to the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST
 * is set. Revocation is checked too (one Auth lookup per socket, not per message), so a disabled
 * account cannot keep co-editing.
 */
export function createFirebaseTokenVerifier(projectId: string): TokenVerifier {
  const app = getApps().find((candidate) => candidate.name === ADMIN_APP_NAME) ?? initializeApp({ projectId }, ADMIN_APP_NAME);
  const auth = getAuth(app);
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
    return { uid: decoded.uid, email: decoded.email, isWorkspaceAdmin: decoded.isWorkspaceAdmin === true };
  };
}

/**
 * y-websocket clients can only pass the token in the URL (`params: { token }`); Node clients may
 * prefer `Authorization: Bearer`. The header wins when both are present.
 */
export function idTokenFromRequest(request: IncomingMessage, url: URL): string | null {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  if (bearer) return bearer;
  const fromQuery = url.searchParams.get('token');
  return fromQuery ? fromQuery : null;
}
