import { signInWithCustomToken, signOut } from 'firebase/auth';
import { appRedirectTarget } from '@workhub/domain';
import { auth } from '../lib/firebase';
import { authService } from '../services/auth-service';
import { ServiceError } from '../services/service-client';
import { useAuthStore } from '../stores/auth-store';

const NOT_AUTHORIZED_KEY = 'workhub.notAuthorized';
const NOT_AUTHORIZED_REASON_KEY = 'workhub.notAuthorizedReason';

/** Remembered across the logout redirect, so /logout can say 'Not authorized'. */
export const notAuthorizedMarker = {
  get: () => sessionStorage.getItem(NOT_AUTHORIZED_KEY),
  /** The sign-in's own reason when it gave one beyond 'Not authorized' (a disabled account, a user name another email holds). */
  reason: () => sessionStorage.getItem(NOT_AUTHORIZED_REASON_KEY),
  set: (email: string, reason?: string) => {
    sessionStorage.setItem(NOT_AUTHORIZED_KEY, email);
    if (reason) sessionStorage.setItem(NOT_AUTHORIZED_REASON_KEY, reason);
    else sessionStorage.removeItem(NOT_AUTHORIZED_REASON_KEY);
  },
  clear: () => {
    sessionStorage.removeItem(NOT_AUTHORIZED_KEY);
    sessionStorage.removeItem(NOT_AUTHORIZED_REASON_KEY);
  },
};

let redirectHandled: Promise<void> | null = null;

/** MSAL is loaded only when a sign-in is under way, not on every page of a signed-in user. */
const loadMsal = () => import('../lib/msal');

/**
 * Set while a sign-in is under way: MSAL takes the provider's answer on the redirect page, then
 * goes on to the page the sign-in started from and finishes there, with nothing in the address.
 */
const SIGNING_IN_KEY = 'workhub.signingIn';

/** Is a sign-in under way, or is this page the provider's answer (code or error, with state)? */
function isSigningIn(): boolean {
  const answers = [new URLSearchParams(window.location.search), new URLSearchParams(window.location.hash.replace(/^#/, ''))];
  return sessionStorage.getItem(SIGNING_IN_KEY) !== null || answers.some((p) => p.has('state') && (p.has('code') || p.has('error')));
}

/**
 * Once per page: MSAL's redirect result is the sign-in result. Its ID token goes to the auth
 * function; the Firebase custom token it returns signs the app in. An account outside the
 * company domains sets loginError.isUnauthorized (the gate then goes to /logout).
 */
export function handleSignInRedirect(): Promise<void> {
  redirectHandled ??= (async () => {
    if (!isSigningIn()) return;
    const { msal } = await loadMsal();
    await msal.initialize();
    let result: Awaited<ReturnType<typeof msal.handleRedirectPromise>>;
    try {
      result = await msal.handleRedirectPromise();
    } catch (error) {
      // The provider refused the sign-in (e.g. a disabled account, AADSTS50057): say so, do not
      // start another sign-in by itself.
      sessionStorage.removeItem(SIGNING_IN_KEY);
      useAuthStore.getState().setLoginError({ message: providerRefusalMessage(error), isUnauthorized: false });
      return;
    }
    if (!result?.idToken) return;
    sessionStorage.removeItem(SIGNING_IN_KEY);
    try {
      const { customToken } = await authService.exchange(result.idToken);
      notAuthorizedMarker.clear();
      await signInWithCustomToken(auth, customToken);
    } catch (error) {
      const isUnauthorized = error instanceof ServiceError && error.status === 403;
      // The exchange's reason when it says more than 'Not authorized' (a disabled account, a user name another email holds).
      const reason = isUnauthorized && error.apiMessage !== 'Not authorized' ? error.apiMessage : undefined;
      if (isUnauthorized) notAuthorizedMarker.set(result.account?.username ?? '', reason);
      useAuthStore.getState().setLoginError({ message: isUnauthorized ? 'Not authorized' : (error as Error).message, isUnauthorized });
    }
  })();
  return redirectHandled;
}

/**
 * What the work account's refusal says: MSAL's server errors carry the provider's `error` code and
 * `error_description` (Entra: 'AADSTS50057: The user account is disabled. …').
 */
export function providerRefusalMessage(error: unknown): string {
  const { errorCode, errorMessage, message } = (error ?? {}) as { errorCode?: unknown; errorMessage?: unknown; message?: unknown };
  const description =
    typeof errorMessage === 'string' && errorMessage.trim() ? errorMessage.trim() : typeof message === 'string' ? message : '';
  if (errorCode === 'access_denied') return `Your work account refused the sign-in: ${description || 'access denied'}`;
  return `The work account sign-in failed: ${description || String(errorCode ?? 'unknown error')}`;
}

/** Sends the browser to the work-account sign-in (the provider's page), with a consent prompt. */
export async function startSignIn(): Promise<void> {
  const { msal, SIGN_IN_REQUEST } = await loadMsal();
  await msal.initialize();
  await msal.handleRedirectPromise(); // clears an interaction left unfinished (e.g. the user went back)
  sessionStorage.setItem(SIGNING_IN_KEY, String(Date.now()));
  // MSAL returns to this page after the sign-in: only ever a page of the app (ERR_REDIRECT otherwise).
  const startPage = new URL(appRedirectTarget(window.location.href, window.location.origin), window.location.origin).href;
  await msal.loginRedirect({ ...SIGN_IN_REQUEST, redirectStartPage: startPage });
}

/** MSAL refuses a second redirect while one is under way: that one is already leaving the page. */
const isInteractionInProgress = (error: unknown) => (error as { errorCode?: unknown } | null)?.errorCode === 'interaction_in_progress';

let signingOut: Promise<void> | null = null;

/**
 * Signs out of Firebase and of the work account, once per page: /logout may mount twice (React's
 * strict mode, a second click) and a second MSAL redirect would fail with 'interaction_in_progress'.
 */
export function signOutEverywhere(): Promise<void> {
  signingOut ??= (async () => {
    await handleSignInRedirect();
    await signOut(auth);
    await signOutOfWorkAccount();
  })().catch((error: unknown) => {
    signingOut = null;
    if (isInteractionInProgress(error)) return;
    console.error('[auth] sign-out failed', error);
  });
  return signingOut;
}

/** Signs out of the work account too (the provider's end-session page), then comes back to /logout. */
export async function signOutOfWorkAccount(): Promise<void> {
  const { msal } = await loadMsal();
  await msal.initialize();
  await msal.handleRedirectPromise(); // clears an interaction left unfinished (a sign-in abandoned for /logout)
  await msal.logoutRedirect({ account: msal.getActiveAccount() ?? msal.getAllAccounts()[0] ?? null });
}
