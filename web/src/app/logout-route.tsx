import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAuthStore } from '../stores/auth-store';
import { notAuthorizedMarker, signOutEverywhere } from './sign-in-flow';
import { paths } from '../lib/paths';
import { useAddressSearch } from '../lib/address';

/**
 * /logout signs out of Firebase and of the work account (MSAL logout redirect), then comes back
 * here to offer signing in again, or to say 'Not authorized' when that was why.
 */
export function Component() {
  const [params] = useAddressSearch();
  const signedOut = params.get('signedOut') === '1';
  const loginError = useAuthStore((s) => s.loginError);
  const setLoginError = useAuthStore((s) => s.setLoginError);
  const navigate = useNavigate();
  const notAuthorized = loginError?.isUnauthorized || notAuthorizedMarker.get() !== null;

  useEffect(() => {
    if (signedOut) return;
    void signOutEverywhere();
  }, [signedOut]);

  function signInAgain() {
    notAuthorizedMarker.clear();
    setLoginError(null);
    navigate(paths.home(), { replace: true });
  }

  if (!signedOut)
    return (
      <main className="page sign-in">
        <div className="card">
          <h1>Signing out…</h1>
        </div>
      </main>
    );
  return (
    <main className="page sign-in">
      <div className="card" data-testid={notAuthorized ? 'not-authorized' : 'signed-out'}>
        {notAuthorized ? (
          <>
            <h1>Not authorized</h1>
            {notAuthorizedMarker.reason() ? (
              <p data-testid="not-authorized-reason">{notAuthorizedMarker.reason()}</p>
            ) : (
              <p>
                {notAuthorizedMarker.get() ? `${notAuthorizedMarker.get()} is not` : 'This account is not'} a WorkHub staff account. Sign in
                with your work account.
              </p>
            )}
          </>
        ) : (
          <h1>Signed out</h1>
        )}
        <button type="button" onClick={signInAgain}>
          Sign in again
        </button>
      </div>
    </main>
  );
}
