import { Router } from 'express';
import type { UserRecord } from 'firebase-admin/auth';
import { authRoutes, claimsFor, registrableUserName, uidForEmail, userNameTakenMessage } from '@workhub/domain';
import { adminAuth, firestore } from '../lib/admin.js';
import { serve } from '../lib/route-docs.js';
import { HttpError } from '../lib/http.js';
import { authConfig } from './auth-config.js';
import { readAccessGroups } from './access-groups.js';
import { verifyProviderToken } from './verify-provider-token.js';
import { DirectoryError, directoryFromEnv } from '../engines/directory/graph.js';
import { DISABLED_AT_PROVIDER_CLAIM, disableAtProvider } from './directory-account.js';
import { notAllowed } from '../lib/errors.js';

/**
 * Token exchange: the identity provider's ID token (from the MSAL redirect) for a Firebase custom
 * token carrying the role claims. Emails outside the company domains get 403. Served from its
 * contract (domain/src/routes/auth.ts).
 */
export const authRouter = Router();

serve(authRouter, authRoutes.token, async ({ idToken }) => {
  const config = authConfig();
  const identity = await verifyProviderToken(idToken, config);
  const domain = identity.email.split('@')[1] ?? '';
  if (!config.companyDomains.includes(domain)) throw notAllowed('Not authorized');
  const claims = claimsFor(identity.email, await readAccessGroups());
  const uid = uidForEmail(identity.email);
  // One identity per person: the `user` is registered to the first email that signs in with it.
  await registerUserName(claims.user, identity.email, uid);
  let user = await ensureUser(uid, identity.email, identity.name);
  // An ID token outlives the account's disable at the provider (up to its hour): the directory says.
  user = await followDirectory(user, identity.email);
  // An account disabled in Firebase Auth (by an admin) does not sign in again, whatever the provider says.
  if (user.disabled) throw notAllowed('This account is disabled');
  const customToken = await adminAuth.createCustomToken(uid, { ...claims });
  return { customToken, claims };
});

/**
 * Registers `user` to this email in `userNames/{user}` (in a transaction: two first sign-ins at once
 * cannot both win), or refuses with 403 when another email holds it. Creator, editor and verifier
 * fields record the `user`, so a second person with the same name would be the same "user".
 */
async function registerUserName(user: string, email: string, uid: string): Promise<void> {
  if (!registrableUserName(user)) throw notAllowed(`The work account name "${user}" cannot be used in WorkHub`);
  const normalized = email.trim().toLowerCase();
  const ref = firestore.collection('userNames').doc(user);
  await firestore.runTransaction(async (tx) => {
    const held = await tx.get(ref);
    const holder = held.get('email') as string | undefined;
    if (holder !== undefined && holder !== normalized) throw notAllowed(userNameTakenMessage(user, holder));
    if (!held.exists) tx.create(ref, { email: normalized, uid, registeredAt: new Date().toISOString() });
  });
}

/** Keeps the Auth user's email and name in step with the work account; the account as it is now. */
async function ensureUser(uid: string, email: string, displayName: string | undefined): Promise<UserRecord> {
  const profile = { email, emailVerified: true, ...(displayName ? { displayName } : {}) };
  try {
    return await adminAuth.updateUser(uid, profile);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    return adminAuth.createUser({ uid, ...profile });
  }
}

/**
 * When Microsoft Graph is configured: an account disabled (or deleted) in the directory is refused
 * even with a still-valid ID token, and its Firebase account follows (disabled, refresh tokens
 * revoked, so its open sessions end at their next request); enabled again in the directory, an
 * account the exchange (or the directory sweep) disabled is enabled again. An admin's own disable
 * in Firebase stays.
 */
async function followDirectory(user: UserRecord, email: string): Promise<UserRecord> {
  let directory;
  let enabled: boolean | 'not-found';
  try {
    directory = directoryFromEnv();
    if (!directory) return user;
    enabled = await directory.accountEnabled(email);
  } catch (error) {
    if (!(error instanceof DirectoryError)) throw error;
    console.error('[auth] directory check failed:', error.message);
    throw new HttpError(503, 'unavailable', 'Microsoft Graph could not be reached to check the account: try again shortly');
  }
  const claims = user.customClaims ?? {};
  if (enabled !== true) {
    await disableAtProvider(user);
    throw notAllowed(
      enabled === 'not-found' ? 'This account is not in the company directory' : 'This account is disabled at the identity provider',
    );
  }
  if (user.disabled && claims[DISABLED_AT_PROVIDER_CLAIM] === true) {
    const { [DISABLED_AT_PROVIDER_CLAIM]: _flag, ...rest } = claims;
    await adminAuth.setCustomUserClaims(user.uid, rest);
    return adminAuth.updateUser(user.uid, { disabled: false });
  }
  return user;
}
