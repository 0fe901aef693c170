import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { CONTENT_CHUNK_BYTES } from '@workhub/domain';
import { callService, type ServiceAnswer } from '../support/service-call';
import { PROJECT_ID, idTokenFor, runSuffix } from '../support/emulators';

/**
 * The workspace endpoints (POST/DELETE/PUT /workspace, POST/PUT /workspace_content) and the
 * Firebase service (GET /firebase/docsJson, /workspace, /workspace/content) against the real
 * emulators. Each run makes its own workspaces (removed at the end). Every refused request is
 * checked to have written nothing: the workspace and its content documents (with their update
 * times) are the same before and after.
 */

type Doc = Record<string, unknown>;

const suffix = runSuffix();
const tokens: Record<string, string> = {};
let app: App;
let db: Firestore;
let projectId: string;
const made: string[] = [];
const blockWorkspaceId = `test-block-ws-${suffix}`;

const call = <T = Doc>(as: string, method: string, path: string, body?: unknown, query?: Record<string, string>) =>
  callService<T>(method, `${path}${query ? `?${new URLSearchParams(query).toString()}` : ''}`, tokens[as], body);

/** The workspace and every content document, with update times: equal before and after a refused request. */
async function stateOf(workspaceId: string): Promise<unknown> {
  const ref = db.doc(`workspaces/${workspaceId}`);
  const [ws, content] = await Promise.all([ref.get(), ref.collection('content').get()]);
  return {
    workspace: ws.exists ? { data: ws.data(), at: ws.updateTime?.toMillis() } : null,
    content: content.docs.map((d) => ({ id: d.id, data: d.data(), at: d.updateTime.toMillis() })),
  };
}

/** The workspaces a user created (to see that a refused create made none). */
const countCreatedBy = async (user: string) => (await db.collection('workspaces').where('creator', '==', user).get()).size;

async function create(as: string, workspace: Doc, content: Doc[] = []): Promise<string> {
  const res = await call<{ workspaceId: string }>(as, 'POST', '/workspace', { workspace, content });
  expect(res.status, JSON.stringify(res.body.error)).toBe(201);
  made.push(res.body.data!.workspaceId);
  return res.body.data!.workspaceId;
}

const classPart = (extra: Doc = {}): Doc => ({ workspaceType: 'classPart', name: 'structure/wall-panel', ...extra });
const entry = (documentId: string, extra: Doc = {}): Doc => ({ documentId, documentType: 'classPart', ...extra });

function expectRefused(res: ServiceAnswer<unknown>, status: number, fields: string[] = []) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.success).toBe(false);
  expect(res.body.data).toBeNull();
  expect(typeof res.body.error?.message).toBe('string');
  for (const field of fields) expect(res.body.error?.fieldErrors ?? {}, JSON.stringify(res.body.error)).toHaveProperty([field]);
}

beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT_ID }, `workspace-endpoints-${suffix}`);
  db = getFirestore(app);
  for (const user of ['eero', 'zaha', 'frances'])
    tokens[user] = await idTokenFor(`${user}@${user === 'zaha' ? 'modulr-build' : 'modulr'}.example`);
  const project = await db.collection('projects').limit(1).get();
  if (!project.docs[0]) throw new Error('needs the seeded projects');
  projectId = project.docs[0].id;
  await db.doc(`workspaces/${blockWorkspaceId}`).set({
    id: blockWorkspaceId,
    name: 'base/blocks/bath full 8x8',
    workspaceName: 'bath full 8x8',
    creator: 'eero',
    major: 1,
    minor: 0,
    patch: 0,
    deleted: false,
    workspaceType: 'block',
  });
});

afterAll(async () => {
  for (const id of [...made, blockWorkspaceId]) await db.recursiveDelete(db.doc(`workspaces/${id}`));
  if (app) await deleteApp(app);
});

describe('POST /workspace', () => {
  it('creates a class-part workspace with its content; creator = the caller; reads back through the Firebase service', async () => {
    const id = await create('eero', classPart({ workspaceName: 'wall-panel w0.0.0', projectId }), [
      entry('classPart', { system: 'structure', path: 'structure/wall-panel', routings: [{ id: 'saw-cut', partNumberSuffix: 'SC' }] }),
    ]);
    const stored = (await db.doc(`workspaces/${id}`).get()).data();
    expect(stored).toEqual({
      id,
      creator: 'eero',
      deleted: false,
      major: 0,
      minor: 0,
      patch: 0,
      name: 'structure/wall-panel',
      projectId,
      status: 'new',
      workspaceName: 'wall-panel w0.0.0',
      workspaceType: 'classPart',
    });
    const got = await call<{ workspace: Doc }>('zaha', 'GET', '/firebase/workspace', undefined, { workspaceId: id });
    expect(got.status).toBe(200);
    expect(got.body.data!.workspace).toEqual(stored);
    const content = await call<{ entries: Doc[] }>('zaha', 'GET', '/firebase/workspace/content', undefined, { workspaceId: id });
    expect(content.body.data!.entries).toEqual([
      entry('classPart', { system: 'structure', path: 'structure/wall-panel', routings: [{ id: 'saw-cut', partNumberSuffix: 'SC' }] }),
    ]);
  });

  it('creates a space workspace (company-wide)', async () => {
    const id = await create('eero', { workspaceType: 'space', name: 'base.v1', projectId: '', major: 1, minor: 2 });
    expect((await db.doc(`workspaces/${id}`).get()).data()).toMatchObject({
      workspaceType: 'space',
      major: 1,
      minor: 2,
      patch: 0,
      projectId: '',
    });
  });

  it.each<[string, unknown, string[]]>([
    ['no workspace', { content: [] }, ['workspace']],
    ['a block workspace', { workspace: { workspaceType: 'block', name: 'base/blocks/x' } }, ['workspace.workspaceType']],
    ['a baseSpec workspace', { workspace: { workspaceType: 'baseSpec', name: 'baseSpec' } }, ['workspace.workspaceType']],
    ['a class-part name without a known system', { workspace: classPart({ name: 'garage/door' }) }, ['workspace.name']],
    ['a forged creator and id', { workspace: classPart({ creator: 'zaha', id: 'mine' }) }, ['workspace']],
    [
      'bad version parts',
      { workspace: classPart({ major: -1, minor: 1.5, patch: '2' }) },
      ['workspace.major', 'workspace.minor', 'workspace.patch'],
    ],
    [
      'a bad content entry',
      { workspace: classPart(), content: [{ documentId: 'a/b', documentType: 'classPart' }] },
      ['content.0.documentId'],
    ],
    ['an entry named like a chunk', { workspace: classPart(), content: [entry('big-0001')] }, ['content.0.documentId']],
    ['two entries with one documentId', { workspace: classPart(), content: [entry('a'), entry('a')] }, ['content.1.documentId']],
    [
      'routings without partNumberSuffix',
      { workspace: classPart(), content: [entry('a', { routings: [{ id: 'r' }] })] },
      ['content.0.routings.0.partNumberSuffix'],
    ],
    ['an unknown key', { workspace: classPart(), content: [], extra: 1 }, ['(body)']],
  ])('refuses %s with per-field errors and creates nothing', async (_label, body, fields) => {
    const before = await countCreatedBy('eero');
    expectRefused(await call('eero', 'POST', '/workspace', body), 400, fields);
    expect(await countCreatedBy('eero')).toBe(before);
  });

  it('refuses __proto__ keys in a content entry (sent as raw JSON) and creates nothing', async () => {
    const before = await countCreatedBy('eero');
    const raw = `{"workspace":{"workspaceType":"classPart","name":"structure/x"},"content":[{"documentId":"a","documentType":"classPart","data":{"__proto__":{"polluted":"yes"}}}]}`;
    expectRefused(await call('eero', 'POST', '/workspace', raw), 400);
    expect(await countCreatedBy('eero')).toBe(before);
    expect(({} as Doc).polluted).toBeUndefined();
  });

  it('a projectId that names no project is a 404; nothing created', async () => {
    const before = await countCreatedBy('eero');
    expectRefused(await call('eero', 'POST', '/workspace', { workspace: classPart({ projectId: `no-such-project-${suffix}` }) }), 404);
    expect(await countCreatedBy('eero')).toBe(before);
  });

  it('needs a signed-in staff caller', async () => {
    expectRefused(await call('nobody', 'POST', '/workspace', { workspace: classPart() }), 401);
  });
});

describe('PUT /workspace and DELETE /workspace', () => {
  it('the creator changes the changeable fields; another user gets 403, a workspace admin may; nothing else is written', async () => {
    const id = await create('eero', classPart());
    const ok = await call<{ workspace: Doc }>('eero', 'PUT', '/workspace', {
      workspaceId: id,
      properties: { name: 'structure/roof-cassette', status: 'candidate', minor: 2, workspaceName: 'roof' },
    });
    expect(ok.status, JSON.stringify(ok.body.error)).toBe(200);
    expect(ok.body.data!.workspace).toMatchObject({ id, creator: 'eero', name: 'structure/roof-cassette', status: 'candidate', minor: 2 });
    expect((await db.doc(`workspaces/${id}`).get()).data()).toMatchObject({
      name: 'structure/roof-cassette',
      minor: 2,
      workspaceName: 'roof',
    });

    const before = await stateOf(id);
    expectRefused(await call('zaha', 'PUT', '/workspace', { workspaceId: id, properties: { status: 'mine' } }), 403);
    expectRefused(await call('zaha', 'DELETE', '/workspace', { workspaceId: id }), 403);
    for (const [properties, field] of [
      [{ creator: 'zaha' }, 'properties'],
      [{ id: 'x' }, 'properties'],
      [{ workspaceType: 'space' }, 'properties'],
      [{}, 'properties'],
      [{ major: -1 }, 'properties.major'],
      [{ deleted: 'yes' }, 'properties.deleted'],
    ] as const)
      expectRefused(await call('eero', 'PUT', '/workspace', { workspaceId: id, properties }), 400, [field]);
    expectRefused(await call('eero', 'PUT', '/workspace', { workspaceId: id, properties: { name: 'garage/door' } }), 400, [
      'properties.name',
    ]);
    expectRefused(await call('eero', 'PUT', '/workspace', { workspaceId: id, properties: { projectId: `no-such-${suffix}` } }), 404);
    expectRefused(await call('eero', 'PUT', '/workspace', { workspaceId: 'a/b', properties: { status: 'x' } }), 400, ['workspaceId']);
    expect(await stateOf(id)).toEqual(before);

    const admin = await call<{ workspace: Doc }>('frances', 'PUT', '/workspace', { workspaceId: id, properties: { status: 'reviewed' } });
    expect(admin.status).toBe(200);
    expect(admin.body.data!.workspace).toMatchObject({ creator: 'eero', status: 'reviewed' });
  });

  it('unknown workspaces are a 404', async () => {
    const missing = `no-such-ws-${suffix}`;
    expectRefused(await call('eero', 'PUT', '/workspace', { workspaceId: missing, properties: { status: 'x' } }), 404);
    expectRefused(await call('eero', 'DELETE', '/workspace', { workspaceId: missing }), 404);
    expectRefused(await call('eero', 'GET', '/firebase/workspace', undefined, { workspaceId: missing }), 404);
    expectRefused(await call('eero', 'GET', '/firebase/workspace/content', undefined, { workspaceId: missing }), 404);
    expect((await db.doc(`workspaces/${missing}`).get()).exists).toBe(false);
  });

  it('DELETE is a soft delete: the workspace stays, hidden from other staff, changeable only by restoring it', async () => {
    const id = await create('eero', classPart(), [entry('classPart')]);
    const res = await call<{ workspace: Doc }>('eero', 'DELETE', '/workspace', undefined, { workspaceId: id });
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    expect(res.body.data!.workspace).toMatchObject({ id, deleted: true, creator: 'eero' });
    expect((await db.doc(`workspaces/${id}`).get()).data()).toMatchObject({ deleted: true });
    expect((await db.doc(`workspaces/${id}/content/classPart`).get()).exists).toBe(true);

    expectRefused(await call('zaha', 'GET', '/firebase/workspace', undefined, { workspaceId: id }), 404);
    expect((await call('frances', 'GET', '/firebase/workspace', undefined, { workspaceId: id })).status).toBe(200);
    const before = await stateOf(id);
    expectRefused(await call('eero', 'PUT', '/workspace', { workspaceId: id, properties: { status: 'x' } }), 409);
    expectRefused(await call('eero', 'POST', '/workspace_content', { workspaceId: id, content: entry('x') }), 409);
    expect(await stateOf(id)).toEqual(before);
    const restored = await call<{ workspace: Doc }>('eero', 'PUT', '/workspace', { workspaceId: id, properties: { deleted: false } });
    expect(restored.body.data!.workspace).toMatchObject({ deleted: false });
  });

  it('block workspaces belong to the base service: 409 naming it, nothing written', async () => {
    const before = await stateOf(blockWorkspaceId);
    for (const [method, path, body] of [
      ['PUT', '/workspace', { workspaceId: blockWorkspaceId, properties: { status: 'x' } }],
      ['DELETE', '/workspace', { workspaceId: blockWorkspaceId }],
      ['POST', '/workspace_content', { workspaceId: blockWorkspaceId, content: entry('x') }],
      ['PUT', '/workspace_content', { workspaceId: blockWorkspaceId, properties: { documentId: 'block', message: 'x' } }],
    ] as const) {
      const res = await call('eero', method, path, body);
      expectRefused(res, 409);
      expect(res.body.error!.message).toMatch(/base service/);
    }
    expect(await stateOf(blockWorkspaceId)).toEqual(before);
  });
});

describe('POST /workspace_content and PUT /workspace_content', () => {
  it('creates and replaces entries by documentId; PUT sets fields; bad input writes nothing', async () => {
    const id = await create('eero', classPart(), [entry('a', { message: 'first' })]);
    const posted = await call<{ documentIds: string[] }>('eero', 'POST', '/workspace_content', {
      workspaceId: id,
      content: [entry('a', { name: 'replaced' }), entry('b', { isActive: true })],
    });
    expect(posted.status, JSON.stringify(posted.body.error)).toBe(200);
    expect(posted.body.data!.documentIds).toEqual(['a', 'b']);
    expect((await db.doc(`workspaces/${id}/content/a`).get()).data()).toEqual(entry('a', { name: 'replaced' }));
    const single = await call('eero', 'POST', '/workspace_content', { workspaceId: id, content: entry('c') });
    expect(single.status).toBe(200);

    const put = await call<{ entry: Doc }>('eero', 'PUT', '/workspace_content', {
      workspaceId: id,
      properties: { documentId: 'b', message: 'Move the header up', versionInfo: { major: 1 } },
    });
    expect(put.status, JSON.stringify(put.body.error)).toBe(200);
    expect(put.body.data!.entry).toEqual(entry('b', { isActive: true, message: 'Move the header up', versionInfo: { major: 1 } }));
    expect((await db.doc(`workspaces/${id}/content/b`).get()).data()).toEqual(put.body.data!.entry);

    const before = await stateOf(id);
    expectRefused(await call('eero', 'POST', '/workspace_content', { workspaceId: id, content: [] }), 400, ['content']);
    expectRefused(await call('eero', 'POST', '/workspace_content', { workspaceId: id, content: [entry('d'), entry('d')] }), 400);
    expectRefused(
      await call('eero', 'POST', '/workspace_content', {
        workspaceId: id,
        content: { documentId: 'e', documentType: 'classPart', system: 'garage' },
      }),
      400,
    );
    expectRefused(
      await call('eero', 'POST', '/workspace_content', { workspaceId: id, content: entry('f', { data: { list: [[1]] } }) }),
      400,
    );
    expectRefused(await call('eero', 'PUT', '/workspace_content', { workspaceId: id, properties: { documentId: 'b' } }), 400, [
      'properties',
    ]);
    expectRefused(
      await call('eero', 'PUT', '/workspace_content', { workspaceId: id, properties: { documentId: 'b', documentType: 'x' } }),
      400,
      ['properties'],
    );
    expectRefused(
      await call('eero', 'PUT', '/workspace_content', { workspaceId: id, properties: { documentId: 'b', isActive: 'yes' } }),
      400,
      ['properties.isActive'],
    );
    expectRefused(await call('eero', 'PUT', '/workspace_content', { workspaceId: id, properties: { documentId: 'b', 'data.x': 1 } }), 400);
    expectRefused(
      await call('eero', 'PUT', '/workspace_content', { workspaceId: id, properties: { documentId: 'nope', message: 'x' } }),
      404,
    );
    expectRefused(await call('zaha', 'POST', '/workspace_content', { workspaceId: id, content: entry('z') }), 403);
    expectRefused(await call('zaha', 'PUT', '/workspace_content', { workspaceId: id, properties: { documentId: 'b', message: 'x' } }), 403);
    expectRefused(await call('eero', 'POST', '/workspace_content', { workspaceId: `no-such-${suffix}`, content: entry('z') }), 404);
    expect(await stateOf(id)).toEqual(before);
  });

  it("a space workspace's 'json' entry is the version service's: 409", async () => {
    const id = await create('eero', { workspaceType: 'space', name: 'base.v1' });
    const before = await stateOf(id);
    expectRefused(
      await call('eero', 'POST', '/workspace_content', { workspaceId: id, content: { documentId: 'json', documentType: 'json' } }),
      409,
    );
    expect(await stateOf(id)).toEqual(before);
  });

  it('an entry larger than a document (multibyte) is stored as chunks ≤ 900,000 bytes and read back byte for byte; shrinking removes stale chunks', async () => {
    const id = await create('eero', classPart());
    // Each string: 900,000 UTF-8 bytes of 1-, 2-, 3- and 4-byte characters (a request takes at
    // most 1 MiB a string and 2 MiB a body, so the entry grows past 2.5 MB by a POST and a PUT).
    const piece = (seed: string) => `${seed}ü€😀`.repeat(90_000);
    expect(Buffer.byteLength(piece('a'))).toBe(900_000);
    const big = entry('big', { data: { parts: [piece('a'), piece('b')] } });
    const res = await call('eero', 'POST', '/workspace_content', { workspaceId: id, content: big });
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    const grown = await call<{ entry: Doc }>('eero', 'PUT', '/workspace_content', {
      workspaceId: id,
      properties: { documentId: 'big', properties: { notes: piece('c') }, versionInfo: { log: piece('d') } },
    });
    expect(grown.status, JSON.stringify(grown.body.error)).toBe(200);
    const expected = { ...big, properties: { notes: piece('c') }, versionInfo: { log: piece('d') } };
    expect(Buffer.byteLength(JSON.stringify(expected))).toBeGreaterThan(2_500_000);

    const chunkIds = async () => (await db.collection(`workspaces/${id}/content`).get()).docs.map((d) => d.id);
    const chunkDocs = (await db.collection(`workspaces/${id}/content`).get()).docs;
    const count = chunkDocs.length;
    expect(count).toBeGreaterThanOrEqual(4);
    expect(chunkDocs.map((d) => d.id)).toEqual(Array.from({ length: count }, (_, i) => `big-${String(i).padStart(4, '0')}`));
    let stored = 0;
    for (const d of chunkDocs) {
      expect(d.data()).toMatchObject({ documentId: 'big', documentType: 'classPart', count });
      const bytes = Buffer.byteLength(d.get('text') as string);
      expect(bytes).toBeLessThanOrEqual(CONTENT_CHUNK_BYTES);
      stored += bytes;
    }
    const read = await call<{ entries: Doc[] }>('eero', 'GET', '/firebase/workspace/content', undefined, { workspaceId: id });
    expect(read.status).toBe(200);
    const back = read.body.data!.entries[0] as { data: { parts: string[] }; properties: { notes: string }; versionInfo: { log: string } };
    expect(read.body.data!.entries).toHaveLength(1);
    expect(back).toEqual(expected);
    expect(stored).toBe(Buffer.byteLength(JSON.stringify(back)));
    for (const [a, b] of [
      [back.data.parts[0], piece('a')],
      [back.data.parts[1], piece('b')],
      [back.properties.notes, piece('c')],
      [back.versionInfo.log, piece('d')],
    ] as const)
      expect(Buffer.from(a ?? '').equals(Buffer.from(b))).toBe(true);

    // Shrink (back to the posted entry): fewer chunks, the stale ones go.
    await call('eero', 'POST', '/workspace_content', { workspaceId: id, content: big });
    const fewer = await chunkIds();
    expect(fewer.length).toBeLessThan(count);
    expect(fewer).toEqual(Array.from({ length: fewer.length }, (_, i) => `big-${String(i).padStart(4, '0')}`));
    // Shrink to one document: the chunks go.
    await call('eero', 'POST', '/workspace_content', { workspaceId: id, content: entry('big', { message: 'small again' }) });
    expect(await chunkIds()).toEqual(['big']);
    const small = await call<{ entries: Doc[] }>('eero', 'GET', '/firebase/workspace/content', undefined, { workspaceId: id });
    expect(small.body.data!.entries).toEqual([entry('big', { message: 'small again' })]);
  });

  it('missing chunks are a 409, never a short entry', async () => {
    const id = await create('eero', classPart());
    const piece = 'ü€😀'.repeat(100_000);
    await call('eero', 'POST', '/workspace_content', { workspaceId: id, content: entry('big', { data: { a: piece, b: piece } }) });
    const chunks = await db.collection(`workspaces/${id}/content`).get();
    expect(chunks.size).toBeGreaterThan(1);
    await chunks.docs[1]!.ref.delete();
    const res = await call('eero', 'GET', '/firebase/workspace/content', undefined, { workspaceId: id });
    expectRefused(res, 409);
    expect(res.body.error!.message).toMatch(/incomplete/);
  });
});

describe('GET /firebase/docsJson', () => {
  it('lists every route of the Firebase service and the workspace endpoints with their input fields', async () => {
    const res = await call<{ routes: Doc[] }>('eero', 'GET', '/firebase/docsJson');
    expect(res.status).toBe(200);
    const routes = res.body.data!.routes;
    expect(routes.map((r) => `${String(r.method)} ${String(r.path)}`).sort()).toEqual(
      [
        'GET /firebase/docsJson',
        'GET /firebase/workspace',
        'GET /firebase/workspace/content',
        'POST /workspace',
        'DELETE /workspace',
        'PUT /workspace',
        'POST /workspace_content',
        'PUT /workspace_content',
        // The sign-in exchange has no docsJson of its own: the Firebase service describes it.
        'POST /auth/token',
      ].sort(),
    );
    for (const r of routes) expect(r).not.toHaveProperty('undocumented');
    const put = routes.find((r) => r.method === 'PUT' && r.path === '/workspace')!;
    expect(put.fields).toEqual([
      { name: 'workspaceId', type: 'string', required: true },
      { name: 'properties', type: 'object', required: true },
    ]);
    const props = (put.schema as { properties: { properties: { properties: Record<string, { type?: string }> } } }).properties.properties
      .properties;
    expect(Object.keys(props).sort()).toEqual(['deleted', 'major', 'minor', 'name', 'patch', 'projectId', 'status', 'workspaceName']);
    expect(props.major?.type).toBe('integer');
    const post = routes.find((r) => r.method === 'POST' && r.path === '/workspace_content')!;
    expect(post.fields).toEqual([
      { name: 'workspaceId', type: 'string', required: true },
      { name: 'content', type: 'object|array', required: true },
    ]);
    expectRefused(await call('eero', 'GET', '/firebase/docsJson', undefined, { extra: '1' }), 400);
  });
});
