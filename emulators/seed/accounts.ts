import { LOCAL_EMULATOR_PASSWORD, SEEDED_ACCOUNTS, isCompanyEmail, userOfEmail } from '@workhub/domain';
import { hash32 } from './prng.js';

/** An Auth emulator user as the seed creates it. */
export interface SeedAccount {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  emailVerified: true;
}

/** A stable uid from the email, readable in the emulator and the same on every run: 'u-ada-3f9c2a'. */
export function seededUid(email: string): string {
  const normalized = email.trim().toLowerCase();
  const local = userOfEmail(normalized).replace(/[^a-z0-9]+/g, '-');
  return `u-${local}-${hash32(normalized).toString(16).padStart(8, '0').slice(0, 6)}`;
}

export const SEED_ACCOUNTS: readonly SeedAccount[] = SEEDED_ACCOUNTS.map((account) => ({
  uid: seededUid(account.email),
  email: account.email,
  password: LOCAL_EMULATOR_PASSWORD,
  displayName: account.displayName,
  emailVerified: true,
}));

/** The `user` names (email local part) of company staff, who appear as designers, approvers and creators. */
export const STAFF_USERS: readonly string[] = SEEDED_ACCOUNTS.filter((a) => isCompanyEmail(a.email)).map((a) => userOfEmail(a.email));
