/**
 * The organisation's sign-in configuration as seeded locally. In production these come from
 * configuration (functions params / env); the identity issue moves group membership there.
 */
export const COMPANY_DOMAINS = ['modulr.example', 'modulr-build.example'] as const;

export interface StaffAccount {
  email: string;
  displayName: string;
  /** Member of the software-engineer group (isSoftwareEng). */
  softwareEng?: boolean;
  /** Member of the workspace-admin group (isWorkspaceAdmin). */
  workspaceAdmin?: boolean;
}

/** Seeded accounts: five software engineers, one more workspace admin, other staff, one outsider. */
export const SEEDED_ACCOUNTS: readonly StaffAccount[] = [
  { email: 'ada@modulr.example', displayName: 'Ada Lovelace', softwareEng: true, workspaceAdmin: true },
  { email: 'grace@modulr.example', displayName: 'Grace Hopper', softwareEng: true, workspaceAdmin: true },
  { email: 'linus@modulr.example', displayName: 'Linus Torvalds', softwareEng: true, workspaceAdmin: true },
  { email: 'margaret@modulr.example', displayName: 'Margaret Hamilton', softwareEng: true, workspaceAdmin: true },
  { email: 'ken@modulr-build.example', displayName: 'Ken Thompson', softwareEng: true, workspaceAdmin: true },
  { email: 'frances@modulr.example', displayName: 'Frances Allen', workspaceAdmin: true },
  { email: 'eero@modulr.example', displayName: 'Eero Saarinen' },
  { email: 'zaha@modulr-build.example', displayName: 'Zaha Hadid' },
  { email: 'jean@modulr.example', displayName: 'Jean Prouve' },
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
