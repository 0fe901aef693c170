import { beforeAll, describe, expect, it } from 'vitest';
import { FUNCTIONS_URL, idTokenFor, readDocument, runSuffix } from '../support/emulators';
import { revokeSessions, signInAs } from '../support/tokens';

type Envelope = {
  success: boolean;
  data: { result: string; count?: number } | null;
  error: { error: string; message: string; fieldErrors?: Record<string, string> } | null;
};

let token = '';
const suffix = runSuffix();

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${FUNCTIONS_URL}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Envelope };
}
const results = <T>(e: Envelope) => JSON.parse(e.data!.result) as T;

beforeAll(async () => {
  token = await idTokenFor('grace@modulr.example');
});

describe('service plumbing', () => {
  it('answers 401 without a token and with a bad token', async () => {
    const res = await fetch(`${FUNCTIONS_URL}/db?collection=jobs`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ success: false, data: null, error: { error: 'unauthenticated' } });
    const bad = await fetch(`${FUNCTIONS_URL}/db?collection=jobs`, { headers: { Authorization: 'Bearer not-a-token' } });
    expect(bad.status).toBe(401);
  });

  it('answers 403 to a signed-in user who is not company staff', async () => {
    const outsider = await signInAs('mallory@outside.example', null);
    const res = await fetch(`${FUNCTIONS_URL}/db?collection=jobs`, { headers: { Authorization: `Bearer ${outsider.idToken}` } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ success: false, error: { error: 'forbidden', message: 'Not authorized' } });
  });

  it('answers 401 to a revoked session', async () => {
    const user = await signInAs('zaha@modulr-build.example');
    await new Promise((r) => setTimeout(r, 1100)); // revocation counts tokens issued before its second
    await revokeSessions(user.uid);
    const res = await fetch(`${FUNCTIONS_URL}/db?collection=jobs`, { headers: { Authorization: `Bearer ${user.idToken}` } });
    expect(res.status).toBe(401);
  });

  it('answers an unknown route with a 404 envelope', async () => {
    const { status, body } = await call('GET', '/nowhere');
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, error: { error: 'not-found' } });
  });

  it('answers a malformed JSON body with a 400 envelope and writes nothing', async () => {
    const malformed = `{"collection":"jobs","to_insert":{"id":"malformed${suffix}","title":"x"}`;
    const { status, body } = await call('POST', '/db', malformed, { 'Content-Type': 'text/plain' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, data: null, error: { error: 'bad-request', message: 'Malformed JSON body' } });
    // As application/json the platform's parser refuses it before the function runs: still a 400.
    const platform = await fetch(`${FUNCTIONS_URL}/db`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: malformed,
    });
    expect(platform.status).toBe(400);
    expect(await readDocument(`jobs/malformed${suffix}`)).toBeNull();
  });

  it('answers a body of the wrong type with per-field errors', async () => {
    const { status, body } = await call('PUT', '/db', ['not', 'an', 'object']);
    expect(status).toBe(400);
    expect(body.error?.fieldErrors).toBeDefined();
  });

  it('answers the hosting path with the /api prefix too', async () => {
    const { status, body } = await call('GET', '/api/db?collection=jobs&limit=1');
    expect(status).toBe(200);
    expect(results<unknown[]>(body)).toHaveLength(1);
  });
});

describe('database service: GET', () => {
  it('returns the results as a JSON string, limit 1000 by default', async () => {
    const { status, body } = await call('GET', '/db?collection=jobs');
    expect(status).toBe(200);
    expect(typeof body.data?.result).toBe('string');
    const jobs = results<Array<{ id: string; title: string }>>(body);
    expect(jobs.length).toBeGreaterThan(3);
    expect(jobs.every((j) => typeof j.id === 'string' && typeof j.title === 'string')).toBe(true);
  });

  it('filters blocks with version absent and honours limit and skip', async () => {
    const current = results<Array<{ version?: string }>>(
      (await call('GET', `/db?collection=blocks&query=${encodeURIComponent('{"version":{"$exists":false}}')}`)).body,
    );
    expect(current).toHaveLength(100);
    expect(current.every((b) => b.version === undefined)).toBe(true);
    const page = results<Array<{ id: string }>>(
      (await call('GET', `/db?collection=blocks&query=${encodeURIComponent('{"version":{"$exists":false}}')}&limit=10&skip=5`)).body,
    );
    expect(page.map((b) => b.id)).toEqual(current.slice(5, 15).map((b) => (b as { id: string }).id));
  });

  it('projects fields', async () => {
    const jobs = results<Array<Record<string, unknown>>>(
      (await call('GET', `/db?collection=jobs&projection=${encodeURIComponent('{"title":1}')}`)).body,
    );
    expect(Object.keys(jobs[0]!).sort()).toEqual(['id', 'title']);
  });

  it('counts designs', async () => {
    const { body } = await call('GET', '/db?collection=designs&limit=10');
    expect(results<unknown[]>(body)).toHaveLength(10);
    expect(body.data?.count).toBeGreaterThanOrEqual(30);
  });

  it('rejects bad input with per-field errors', async () => {
    const { status, body } = await call('GET', '/db?collection=secrets&limit=abc');
    expect(status).toBe(400);
    expect(Object.keys(body.error?.fieldErrors ?? {}).sort()).toEqual(['collection', 'limit']);
  });
});

describe('database service: writes', () => {
  const id = `testWelder${suffix}`;

  it('inserts, and a second insert with the same id conflicts and changes nothing', async () => {
    const created = await call('POST', '/db', { collection: 'jobs', to_insert: { id, title: 'Test Welder', skills: 'MIG' } });
    expect(created.status).toBe(201);
    const again = await call('POST', '/db', { collection: 'jobs', to_insert: { id, title: 'Other' } });
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe(`jobs/${id} exists already`);
    expect((await readDocument(`jobs/${id}`))?.title).toBe('Test Welder');
  });

  it('rejects a document of the wrong shape with per-field errors and writes nothing', async () => {
    const { status, body } = await call('POST', '/db', { collection: 'jobs', to_insert: { id: `bad${suffix}`, title: 5, salary: 1 } });
    expect(status).toBe(400);
    expect(body.error?.fieldErrors).toHaveProperty('title');
    expect(await readDocument(`jobs/bad${suffix}`)).toBeNull();
  });

  it('removes a field with $unset', async () => {
    const { status } = await call('PUT', '/db', { collection: 'jobs', query: { id }, update_vals: { $unset: { skills: '' } } });
    expect(status).toBe(200);
    expect(await readDocument(`jobs/${id}`)).not.toHaveProperty('skills');
  });

  it('renames a document atomically when the update sets a new id', async () => {
    const newId = `testLeadWelder${suffix}`;
    const { status } = await call('PUT', '/db', {
      collection: 'jobs',
      query: { id },
      update_vals: { $set: { id: newId, title: 'Test Lead Welder' } },
    });
    expect(status).toBe(200);
    expect(await readDocument(`jobs/${id}`)).toBeNull();
    expect((await readDocument(`jobs/${newId}`))?.title).toBe('Test Lead Welder');
    // Renaming onto an existing document is refused and leaves both as they were.
    const other = `testOther${suffix}`;
    await call('POST', '/db', { collection: 'jobs', to_insert: { id: other, title: 'Test Other' } });
    const clash = await call('PUT', '/db', { collection: 'jobs', query: { id: newId }, update_vals: { $set: { id: other } } });
    expect(clash.status).toBe(409);
    expect((await readDocument(`jobs/${newId}`))?.title).toBe('Test Lead Welder');
    expect((await readDocument(`jobs/${other}`))?.title).toBe('Test Other');
  });

  it('answers 404 for an update of an unknown id', async () => {
    const { status, body } = await call('PUT', '/db', {
      collection: 'jobs',
      query: { id: `missing${suffix}` },
      update_vals: { $set: { title: 'x' } },
    });
    expect(status).toBe(404);
    expect(body.error?.error).toBe('not-found');
  });

  it('refuses an update that breaks the document shape', async () => {
    const newId = `testLeadWelder${suffix}`;
    const { status } = await call('PUT', '/db', { collection: 'jobs', query: { id: newId }, update_vals: { $set: { title: 42 } } });
    expect(status).toBe(400);
    expect((await readDocument(`jobs/${newId}`))?.title).toBe('Test Lead Welder');
  });

  it('sets a date with POST /date and removes it with DELETE /date', async () => {
    const newId = `testLeadWelder${suffix}`;
    const set = await call('POST', '/db/date', { collection: 'jobs', id: newId, date_field: 'publicAt', date: '2026-05-01T12:00:00Z' });
    expect(set.status).toBe(200);
    expect((await readDocument(`jobs/${newId}`))?.publicAt).toBe('2026-05-01T12:00:00.000Z');
    const before = Date.now();
    const now = await call('POST', '/db/date', { collection: 'jobs', id: newId, date_field: 'publicAt' });
    expect(now.status).toBe(200);
    expect(Date.parse(String((await readDocument(`jobs/${newId}`))?.publicAt))).toBeGreaterThanOrEqual(before - 5000);
    const removed = await call('DELETE', '/db/date', { collection: 'jobs', id: newId, date_field: 'publicAt' });
    expect(removed.status).toBe(200);
    expect(await readDocument(`jobs/${newId}`)).not.toHaveProperty('publicAt');
    const unknown = await call('POST', '/db/date', { collection: 'jobs', id: `missing${suffix}`, date_field: 'publicAt' });
    expect(unknown.status).toBe(404);
  });
});

describe('database service: input Firestore would refuse', () => {
  it('refuses ids Firestore refuses with a 400 naming the field and writes nothing', async () => {
    for (const bad of ['..', 'a/b', '__fuzz__', 'x'.repeat(1501)]) {
      const { status, body } = await call('POST', '/db', { collection: 'jobs', to_insert: { id: bad, title: 'x' } });
      expect(status, bad).toBe(400);
      expect(body.error?.fieldErrors, bad).toHaveProperty(['id']);
    }
    const query = await call('GET', `/db?collection=jobs&query=${encodeURIComponent('{"id":"a/b"}')}`);
    expect(query.status).toBe(400);
    expect(query.body.error?.fieldErrors).toHaveProperty(['query.id']);
  });

  it('refuses field names and paths Firestore refuses, naming them', async () => {
    const id = `fieldNames${suffix}`;
    const nested = await call('POST', '/db', { collection: 'projects', to_insert: [{ id: `${id}A` }, { id, a: { __fuzz__: 1 } }] });
    expect(nested.status).toBe(400);
    expect(nested.body.error?.fieldErrors).toHaveProperty(['to_insert.1.a.__fuzz__']);
    const arrays = await call('POST', '/db', { collection: 'projects', to_insert: [{ id: `${id}A` }, { id, pairs: [[1, 2]] }] });
    expect(arrays.status).toBe(400);
    expect(arrays.body.error?.fieldErrors).toHaveProperty(['to_insert.1.pairs.0']);
    expect(await readDocument(`projects/${id}A`)).toBeNull();
    expect(await readDocument(`projects/${id}`)).toBeNull();
    const dotted = await call('PUT', '/db', { collection: 'jobs', query: { title: 'x' }, update_vals: { $set: { 'a..b': 1 } } });
    expect(dotted.status).toBe(400);
    expect(Object.keys(dotted.body.error?.fieldErrors ?? {})[0]).toMatch(/^update_vals\.\$set/);
  });

  it('refuses a document over 1 MiB or nested deeper than 20, naming the field', async () => {
    const id = `large${suffix}`;
    const large = await call('POST', '/db', {
      collection: 'projects',
      to_insert: { id, notes: 'x'.repeat(650_000), summary: 'y'.repeat(600_000) },
    });
    expect(large.status).toBe(400);
    expect(large.body.error?.fieldErrors?.notes).toMatch(/Document too large/);
    const nest = (n: number): unknown => (n === 0 ? 1 : { n: nest(n - 1) });
    const deep = await call('POST', '/db', { collection: 'projects', to_insert: { id, deep: nest(21) } });
    expect(deep.status).toBe(400);
    expect(Object.values(deep.body.error?.fieldErrors ?? {})[0]).toMatch(/Nested too deep/);
    expect(await readDocument(`projects/${id}`)).toBeNull();
  });

  it('answers a body over 2 MiB with a 413 envelope', async () => {
    const { status, body } = await call('POST', '/db', {
      collection: 'projects',
      to_insert: { id: `huge${suffix}`, notes: 'x'.repeat(2_200_000) },
    });
    expect(status).toBe(413);
    expect(body).toMatchObject({ success: false, data: null, error: { error: 'too-large' } });
    expect(await readDocument(`projects/huge${suffix}`)).toBeNull();
  });

  it('refuses keys naming object internals in the body, the query string and update paths', async () => {
    const inBody = await call(
      'POST',
      '/db',
      `{"collection":"jobs","to_insert":{"id":"proto${suffix}","title":"x","__proto__":{"admin":true}}}`,
    );
    expect(inBody.status).toBe(400);
    expect(await readDocument(`jobs/proto${suffix}`)).toBeNull();
    const inQuery = await call('GET', '/db?collection=jobs&constructor[prototype][admin]=1');
    expect(inQuery.status).toBe(400);
    const inPath = await call('PUT', '/db', {
      collection: 'jobs',
      query: { title: 'x' },
      update_vals: { $set: { 'a.__proto__.admin': true } },
    });
    expect(inPath.status).toBe(400);
    expect(inPath.body.error?.message).toMatch(/__proto__/);
  });

  it('matches nothing with an empty $in', async () => {
    const found = await call('GET', `/db?collection=jobs&query=${encodeURIComponent('{"id":{"$in":[]}}')}`);
    expect(found.status).toBe(200);
    expect(results<unknown[]>(found.body)).toEqual([]);
    const updated = await call('PUT', '/db', { collection: 'jobs', query: { title: { $in: [] } }, update_vals: { $set: { skills: 'x' } } });
    expect(updated.status).toBe(404);
  });

  it('refuses writes to blocks with 403 (they change only through a commit) and still reads them', async () => {
    const [block] = results<Array<{ id: string; width: number }>>((await call('GET', '/db?collection=blocks&limit=1')).body);
    expect(block).toBeDefined();
    const refusal = {
      success: false,
      data: null,
      error: { error: 'forbidden', message: 'Blocks change only through a block workspace commit' },
    };
    const writes = [
      await call('POST', '/db', {
        collection: 'blocks',
        to_insert: { id: `new${suffix}`, name: `new${suffix}`, layers: {}, width: 1, height: 1 },
      }),
      await call('PUT', '/db', { collection: 'blocks', query: { id: block!.id }, update_vals: { $set: { width: 1 } } }),
      await call('POST', '/db/date', { collection: 'blocks', id: block!.id, date_field: 'modified' }),
      await call('DELETE', '/db/date', { collection: 'blocks', id: block!.id, date_field: 'modified' }),
    ];
    for (const write of writes) {
      expect(write.status).toBe(403);
      expect(write.body).toEqual(refusal);
    }
    expect(await readDocument(`blocks/new${suffix}`)).toBeNull();
    expect(Number((await readDocument(`blocks/${block!.id}`))?.width)).toBe(block!.width);
  });
});
