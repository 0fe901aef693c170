/**
 * The organisation's sign-in configuration as seeded locally. In production these come from
 * configuration (functions params / env); the identity issue moves group membership there.
 */
export const COMPANY_DOMAINS = ['modulr.example', 'modulr-build.example'] as const;

import type { ApprovalRole } from './projects/pipe.js';

export interface StaffAccount {
  email: string;
  displayName: string;
  /** Member of the software-engineer group (isSoftwareEng). */
  softwareEng?: boolean;
  /** Member of the workspace-admin group (isWorkspaceAdmin). */
  workspaceAdmin?: boolean;
  /** The approval roles the seed gives the account (`config/access` approvers). */
  approves?: readonly ApprovalRole[];
}

/**
 * Seeded accounts: five software engineers, one more workspace admin, other staff, one outsider.
 * Approvers, one role each (docs/decisions.md "Identity and access"): design the architects and
 * Ada (who reviews the drawings the tools make), management Frances and Grace, production Ken and
 * Jean (the factory side).
 */
export const SEEDED_ACCOUNTS: readonly StaffAccount[] = [
  { email: 'ada@modulr.example', displayName: 'Ada Lovelace', softwareEng: true, workspaceAdmin: true, approves: ['design'] },
  { email: 'grace@modulr.example', displayName: 'Grace Hopper', softwareEng: true, workspaceAdmin: true, approves: ['management'] },
  { email: 'linus@modulr.example', displayName: 'Linus Torvalds', softwareEng: true, workspaceAdmin: true },
  { email: 'margaret@modulr.example', displayName: 'Margaret Hamilton', softwareEng: true, workspaceAdmin: true },
  { email: 'ken@modulr-build.example', displayName: 'Ken Thompson', softwareEng: true, workspaceAdmin: true, approves: ['production'] },
  { email: 'frances@modulr.example', displayName: 'Frances Allen', workspaceAdmin: true, approves: ['management'] },
  { email: 'eero@modulr.example', displayName: 'Eero Saarinen', approves: ['design'] },
  { email: 'zaha@modulr-build.example', displayName: 'Zaha Hadid', approves: ['design'] },
  { email: 'jean@modulr.example', displayName: 'Jean Prouve', approves: ['production'] },
  { email: 'mallory@outside.example', displayName: 'Mallory Outsider' },
];

export function isCompanyEmail(email: string | null | undefined): boolean {
  const domain = email?.split('@')[1]?.toLowerCase();
  return !!domain && (COMPANY_DOMAINS as readonly string[]).includes(domain);
}

/** The part of the email before the @ (core spec: auth state `user`). */
export function userOfEmail(email: string | null | undefined): string {
  return email ? (email.split('@')[0] ?? '') : '';
}

/**
 * The name to show for a staff email: the seeded display name, else the `user` (the part before
 * the @). Emails are compared normalised (trimmed, lower case).
 */
export function staffNameOf(email: string): string {
  const me = email.trim().toLowerCase();
  return SEEDED_ACCOUNTS.find((a) => a.email.toLowerCase() === me)?.displayName ?? userOfEmail(me);
}
