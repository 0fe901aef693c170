import type { AccessClaims } from '@workhub/domain';
import { authRoutes } from '@workhub/domain';
import { callRoute } from './service-client';

/** Exchanges the identity provider's ID token for a Firebase custom token with role claims. */
export const authService = {
  exchange: (idToken: string): Promise<{ customToken: string; claims: AccessClaims }> => callRoute(authRoutes.token, { idToken }),
};
