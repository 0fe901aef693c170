import { authRoutes } from '@workhub/domain';
import { callRoute } from './service-client';

/**
 * Exchanges the identity provider's ID token for a Firebase custom token. The claims in the answer
 * are informational: the app reads them from the Firebase ID token (app/auth-session.ts).
 */
export const authService = {
  exchange: (idToken: string) => callRoute(authRoutes.token, { idToken }),
};
