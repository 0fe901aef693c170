import { create } from 'zustand';
import { userOfEmail } from '@workhub/domain';

export interface LoginError {
  message: string;
  isUnauthorized: boolean;
}

export interface RoleFlags {
  isSoftwareEng: boolean;
  isWorkspaceAdmin: boolean;
}

/** Auth state (core spec section 3), plus the role flags of the signed-in user's token. */
export interface AuthState {
  uid: string | null;
  user: string | null;
  email: string | null;
  authToken: string | null;
  loginError: LoginError | null;
  roles: RoleFlags | null;
  /** The session carries the `allowed` claim (company staff); without it no page is shown. */
  allowed: boolean;
  /** Whether Firebase has answered once (signed in or not). */
  known: boolean;
  setSignedIn: (signedIn: { uid: string; email: string | null; token: string; roles: RoleFlags; allowed: boolean } | null) => void;
  setLoginError: (error: LoginError | null) => void;
}

export const useAuthStore = create<AuthState>((set) => ({
  uid: null,
  user: null,
  email: null,
  authToken: null,
  loginError: null,
  roles: null,
  allowed: false,
  known: false,
  setSignedIn: (signedIn) =>
    set(
      signedIn
        ? {
            uid: signedIn.uid,
            email: signedIn.email,
            user: userOfEmail(signedIn.email),
            authToken: signedIn.token,
            roles: signedIn.roles,
            allowed: signedIn.allowed,
            known: true,
          }
        : { uid: null, email: null, user: null, authToken: null, roles: null, allowed: false, known: true },
    ),
  setLoginError: (loginError) => set({ loginError }),
}));
