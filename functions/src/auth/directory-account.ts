import type { UserRecord } from 'firebase-admin/auth';
import { adminAuth } from '../lib/admin.js';

/** Set on an Auth account disabled because the directory had it disabled (so it is enabled with it again). */
export const DISABLED_AT_PROVIDER_CLAIM = 'disabledAtProvider';

/**
 * Ends the WorkHub sessions of an account the directory (Microsoft Graph) has disabled or does not
 * know: its refresh tokens are revoked first (its ID tokens fail the API's revocation check from
 * then on, and it cannot refresh), then it is marked `disabledAtProvider` and disabled in Firebase
 * Auth. Used by the sign-in exchange and by the directory sweep. An account already disabled is
 * left as it is (an admin's own disable keeps no mark, so it stays when the directory enables it).
 */
export async function disableAtProvider(user: UserRecord): Promise<void> {
  if (user.disabled) return;
  await adminAuth.revokeRefreshTokens(user.uid);
  await adminAuth.setCustomUserClaims(user.uid, { ...(user.customClaims ?? {}), [DISABLED_AT_PROVIDER_CLAIM]: true });
  await adminAuth.updateUser(user.uid, { disabled: true });
}
