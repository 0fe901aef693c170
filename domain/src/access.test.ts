import { describe, expect, it } from 'vitest';
import {
  accessGroupsSchema,
  storedAccessGroupsSchema,
  approverRolesOf,
  approversAnswerFor,
  claimsFor,
  orList,
  SEEDED_ACCESS_GROUPS,
  SESSION_MAX_AGE_MS,
  sessionTooOld,
  SESSION_TOO_OLD_MESSAGE,
  claimChanges,
  tokenExchangeSchema,
  uidForEmail,
  tokenUserMatches,
  registrableUserName,
  userNameTakenMessage,
  userNameOf,
} from './access';
import { APPROVAL_ROLES } from './projects/pipe';
import { isCompanyEmail, SEEDED_ACCOUNTS, userOfEmail } from './organisation';

describe('claimsFor', () => {
  const groups = { softwareEng: ['ada@modulr.example'], workspaceAdmin: ['frances@modulr.example'] };
  it('gives software engineers both group flags', () => {
    expect(claimsFor('Ada@Modulr.example', groups)).toEqual({ allowed: true, user: 'ada', isSoftwareEng: true, isWorkspaceAdmin: true });
  });
  it('gives the extra workspace admin only that flag', () => {
    expect(claimsFor('frances@modulr.example', groups)).toEqual({
      allowed: true,
      user: 'frances',
      isSoftwareEng: false,
      isWorkspaceAdmin: true,
    });
  });
  it('gives other staff only allowed', () => {
    expect(claimsFor('eero@modulr.example', groups)).toEqual({
      allowed: true,
      user: 'eero',
      isSoftwareEng: false,
      isWorkspaceAdmin: false,
    });
  });
});

describe('one identity per person', () => {
  it("a token is its email's user only with the registered name (the part before the @, lower case)", () => {
    expect(tokenUserMatches({ email: 'Ada@Modulr.example', user: 'ada' })).toBe(true);
    expect(tokenUserMatches({ email: 'ada@modulr-build.example', user: 'ada' })).toBe(true);
    expect(tokenUserMatches({ email: 'ada@modulr.example' })).toBe(false);
    expect(tokenUserMatches({ email: 'ada@modulr.example', user: 'zaha' })).toBe(false);
    expect(tokenUserMatches({ email: 'ada@modulr.example', user: '' })).toBe(false);
    expect(tokenUserMatches({ user: 'ada' })).toBe(false);
  });
  it('registers only names that can be a document id', () => {
    expect(registrableUserName('ada')).toBe(true);
    expect(registrableUserName('jean.prouve+site')).toBe(true);
    for (const bad of ['', '.', '..', 'a/b', '__x__', 'x'.repeat(65)]) expect(registrableUserName(bad), bad).toBe(false);
  });
  it('says who holds a name', () => {
    expect(userNameTakenMessage('ada', 'ada@modulr.example')).toContain('The user name "ada" already belongs to ada@modulr.example');
  });
  it('the seeded accounts have one email per name', () => {
    const names = SEEDED_ACCOUNTS.map((a) => userNameOf(a.email));
    expect(new Set(names).size).toBe(names.length);
  });
  it('seeds five software engineers and one more workspace admin', () => {
    expect(SEEDED_ACCESS_GROUPS.softwareEng).toHaveLength(5);
    expect(SEEDED_ACCESS_GROUPS.workspaceAdmin).toHaveLength(6);
    expect(SEEDED_ACCESS_GROUPS.softwareEng.every((e) => SEEDED_ACCESS_GROUPS.workspaceAdmin.includes(e))).toBe(true);
  });
});

describe('approvers', () => {
  const approvers = { design: ['eero@modulr.example'], management: ['Frances@Modulr.example '], production: ['ken@modulr-build.example'] };
  it('are membership by normalised email, never by the part before the @', () => {
    expect(approverRolesOf('frances@modulr.example', approvers)).toEqual(['management']);
    expect(approverRolesOf(' EERO@modulr.example', approvers)).toEqual(['design']);
    expect(approverRolesOf('ken@modulr.example', approvers)).toEqual([]);
    expect(approverRolesOf(null, approvers)).toEqual([]);
  });
  it('a config/access written before approvers existed parses with nobody approving', () => {
    const old = storedAccessGroupsSchema.parse({ softwareEng: [], workspaceAdmin: [] });
    expect(old.approvers).toEqual({ design: [], management: [], production: [] });
    // The current schema itself no longer tolerates the old shape: the migration fills it in.
    expect(accessGroupsSchema.safeParse({ softwareEng: [], workspaceAdmin: [] }).success).toBe(false);
    expect(accessGroupsSchema.safeParse({ softwareEng: [], workspaceAdmin: [], approvers: { design: ['not an email'] } }).success).toBe(
      false,
    );
  });
  it('are seeded for every role, a few people each, nobody holding every role', () => {
    for (const role of APPROVAL_ROLES) expect(SEEDED_ACCESS_GROUPS.approvers[role].length).toBeGreaterThanOrEqual(2);
    expect(SEEDED_ACCESS_GROUPS.approvers.production).toEqual(['ken@modulr-build.example', 'jean@modulr.example']);
    const everyone = new Set(APPROVAL_ROLES.flatMap((role) => SEEDED_ACCESS_GROUPS.approvers[role]));
    for (const email of everyone) expect(approverRolesOf(email, SEEDED_ACCESS_GROUPS.approvers).length).toBeLessThan(3);
    expect(approverRolesOf('mallory@outside.example', SEEDED_ACCESS_GROUPS.approvers)).toEqual([]);
  });
  it('are answered with names and the caller’s own roles', () => {
    const answer = approversAnswerFor('jean@modulr.example', SEEDED_ACCESS_GROUPS.approvers);
    expect(answer.mine).toEqual(['production']);
    expect(answer.approvers.production).toEqual([
      { user: 'ken', name: 'Ken Thompson' },
      { user: 'jean', name: 'Jean Prouve' },
    ]);
    expect(approversAnswerFor('nobody@modulr.example', { ...approvers, design: ['new.hire@modulr.example'] }).approvers.design).toEqual([
      { user: 'new.hire', name: 'new.hire' },
    ]);
  });
  it('are listed in words', () => {
    expect(orList([])).toBe('');
    expect(orList(['Ken Thompson'])).toBe('Ken Thompson');
    expect(orList(['Ken Thompson', 'Jean Prouve'])).toBe('Ken Thompson or Jean Prouve');
    expect(orList(['A', 'B', 'C'])).toBe('A, B or C');
  });
});

describe('organisation', () => {
  it('accepts only the two company domains', () => {
    expect(isCompanyEmail('ada@modulr.example')).toBe(true);
    expect(isCompanyEmail('ken@MODULR-BUILD.example')).toBe(true);
    expect(isCompanyEmail('mallory@outside.example')).toBe(false);
    expect(isCompanyEmail('ada@modulr.example.evil')).toBe(false);
    expect(isCompanyEmail(undefined)).toBe(false);
  });
  it('takes the user as the part of the email before the @', () => {
    expect(userOfEmail('ada@modulr.example')).toBe('ada');
    expect(userOfEmail(null)).toBe('');
  });
});

describe('uidForEmail', () => {
  it('is stable, readable and case-insensitive', () => {
    expect(uidForEmail('ada@modulr.example')).toMatch(/^u-ada-[0-9a-f]{6}$/);
    expect(uidForEmail(' ADA@modulr.example')).toBe(uidForEmail('ada@modulr.example'));
    expect(uidForEmail('ada@modulr-build.example')).not.toBe(uidForEmail('ada@modulr.example'));
  });
});

describe('session lifetime (7 days)', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it('ends sessions signed in more than 7 days ago', () => {
    expect(sessionTooOld(new Date(now - SESSION_MAX_AGE_MS - 1000).toISOString(), now)).toBe(true);
    expect(sessionTooOld(new Date(now - SESSION_MAX_AGE_MS + 1000).toUTCString(), now)).toBe(false);
    expect(sessionTooOld(undefined, now)).toBe(false);
    expect(SESSION_TOO_OLD_MESSAGE).toContain(`${SESSION_MAX_AGE_MS / 86_400_000} days`);
  });
});

describe('token exchange input', () => {
  it('takes exactly an idToken', () => {
    expect(tokenExchangeSchema.safeParse({ idToken: 'x'.repeat(40) }).success).toBe(true);
    expect(tokenExchangeSchema.safeParse({ idToken: 'short' }).success).toBe(false);
    expect(tokenExchangeSchema.safeParse({ idToken: 'x'.repeat(40), uid: 'forged' }).success).toBe(false);
  });
});

describe('claimChanges (config/access edits that re-issue claims)', () => {
  const groups = (softwareEng: string[], workspaceAdmin: string[]) => ({ softwareEng, workspaceAdmin });
  it('names who gained or lost a role claim, normalised, and nobody else', () => {
    const before = groups(['ada@modulr.example'], ['ada@modulr.example', 'Frances@modulr.example']);
    expect(claimChanges(before, before)).toEqual([]);
    expect(claimChanges(before, groups(['ada@modulr.example'], ['ada@modulr.example']))).toEqual(['frances@modulr.example']);
    expect(claimChanges(before, groups([], ['ada@modulr.example', 'frances@modulr.example']))).toEqual(['ada@modulr.example']);
    expect(claimChanges(groups([], []), groups([], ['new@modulr.example']))).toEqual(['new@modulr.example']);
  });
  it('ignores a change of case or a software engineer also listed as admin', () => {
    expect(claimChanges(groups([], ['FRANCES@modulr.example']), groups([], ['frances@modulr.example']))).toEqual([]);
    expect(claimChanges(groups(['ada@modulr.example'], []), groups(['ada@modulr.example'], ['ada@modulr.example']))).toEqual([]);
  });
});
