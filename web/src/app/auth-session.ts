import { useEffect } from 'react';
import { onIdTokenChanged } from 'firebase/auth';
import { auth } from '../lib/firebase';
import { useAuthStore } from '../stores/auth-store';

/**
 * Keeps the auth store in step with Firebase Auth: on token change the user and token are stored
 * (core spec section 4). Returns whether the first answer has arrived.
 */
export function useAuthSession(): void {
  const setSignedIn = useAuthStore((s) => s.setSignedIn);
  useEffect(
    () =>
      onIdTokenChanged(auth, async (user) => {
        if (!user) return setSignedIn(null);
        setSignedIn({ uid: user.uid, email: user.email, token: await user.getIdToken() });
      }),
    [setSignedIn],
  );
}
