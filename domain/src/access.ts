import { z } from 'zod';
import { SEEDED_ACCOUNTS, userOfEmail } from './organisation.js';

/** Role claims carried by the Firebase custom token (core spec section 6). */
export interface AccessClaims {
  /** Signed-in company staff. */
  allowed: true;
  /** The software-engineer group: alone sees the raw project tab. */
  isSoftwareEng: boolean;
  /** The software engineers plus one: delete others' workspaces, see deleted ones. */
  isWorkspaceAdmin: boolean;
}

/** Group membership, kept as configuration (Firestore `config/access`), not code. */
export const accessGroupsSchema = z
  .object({
    softwareEng: z.array(z.string().email()).max(200),
    workspaceAdmin: z.array(z.string().email()).max(200),
  })
  .strict();
export type AccessGroups = z.infer<typeof accessGroupsSchema>;

const normalise = (email: string) => email.trim().toLowerCase();

export function claimsFor(email: string, groups: AccessGroups): AccessClaims {
  const me = normalise(email);
  const isSoftwareEng = groups.softwareEng.some((e) => normalise(e) === me);
  return { allowed: true, isSoftwareEng, isWorkspaceAdmin: isSoftwareEng || groups.workspaceAdmin.some((e) => normalise(e) === me) };
}

/** The groups as the spec names them, for the seed: five software engineers; admins are those five plus one. */
export const SEEDED_ACCESS_GROUPS: AccessGroups = {
  softwareEng: SEEDED_ACCOUNTS.filter((a) => a.softwareEng).map((a) => a.email),
  workspaceAdmin: SEEDED_ACCOUNTS.filter((a) => a.workspaceAdmin).map((a) => a.email),
};

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

export function sessionTooOld(authTime: string | number | Date | null | undefined, now: number): boolean {
  if (authTime === null || authTime === undefined) return false;
  const at = new Date(authTime).getTime();
  return Number.isFinite(at) && now - at > SESSION_MAX_AGE_MS;
}

/** The body the auth function takes: the identity provider's ID token. */
export const tokenExchangeSchema = z.object({ idToken: z.string().min(20).max(20_000) }).strict();
