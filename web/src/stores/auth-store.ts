import { create } from 'zustand';
import { userOfEmail } from '@workhub/domain';

export interface LoginError {
  message: string;
  isUnauthorized: boolean;
}

/** Auth state (core spec section 3). */
export interface AuthState {
  uid: string | null;
  user: string | null;
  email: string | null;
  authToken: string | null;
  loginError: LoginError | null;
  /** Token lost by the session (expired, revoked): services answer 403 text from then on. */
  setSignedIn: (signedIn: { uid: string; email: string | null; token: string } | null) => void;
  setLoginError: (error: LoginError | null) => void;
}

export const useAuthStore = create<AuthState>((set) => ({
  uid: null,
  user: null,
  email: null,
  authToken: null,
  loginError: null,
  setSignedIn: (signedIn) =>
    set(
      signedIn
        ? { uid: signedIn.uid, email: signedIn.email, user: userOfEmail(signedIn.email), authToken: signedIn.token }
        : { uid: null, email: null, user: null, authToken: null },
    ),
  setLoginError: (loginError) => set({ loginError }),
}));
