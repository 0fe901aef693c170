import { z } from 'zod';
import { SEEDED_ACCOUNTS, staffNameOf, userOfEmail } from './organisation.js';
import { APPROVAL_ROLES, type ApprovalRole } from './projects/pipe.js';
import { storedReader } from './migrations/stored.js';
import { STORED_SCHEMA_VERSIONS } from './migrations/versions.js';

/** Role claims carried by the Firebase custom token (core spec section 6). */
export interface AccessClaims {
  /** Signed-in company staff. */
  allowed: true;
  /**
   * The person's `user` (the part of the email before the @, lower case), registered to this one
   * email in `userNames/{user}` by the sign-in: a second email with the same name is refused, so a
   * `user` in a creator, editor or verifier field names one person (docs/decisions.md "One identity
   * per person"). The services, collab-server and the rules refuse a token whose `user` is not its
   * email's.
   */
  user: string;
  /** The software-engineer group: alone sees the raw project tab. */
  isSoftwareEng: boolean;
  /** The software engineers plus one: delete others' workspaces, see deleted ones. */
  isWorkspaceAdmin: boolean;
}

const emails = z.array(z.string().email()).max(200);

/**
 * Who may approve, reject or withdraw for each approval role (pipeline and base-spec candidates).
 * Read by the services at each request, so a change takes effect at once, without a new sign-in.
 */
export const approversSchema = z.object({ design: emails, management: emails, production: emails }).strict();
export type Approvers = z.infer<typeof approversSchema>;

export const noApprovers = (): Approvers => ({ design: [], management: [], production: [] });

/**
 * Group membership, kept as configuration (Firestore `config/access`), not code: its current shape
 * (schema version STORED_SCHEMA_VERSIONS['config/access']). Read stored documents with
 * storedAccessGroupsSchema: a document from before `approvers` existed gets none (fails closed).
 */
export const accessGroupsSchema = z
  .object({
    softwareEng: emails,
    workspaceAdmin: emails,
    approvers: approversSchema,
    schemaVersion: z.literal(STORED_SCHEMA_VERSIONS['config/access']).optional(),
  })
  .strict();
export type AccessGroups = z.infer<typeof accessGroupsSchema>;

/** `config/access` as stored, any version: migrated (domain migrations), then accessGroupsSchema. */
export const storedAccessGroupsSchema = storedReader('config/access', accessGroupsSchema);

const normalise = (email: string) => email.trim().toLowerCase();

/** The `user` an email signs in as: the part before the @, lower case. */
export const userNameOf = (email: string): string => userOfEmail(normalise(email));

/**
 * Whether a verified token's `user` claim is its email's (a token from before the names were
 * registered has none): what the services, collab-server and the rules ask of every staff token.
 */
export function tokenUserMatches(token: { user?: unknown; email?: unknown }): boolean {
  return typeof token.user === 'string' && token.user !== '' && typeof token.email === 'string' && userNameOf(token.email) === token.user;
}

/** The 401 for a staff token without its registered `user` (minted before the registry, or forged). */
export const TOKEN_WITHOUT_USER_MESSAGE = 'This session does not carry your registered user name: sign in again';

/** A name that cannot be a Firestore document id (or is not a name at all) is not registered. */
export const registrableUserName = (user: string): boolean => /^[a-z0-9][a-z0-9._+-]{0,63}$/.test(user);

/** The sign-in's 403 for a second email whose `user` is already registered to another. */
export const userNameTakenMessage = (user: string, holder: string): string =>
  `The user name "${user}" already belongs to ${holder}: a second work account with the same name cannot sign in to WorkHub, because creators, editors and verifiers are recorded by that name. Ask a workspace admin.`;

/** `userNames/{user}`: which email holds a `user` (written only by the sign-in exchange). */
export const userNameSchema = z
  .object({
    email: z.string().email(),
    uid: z.string().min(1),
    registeredAt: z.string(),
  })
  .strict();
export type UserName = z.infer<typeof userNameSchema>;
const holds = (list: readonly string[], email: string) => list.some((e) => normalise(e) === normalise(email));

export function claimsFor(email: string, groups: Pick<AccessGroups, 'softwareEng' | 'workspaceAdmin'>): AccessClaims {
  const isSoftwareEng = holds(groups.softwareEng, email);
  return { allowed: true, user: userNameOf(email), isSoftwareEng, isWorkspaceAdmin: isSoftwareEng || holds(groups.workspaceAdmin, email) };
}

/**
 * The people whose role claims differ between two versions of `config/access` (normalised emails,
 * sorted): those the claims sync re-issues and signs out. Approver changes are not among them —
 * approver roles are read from the document at each request, not carried in the token.
 */
export function claimChanges(
  before: Pick<AccessGroups, 'softwareEng' | 'workspaceAdmin'>,
  after: Pick<AccessGroups, 'softwareEng' | 'workspaceAdmin'>,
): string[] {
  const everyone = new Set([...before.softwareEng, ...before.workspaceAdmin, ...after.softwareEng, ...after.workspaceAdmin].map(normalise));
  const same = (a: AccessClaims, b: AccessClaims) => a.isSoftwareEng === b.isSoftwareEng && a.isWorkspaceAdmin === b.isWorkspaceAdmin;
  return [...everyone].filter((email) => !same(claimsFor(email, before), claimsFor(email, after))).sort();
}

/** The approval roles an email holds, in role order (emails compared normalised, never by their local part). */
export const approverRolesOf = (email: string | null | undefined, approvers: Approvers): ApprovalRole[] =>
  email ? APPROVAL_ROLES.filter((role) => holds(approvers[role], email)) : [];

/** The groups as the spec names them, for the seed: five software engineers; admins are those five plus one; approvers per role. */
export const SEEDED_ACCESS_GROUPS: AccessGroups = {
  softwareEng: SEEDED_ACCOUNTS.filter((a) => a.softwareEng).map((a) => a.email),
  workspaceAdmin: SEEDED_ACCOUNTS.filter((a) => a.workspaceAdmin).map((a) => a.email),
  approvers: {
    design: SEEDED_ACCOUNTS.filter((a) => a.approves?.includes('design')).map((a) => a.email),
    management: SEEDED_ACCOUNTS.filter((a) => a.approves?.includes('management')).map((a) => a.email),
    production: SEEDED_ACCOUNTS.filter((a) => a.approves?.includes('production')).map((a) => a.email),
  },
};

// ── Who can approve (GET /pipe/approvers) ───────────────────────────────────────────────────

/** An approver as the app shows them: the spec's `user` and a name to read. */
export const approverSchema = z.object({ user: z.string(), name: z.string() });
export type Approver = z.infer<typeof approverSchema>;

/** GET /pipe/approvers: per role who holds it, and the caller's own roles. */
export const approversAnswerSchema = z.object({
  approvers: z.object({ design: z.array(approverSchema), management: z.array(approverSchema), production: z.array(approverSchema) }),
  mine: z.array(z.enum(APPROVAL_ROLES)),
});
export type ApproversAnswer = z.infer<typeof approversAnswerSchema>;

/** GET /pipe/approvers takes nothing. */
export const approversQuerySchema = z.strictObject({});

/** The answer for a caller: names from the staff directory (organisation.ts), else the `user`. */
export function approversAnswerFor(email: string | null | undefined, approvers: Approvers): ApproversAnswer {
  const named = (role: ApprovalRole) => approvers[role].map((e) => ({ user: userOfEmail(normalise(e)), name: staffNameOf(e) }));
  return {
    approvers: { design: named('design'), management: named('management'), production: named('production') },
    mine: approverRolesOf(email, approvers),
  };
}

/** 'Ken Thompson', 'Ken Thompson or Jean Prouve', 'Ada Lovelace, Eero Saarinen or Zaha Hadid'. */
export function orList(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/** Who can act for a role, in words: 'Ken Thompson or Jean Prouve', or that nobody holds it. */
export const whoCanApprove = (role: ApprovalRole, names: readonly string[]): string =>
  names.length ? orList(names) : `nobody holds the ${role} approver role yet`;

/** The 403 of a caller who does not hold the role: names the role. */
export const notApproverMessage = (role: ApprovalRole): string =>
  `Only ${role} approvers may approve, reject or withdraw a ${role} approval; you are not one (config/access approvers.${role})`;

/** FNV-1a, 32 bit: a short stable hash for ids. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The Firebase uid of a work account: stable per email, readable: 'u-ada-3f9c2a'. */
export function uidForEmail(email: string): string {
  const normalized = normalise(email);
  const local = userOfEmail(normalized).replace(/[^a-z0-9]+/g, '-');
  return `u-${local}-${hash32(normalized).toString(16).padStart(8, '0').slice(0, 6)}`;
}

/** Token/cache lifetime (core spec section 9): a session older than this signs in again. */
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** What the services say (401, collab-server's upgrade and close reason) to a session older than SESSION_MAX_AGE_MS. */
export const SESSION_TOO_OLD_MESSAGE = 'Session older than 7 days: sign in again';

export function sessionTooOld(authTime: string | number | Date | null | undefined, now: number): boolean {
  if (authTime === null || authTime === undefined) return false;
  const at = new Date(authTime).getTime();
  return Number.isFinite(at) && now - at > SESSION_MAX_AGE_MS;
}

/** The body the auth function takes: the identity provider's ID token. */
export const tokenExchangeSchema = z.object({ idToken: z.string().min(20).max(20_000) }).strict();
