import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRESTORE_HOST, FUNCTIONS_URL, PROJECT_ID, idTokenFor, runSuffix } from '../support/emulators';

/**
 * The production and the development database (core spec section 7; issue 27, item 4;
 * docs/decisions.md "Two databases"): the database service reads and writes the one the
 * X-WorkHub-Database header names, each a Firestore named database; a write to one is not seen in
 * the other; a test database's name follows core spec section 5; a bad name is a 400 envelope that
 * changes nothing; who may use which.
 */

type Envelope = {
  success: boolean;
  data: { result: string } | null;
  error: { error: string; message: string; fieldErrors?: Record<string, string> } | null;
};

const suffix = runSuffix();
const tokens: Record<'ada' | 'frances' | 'zaha', string> = { ada: '', frances: '', zaha: '' };

async function call(who: keyof typeof tokens, method: string, path: string, database: string | undefined, body?: unknown) {
  const res = await fetch(`${FUNCTIONS_URL}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      Authorization: `Bearer ${tokens[who]}`,
      ...(database !== undefined ? { 'X-WorkHub-Database': database } : {}),
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Envelope };
}

/** The ids of the jobs with this id the service finds in a database. */
async function jobIds(database: string | undefined, id: string): Promise<string[]> {
  const { status, body } = await call('ada', 'GET', `/db?collection=jobs&query=${encodeURIComponent(JSON.stringify({ id }))}`, database);
  expect(status, JSON.stringify(body)).toBe(200);
  return (JSON.parse(body.data!.result) as Array<{ id: string }>).map((d) => d.id);
}

/** A document read straight from one Firestore database of the emulator. */
async function stored(databaseId: string, path: string): Promise<boolean> {
  const res = await fetch(`http://${FIRESTORE_HOST}/v1/projects/${PROJECT_ID}/databases/${databaseId}/documents/${path}`, {
    headers: { Authorization: 'Bearer owner' },
  });
  if (res.status !== 200 && res.status !== 404) throw new Error(`read ${databaseId}/${path}: ${res.status}`);
  return res.status === 200;
}

const created: Array<[string | undefined, string]> = [];
async function insertJob(database: string | undefined, id: string) {
  const answer = await call('ada', 'POST', '/db', database, { collection: 'jobs', to_insert: { id, title: `Test ${id}` } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  created.push([database, id]);
}

beforeAll(async () => {
  // ada: a software engineer; frances: a workspace admin only; zaha: plain staff.
  tokens.ada = await idTokenFor('ada@modulr.example');
  tokens.frances = await idTokenFor('frances@modulr.example');
  tokens.zaha = await idTokenFor('zaha@modulr-build.example');
});

afterAll(async () => {
  for (const [database, id] of created) await call('ada', 'DELETE', `/db/jobs?id=${id}`, database);
});

describe('the production and the development database', () => {
  it('a write to the development database is not seen in production, and one to production not in development', async () => {
    const dev = `testDevOnly${suffix}`;
    await insertJob('development', dev);
    expect(await jobIds('development', dev)).toEqual([dev]);
    expect(await jobIds(undefined, dev)).toEqual([]);
    expect(await jobIds('production', dev)).toEqual([]);
    expect(await stored('development', `jobs/${dev}`)).toBe(true);
    expect(await stored('(default)', `jobs/${dev}`)).toBe(false);

    const prod = `testProdOnly${suffix}`;
    await insertJob('production', prod);
    expect(await jobIds(undefined, prod)).toEqual([prod]);
    expect(await jobIds('development', prod)).toEqual([]);
    expect(await stored('(default)', `jobs/${prod}`)).toBe(true);
    expect(await stored('development', `jobs/${prod}`)).toBe(false);
  });

  it('updates, dates and deletes reach only the chosen database', async () => {
    const id = `testBoth${suffix}`;
    await insertJob('development', id);
    await insertJob(undefined, id);
    const renamed = await call('ada', 'PUT', '/db', 'development', {
      collection: 'jobs',
      query: { id },
      update_vals: { $set: { title: 'Development title' } },
    });
    expect(renamed.status).toBe(200);
    const read = async (database: string | undefined) => {
      const { body } = await call('ada', 'GET', `/db?collection=jobs&query=${encodeURIComponent(JSON.stringify({ id }))}`, database);
      return (JSON.parse(body.data!.result) as Array<{ title: string; publicAt?: string }>)[0];
    };
    expect((await read('development'))?.title).toBe('Development title');
    expect((await read(undefined))?.title).toBe(`Test ${id}`);
    const dated = await call('ada', 'POST', '/db/date', 'development', { collection: 'jobs', id, date_field: 'publicAt' });
    expect(dated.status).toBe(200);
    expect((await read('development'))?.publicAt).toBeTruthy();
    expect((await read(undefined))?.publicAt).toBeUndefined();
    const deleted = await call('ada', 'DELETE', `/db/jobs?id=${id}`, 'development');
    expect(deleted.status).toBe(200);
    expect(await jobIds('development', id)).toEqual([]);
    expect(await jobIds(undefined, id)).toEqual([id]);
  });

  it("names a test database by core spec section 5: a name starting with 'test' unprefixed, any other prefixed test-", async () => {
    const plain = `run${suffix}`;
    const id = `testInTestDb${suffix}`;
    await insertJob(`test:${plain}`, id);
    expect(await stored(`test-${plain}`, `jobs/${id}`)).toBe(true);
    expect(await jobIds(`test:test-${plain}`, id)).toEqual([id]);
    const unprefixed = `test${suffix}`;
    await insertJob(`test:${unprefixed}`, id);
    expect(await stored(unprefixed, `jobs/${id}`)).toBe(true);
    expect(await stored(`test-${unprefixed}`, `jobs/${id}`)).toBe(false);
    expect(await stored('(default)', `jobs/${id}`)).toBe(false);
  });

  it('refuses a bad database name with a 400 envelope, before anything changes', async () => {
    for (const bad of ['prod', 'Production', '(default)', 'development ; drop', 'test:', 'test:Bad_Name', `test:${'x'.repeat(70)}`]) {
      const id = `testBadDb${suffix}`;
      const insert = await call('ada', 'POST', '/db', bad, { collection: 'jobs', to_insert: { id, title: 'x' } });
      expect(insert.status, bad).toBe(400);
      expect(insert.body, bad).toMatchObject({
        success: false,
        data: null,
        error: { error: 'bad-request', fieldErrors: { 'X-WorkHub-Database': expect.any(String) } },
      });
      const find = await call('ada', 'GET', '/db?collection=jobs', bad);
      expect(find.status, bad).toBe(400);
      expect(await stored('(default)', `jobs/${id}`)).toBe(false);
      expect(await stored('development', `jobs/${id}`)).toBe(false);
    }
    const unknown = await call('ada', 'GET', '/db?collection=jobs', 'prod');
    expect(unknown.body.error?.message).toBe('Unknown database "prod": X-WorkHub-Database is production, development or test:<name>');
  });

  it('lets every staff member use production, software engineers and workspace admins development, and only engineers test databases', async () => {
    expect((await call('zaha', 'GET', '/db?collection=jobs&limit=1', undefined)).status).toBe(200);
    const staffDev = await call('zaha', 'GET', '/db?collection=jobs&limit=1', 'development');
    expect(staffDev.status).toBe(403);
    expect(staffDev.body).toMatchObject({
      success: false,
      error: { error: 'forbidden', message: 'Only software engineers and workspace admins use the development database' },
    });
    expect((await call('frances', 'GET', '/db?collection=jobs&limit=1', 'development')).status).toBe(200);
    const adminTest = await call('frances', 'GET', '/db?collection=jobs&limit=1', `test:run${suffix}`);
    expect(adminTest.status).toBe(403);
    expect(adminTest.body.error?.message).toBe('Only software engineers use test databases');
    // Refused before anything is written.
    const id = `testStaffDev${suffix}`;
    expect((await call('zaha', 'POST', '/db', 'development', { collection: 'jobs', to_insert: { id, title: 'x' } })).status).toBe(403);
    expect(await stored('development', `jobs/${id}`)).toBe(false);
  });
});
