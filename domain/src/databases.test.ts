import { describe, expect, it } from 'vitest';
import { databaseRefusal, firestoreDatabaseIdProblem, parseDatabaseChoice, testDatabaseId, type DatabaseChoice } from './databases';

describe('testDatabaseId (core spec section 5)', () => {
  it("uses a name starting with 'test' unprefixed", () => {
    expect(testDatabaseId('test-jobs')).toBe('test-jobs');
    expect(testDatabaseId('testing')).toBe('testing');
    expect(testDatabaseId('test')).toBe('test');
  });
  it('prefixes any other name, so a test never names production or development', () => {
    expect(testDatabaseId('jobs')).toBe('test-jobs');
    expect(testDatabaseId('development')).toBe('test-development');
    expect(testDatabaseId('Test-jobs')).toBe('test-Test-jobs');
  });
});

describe('firestoreDatabaseIdProblem', () => {
  it('accepts what Firestore accepts and refuses the rest', () => {
    expect(firestoreDatabaseIdProblem('development')).toBeUndefined();
    expect(firestoreDatabaseIdProblem('test-a1')).toBeUndefined();
    expect(firestoreDatabaseIdProblem('abc')).toMatch(/4 to 63/);
    expect(firestoreDatabaseIdProblem('a'.repeat(64))).toMatch(/4 to 63/);
    expect(firestoreDatabaseIdProblem('test-Jobs')).toMatch(/lowercase/);
    expect(firestoreDatabaseIdProblem('test-jobs-')).toMatch(/lowercase/);
    expect(firestoreDatabaseIdProblem('1test')).toMatch(/lowercase/);
  });
});

describe('parseDatabaseChoice', () => {
  it('is production without a header, and production or development by name', () => {
    expect(parseDatabaseChoice(undefined)).toEqual({ choice: { kind: 'production', label: 'production', databaseId: '(default)' } });
    expect(parseDatabaseChoice('production')).toEqual(parseDatabaseChoice(undefined));
    expect(parseDatabaseChoice(' development ')).toEqual({
      choice: { kind: 'development', label: 'development', databaseId: 'development' },
    });
  });
  it('names a test database by the rule of section 5', () => {
    expect(parseDatabaseChoice('test:jobs')).toEqual({
      choice: { kind: 'test', label: 'test database test-jobs', databaseId: 'test-jobs' },
    });
    expect(parseDatabaseChoice('test:test-run-7')).toEqual({
      choice: { kind: 'test', label: 'test database test-run-7', databaseId: 'test-run-7' },
    });
  });
  it('refuses an unknown name and a test name Firestore would refuse', () => {
    expect(parseDatabaseChoice('prod')).toEqual({
      problem: 'Unknown database "prod": X-WorkHub-Database is production, development or test:<name>',
    });
    expect(parseDatabaseChoice('Production')).toHaveProperty('problem');
    expect(parseDatabaseChoice('(default)')).toHaveProperty('problem');
    expect(parseDatabaseChoice('test:')).toHaveProperty('problem');
    expect(parseDatabaseChoice('test:Jobs')).toEqual({
      problem:
        'Test database "Jobs": A database name is lowercase letters, digits and hyphens, starting with a letter and ending with a letter or digit',
    });
  });
});

describe('databaseRefusal', () => {
  const choice = (value: string) => (parseDatabaseChoice(value) as { choice: DatabaseChoice }).choice;
  const staff = {};
  const engineer = { isSoftwareEng: true };
  const admin = { isWorkspaceAdmin: true };
  it('lets every staff member use production', () => {
    expect(databaseRefusal(choice('production'), staff, false)).toBeUndefined();
  });
  it('keeps development to software engineers and workspace admins', () => {
    expect(databaseRefusal(choice('development'), staff, true)).toMatch(/Only software engineers and workspace admins/);
    expect(databaseRefusal(choice('development'), engineer, false)).toBeUndefined();
    expect(databaseRefusal(choice('development'), admin, false)).toBeUndefined();
  });
  it('keeps test databases to software engineers under the emulators', () => {
    expect(databaseRefusal(choice('test:jobs'), engineer, true)).toBeUndefined();
    expect(databaseRefusal(choice('test:jobs'), admin, true)).toMatch(/Only software engineers/);
    expect(databaseRefusal(choice('test:jobs'), engineer, false)).toMatch(/only under the emulators/);
  });
});
