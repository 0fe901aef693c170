import { useEffect } from 'react';
import { onIdTokenChanged, signOut } from 'firebase/auth';
import { sessionTooOld } from '@workhub/domain';
import { auth } from '../lib/firebase';
import { useAuthStore } from '../stores/auth-store';

/**
 * Keeps the auth store in step with Firebase Auth: on token change the user, token and role
 * flags are stored (core spec section 4). A session older than the token/cache lifetime (7 days)
 * is ended, which sends the user through sign-in again.
 */
export function useAuthSession(): void {
  const setSignedIn = useAuthStore((s) => s.setSignedIn);
  useEffect(
    () =>
      onIdTokenChanged(auth, async (user) => {
        if (!user) return setSignedIn(null);
        const result = await user.getIdTokenResult();
        if (sessionTooOld(result.authTime, Date.now())) {
          await signOut(auth);
          return;
        }
        setSignedIn({
          uid: user.uid,
          email: user.email,
          token: result.token,
          roles: { isSoftwareEng: result.claims.isSoftwareEng === true, isWorkspaceAdmin: result.claims.isWorkspaceAdmin === true },
        });
      }),
    [setSignedIn],
  );
}
