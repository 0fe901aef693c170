import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { claimChanges, storedAccessGroupsSchema, claimsFor, uidForEmail, type AccessClaims, type AccessGroups } from '@workhub/domain';
import { adminAuth } from '../lib/admin.js';
import { readAccessGroups } from './access-groups.js';
import { authConfig } from './auth-config.js';

type RoleGroups = Pick<AccessGroups, 'softwareEng' | 'workspaceAdmin'>;

/** A version of `config/access` as the sign-in reads it: missing or invalid gives nobody a role (fails closed). */
const groupsOf = (data: unknown): RoleGroups => {
  const parsed = storedAccessGroupsSchema.safeParse(data);
  return parsed.success ? parsed.data : { softwareEng: [], workspaceAdmin: [] };
};

const withoutUser = ({ user: _user, ...roles }: AccessClaims): Omit<AccessClaims, 'user'> => roles;

/** What happened to one person's account. */
export type ClaimSyncOutcome = 'no-account' | 'unchanged' | 'reissued';

/**
 * Sets the account's role claims from `groups` (kept on the Auth user, so every refreshed ID token
 * carries them) and, when they changed, revokes its refresh tokens: its ID tokens fail the API's
 * revocation check at once and it cannot refresh, so the person signs in again. An account whose
 * stored claims already match (e.g. it signed in after the change) is left alone.
 */
export async function syncClaimsOf(email: string, groups: RoleGroups): Promise<ClaimSyncOutcome> {
  const uid = uidForEmail(email);
  let current: Record<string, unknown>;
  try {
    current = (await adminAuth.getUser(uid)).customClaims ?? {};
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return 'no-account';
    throw error;
  }
  // `allowed` is the company-domain test the sign-in makes; the groups never grant or take it.
  const domain = email.split('@')[1] ?? '';
  // Nor is `user` theirs to give: only the sign-in, which registers the name to one email, puts it in a token.
  const claims: Omit<AccessClaims, 'user'> | Omit<AccessClaims, 'allowed' | 'user'> = authConfig().companyDomains.includes(domain)
    ? withoutUser(claimsFor(email, groups))
    : { isSoftwareEng: false, isWorkspaceAdmin: false };
  const same = (Object.keys(claims) as (keyof typeof claims)[]).every((key) => current[key] === claims[key]);
  if (same) return 'unchanged';
  // Revoke first: once the new claims can be seen, the old sessions are already refused.
  await adminAuth.revokeRefreshTokens(uid);
  await adminAuth.setCustomUserClaims(uid, { ...current, ...claims });
  return 'reissued';
}

/**
 * When `config/access` is written, the people whose role claims differ between the old and the new
 * version (domain claimChanges: software engineers and workspace admins; approvers are not claims)
 * get their claims re-issued and their sessions revoked (a deleted document removes every role). The claims are computed from the document
 * as it is now, not from the event, so events handled out of order still end in the current state.
 */
export const accessClaimsSync = onDocumentWritten({ document: 'config/access', retry: false }, async (event) => {
  // Its creation (the seed, or the first configuration) only grants roles: nobody loses one, and a
  // gain takes effect at the next sign-in. Left alone, so seeding never signs anyone out.
  if (!event.data?.before.exists) return;
  const changed = claimChanges(groupsOf(event.data.before.data()), groupsOf(event.data.after.data()));
  if (changed.length === 0) return;
  const groups = await readAccessGroups();
  const started = Date.now();
  const outcomes = await Promise.all(changed.map(async (email) => [email, await syncClaimsOf(email, groups)] as const));
  for (const [email, outcome] of outcomes) console.info(`[auth] config/access changed: ${email}: ${outcome}`);
  console.info(`[auth] claims sync of ${changed.length} account(s) took ${Date.now() - started} ms`);
});
