import type { AccessClaims } from '@workhub/domain';
import { serviceClient } from './service-client';

const client = serviceClient('auth');

/** Exchanges the identity provider's ID token for a Firebase custom token with role claims. */
export const authService = {
  exchange: (idToken: string) => client.post<{ customToken: string; claims: AccessClaims }>('/token', { idToken }),
};
