import { beforeAll, describe, expect, it } from 'vitest';
import { FUNCTIONS_URL, idTokenFor, readDocument, runSuffix } from '../support/emulators';
import { claimsOfIdToken, revokeSessions, signInAs, untilSecondIsOver } from '../support/tokens';

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
    await untilSecondIsOver(Number(claimsOfIdToken(user.idToken).iat));
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
    const job = (extra: Record<string, unknown>) => ({ id, title: 'Test', ...extra });
    const nested = await call('POST', '/db', {
      collection: 'jobs',
      to_insert: [{ id: `${id}A`, title: 'Test' }, job({ a: { __fuzz__: 1 } })],
    });
    expect(nested.status).toBe(400);
    expect(nested.body.error?.fieldErrors).toHaveProperty(['to_insert.1.a.__fuzz__']);
    const arrays = await call('POST', '/db', {
      collection: 'jobs',
      to_insert: [{ id: `${id}A`, title: 'Test' }, job({ pairs: [[1, 2]] })],
    });
    expect(arrays.status).toBe(400);
    expect(arrays.body.error?.fieldErrors).toHaveProperty(['to_insert.1.pairs.0']);
    expect(await readDocument(`jobs/${id}A`)).toBeNull();
    expect(await readDocument(`jobs/${id}`)).toBeNull();
    const dotted = await call('PUT', '/db', { collection: 'jobs', query: { title: 'x' }, update_vals: { $set: { 'a..b': 1 } } });
    expect(dotted.status).toBe(400);
    expect(Object.keys(dotted.body.error?.fieldErrors ?? {})[0]).toMatch(/^update_vals\.\$set/);
  });

  it('refuses a document over 1 MiB or nested deeper than 20, naming the field', async () => {
    const id = `large${suffix}`;
    const large = await call('POST', '/db', {
      collection: 'jobs',
      to_insert: { id, title: 'Test', skills: 'x'.repeat(650_000), qualifications: 'y'.repeat(600_000) },
    });
    expect(large.status).toBe(400);
    expect(large.body.error?.fieldErrors?.skills).toMatch(/Document too large/);
    const nest = (n: number): unknown => (n === 0 ? 1 : { n: nest(n - 1) });
    const deep = await call('POST', '/db', { collection: 'jobs', to_insert: { id, title: 'Test', deep: nest(21) } });
    expect(deep.status).toBe(400);
    expect(Object.values(deep.body.error?.fieldErrors ?? {})[0]).toMatch(/Nested too deep/);
    expect(await readDocument(`jobs/${id}`)).toBeNull();
  });

  it('answers a body over 2 MiB with a 413 envelope', async () => {
    const { status, body } = await call('POST', '/db', {
      collection: 'jobs',
      to_insert: { id: `huge${suffix}`, title: 'Test', skills: 'x'.repeat(2_200_000) },
    });
    expect(status).toBe(413);
    expect(body).toMatchObject({ success: false, data: null, error: { error: 'too-large' } });
    expect(await readDocument(`jobs/huge${suffix}`)).toBeNull();
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

describe('database service: data a service owns is written only by that service (issue 23)', () => {
  const get = async <T>(collection: string, query?: unknown) =>
    results<T[]>(
      (await call('GET', `/db?collection=${collection}${query ? `&query=${encodeURIComponent(JSON.stringify(query))}` : ''}&limit=1`)).body,
    )[0];

  it('refuses every write to projects, costs, building system owners and email templates with a 403 naming the service, and changes nothing', async () => {
    const project = await get<{ id: string; phase: string }>('projects', { id: 'P-1001' });
    const costs = await get<{ id: string }>('costs');
    const owners = await get<{ id: string }>('buildingSystemOwners');
    expect(project && costs && owners).toBeTruthy();
    const before = {
      project: await readDocument(`projects/${project!.id}`),
      costs: await readDocument(`costs/${costs!.id}`),
      owners: await readDocument(`buildingSystemOwners/${owners!.id}`),
      template: await readDocument('emailTemplates/welcome'),
    };
    const cases: Array<[string, RegExp, Array<[string, string, unknown]>]> = [
      [
        'projects',
        /projects service \(\/projects\).*\/pipe and \/opus.*\/base/,
        [
          // A milestone without its prerequisites, a forged phase, a forged base and stage, a rename away from the pipeline, all projects blanked.
          [
            'PUT',
            '/db',
            {
              collection: 'projects',
              query: { id: project!.id },
              update_vals: { $set: { 'milestones.serviceStarted': '2026-01-01T00:00:00.000Z' } },
            },
          ],
          ['PUT', '/db', { collection: 'projects', query: { id: project!.id }, update_vals: { $set: { phase: 'service' } } }],
          [
            'PUT',
            '/db',
            { collection: 'projects', query: { id: project!.id }, update_vals: { $set: { 'base.latest': { version: 'v9.9.9' } } } },
          ],
          [
            'PUT',
            '/db',
            { collection: 'projects', query: { id: project!.id }, update_vals: { $set: { 'opus.mbom': { status: 'done' } } } },
          ],
          ['PUT', '/db', { collection: 'projects', query: { id: project!.id }, update_vals: { $set: { id: `P-moved${suffix}` } } }],
          ['PUT', '/db', { collection: 'projects', query: { phase: { $exists: true } }, update_vals: { $unset: { clientName: '' } } }],
          ['POST', '/db', { collection: 'projects', to_insert: { id: `P-new${suffix}`, clientName: 'Forged' } }],
          ['POST', '/db/date', { collection: 'projects', id: project!.id, date_field: 'milestones.installComplete' }],
          ['DELETE', '/db/date', { collection: 'projects', id: project!.id, date_field: 'milestones.permittingStarted' }],
        ],
      ],
      [
        'costs',
        /base service \(POST \/base\/updatePrices\)/,
        [
          ['PUT', '/db', { collection: 'costs', query: { id: costs!.id }, update_vals: { $set: { forged: 1 } } }],
          ['POST', '/db', { collection: 'costs', to_insert: { id: `v-new${suffix}` } }],
          ['POST', '/db/date', { collection: 'costs', id: costs!.id, date_field: 'updatedAt' }],
        ],
      ],
      [
        'buildingSystemOwners',
        /read-only/,
        [
          [
            'PUT',
            '/db',
            {
              collection: 'buildingSystemOwners',
              query: { id: owners!.id },
              update_vals: { $set: { 'subsystemData.x.owner': 'mallory' } },
            },
          ],
          ['POST', '/db', { collection: 'buildingSystemOwners', to_insert: { id: `new${suffix}`, system: 'x' } }],
          ['DELETE', '/db/date', { collection: 'buildingSystemOwners', id: owners!.id, date_field: 'system' }],
        ],
      ],
      [
        'emailTemplates',
        /email service \(PUT \/email\/template/,
        [
          [
            'PUT',
            '/db',
            { collection: 'emailTemplates', query: { id: 'welcome' }, update_vals: { $set: { subject: `Forged ${suffix}` } } },
          ],
          ['PUT', '/db', { collection: 'emailTemplates', query: { id: 'welcome' }, update_vals: { $set: { id: `moved${suffix}` } } }],
          [
            'POST',
            '/db',
            { collection: 'emailTemplates', to_insert: { id: `new${suffix}`, name: 'new', description: '', subject: 'S', body: 'B' } },
          ],
          ['POST', '/db/date', { collection: 'emailTemplates', id: 'welcome', date_field: 'sentAt' }],
        ],
      ],
    ];
    for (const [collection, names, writes] of cases) {
      for (const [method, path, body] of writes) {
        const answer = await call(method, path, body);
        const what = `${method} ${path} ${JSON.stringify(body)}`;
        expect(answer.status, what).toBe(403);
        expect(answer.body, what).toMatchObject({ success: false, data: null, error: { error: 'forbidden' } });
        expect(answer.body.error?.message, what).toMatch(names);
        const named = { buildingSystemOwners: 'Building system owners', emailTemplates: 'Email templates' }[collection] ?? collection;
        expect(answer.body.error?.message, what).toMatch(new RegExp(named, 'i'));
      }
    }
    expect(await readDocument(`projects/${project!.id}`)).toEqual(before.project);
    expect(await readDocument(`costs/${costs!.id}`)).toEqual(before.costs);
    expect(await readDocument(`buildingSystemOwners/${owners!.id}`)).toEqual(before.owners);
    expect(await readDocument('emailTemplates/welcome')).toEqual(before.template);
    for (const path of [
      `emailTemplates/moved${suffix}`,
      `emailTemplates/new${suffix}`,
      `projects/P-moved${suffix}`,
      `projects/P-new${suffix}`,
      `costs/v-new${suffix}`,
      `buildingSystemOwners/new${suffix}`,
    ]) {
      expect(await readDocument(path), path).toBeNull();
    }
    // Reading them is unchanged.
    expect((await call('GET', '/db?collection=projects&limit=2')).status).toBe(200);
    expect((await call('GET', '/db?collection=buildingSystemOwners')).status).toBe(200);
  });

  it('renames only jobs: $set.id on a design is a 400 naming the field, and nothing moves', async () => {
    const design = await readDocument('designs/D-0001');
    expect(design).toBeTruthy();
    for (const [collection, id] of [['designs', 'D-0001']] as const) {
      const renamed = await call('PUT', '/db', { collection, query: { id }, update_vals: { $set: { id: `moved${suffix}` } } });
      expect(renamed.status, collection).toBe(400);
      expect(renamed.body.error?.fieldErrors?.['update_vals.$set.id'], collection).toMatch(/only jobs are renamed/);
      expect(await readDocument(`${collection}/moved${suffix}`)).toBeNull();
    }
    expect(await readDocument('designs/D-0001')).toEqual(design);
  });

  it('changes one document per PUT: a query matching two is a 400 and changes neither', async () => {
    const title = `Test Cap ${suffix}`;
    const ids = [`testCapA${suffix}`, `testCapB${suffix}`];
    const inserted = await call('POST', '/db', { collection: 'jobs', to_insert: ids.map((id) => ({ id, title })) });
    expect(inserted.status).toBe(201);
    const before = await Promise.all(ids.map((id) => readDocument(`jobs/${id}`)));
    const many = await call('PUT', '/db', { collection: 'jobs', query: { title }, update_vals: { $set: { skills: 'blanked' } } });
    expect(many.status).toBe(400);
    expect(many.body).toMatchObject({ success: false, data: null, error: { error: 'bad-request' } });
    expect(many.body.error?.fieldErrors?.query).toMatch(/more than 1 document/);
    const byIn = await call('PUT', '/db', { collection: 'jobs', query: { id: { $in: ids } }, update_vals: { $unset: { title: '' } } });
    expect(byIn.status).toBe(400);
    expect(await Promise.all(ids.map((id) => readDocument(`jobs/${id}`)))).toEqual(before);
    // One document by id is what every screen updates.
    const one = await call('PUT', '/db', { collection: 'jobs', query: { id: ids[0]! }, update_vals: { $set: { skills: 'MIG' } } });
    expect(one.status).toBe(200);
    expect(results<{ matched: number }>(one.body).matched).toBe(1);
  });

  it('stamps who changed a document and when from the verified token, and refuses a stamp sent by the caller', async () => {
    const id = `testStamp${suffix}`;
    const t0 = Date.now();
    const created = await call('POST', '/db', { collection: 'jobs', to_insert: { id, title: 'Test Stamp' } });
    expect(created.status).toBe(201);
    const stamped = await readDocument(`jobs/${id}`);
    expect(stamped?.updatedBy).toBe('grace@modulr.example');
    expect(Date.parse(String(stamped?.updatedAt))).toBeGreaterThanOrEqual(t0 - 5000);

    // Another user's PUT: the stamp is theirs, and the answer carries it.
    const ada = await idTokenFor('ada@modulr.example');
    const res = await fetch(`${FUNCTIONS_URL}/db`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${ada}`, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ collection: 'jobs', query: { id }, update_vals: { $set: { skills: 'TIG' } } }),
    });
    expect(res.status).toBe(200);
    const answer = JSON.parse(((await res.json()) as Envelope).data!.result) as Record<string, unknown>;
    const after = await readDocument(`jobs/${id}`);
    expect(after).toMatchObject({ skills: 'TIG', updatedBy: 'ada@modulr.example' });
    expect(answer).toMatchObject({ matched: 1, modified: 1, updatedBy: 'ada@modulr.example', updatedAt: after?.updatedAt });

    // A date call is a change too.
    const dated = await call('POST', '/db/date', { collection: 'jobs', id, date_field: 'publicAt' });
    expect(dated.status).toBe(200);
    expect(await readDocument(`jobs/${id}`)).toMatchObject({ updatedBy: 'grace@modulr.example' });

    // The caller never writes the stamp, in any form; nothing is written.
    const current = await readDocument(`jobs/${id}`);
    const forged: Array<[string, string, unknown, string]> = [
      ['PUT', '/db', { collection: 'jobs', query: { id }, update_vals: { $set: { updatedBy: 'mallory' } } }, 'update_vals.$set.updatedBy'],
      [
        'PUT',
        '/db',
        { collection: 'jobs', query: { id }, update_vals: { $set: { skills: 'x', updatedAt: '2020-01-01T00:00:00.000Z' } } },
        'update_vals.$set.updatedAt',
      ],
      ['PUT', '/db', { collection: 'jobs', query: { id }, update_vals: { $unset: { updatedBy: '' } } }, 'update_vals.$unset.updatedBy'],
      [
        'PUT',
        '/db',
        { collection: 'designs', query: { id: 'D-0001' }, update_vals: { $set: { 'tag.Bv1,2,3-4': 'pass', updatedBy: 'mallory' } } },
        'update_vals.$set.updatedBy',
      ],
      [
        'PUT',
        '/db',
        { collection: 'designs', query: { id: 'D-0001' }, update_vals: { $set: { 'updatedAt.x': 1 } } },
        'update_vals.$set.updatedAt.x',
      ],
      ['POST', '/db', { collection: 'jobs', to_insert: { id: `${id}X`, title: 'Forged', updatedBy: 'mallory' } }, 'to_insert.updatedBy'],
      [
        'POST',
        '/db',
        {
          collection: 'jobs',
          to_insert: [
            { id: `${id}Y`, title: 'Y' },
            { id: `${id}X`, title: 'X', updatedAt: '2020-01-01T00:00:00Z' },
          ],
        },
        'to_insert.1.updatedAt',
      ],
      ['POST', '/db/date', { collection: 'jobs', id, date_field: 'updatedAt', date: '2020-01-01T00:00:00Z' }, 'date_field'],
      ['DELETE', '/db/date', { collection: 'jobs', id, date_field: 'updatedAt' }, 'date_field'],
    ];
    for (const [method, path, body, field] of forged) {
      const refused = await call(method, path, body);
      expect(refused.status, field).toBe(400);
      expect(refused.body.error?.fieldErrors?.[field], field).toMatch(/Set by the server/);
    }
    expect(await readDocument(`jobs/${id}`)).toEqual(current);
    expect(await readDocument(`jobs/${id}X`)).toBeNull();
    expect(await readDocument(`jobs/${id}Y`)).toBeNull();
  });

  it('stamps a design tag set by PUT (email templates are stamped by the email service: email-service.test.ts)', async () => {
    const tag = 'tag.Bv8,7,6-5';
    const tagged = await call('PUT', '/db', { collection: 'designs', query: { id: 'D-0030' }, update_vals: { $set: { [tag]: 'pass' } } });
    expect(tagged.status).toBe(200);
    expect(await readDocument('designs/D-0030')).toMatchObject({ updatedBy: 'grace@modulr.example' });
    expect(
      (await call('PUT', '/db', { collection: 'designs', query: { id: 'D-0030' }, update_vals: { $unset: { [tag]: '' } } })).status,
    ).toBe(200);
  });
});
