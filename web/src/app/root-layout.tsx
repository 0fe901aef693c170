import { Suspense, useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { DevMarker } from '../components/dev-marker';
import { ErrorToasts } from '../components/error-toasts';
import { LoadingBar } from '../components/loading-bar';
import { DEFAULT_THEME } from '@workhub/domain';
import { useLoadingStore } from '../stores/loading-store';
import { useAuthStore } from '../stores/auth-store';
import { useAuthSession } from './auth-session';
import { handleSignInRedirect, startSignIn } from './sign-in-flow';
import { paths } from '../lib/paths';

/** Navigations count as work for the loading bar. */
function useNavigationLoading() {
  const navigating = useNavigation().state !== 'idle';
  const begin = useLoadingStore((s) => s.begin);
  useEffect(() => (navigating ? begin() : undefined), [navigating, begin]);
}

/**
 * The address the app has drawn, once no navigation is under way (a route's code and loader come
 * before its page is drawn): `html[data-rendered-path]`. Tests that open pages inside the app wait
 * on it (tests/e2e/support.ts openInApp), as a person waits for the page to change.
 */
function useRenderedPath() {
  const { pathname, search } = useLocation();
  const idle = useNavigation().state === 'idle';
  useEffect(() => {
    // As the browser writes it (percent-encoded), whatever the router decoded.
    if (idle) document.documentElement.dataset.renderedPath = window.location.pathname + window.location.search;
  }, [idle, pathname, search]);
}

function Header() {
  const user = useAuthStore((s) => (s.allowed ? s.user : null));
  return (
    <header className="app-header">
      <a className="brand" href="/">
        WorkHub
      </a>
      <DevMarker />
      <span className="spacer" />
      {/* Signed out (the /logout page, before sign-in) there is nobody to log out. */}
      {user && (
        <>
          <span className="who" data-testid="signed-in-user">
            {user}
          </span>
          <Link to={paths.settings()}>Settings</Link>
          <a href="/logout">Logout</a>
        </>
      )}
    </header>
  );
}

/**
 * Every page requires a signed-in, allowed user: after MSAL's redirect result is handled, a page
 * without a Firebase session (never signed in, or the token was lost) starts the sign-in again,
 * except /logout. An account outside the company domains goes to /logout ('Not authorized').
 */
function SignedIn() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const known = useAuthStore((s) => s.known);
  const uid = useAuthStore((s) => s.uid);
  const allowed = useAuthStore((s) => s.allowed);
  const loginError = useAuthStore((s) => s.loginError);
  const [redirectHandled, setRedirectHandled] = useState(false);
  const onLogout = pathname === paths.logout();

  useEffect(() => {
    void handleSignInRedirect().finally(() => setRedirectHandled(true));
  }, []);
  useEffect(() => {
    if (loginError?.isUnauthorized && !onLogout) navigate(paths.logout(), { replace: true });
  }, [loginError, onLogout, navigate]);
  const mustSignIn = redirectHandled && known && !uid && !onLogout && !loginError;
  useEffect(() => {
    if (mustSignIn) void startSignIn();
  }, [mustSignIn]);

  if (onLogout) return <Outlet />;
  if (loginError && !loginError.isUnauthorized) {
    return (
      <main className="page sign-in">
        <div className="card" role="alert">
          <h1>Sign-in failed</h1>
          <p>{loginError.message}</p>
          <a href="/logout">Try again</a>
        </div>
      </main>
    );
  }
  if (!uid) return <div className="page-loading">Signing in…</div>;
  // Signed in but not staff: nothing of the app shows while the gate above goes to /logout.
  if (!allowed) return <div className="page-loading">Checking access…</div>;
  return (
    <Suspense fallback={<div className="page-loading">Loading…</div>}>
      <Outlet />
    </Suspense>
  );
}

/** The theme (core spec section 9): 'default' until a user can choose one; styles key on `data-theme`. */
function useTheme() {
  useEffect(() => {
    document.documentElement.dataset.theme ??= DEFAULT_THEME;
  }, []);
}

export function RootLayout() {
  useTheme();
  useAuthSession();
  useNavigationLoading();
  useRenderedPath();
  return (
    <div className="app">
      <LoadingBar />
      <Header />
      <SignedIn />
      <ErrorToasts />
    </div>
  );
}
