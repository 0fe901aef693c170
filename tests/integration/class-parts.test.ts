import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  classPartCompareAnswerSchema,
  classPartUsageAnswerSchema,
  classPartVersionSchema,
  classPartWorkspaceAnswerSchema,
  classPartsAnswerSchema,
  moveRouting,
} from '@workhub/domain';
import { callService } from '../support/service-call';
import { PROJECT_ID, idTokenFor, runSuffix } from '../support/emulators';
import { SEEDED_CLASS_PART_WORKSPACES } from '../../emulators/seed/data/class-part-workspaces';

/**
 * The opus service's class-part routes against the real emulators. Each run works on its own
 * class part `sitework/test-<suffix>` (made through the routes, removed at the end) with no
 * build specs, so the pipeline engines never see it; seeded class parts and workspaces are only read.
 */

type Doc = Record<string, unknown>;

const suffix = runSuffix();
const partName = `test-${suffix}`;
const path = `sitework/${partName}`;
const idOf = (version: string) => `sitework~${partName}-${version}`;
const usageProject = `test-usage-${suffix}`;
const did = 'a1'.repeat(12);
const wid = 'b2'.repeat(12);
const eid = 'c3'.repeat(12);
const cadUrl = `https://cad.onshape.com/documents/${did}/w/${wid}/e/${eid}`;

const tokens: Record<string, string> = {};
let app: App;
let db: Firestore;

/** A GET sends `input` as the query, any other method as the JSON body. */
const call = <T = Doc>(as: string, method: string, route: string, input?: Doc) =>
  method === 'GET'
    ? callService<T>(
        method,
        `/opus${route}${input ? `?${new URLSearchParams(input as Record<string, string>).toString()}` : ''}`,
        tokens[as],
      )
    : callService<T>(method, `/opus${route}`, tokens[as], input);

async function ok<T = Doc>(as: string, method: string, route: string, input?: Doc, status = 200): Promise<T> {
  const res = await call<T>(as, method, route, input);
  expect(res.status, JSON.stringify(res.body.error)).toBe(status);
  expect(res.body.success).toBe(true);
  return res.body.data!;
}

/** Refused with the envelope; a 400 names its fields. */
async function refused(as: string, method: string, route: string, input: Doc | undefined, status: number, field?: string) {
  const res = await call(as, method, route, input);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ success: false, data: null });
  expect(typeof res.body.error?.error).toBe('string');
  expect(typeof res.body.error?.message).toBe('string');
  if (field) expect(Object.keys(res.body.error?.fieldErrors ?? {})).toContain(field);
  return res.body.error!;
}

/** Everything a class-part request could write: the part's versions and the given workspaces with their content. */
async function state(...workspaceIds: string[]): Promise<string> {
  const parts = await db.collection('classParts').where('path', '==', path).get();
  const workspaces = await Promise.all(
    workspaceIds.map(async (id) => {
      const [w, c] = await Promise.all([db.doc(`workspaces/${id}`).get(), db.collection(`workspaces/${id}/content`).get()]);
      return { w: w.data() ?? null, c: c.docs.map((d) => [d.id, d.data()]) };
    }),
  );
  return JSON.stringify({ parts: parts.docs.map((d) => [d.id, d.data()]).sort(), workspaces });
}

async function newWorkspace(as: string, input: Doc = { name: path }): Promise<string> {
  return (await ok<{ workspaceId: string }>(as, 'POST', '/classPart/workspace', input, 201)).workspaceId;
}

const workspace = async (workspaceId: string) =>
  classPartWorkspaceAnswerSchema.parse(await ok('eero', 'GET', '/classPart/workspace', { workspaceId }));

beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT_ID }, `class-parts-${suffix}`);
  db = getFirestore(app);
  for (const user of ['eero', 'jean', 'zaha', 'ada'])
    tokens[user] = await idTokenFor(`${user}@${user === 'zaha' ? 'modulr-build' : 'modulr'}.example`);
});

afterAll(async () => {
  const [parts, workspaces] = await Promise.all([
    db.collection('classParts').where('path', '==', path).get(),
    db.collection('workspaces').where('name', '==', path).get(),
  ]);
  for (const d of parts.docs) await d.ref.delete();
  for (const d of workspaces.docs) await db.recursiveDelete(d.ref);
  await db.recursiveDelete(db.doc(`projects/${usageProject}`));
  await deleteApp(app);
});

describe('class parts: reading', () => {
  it('lists the newest version of each part with its version count, by system', async () => {
    const all = classPartsAnswerSchema.parse(await ok('eero', 'GET', '/classParts')).classParts;
    expect(new Set(all.map((p) => p.system)).size).toBe(10);
    const seeded = await db.collection('classParts').get();
    expect(all).toHaveLength(new Set(seeded.docs.map((d) => d.get('path') as string)).size);
    const wall = all.find((p) => p.path === 'structure/wall-panel')!;
    const wallVersions = seeded.docs.filter((d) => d.get('path') === 'structure/wall-panel').map((d) => d.get('version') as string);
    expect(wall.versionCount).toBe(wallVersions.length);
    expect(wall.version).toBe(wallVersions.sort().at(-1));
    const bath = classPartsAnswerSchema.parse(await ok('eero', 'GET', '/classParts', { system: 'bath' })).classParts;
    expect(bath.length).toBeGreaterThan(0);
    expect(bath.every((p) => p.system === 'bath')).toBe(true);
    await refused('eero', 'GET', '/classParts', { system: 'plumbing' }, 400, 'system');
    await refused('eero', 'GET', '/classParts', { colour: 'red' }, 400);
  });

  it('reads one version, the newest by default, and every version oldest first; 404 for unknown names and versions', async () => {
    const versions = (await ok<{ versions: Doc[] }>('eero', 'GET', '/classPart/versions', { name: 'structure/wall-panel' })).versions;
    const texts = versions.map((v) => classPartVersionSchema.parse(v).version);
    expect(texts).toEqual([...texts].sort());
    const newest = (await ok<{ classPart: Doc }>('eero', 'GET', '/classPart', { name: 'structure/wall-panel' })).classPart;
    expect(newest.version).toBe(texts.at(-1));
    const first = (await ok<{ classPart: Doc }>('eero', 'GET', '/classPart', { name: 'structure/wall-panel', version: 'v1.0.0' }))
      .classPart;
    expect(first).toMatchObject({ id: 'structure~wall-panel-v1.0.0', key: 'structure/wall-panel-v1.0.0', path: 'structure/wall-panel' });
    await refused('eero', 'GET', '/classPart', { name: 'structure/no-such-part' }, 404);
    await refused('eero', 'GET', '/classPart', { name: 'structure/wall-panel', version: 'v9.9.9' }, 404);
    await refused('eero', 'GET', '/classPart/versions', { name: 'structure/no-such-part' }, 404);
    await refused('eero', 'GET', '/classPart', { name: 'plumbing/wall-panel' }, 400, 'name');
    await refused('eero', 'GET', '/classPart', { name: 'structure/wall-panel', version: 'latest' }, 400, 'version');
    await refused('eero', 'GET', '/classPart/versions', {}, 400, 'name');
  });

  it('opens every seeded workspace; a brand-new part starts at w0.0.0', async () => {
    for (const seeded of SEEDED_CLASS_PART_WORKSPACES) {
      const { workspace: w, content } = await workspace(seeded.id);
      expect(w).toMatchObject({
        id: seeded.id,
        creator: seeded.creator,
        name: seeded.path,
        status: seeded.status,
        workspaceType: 'classPart',
      });
      expect(content).toMatchObject({ documentId: 'classPart', documentType: 'classPart', path: seeded.path });
    }
    const fresh = await workspace('class-part-ws-jean-new');
    expect(fresh.workspace).toMatchObject({ major: 0, minor: 0, patch: 0, workspaceName: 'exterior/rain-screen-batten w0.0.0' });
    await refused('eero', 'GET', '/classPart/workspace', { workspaceId: 'no-such-workspace' }, 404);
    await refused('eero', 'GET', '/classPart/workspace', { workspaceId: 'block-ws-eero' }, 404);
    await refused('eero', 'GET', '/classPart/workspace', { workspaceId: 'a/b' }, 400, 'workspaceId');
  });
});

describe('class parts: a new part from workspace to versions', () => {
  let workspaceId = '';

  it('needs an owner for a new part; makes a w0.0.0 workspace with status new', async () => {
    const before = await state();
    await refused('eero', 'POST', '/classPart/workspace', { name: path }, 400, 'owner');
    await refused('eero', 'POST', '/classPart/workspace', { name: path, owner: 'Zed' }, 400, 'owner');
    await refused('eero', 'POST', '/classPart/workspace', { name: `plumbing/${partName}`, owner: 'Greta' }, 400, 'name');
    await refused('eero', 'POST', '/classPart/workspace', { name: path, owner: 'Greta', version: 'v1.0.0' }, 404);
    await refused('eero', 'POST', '/classPart/workspace', { name: path, owner: 'Greta', user: 'jean' }, 403);
    await refused('eero', 'POST', '/classPart/workspace', { name: path, owner: 'Greta', extra: 1 }, 400);
    expect(await state()).toBe(before);
    expect((await db.collection('workspaces').where('name', '==', path).get()).size).toBe(0);
    workspaceId = await newWorkspace('eero', { name: path, owner: 'Greta' });
    const { workspace: w, content } = await workspace(workspaceId);
    expect(w).toMatchObject({ creator: 'eero', deleted: false, status: 'new', major: 0, minor: 0, patch: 0, name: path });
    expect(content).toMatchObject({
      id: '',
      classPartId: '',
      version: 'v0.0.0',
      properties: { owner: 'Greta', system: 'sitework', itemGroup: 'Manufactured Parts' },
      routings: [],
      onshapeDocuments: [],
    });
  });

  it('applies the property rules; refused changes write nothing; others get 403', async () => {
    const before = await state(workspaceId);
    const route = '/classPart/workspace';
    await refused('eero', 'PATCH', route, { workspaceId, properties: { owner: 'Zed', system: 'sitework' } }, 400, 'properties.owner');
    await refused('eero', 'PATCH', route, { workspaceId, properties: { system: 'sitework' } }, 400, 'properties.owner');
    await refused('eero', 'PATCH', route, { workspaceId, properties: { owner: 'Greta', system: 'plumbing' } }, 400, 'properties.system');
    await refused('eero', 'PATCH', route, { workspaceId, properties: { owner: 'Greta', system: 'bath' } }, 400, 'properties.system');
    await refused(
      'eero',
      'PATCH',
      route,
      { workspaceId, properties: { owner: 'Greta', system: 'sitework', tiling: '3D' } },
      400,
      'properties.tiling',
    );
    const itemGroup = await refused(
      'eero',
      'PATCH',
      route,
      { workspaceId, properties: { owner: 'Greta', system: 'sitework', itemGroup: 'Purchased Parts' } },
      400,
      'properties.itemGroup',
    );
    expect(itemGroup.fieldErrors?.['properties.itemGroup']).toMatch(/read-only/);
    await refused('eero', 'PATCH', route, { workspaceId }, 400);
    await refused('eero', 'PATCH', route, { workspaceId, description: 5 }, 400, 'description');
    await refused('eero', 'PATCH', route, { workspaceId, buildSpecs: ['3.2'] }, 400, 'buildSpecs.0');
    await refused('jean', 'PATCH', route, { workspaceId, description: 'not mine' }, 403);
    await refused('eero', 'PATCH', route, { workspaceId: 'no-such-workspace', description: 'x' }, 404);
    expect(await state(workspaceId)).toBe(before);

    const changed = classPartWorkspaceAnswerSchema.parse(
      await ok('eero', 'PATCH', route, {
        workspaceId,
        description: 'Test pier plate',
        details: 'Galvanized',
        properties: { owner: 'Hiro', system: 'sitework', tiling: '1D', itemGroup: 'Manufactured Parts' },
      }),
    );
    expect(changed.workspace.status).toBe('inProgress');
    expect(changed.content).toMatchObject({ description: 'Test pier plate', properties: { owner: 'Hiro', tiling: '1D' } });
    // A workspace admin may change someone else's workspace.
    await ok('ada', 'PATCH', route, { workspaceId, details: 'Galvanized steel' });
  });

  it('assigns routings: catalogue suffixes, unknown ids ignored, moved one place by PATCH', async () => {
    const added = await ok<{ routings: Doc[]; ignored: boolean }>('eero', 'POST', '/routingAssign', { workspaceId, routingUrl: 'saw-cut' });
    expect(added).toMatchObject({ ignored: false, routings: [{ id: 'saw-cut', partNumberSuffix: 'SC' }] });
    await ok('eero', 'POST', '/routingAssign', { workspaceId, routingUrl: 'https://erp.example/routings/weld-cell' });
    await ok('eero', 'POST', '/routingAssign', { workspaceId, routingUrl: 'panel-line' });
    const before = await state(workspaceId);
    const unknown = await ok<{ routings: Doc[]; ignored: boolean }>('eero', 'POST', '/routingAssign', {
      workspaceId,
      routingUrl: 'laser-cutter',
    });
    expect(unknown.ignored).toBe(true);
    expect(await state(workspaceId)).toBe(before);
    await refused('jean', 'POST', '/routingAssign', { workspaceId, routingUrl: 'qc-inspection' }, 403);
    await refused('eero', 'POST', '/routingAssign', { workspaceId }, 400, 'routingUrl');
    await refused(
      'eero',
      'POST',
      '/routingAssign',
      { workspaceId, routingUrl: 'qc-inspection', classPartId: 'sitework~x-v1.0.0' },
      400,
      'classPartId',
    );
    expect(await state(workspaceId)).toBe(before);

    const listed = await ok<{ routings: { id: string; partNumberSuffix: string }[] }>('eero', 'GET', '/routingAssign', { workspaceId });
    expect(listed.routings.map((r) => r.id)).toEqual(['saw-cut', 'weld-cell', 'panel-line']);
    const moved = moveRouting(listed.routings, 'panel-line', 'up');
    const patched = classPartWorkspaceAnswerSchema.parse(
      await ok('eero', 'PATCH', '/classPart/workspace', {
        workspaceId,
        routings: [...moved, { id: 'laser-cutter', partNumberSuffix: 'LC' }],
      }),
    );
    expect(patched.content.routings.map((r) => r.id)).toEqual(['saw-cut', 'panel-line', 'weld-cell']);
    expect(patched.ignoredRoutings).toEqual(['laser-cutter']);
    const removed = await ok<{ routings: Doc[] }>('eero', 'DELETE', '/routingAssign', { workspaceId, routingUrl: 'weld-cell' });
    expect(removed.routings.map((r) => r.id)).toEqual(['saw-cut', 'panel-line']);
  });

  it('assigns CAD from an Onshape link; a link that does not parse is a 400 and writes nothing', async () => {
    const before = await state(workspaceId);
    for (const bad of [
      'not a link',
      `http://cad.onshape.com/documents/${did}/w/${wid}/e/${eid}`,
      `https://evil.example/documents/${did}/w/${wid}/e/${eid}`,
      `https://cad.onshape.com/documents/${did}/w/${wid}`,
    ])
      await refused('eero', 'POST', '/cadAssign', { workspaceId, onshapeUrl: bad }, 400, 'onshapeUrl');
    await refused('jean', 'POST', '/cadAssign', { workspaceId, onshapeUrl: cadUrl }, 403);
    await refused('eero', 'POST', '/cadAssign', { workspaceId: 'no-such-workspace', onshapeUrl: cadUrl }, 404);
    expect(await state(workspaceId)).toBe(before);
    const assigned = await ok<{ onshapeDocuments: Doc[] }>('eero', 'POST', '/cadAssign', { workspaceId, onshapeUrl: cadUrl });
    expect(assigned.onshapeDocuments).toEqual([{ name: `sitework / ${partName}`, did, wid, eid, url: cadUrl }]);
    // The same element again replaces its entry.
    const again = await ok<{ onshapeDocuments: Doc[] }>('eero', 'POST', '/cadAssign', {
      workspaceId,
      onshapeUrl: `${cadUrl}?x=1`,
      name: 'plate',
    });
    expect(again.onshapeDocuments).toHaveLength(1);
    expect((await ok<{ onshapeDocuments: Doc[] }>('eero', 'GET', '/cadAssign', { workspaceId })).onshapeDocuments[0]!.name).toBe('plate');
  });

  it('commits v1.0.0: the workspace goes, the version document comes', async () => {
    await refused('jean', 'POST', '/classPart/workspace/commit', { workspaceId, message: 'mine now' }, 403);
    await refused('eero', 'POST', '/classPart/workspace/commit', { workspaceId, message: '' }, 400, 'message');
    await refused('eero', 'POST', '/classPart/workspace/commit', { workspaceId, message: 'x', bump: 'huge' }, 400, 'bump');
    await refused('eero', 'POST', '/classPart/workspace/commit', { workspaceId: 'no-such-workspace', message: 'x' }, 404);
    expect((await db.collection('classParts').where('path', '==', path).get()).size).toBe(0);
    const committed = await ok<{ version: string; classPartId: string }>('eero', 'POST', '/classPart/workspace/commit', {
      workspaceId,
      message: 'Initial version',
      bump: 'patch',
    });
    expect(committed).toEqual({ version: 'v1.0.0', classPartId: idOf('v1.0.0') });
    expect((await db.doc(`workspaces/${workspaceId}`).get()).exists).toBe(false);
    expect((await db.collection(`workspaces/${workspaceId}/content`).get()).size).toBe(0);
    const doc = classPartVersionSchema.parse((await db.doc(`classParts/${idOf('v1.0.0')}`).get()).data());
    expect(doc).toMatchObject({
      key: `${path}-v1.0.0`,
      path,
      name: partName,
      system: 'sitework',
      message: 'Initial version',
      createdBy: 'eero',
      description: 'Test pier plate',
      properties: { owner: 'Hiro', tiling: '1D' },
      routings: [
        { id: 'saw-cut', partNumberSuffix: 'SC' },
        { id: 'panel-line', partNumberSuffix: 'PL' },
      ],
      buildSpecs: [],
    });
    await refused('eero', 'GET', '/classPart/workspace', { workspaceId }, 404);
  });

  it('a workspace on the part starts from its version; the next commit takes the bump', async () => {
    const next = await newWorkspace('zaha');
    const { workspace: w, content } = await workspace(next);
    expect(w).toMatchObject({ major: 1, minor: 0, patch: 0, status: 'new', workspaceName: `${path} w1.0.0` });
    expect(content).toMatchObject({
      id: idOf('v1.0.0'),
      classPartId: idOf('v1.0.0'),
      key: `${path}-v1.0.0`,
      description: 'Test pier plate',
    });
    await ok('zaha', 'PATCH', '/classPart/workspace', {
      workspaceId: next,
      properties: { ...content.properties, owner: 'Greta' },
      routings: [...content.routings, { id: 'cnc-router', partNumberSuffix: 'CR' }],
    });
    const committed = await ok<{ version: string }>('zaha', 'POST', '/classPart/workspace/commit', {
      workspaceId: next,
      message: 'Add CNC',
    });
    expect(committed.version).toBe('v1.1.0');
  });

  it('racing commits from the same version: one wins, the other is a 409 and writes nothing', async () => {
    const [a, b] = [await newWorkspace('eero'), await newWorkspace('eero')];
    await ok('eero', 'PATCH', '/classPart/workspace', { workspaceId: a, details: 'A' });
    await ok('eero', 'PATCH', '/classPart/workspace', { workspaceId: b, details: 'B' });
    const results = await Promise.all(
      [a, b].map((id) => call('eero', 'POST', '/classPart/workspace/commit', { workspaceId: id, message: `race ${id}` })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.findIndex((r) => r.status === 409);
    expect(results[loser]!.body).toMatchObject({ success: false, data: null, error: { error: 'conflict' } });
    const versions = (await db.collection('classParts').where('path', '==', path).get()).docs.map((d) => d.get('version') as string);
    expect(versions.sort()).toEqual(['v1.0.0', 'v1.1.0', 'v1.2.0']);
    // The losing workspace stays, untouched, to be deleted or redone.
    const losingId = [a, b][loser]!;
    expect((await workspace(losingId)).content.details).toBe(loser === 0 ? 'A' : 'B');
    await refused('jean', 'DELETE', '/classPart/workspace', { workspaceId: losingId }, 403);
    expect(await ok('eero', 'DELETE', '/classPart/workspace', { workspaceId: losingId })).toEqual({ workspaceId: losingId, deleted: true });
    expect((await db.doc(`workspaces/${losingId}`).get()).exists).toBe(false);
    await refused('eero', 'DELETE', '/classPart/workspace', { workspaceId: losingId }, 404);
  });

  it('compares versions in words', async () => {
    const answer = classPartCompareAnswerSchema.parse(
      await ok('eero', 'GET', '/classPart/compare', { name: path, from: 'v1.0.0', to: 'v1.1.0' }),
    );
    expect(answer.changes.map((c) => c.text)).toEqual(['Owner changed from Hiro to Greta', 'Routing cnc-router added']);
    const same = classPartCompareAnswerSchema.parse(
      await ok('eero', 'GET', '/classPart/compare', { name: path, from: 'v1.1.0', to: 'v1.1.0' }),
    );
    expect(same.changes).toEqual([]);
    await refused('eero', 'GET', '/classPart/compare', { name: path, from: 'v1.0.0', to: 'v7.0.0' }, 404);
    await refused('eero', 'GET', '/classPart/compare', { name: path, from: 'v1.0.0' }, 400, 'to');
  });

  it('restores an old version as a new one, never overwriting', async () => {
    const before = (await db.collection('classParts').where('path', '==', path).get()).docs.map((d) => [d.id, d.data()]);
    await refused('eero', 'POST', '/classPart/restore', { name: path, version: 'v0.9.0' }, 404);
    await refused('eero', 'POST', '/classPart/restore', { name: 'sitework/no-such-part', version: 'v1.0.0' }, 404);
    await refused('eero', 'POST', '/classPart/restore', { name: path }, 400, 'version');
    const restored = await ok<{ version: string; classPartId: string; restoredFrom: string }>(
      'jean',
      'POST',
      '/classPart/restore',
      { name: path, version: 'v1.0.0' },
      201,
    );
    expect(restored).toEqual({ version: 'v1.3.0', classPartId: idOf('v1.3.0'), restoredFrom: 'v1.0.0' });
    for (const [id, data] of before) expect((await db.doc(`classParts/${id as string}`).get()).data()).toEqual(data);
    const compare = classPartCompareAnswerSchema.parse(
      await ok('eero', 'GET', '/classPart/compare', { name: path, from: 'v1.0.0', to: 'v1.3.0' }),
    );
    expect(compare.changes).toEqual([]);
    const doc = classPartVersionSchema.parse((await db.doc(`classParts/${idOf('v1.3.0')}`).get()).data());
    expect(doc).toMatchObject({ restoredFrom: 'v1.0.0', createdBy: 'jean', message: 'Restored from v1.0.0' });
  });

  it('toggles isActive on one version', async () => {
    const id = idOf('v1.3.0');
    const off = await ok<{ classPart: Doc }>('eero', 'PUT', '/classPart/active', { classPartId: id, isActive: false });
    expect(off.classPart).toMatchObject({ id, isActive: false, modifiedBy: 'eero' });
    expect((await db.doc(`classParts/${id}`).get()).get('isActive')).toBe(false);
    const before = await state();
    await refused('eero', 'PUT', '/classPart/active', { classPartId: id, isActive: 'no' }, 400, 'isActive');
    await refused('eero', 'PUT', '/classPart/active', { classPartId: idOf('v9.0.0'), isActive: true }, 404);
    await refused('eero', 'PUT', '/classPart/active', { classPartId: 'a/b', isActive: true }, 400, 'classPartId');
    expect(await state()).toBe(before);
    await ok('eero', 'PUT', '/classPart/active', { classPartId: id, isActive: true });
  });
});

describe('class parts: where used', () => {
  it('finds build specs, class blocks and projects pipe parts that reference a part', async () => {
    const seeded = (await db.collection('classParts').get()).docs
      .map((d) => classPartVersionSchema.parse(d.data()))
      .find((p) => p.buildSpecs.length > 0)!;
    await db.doc(`projects/${usageProject}/pipe/test-assembly`).set({
      assembly: 'test-assembly',
      parts: {
        status: 'done',
        parts: [
          { name: seeded.name, qty: 3, classPart: seeded.id },
          { name: 'bought-in', qty: 1 },
        ],
      },
    });
    const usage = classPartUsageAnswerSchema.parse(await ok('eero', 'GET', '/classPart/usage', { name: seeded.path }));
    for (const spec of seeded.buildSpecs) expect(usage.buildSpecs.find((s) => s.version === spec)?.classPartVersion).toBe(seeded.version);
    const assemblies = new Set(usage.buildSpecs.flatMap((s) => s.assemblies));
    expect(usage.buildSpecs.some((s) => s.assemblies.length > 0)).toBe(true);
    for (const block of usage.classBlocks) expect(block.assemblies.every((a) => assemblies.has(a))).toBe(true);
    expect(usage.projects.find((p) => p.projectId === usageProject)).toEqual({
      projectId: usageProject,
      assembly: 'test-assembly',
      parts: [{ name: seeded.name, qty: 3, classPart: seeded.id }],
    });
    const mine = classPartUsageAnswerSchema.parse(await ok('eero', 'GET', '/classPart/usage', { name: path }));
    expect(mine).toEqual({ name: path, buildSpecs: [], classBlocks: [], projects: [] });
    await refused('eero', 'GET', '/classPart/usage', { name: 'sitework/no-such-part' }, 404);
  });
});

describe('class parts: seeded workspaces are guarded', () => {
  it("another user's changes are 403 and write nothing", async () => {
    const id = 'class-part-ws-eero';
    const before = JSON.stringify([
      (await db.doc(`workspaces/${id}`).get()).data(),
      (await db.doc(`workspaces/${id}/content/classPart`).get()).data(),
    ]);
    await refused('jean', 'PATCH', '/classPart/workspace', { workspaceId: id, description: 'x' }, 403);
    await refused('zaha', 'POST', '/cadAssign', { workspaceId: id, onshapeUrl: cadUrl }, 403);
    await refused('zaha', 'DELETE', '/routingAssign', { workspaceId: id, routingUrl: 'saw-cut' }, 403);
    await refused('jean', 'POST', '/classPart/workspace/commit', { workspaceId: id, message: 'x' }, 403);
    await refused('jean', 'DELETE', '/classPart/workspace', { workspaceId: id }, 403);
    const after = JSON.stringify([
      (await db.doc(`workspaces/${id}`).get()).data(),
      (await db.doc(`workspaces/${id}/content/classPart`).get()).data(),
    ]);
    expect(after).toBe(before);
  });
});
