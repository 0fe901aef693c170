import { useEffect } from 'react';
import { onIdTokenChanged, signOut } from 'firebase/auth';
import { sessionTooOld } from '@workhub/domain';
import { auth } from '../lib/firebase';
import { useAuthStore } from '../stores/auth-store';
import { notAuthorizedMarker } from './sign-in-flow';

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
        const allowed = result.claims.allowed === true;
        setSignedIn({
          uid: user.uid,
          email: user.email,
          token: result.token,
          roles: { isSoftwareEng: result.claims.isSoftwareEng === true, isWorkspaceAdmin: result.claims.isWorkspaceAdmin === true },
          allowed,
        });
        // A Firebase session without the staff claim is not staff (the rules refuse its reads too):
        // no page shell for it, it goes to /logout, which says 'Not authorized'.
        if (!allowed) {
          notAuthorizedMarker.set(user.email ?? '');
          useAuthStore.getState().setLoginError({ message: 'Not authorized', isUnauthorized: true });
        }
      }),
    [setSignedIn],
  );
}
