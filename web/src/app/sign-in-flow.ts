import { signInWithCustomToken } from 'firebase/auth';
import { auth } from '../lib/firebase';
import { msal, SIGN_IN_REQUEST } from '../lib/msal';
import { authService } from '../services/auth-service';
import { ServiceError } from '../services/service-client';
import { useAuthStore } from '../stores/auth-store';

const NOT_AUTHORIZED_KEY = 'workhub.notAuthorized';

/** Remembered across the logout redirect, so /logout can say 'Not authorized'. */
export const notAuthorizedMarker = {
  get: () => sessionStorage.getItem(NOT_AUTHORIZED_KEY),
  set: (email: string) => sessionStorage.setItem(NOT_AUTHORIZED_KEY, email),
  clear: () => sessionStorage.removeItem(NOT_AUTHORIZED_KEY),
};

let redirectHandled: Promise<void> | null = null;

/**
 * Once per page: MSAL's redirect result is the sign-in result. Its ID token goes to the auth
 * function; the Firebase custom token it returns signs the app in. An account outside the
 * company domains sets loginError.isUnauthorized (the gate then goes to /logout).
 */
export function handleSignInRedirect(): Promise<void> {
  redirectHandled ??= (async () => {
    await msal.initialize();
    const result = await msal.handleRedirectPromise();
    if (!result?.idToken) return;
    try {
      const { customToken } = await authService.exchange(result.idToken);
      notAuthorizedMarker.clear();
      await signInWithCustomToken(auth, customToken);
    } catch (error) {
      const isUnauthorized = error instanceof ServiceError && error.status === 403;
      if (isUnauthorized) notAuthorizedMarker.set(result.account?.username ?? '');
      useAuthStore.getState().setLoginError({ message: isUnauthorized ? 'Not authorized' : (error as Error).message, isUnauthorized });
    }
  })();
  return redirectHandled;
}

/** Sends the browser to the work-account sign-in (the provider's page), with a consent prompt. */
export async function startSignIn(): Promise<void> {
  await msal.initialize();
  await msal.loginRedirect({ ...SIGN_IN_REQUEST, redirectStartPage: window.location.href });
}
