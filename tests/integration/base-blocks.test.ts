import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { STORED_SCHEMA_VERSIONS } from '@workhub/domain';
import { callService } from '../support/service-call';
import { FUNCTIONS_URL, PROJECT_ID, idTokenFor, runSuffix } from '../support/emulators';

/**
 * The base service's block routes against the real emulators and the functions emulator. Each
 * run works on its own test block (created here, removed at the end), so the seeded blocks stay as
 * they are; the seeded block workspaces are only read.
 */

type Doc = Record<string, unknown>;

const suffix = runSuffix();
const blockName = `testblock-${suffix}`;
const blockId = `test~${blockName}`;
const otherName = `testblock2-${suffix}`;
const otherId = `test~${otherName}`;
/** A block written around the services with a malformed drawing. */
const brokenName = `testblock broken ${suffix}`;
const brokenId = `test~testblock-broken-${suffix}`;
/** The test blocks' class block, which a commit refreshes. */
const classBlockPath = `classBlocks/test~family-${suffix}`;

const wall = (n: number) => ({ name: `wall ${n}`, type: 'rect' as const, points: [0, 0, 96, 0, 96, 6, 0, 6] });
const oldLayers = { 'design/walls': { objects: [wall(1)] } };
const blockLayers = {
  'design/walls': { objects: [wall(1), wall(2)] },
  'design/rooms': { objects: [{ name: 'Bath', type: 'polygon' as const, points: [0, 0, 96, 0, 96, 96] }] },
};
const newLayers = { 'design/walls': { objects: [wall(1), wall(2), wall(3)] } };

const tokens: Record<string, string> = {};
let app: App;
let db: Firestore;

const call = <T = Record<string, unknown>>(as: string, method: string, path: string, body?: unknown) =>
  callService<T>(method, `/base${path}`, tokens[as], body);

const listBlocks = async (query: string) => {
  const { status, body } = await call<{ result: string }>('eero', 'GET', `/blocks${query}`);
  expect(status).toBe(200);
  return JSON.parse(body.data!.result) as Doc[];
};
const readDoc = async (path: string) => (await db.doc(path).get()).data() ?? null;
const contentOf = (workspaceId: string) => readDoc(`workspaces/${workspaceId}/content/block`);

async function createWorkspace(as: string, body: Doc = { name: blockName }): Promise<string> {
  const { status, body: res } = await call<{ workspaceId: string }>(as, 'POST', '/blocks/workspace', body);
  expect(status, JSON.stringify(res.error)).toBe(201);
  return res.data!.workspaceId;
}

async function removeTestDocs(): Promise<void> {
  for (const name of [blockName, otherName, brokenName]) {
    const [blocks, workspaces] = await Promise.all([
      db.collection('blocks').where('name', '==', name).get(),
      db.collection('workspaces').where('workspaceName', '==', name).get(),
    ]);
    for (const d of blocks.docs) await d.ref.delete();
    for (const d of workspaces.docs) await db.recursiveDelete(d.ref);
  }
  await db.doc(classBlockPath).delete();
}

beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT_ID }, `base-blocks-${suffix}`);
  db = getFirestore(app);
  for (const user of ['eero', 'jean', 'zaha', 'ada'])
    tokens[user] = await idTokenFor(`${user}@${user === 'zaha' ? 'modulr-build' : 'modulr'}.example`);
  const common = { designer: 'eero', type: 'room', categoryName: 'test', width: 96, height: 96 };
  // One archived version (v1.0.0) and no currentVersion: the current one reads as v1.1.0.
  await db.doc(`blocks/${blockId}`).set({
    ...common,
    name: blockName,
    key: `test/${blockName}`,
    path: `base/blocks/test/${blockName}`,
    route: `/block/${blockName}`,
    layers: blockLayers,
  });
  await db
    .doc(`blocks/${blockId}~v1.0.0`)
    .set({ ...common, name: blockName, key: `test/${blockName}`, layers: oldLayers, version: 'v1.0.0' });
  // Never revised: v1.0.0.
  await db.doc(`blocks/${otherId}`).set({ ...common, name: otherName, key: `test/${otherName}`, layers: oldLayers });
  await db.doc(classBlockPath).set({
    key: `test/family-${suffix}`,
    categoryName: 'test',
    name: `family-${suffix}`,
    blocks: [blockName, otherName],
    version: 'v1.0.4',
    configurations: [{ name: 'mirrored', type: 'boolean' }],
    assemblies: [{ name: 'floor-cassette', onshapeConfigurations: { Width: '8\' 0"' } }],
    blockVersions: { [blockName]: 'v1.1.0', [otherName]: 'v1.0.0' },
  });
});

afterAll(async () => {
  await removeTestDocs();
  await deleteApp(app);
});

describe('base service plumbing', () => {
  it('needs a staff token', async () => {
    const res = await fetch(`${FUNCTIONS_URL}/base/blocks`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ success: false, error: { error: 'unauthenticated' } });
  });

  it('answers under the /api prefix too', async () => {
    const res = await fetch(`${FUNCTIONS_URL}/api/base/blocks`, { headers: { Authorization: `Bearer ${tokens.eero}` } });
    expect(res.status).toBe(200);
  });
});

describe('GET /blocks', () => {
  it('lists current blocks as a JSON string, with layer names but no layers or assigns', async () => {
    const blocks = await listBlocks('');
    expect(blocks.length).toBeGreaterThanOrEqual(101);
    expect(blocks.length).toBeLessThanOrEqual(1000);
    expect(
      blocks.every((b) => b.version === undefined && b.layers === undefined && b.assigns === undefined && Array.isArray(b.layerNames)),
    ).toBe(true);
    const mine = blocks.find((b) => b.id === blockId);
    expect(mine).toMatchObject({ name: blockName, width: 96, height: 96, layerNames: ['design/walls', 'design/rooms'] });
  });

  it('adds archived versions, layers and assigns when asked', async () => {
    const all = await listBlocks('?allVersions=true&layerData=true&assigns=true');
    const current = await listBlocks('?allVersions=false');
    expect(all.length).toBeGreaterThan(current.length);
    expect(all.find((b) => b.id === `${blockId}~v1.0.0`)).toMatchObject({
      version: 'v1.0.0',
      layers: oldLayers,
      layerNames: ['design/walls'],
      assigns: {},
    });
    expect(all.find((b) => b.id === blockId)).toMatchObject({ layers: blockLayers });
  });

  it('reports a malformed stored block in data.invalid and still lists every valid one', async () => {
    await db.doc(`blocks/${brokenId}`).set({
      name: brokenName,
      categoryName: 'test',
      width: 96,
      layers: { 'design/walls': { objects: [{ name: 'w', type: 'circle', points: [0, 'x'] }] } },
    });
    try {
      for (const query of ['', '?allVersions=true&layerData=true']) {
        const { status, body } = await call<{ result: string; invalid: { id: string; problems: string[] }[] }>(
          'eero',
          'GET',
          `/blocks${query}`,
        );
        expect(status).toBe(200);
        const listed = JSON.parse(body.data!.result) as Doc[];
        expect(listed.find((b) => b.id === brokenId)).toBeUndefined();
        expect(listed.find((b) => b.id === blockId)).toMatchObject({ name: blockName });
        expect(listed.length).toBeGreaterThanOrEqual(101);
        const broken = body.data!.invalid.find((b) => b.id === brokenId);
        expect(broken?.problems).toEqual([
          'layers.design/walls.objects.0.type: Invalid option: expected one of "rect"|"polygon"|"polyline"',
          'layers.design/walls.objects.0.points.1: Invalid input: expected number, received string',
          'height: Invalid input: expected number, received undefined',
        ]);
      }
      // A workspace on it could never be committed: refused up front, nothing written.
      const refused = await call('eero', 'POST', '/blocks/workspace', { name: brokenName });
      expect(refused.status).toBe(409);
      expect(refused.body.error!.message).toContain('height');
      expect((await db.collection('workspaces').where('workspaceName', '==', brokenName).get()).size).toBe(0);
    } finally {
      await db.doc(`blocks/${brokenId}`).delete();
    }
    const { body } = await call<{ result: string; invalid: unknown[] }>('eero', 'GET', '/blocks');
    expect(body.data!.invalid).toEqual([]);
  });

  it('refuses bad flags with per-field errors', async () => {
    const { status, body } = await call('eero', 'GET', '/blocks?allVersions=yes&layerData=1');
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, data: null, error: { error: 'bad-request' } });
    expect(Object.keys(body.error!.fieldErrors!).sort()).toEqual(['allVersions', 'layerData']);
  });
});

describe('block workspaces: create and read', () => {
  it('creates a workspace on the current version, created by the caller, with the drawing as content', async () => {
    const id = await createWorkspace('eero', { name: blockName, user: 'jean' });
    expect(await readDoc(`workspaces/${id}`)).toEqual({
      id,
      name: `base/blocks/${blockName}`,
      workspaceName: blockName,
      creator: 'eero',
      user: 'jean',
      units: 'in',
      major: 1,
      minor: 1,
      patch: 0,
      deleted: false,
      workspaceType: 'block',
      editors: [],
      s3Name: `base/blocks/${blockName}/${id}.json`,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      // Made in the current shape, so stamped with its version (issue 25, item 5).
      schemaVersion: STORED_SCHEMA_VERSIONS.workspaces,
    });
    expect(await contentOf(id)).toEqual({
      documentId: 'block',
      documentType: 'block',
      data: { name: blockName, width: 96, height: 96, layers: blockLayers },
    });
  });

  it('defaults user to the caller and reads a never-revised block as v1.0.0', async () => {
    const id = await createWorkspace('zaha', { name: otherName, units: 'ft' });
    expect(await readDoc(`workspaces/${id}`)).toMatchObject({ creator: 'zaha', user: 'zaha', units: 'ft', major: 1, minor: 0, patch: 0 });
  });

  it('answers { workspace, content }', async () => {
    const id = await createWorkspace('eero');
    const { status, body } = await call<{ workspace: Doc; content: Doc }>('jean', 'GET', `/blocks/workspace?workspaceId=${id}`);
    expect(status).toBe(200);
    expect(body.data!.workspace).toMatchObject({ id, creator: 'eero', workspaceName: blockName });
    expect(body.data!.content).toMatchObject({ documentId: 'block', data: { layers: blockLayers } });
  });

  it('answers 404 for an unknown block or workspace, and 400 for bad input, writing nothing', async () => {
    const before = (await db.collection('workspaces').where('workspaceName', '==', blockName).get()).size;
    const unknown = await call('eero', 'POST', '/blocks/workspace', { name: `no-such-block-${suffix}` });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ error: 'not-found' });
    const bad = await call('eero', 'POST', '/blocks/workspace', { name: blockName, units: 'furlong', user: 'a b', creator: 'zaha' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error!.fieldErrors!).sort()).toEqual(['(body)', 'units', 'user']);
    expect((await db.collection('workspaces').where('workspaceName', '==', blockName).get()).size).toBe(before);
    expect((await call('eero', 'GET', '/blocks/workspace?workspaceId=nope')).status).toBe(404);
    const noId = await call('eero', 'GET', '/blocks/workspace');
    expect(noId.status).toBe(400);
    expect(noId.body.error!.fieldErrors).toHaveProperty('workspaceId');
  });

  it('does not serve other kinds of workspace', async () => {
    await db.doc(`workspaces/cp-${suffix}`).set({
      id: `cp-${suffix}`,
      creator: 'eero',
      deleted: false,
      major: 0,
      minor: 0,
      patch: 0,
      name: 'bath/vanity',
      workspaceName: blockName,
      workspaceType: 'classPart',
    });
    expect((await call('eero', 'GET', `/blocks/workspace?workspaceId=cp-${suffix}`)).status).toBe(404);
    expect((await call('eero', 'DELETE', '/blocks/workspace', { workspaceId: `cp-${suffix}` })).status).toBe(404);
  });
});

describe('the seeded block workspaces', () => {
  it('are three, by different creators, one with editors, each with its content', async () => {
    const creators = new Set<unknown>();
    for (const id of ['block-ws-eero', 'block-ws-zaha', 'block-ws-ada']) {
      const { status, body } = await call<{ workspace: Doc; content: Doc }>('jean', 'GET', `/blocks/workspace?workspaceId=${id}`);
      expect(status, id).toBe(200);
      expect(String(body.data!.workspace.name)).toMatch(/^base\/blocks\//);
      expect(body.data!.content).toMatchObject({ documentId: 'block', documentType: 'block' });
      creators.add(body.data!.workspace.creator);
    }
    expect(creators.size).toBe(3);
    expect((await readDoc('workspaces/block-ws-zaha'))?.editors).toEqual(['eero', 'jean']);
  });
});

describe('PATCH /blocks/workspace', () => {
  let id = '';
  beforeAll(async () => {
    id = await createWorkspace('eero');
  });

  it('lets the creator replace the layers, units, assigns and editors', async () => {
    const assigns = { jean: { onshapeUrl: 'https://cad.onshape.com/documents/d1/w/w1/e/e1' } };
    const { status, body } = await call<{ workspace: Doc; content: { data: Doc } }>('eero', 'PATCH', '/blocks/workspace', {
      workspaceId: id,
      layerData: newLayers,
      units: 'mm',
      assigns,
      editors: ['jean', 'zaha', 'jean'],
    });
    expect(status, JSON.stringify(body.error)).toBe(200);
    expect(body.data!.workspace).toMatchObject({ units: 'mm', editors: ['jean', 'zaha'] });
    expect(body.data!.content.data.layers).toEqual(newLayers);
    expect(await readDoc(`workspaces/${id}`)).toMatchObject({ units: 'mm', editors: ['jean', 'zaha'], creator: 'eero' });
    const content = await contentOf(id);
    expect(content?.data).toMatchObject({
      name: blockName,
      width: 96,
      height: 96,
      layers: newLayers,
      assigns: { jean: { onshapeUrl: assigns.jean.onshapeUrl, at: expect.any(String) } },
    });
  });

  it('stamps when a workspace is made, and moves its last edit with each change (issue 27 item 8)', async () => {
    const made = await createWorkspace('eero');
    const stored = (await readDoc(`workspaces/${made}`))!;
    expect(stored.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(stored.updatedAt).toBe(stored.createdAt);
    expect((await call('eero', 'PATCH', '/blocks/workspace', { workspaceId: made, layerData: newLayers })).status).toBe(200);
    const edited = (await readDoc(`workspaces/${made}`))!;
    expect(edited.createdAt).toBe(stored.createdAt);
    expect(String(edited.updatedAt) >= String(stored.createdAt)).toBe(true);
    expect(edited.updatedAt).not.toBe(stored.updatedAt);
  });

  it('lets a workspace admin change it too', async () => {
    const { status } = await call('ada', 'PATCH', '/blocks/workspace', { workspaceId: id, units: 'in' });
    expect(status).toBe(200);
    expect((await readDoc(`workspaces/${id}`))?.units).toBe('in');
  });

  it('answers 403 to another member of staff, even an editor, and changes nothing', async () => {
    const before = await contentOf(id);
    const { status, body } = await call('jean', 'PATCH', '/blocks/workspace', { workspaceId: id, layerData: blockLayers });
    expect(status).toBe(403);
    expect(body).toMatchObject({ success: false, data: null, error: { error: 'forbidden', message: 'Not allowed' } });
    expect(await contentOf(id)).toEqual(before);
  });

  it('refuses bad layers and an empty patch with per-field errors, changing nothing', async () => {
    const before = await contentOf(id);
    const bad = await call('eero', 'PATCH', '/blocks/workspace', {
      workspaceId: id,
      layerData: { 'design/walls': { objects: [{ name: 'w', type: 'circle', points: [0, 'x'] }] } },
      units: 'in',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error!.fieldErrors!).sort()).toEqual([
      'layerData.design/walls.objects.0.points.1',
      'layerData.design/walls.objects.0.type',
    ]);
    expect(await contentOf(id)).toEqual(before);
    const empty = await call('eero', 'PATCH', '/blocks/workspace', { workspaceId: id });
    expect(empty.status).toBe(400);
    expect(empty.body.error!.fieldErrors).toEqual({ '(body)': expect.stringContaining('Nothing to update') });
    expect((await call('eero', 'PATCH', '/blocks/workspace', { workspaceId: `nope${suffix}`, units: 'in' })).status).toBe(404);
  });
});

describe('POST /blocks/commit', () => {
  let id = '';
  beforeAll(async () => {
    id = await createWorkspace('eero');
    const patched = await call('eero', 'PATCH', '/blocks/workspace', { workspaceId: id, layerData: newLayers });
    expect(patched.status).toBe(200);
  });

  it('answers 403 to another member of staff and 400 without a message, changing nothing', async () => {
    const denied = await call('jean', 'POST', '/blocks/commit', { workspaceId: id, message: 'Mine now' });
    expect(denied.status).toBe(403);
    expect(denied.body.error).toMatchObject({ error: 'forbidden', message: 'Not allowed' });
    const bad = await call('eero', 'POST', '/blocks/commit', { workspaceId: id, message: '  ' });
    expect(bad.status).toBe(400);
    expect(bad.body.error!.fieldErrors).toEqual({ message: 'Required' });
    expect(await readDoc(`blocks/${blockId}~v1.1.0`)).toBeNull();
    expect((await readDoc(`blocks/${blockId}`))?.layers).toEqual(blockLayers);
    expect(await readDoc(`workspaces/${id}`)).not.toBeNull();
    expect((await readDoc(classBlockPath))?.version).toBe('v1.0.4');
  });

  it('archives the current version, writes the next one and removes the workspace', async () => {
    const { status, body } = await call('eero', 'POST', '/blocks/commit', { workspaceId: id, message: 'Third wall' });
    expect(status, JSON.stringify(body.error)).toBe(200);
    expect(body.data).toEqual({ version: 'v1.2.0', previousVersion: 'v1.1.0', blockId, classBlocks: [`test/family-${suffix}`] });

    // Both written in the current shape, stamped (issue 25, item 5): the test block was stored
    // before versions (no layerCount, no schemaVersion), so its archive gets what v1 adds.
    const archived = await readDoc(`blocks/${blockId}~v1.1.0`);
    expect(archived).toMatchObject({ name: blockName, version: 'v1.1.0', layers: blockLayers, categoryName: 'test' });
    expect(archived).toMatchObject({ layerCount: 2, schemaVersion: STORED_SCHEMA_VERSIONS.blocks });
    const current = await readDoc(`blocks/${blockId}`);
    expect(current).not.toHaveProperty('version');
    expect(current).toMatchObject({
      name: blockName,
      layers: newLayers,
      currentVersion: 'v1.2.0',
      designer: 'eero',
      key: `test/${blockName}`,
      layerCount: 1,
      schemaVersion: STORED_SCHEMA_VERSIONS.blocks,
    });
    expect(current?.history).toEqual([
      { version: 'v1.2.0', message: 'Third wall', author: 'eero', at: expect.any(String), workspaceId: id },
    ]);

    expect(await readDoc(`workspaces/${id}`)).toBeNull();
    expect(await contentOf(id)).toBeNull();
    expect((await call('eero', 'GET', `/blocks/workspace?workspaceId=${id}`)).status).toBe(404);
    expect((await call('eero', 'POST', '/blocks/commit', { workspaceId: id, message: 'again' })).status).toBe(404);

    const listed = await listBlocks('?allVersions=true');
    expect(
      listed
        .filter((b) => b.name === blockName)
        .map((b) => b.version ?? 'current')
        .sort(),
    ).toEqual(['current', 'v1.0.0', 'v1.1.0']);
  });

  it('refreshes the class block holding the block: its new version recorded, the next patch version', async () => {
    expect(await readDoc(classBlockPath)).toMatchObject({
      version: 'v1.0.5',
      blockVersions: { [blockName]: 'v1.2.0', [otherName]: 'v1.0.0' },
      modifiedBy: 'eero',
      blocks: [blockName, otherName],
      configurations: [{ name: 'mirrored', type: 'boolean' }],
    });
  });

  it('starts the next workspace from the committed version; a workspace admin may commit it', async () => {
    const next = await createWorkspace('zaha');
    expect(await readDoc(`workspaces/${next}`)).toMatchObject({ major: 1, minor: 2, patch: 0 });
    const { status, body } = await call('ada', 'POST', '/blocks/commit', { workspaceId: next, message: 'Admin commit' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ version: 'v1.3.0', previousVersion: 'v1.2.0' });
    expect(await readDoc(`blocks/${blockId}~v1.2.0`)).toMatchObject({ version: 'v1.2.0', layers: newLayers });
    expect(((await readDoc(`blocks/${blockId}`))?.history as Doc[]).map((h) => [h.version, h.author])).toEqual([
      ['v1.2.0', 'eero'],
      ['v1.3.0', 'ada'],
    ]);
  });

  it('refuses (409) to commit a workspace whose block was committed since, changing nothing', async () => {
    const first = await createWorkspace('eero');
    const second = await createWorkspace('eero');
    expect((await call('eero', 'POST', '/blocks/commit', { workspaceId: first, message: 'first' })).status).toBe(200);
    const before = await readDoc(`blocks/${blockId}`);
    const stale = await call('eero', 'POST', '/blocks/commit', { workspaceId: second, message: 'second' });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ error: 'conflict' });
    expect(await readDoc(`blocks/${blockId}`)).toEqual(before);
    expect(await readDoc(`workspaces/${second}`)).not.toBeNull();
  });

  it('carries the assigns a PATCH set into the block', async () => {
    const ws = await createWorkspace('eero', { name: otherName });
    const url = 'https://cad.onshape.com/documents/d2/w/w2/e/e2';
    expect((await call('eero', 'PATCH', '/blocks/workspace', { workspaceId: ws, assigns: { zaha: { onshapeUrl: url } } })).status).toBe(
      200,
    );
    const { body } = await call('eero', 'POST', '/blocks/commit', { workspaceId: ws, message: 'Assigned' });
    expect(body.data).toMatchObject({ version: 'v1.1.0', previousVersion: 'v1.0.0' });
    expect(await readDoc(`blocks/${otherId}`)).toMatchObject({ assigns: { zaha: { onshapeUrl: url } }, currentVersion: 'v1.1.0' });
  });
});

describe('commit validates the stored workspace and content with the same schema as PATCH', () => {
  const badLayers = {
    'design/walls': {
      objects: [
        { name: 'w', type: 'rect', points: [0, 'x'] },
        { name: 'no points', type: 'rect' },
      ],
    },
  };

  const versionsOfBlock = async () => (await db.collection('blocks').where('name', '==', blockName).get()).size;

  async function expectNothingCommitted(id: string) {
    const before = await readDoc(`blocks/${blockId}`);
    const versions = await versionsOfBlock();
    return async () => {
      expect(await readDoc(`blocks/${blockId}`)).toEqual(before);
      expect(await versionsOfBlock()).toBe(versions);
      expect(await readDoc(`workspaces/${id}`)).not.toBeNull();
    };
  }

  it('refuses content written straight into Firestore that PATCH would refuse: 400 naming each problem, nothing written', async () => {
    const id = await createWorkspace('eero');
    // What a PATCH refuses ...
    const patch = await call('eero', 'PATCH', '/blocks/workspace', { workspaceId: id, layerData: badLayers });
    expect(patch.status).toBe(400);
    // ... written around it, as a browser or a script with Firestore access could.
    await db.doc(`workspaces/${id}/content/block`).update({ 'data.layers': badLayers });
    const unchanged = await expectNothingCommitted(id);
    const { status, body } = await call('eero', 'POST', '/blocks/commit', { workspaceId: id, message: 'Broken' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, data: null, error: { error: 'bad-request' } });
    expect(body.error!.message).toContain('The stored content is not valid');
    expect(body.error!.fieldErrors).toEqual({
      'content.data.layers.design/walls.objects.0.points.1': 'Invalid input: expected number, received string',
      'content.data.layers.design/walls.objects.1.points': 'Invalid input: expected array, received undefined',
    });
    await unchanged();
    // A PATCH with valid layers repairs it; then it commits.
    expect((await call('eero', 'PATCH', '/blocks/workspace', { workspaceId: id, layerData: newLayers })).status).toBe(200);
    const committed = await call('eero', 'POST', '/blocks/commit', { workspaceId: id, message: 'Repaired' });
    expect(committed.status, JSON.stringify(committed.body.error)).toBe(200);
    expect((await readDoc(`blocks/${blockId}`))?.layers).toEqual(newLayers);
  });

  it.each<[string, Doc, string]>([
    ['content of another document type', { documentType: 'classPart' }, 'content.documentType'],
    ['a drawing without a width', { 'data.width': 'wide' }, 'content.data.width'],
    ['an unknown key in the drawing', { 'data.colour': 'red' }, 'content.data'],
  ])('refuses %s', async (_label, change, field) => {
    const id = await createWorkspace('eero');
    await db.doc(`workspaces/${id}/content/block`).update(change);
    const unchanged = await expectNothingCommitted(id);
    const { status, body } = await call('eero', 'POST', '/blocks/commit', { workspaceId: id, message: 'Broken' });
    expect(status).toBe(400);
    expect(Object.keys(body.error!.fieldErrors!)).toContain(field);
    await unchanged();
    // PATCH checks the content it leaves behind with the same schema: the layers alone cannot make it valid.
    const patch = await call('eero', 'PATCH', '/blocks/workspace', { workspaceId: id, layerData: newLayers });
    expect(patch.status).toBe(400);
    expect(Object.keys(patch.body.error!.fieldErrors!)).toContain(field);
  });

  it('refuses a workspace document changed around the services (a version part as text, a foreign block name)', async () => {
    const id = await createWorkspace('eero');
    const { minor } = (await readDoc(`workspaces/${id}`))!;
    await db.doc(`workspaces/${id}`).update({ minor: String(minor) });
    const unchanged = await expectNothingCommitted(id);
    const bad = await call('eero', 'POST', '/blocks/commit', { workspaceId: id, message: 'Broken' });
    expect(bad.status).toBe(400);
    expect(bad.body.error!.fieldErrors).toEqual({ 'workspace.minor': 'Must be a whole number' });
    await unchanged();
    // Pointed at another block by hand: its name no longer says so, and the content is another block's.
    await db.doc(`workspaces/${id}`).update({ minor, workspaceName: otherName });
    const other = await readDoc(`blocks/${otherId}`);
    const foreign = await call('eero', 'POST', '/blocks/commit', { workspaceId: id, message: 'Broken' });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error!.fieldErrors).toHaveProperty('workspace.name');
    expect(await readDoc(`blocks/${otherId}`)).toEqual(other);
  });
});

describe('DELETE /blocks/workspace', () => {
  it('answers 403 to another member of staff and keeps the workspace', async () => {
    const id = await createWorkspace('eero');
    const { status, body } = await call('zaha', 'DELETE', '/blocks/workspace', { workspaceId: id });
    expect(status).toBe(403);
    expect(body.error).toMatchObject({ message: 'Not allowed' });
    expect(await readDoc(`workspaces/${id}`)).not.toBeNull();
    expect(await contentOf(id)).not.toBeNull();
  });

  it('lets the creator remove the workspace and its content, without touching the block', async () => {
    const before = await readDoc(`blocks/${blockId}`);
    const id = await createWorkspace('eero');
    const { status, body } = await call('eero', 'DELETE', '/blocks/workspace', { workspaceId: id });
    expect(status).toBe(200);
    expect(body.data).toEqual({ workspaceId: id, deleted: true });
    expect(await readDoc(`workspaces/${id}`)).toBeNull();
    expect(await contentOf(id)).toBeNull();
    expect(await readDoc(`blocks/${blockId}`)).toEqual(before);
    expect((await call('eero', 'DELETE', '/blocks/workspace', { workspaceId: id })).status).toBe(404);
  });

  it("lets a workspace admin remove someone else's, with the id in the query string", async () => {
    const id = await createWorkspace('zaha');
    const { status } = await call('ada', 'DELETE', `/blocks/workspace?workspaceId=${id}`);
    expect(status).toBe(200);
    expect(await readDoc(`workspaces/${id}`)).toBeNull();
  });

  it('answers 400 without a workspace id', async () => {
    const { status, body } = await call('eero', 'DELETE', '/blocks/workspace', {});
    expect(status).toBe(400);
    expect(body.error!.fieldErrors).toHaveProperty('workspaceId');
  });
});

describe('POST /blocks/assign', () => {
  const url = 'https://cad.onshape.com/documents/d3/w/w3/e/e3';

  it("sets the user's assignment on the current block", async () => {
    const { status, body } = await call('jean', 'POST', '/blocks/assign', {
      name: blockName,
      user: 'jean.p',
      onshapeUrl: url,
      workspaceId: 'w3',
    });
    expect(status, JSON.stringify(body.error)).toBe(200);
    expect(body.data).toMatchObject({
      name: blockName,
      user: 'jean.p',
      assign: { onshapeUrl: url, workspaceId: 'w3', at: expect.any(String) },
    });
    const listed = (await listBlocks('?assigns=true')).find((b) => b.id === blockId);
    expect(listed?.assigns).toMatchObject({ 'jean.p': { onshapeUrl: url, workspaceId: 'w3' } });
    // A second assignment of the same user replaces the first; others stay.
    await call('jean', 'POST', '/blocks/assign', { name: blockName, user: 'eero', onshapeUrl: url });
    await call('jean', 'POST', '/blocks/assign', { name: blockName, user: 'jean.p', onshapeUrl: `${url}/v2` });
    const assigns = (await readDoc(`blocks/${blockId}`))?.assigns as Record<string, Doc>;
    expect(Object.keys(assigns).sort()).toEqual(['eero', 'jean.p']);
    expect(assigns['jean.p']).toMatchObject({ onshapeUrl: `${url}/v2` });
    expect(assigns['jean.p']).not.toHaveProperty('workspaceId');
  });

  it('answers 404 for an unknown block and 400 for a bad URL, changing nothing', async () => {
    const before = await readDoc(`blocks/${blockId}`);
    const unknown = await call('jean', 'POST', '/blocks/assign', { name: `no-such-block-${suffix}`, user: 'jean', onshapeUrl: url });
    expect(unknown.status).toBe(404);
    const bad = await call('jean', 'POST', '/blocks/assign', { name: blockName, user: 'jean', onshapeUrl: 'http://cad.onshape.com/x' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error!.fieldErrors!)).toEqual(['onshapeUrl']);
    const missing = await call('jean', 'POST', '/blocks/assign', {});
    expect(Object.keys(missing.body.error!.fieldErrors!).sort()).toEqual(['name', 'onshapeUrl', 'user']);
    expect(await readDoc(`blocks/${blockId}`)).toEqual(before);
  });
});
