/**
 * The production and the development database (core spec section 7: "Database service (production
 * or development database)") and the test databases of core spec section 5 ("a db test name
 * starting with 'test' is used unprefixed"), mapped to Firestore named databases (issue 27, item 4;
 * docs/decisions.md "Two databases"). A request to the database service chooses with the
 * X-WorkHub-Database header; without it, production.
 */

/** The header a request to the database service (/db) chooses its database with. */
export const DATABASE_HEADER = 'X-WorkHub-Database';

export const DATABASE_NAMES = ['production', 'development'] as const;
export type DatabaseName = (typeof DATABASE_NAMES)[number];

/** Each database's Firestore database id: production is the default database every other service reads. */
export const FIRESTORE_DATABASE_IDS: Readonly<Record<DatabaseName, string>> = {
  production: '(default)',
  development: 'development',
};

/** What a test database's header value starts with: 'test:jobs-42'. */
export const TEST_DATABASE_MARK = 'test:';
/** The prefix a test database name is given unless it starts with 'test' already (core spec section 5). */
export const TEST_DATABASE_PREFIX = 'test-';

/**
 * The Firestore database id of a db test name (core spec section 5): a name starting with 'test' is
 * used unprefixed ('test-jobs' → 'test-jobs', 'testing' → 'testing'); any other is prefixed, so a
 * test never names the production or the development database ('jobs' → 'test-jobs',
 * 'development' → 'test-development').
 */
export function testDatabaseId(name: string): string {
  return name.startsWith('test') ? name : `${TEST_DATABASE_PREFIX}${name}`;
}

/**
 * Why Firestore would refuse a named database's id, or undefined: 4 to 63 characters, lowercase
 * letters, digits and hyphens, starting with a letter and not ending with a hyphen.
 */
export function firestoreDatabaseIdProblem(id: string): string | undefined {
  if (id.length < 4 || id.length > 63) return 'A database name has 4 to 63 characters';
  if (!/^[a-z][a-z0-9-]*[a-z0-9]$/.test(id)) {
    return 'A database name is lowercase letters, digits and hyphens, starting with a letter and ending with a letter or digit';
  }
  return undefined;
}

export type DatabaseChoice =
  { kind: 'production' | 'development'; label: string; databaseId: string } | { kind: 'test'; label: string; databaseId: string };

/**
 * The database a header value chooses: 'production' (or nothing), 'development', or 'test:<name>'
 * (a test database, named by testDatabaseId); a problem for anything else (a 400).
 */
export function parseDatabaseChoice(value: string | undefined): { choice: DatabaseChoice } | { problem: string } {
  const text = (value ?? '').trim();
  if (text === '' || text === 'production')
    return { choice: { kind: 'production', label: 'production', databaseId: FIRESTORE_DATABASE_IDS.production } };
  if (text === 'development')
    return { choice: { kind: 'development', label: 'development', databaseId: FIRESTORE_DATABASE_IDS.development } };
  if (text.startsWith(TEST_DATABASE_MARK)) {
    const name = text.slice(TEST_DATABASE_MARK.length);
    const databaseId = testDatabaseId(name);
    const problem = firestoreDatabaseIdProblem(databaseId);
    if (problem) return { problem: `Test database ${JSON.stringify(name)}: ${problem}` };
    return { choice: { kind: 'test', label: `test database ${databaseId}`, databaseId } };
  }
  return {
    problem: `Unknown database ${JSON.stringify(text.slice(0, 80))}: ${DATABASE_HEADER} is production, development or test:<name>`,
  };
}

/** Who may use a database (docs/decisions.md "Two databases"). */
export interface DatabaseCaller {
  isSoftwareEng?: boolean;
  isWorkspaceAdmin?: boolean;
}

/**
 * Why a caller may not use a database, or undefined: production is every signed-in staff member's;
 * the development database is the software engineers' and workspace admins'; test databases are
 * the software engineers', and exist only where the emulators run (`underEmulators`).
 */
export function databaseRefusal(choice: DatabaseChoice, caller: DatabaseCaller, underEmulators: boolean): string | undefined {
  if (choice.kind === 'production') return undefined;
  if (choice.kind === 'development') {
    return caller.isSoftwareEng || caller.isWorkspaceAdmin
      ? undefined
      : 'Only software engineers and workspace admins use the development database';
  }
  if (!underEmulators) return 'Test databases exist only under the emulators';
  return caller.isSoftwareEng ? undefined : 'Only software engineers use test databases';
}
