import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useSigninCheck } from 'reactfire';
import { DevMarker } from '../components/dev-marker';
import { ErrorToasts } from '../components/error-toasts';
import { LoadingBar } from '../components/loading-bar';
import { useLoadingStore } from '../stores/loading-store';
import { useAuthStore } from '../stores/auth-store';
import { SignInPage } from './sign-in-page';
import { useAuthSession } from './auth-session';

/** Navigations count as work for the loading bar. */
function useNavigationLoading() {
  const navigating = useNavigation().state !== 'idle';
  const begin = useLoadingStore((s) => s.begin);
  useEffect(() => (navigating ? begin() : undefined), [navigating, begin]);
}

function Header() {
  const user = useAuthStore((s) => s.user);
  return (
    <header className="app-header">
      <a className="brand" href="/">
        WorkHub
      </a>
      <span className="spacer" />
      {user && (
        <span className="who" data-testid="signed-in-user">
          {user}
        </span>
      )}
      <a href="/logout">Logout</a>
    </header>
  );
}

/** Every page requires a signed-in user. */
function SignedIn() {
  const { status, data } = useSigninCheck();
  const { pathname } = useLocation();
  if (status === 'loading') return <div className="page-loading">Loading…</div>;
  if (!data.signedIn && pathname !== '/logout') return <SignInPage />;
  return (
    <Suspense fallback={<div className="page-loading">Loading…</div>}>
      <Outlet />
    </Suspense>
  );
}

export function RootLayout() {
  useAuthSession();
  useNavigationLoading();
  return (
    <div className="app">
      <LoadingBar />
      <Header />
      <SignedIn />
      <ErrorToasts />
      <DevMarker />
    </div>
  );
}
