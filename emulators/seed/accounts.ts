import { SEEDED_ACCOUNTS, isCompanyEmail, uidForEmail, userOfEmail } from '@workhub/domain';

/** An Auth emulator user as the seed creates it. */
export interface SeedAccount {
  uid: string;
  email: string;
  displayName: string;
  emailVerified: true;
}

/** A stable uid from the email: the same one the sign-in exchange gives the account. */
export const seededUid = uidForEmail;

export const SEED_ACCOUNTS: readonly SeedAccount[] = SEEDED_ACCOUNTS.map((account) => ({
  uid: seededUid(account.email),
  email: account.email,
  displayName: account.displayName,
  emailVerified: true,
}));

/** The `user` names (email local part) of company staff, who appear as designers, approvers and creators. */
export const STAFF_USERS: readonly string[] = SEEDED_ACCOUNTS.filter((a) => isCompanyEmail(a.email)).map((a) => userOfEmail(a.email));
