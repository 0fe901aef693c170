import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { pipeAssemblySchema, projectSchema, type PipeAssembly, type Project } from '@workhub/domain';
import { callService } from '../support/service-call';
import { PROJECT_ID, idTokenFor, runSuffix } from '../support/emulators';
import { BUILD_SPEC, bareProjectDoc, expectRefused, pipeCall, pipeState, removeProject, waitForJobsOf } from './pipe-kit';

/**
 * From a committed base design to the pipeline (issue 24 item 1; docs/decisions.md "Pipeline from
 * the base design") against the emulators: a project with no base and no pipeline gets its base
 * committed through the version service (workspace → candidate → commit), and the same
 * transaction writes base.latest, the pipe documents and assemblyCount; a changed base reconciles
 * (added, removed marked, unchanged untouched); POST /base/latest of the same version twice
 * changes nothing; POST /pipe/projectAssembly creates an assembly the base defines and refuses one
 * it does not. The project document is written with the admin SDK (no service creates projects);
 * everything after goes through the services.
 */

const suffix = runSuffix();
const P = `T-pipeline-${suffix}`;
let app: App;
let db: Firestore;
let token = '';
const workspaceIds: string[] = [];

const rect = (x: number, y: number, w: number, h: number) => ({ type: 'rect', points: [x, y, x + w, y, x + w, y + h, x, y + h] });
const line = (x: number, y: number, length: number) => ({ type: 'line', points: [x, y, x + length, y] });

/** A base drawing: 14 ft × 40 ft modules naming their assemblies, two walls (10 ft and 30 ft), a door. */
const drawing = (modules: string[][]) => ({
  projectId: P,
  buildSpec: BUILD_SPEC,
  layers: {
    'design/modules': { objects: modules.map((assemblies, i) => ({ ...rect(i * 168, 0, 168, 480), module: i + 1, assemblies })) },
    'design/walls': { objects: [line(0, 0, 120), line(0, 24, 360)] },
    'design/doors': { objects: [rect(0, 0, 36, 6)] },
  },
});

/** Commits `content` as `v1.0.{patch}` of the project's base through the version service. */
async function commitBase(patch: number, content: unknown): Promise<void> {
  const v = { major: 1, minor: 0, patch };
  const ws = await callService<{ workspaceId: string }>('POST', '/version/workspace', token, {
    name: 'base',
    type: 'json',
    projectId: P,
    content: JSON.stringify(content),
    ...v,
  });
  expect(ws.status, JSON.stringify(ws.body.error)).toBe(201);
  const workspaceId = ws.body.data!.workspaceId;
  workspaceIds.push(workspaceId);
  const cand = await callService<{ candidateId: string }>('POST', '/version/candidate', token, {
    name: 'base',
    type: 'json',
    projectId: P,
    workspaceId,
    ...v,
  });
  expect(cand.status, JSON.stringify(cand.body.error)).toBe(201);
  const done = await callService('PATCH', '/version/commit', token, {
    name: 'base',
    type: 'json',
    projectId: P,
    workspaceId,
    candidate: cand.body.data!.candidateId,
    message: `Base ${patch}`,
    ...v,
  });
  expect(done.status, JSON.stringify(done.body.error)).toBe(200);
}

async function pipe(): Promise<Record<string, PipeAssembly>> {
  const snap = await db.collection(`projects/${P}/pipe`).get();
  return Object.fromEntries(snap.docs.map((d) => [d.id, pipeAssemblySchema.parse(d.data())]));
}
const project = async (): Promise<Project> => projectSchema.parse((await db.doc(`projects/${P}`).get()).data());

beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT_ID }, `base-pipeline-${suffix}`);
  db = getFirestore(app);
  token = await idTokenFor('grace@modulr.example');
  await db.doc(`projects/${P}`).set(bareProjectDoc(P));
});

afterAll(async () => {
  if (!db) return;
  await waitForJobsOf(db, P).catch((err) => console.error(err));
  for (const id of workspaceIds) {
    for (const d of (await db.collection('versionCandidates').where('workspaceId', '==', id).get()).docs) await db.recursiveDelete(d.ref);
    await db.recursiveDelete(db.doc(`workspaces/${id}`));
  }
  for (const d of (await db.collection('versions').where('projectId', '==', P).get()).docs) await db.recursiveDelete(d.ref);
  await removeProject(db, P);
  await deleteApp(app);
});

describe('a committed base design makes the pipeline', () => {
  it('a project without a base has no pipeline, and POST /pipe/projectAssembly says why', async () => {
    expect(await pipe()).toEqual({});
    expect((await project()).assemblyCount).toBeUndefined();
    expectRefused(
      await pipeCall(token, 'POST', '/projectAssembly', { projectId: P, projectAssembly: 'm1-floor-cassette' }),
      404,
      `No assembly m1-floor-cassette in project ${P}: the project has no committed base design`,
    );
  });

  it('committing the base writes base.latest from the drawing, one pipe document per module × defined assembly, and assemblyCount', async () => {
    await commitBase(
      0,
      drawing([
        ['floor-cassette', 'chassis'],
        ['floor-cassette', 'no-such-assembly'],
      ]),
    );
    const p = await project();
    expect(p.base?.latest).toMatchObject({
      version: 'v1.0.0',
      buildSpec: BUILD_SPEC,
      modules: 2,
      floorArea: 2 * 14 * 40,
      committedBy: 'grace',
      message: 'Base 0',
    });
    expect(p.base?.latest?.counts).toMatchObject({
      'design/modules': { count: 2, area: 1120 },
      'design/walls': { count: 2, length: 40 },
      'design/doors': { count: 1 },
    });
    expect(p.assemblyCount).toBe(3);
    const docs = await pipe();
    expect(Object.values(docs).map((a) => [a.assembly, a.module, a.assemblyName, a.order])).toEqual([
      ['m1-chassis', 1, 'chassis', 0],
      ['m1-floor-cassette', 1, 'floor-cassette', 1],
      ['m2-floor-cassette', 2, 'floor-cassette', 2],
    ]);
    expect(Object.values(docs).every((a) => a.projectAssembly.status === 'new' && !a.removed)).toBe(true);
  });

  it('a changed base adds the new assemblies, marks the dropped removed (kept) and leaves the rest untouched', async () => {
    const before = await pipeState(db, P);
    await commitBase(1, drawing([['floor-cassette'], ['floor-cassette', 'chassis']]));
    const after = await pipeState(db, P);
    const path = (k: string) => `projects/${P}/pipe/${k}`;
    expect(after[path('m1-floor-cassette')]).toBe(before[path('m1-floor-cassette')]);
    expect(after[path('m2-floor-cassette')]).toBe(before[path('m2-floor-cassette')]);
    const docs = await pipe();
    expect(docs['m1-chassis']!.removed).toMatchObject({ version: 'v1.0.1' });
    expect(docs['m2-chassis']).toMatchObject({ module: 2, assemblyName: 'chassis', order: 3 });
    expect(docs['m2-chassis']!.removed).toBeUndefined();
    const p = await project();
    expect(p.assemblyCount).toBe(3);
    expect(p.base?.latest?.version).toBe('v1.0.1');
    // A removed assembly does not run.
    expectRefused(
      await pipeCall(token, 'POST', '/projectAssembly', { projectId: P, projectAssembly: 'm1-chassis' }),
      409,
      /removed from the base design in v1\.0\.1/,
    );
  });

  it('making the same version latest again, twice, changes nothing', async () => {
    const before = await pipeState(db, P);
    for (let i = 0; i < 2; i++) {
      const answer = await callService('POST', '/base/latest', token, { projectId: P, version: 'v1.0.1' });
      expect(answer.status, JSON.stringify(answer.body.error)).toBe(200);
    }
    expect(await pipeState(db, P)).toEqual(before);
  });

  it('POST /pipe/projectAssembly creates an assembly the base defines and refuses one it does not', async () => {
    await db.doc(`projects/${P}/pipe/m2-chassis`).delete();
    const started = await pipeCall<{ assembly: string }>(token, 'POST', '/projectAssembly', {
      projectId: P,
      projectAssembly: 'm2-chassis',
    });
    expect(started.status, JSON.stringify(started.body.error)).toBe(202);
    expect((await pipe())['m2-chassis']).toMatchObject({ module: 2, assemblyName: 'chassis' });
    const before = await pipeState(db, P);
    expectRefused(
      await pipeCall(token, 'POST', '/projectAssembly', { projectId: P, projectAssembly: 'm3-floor-cassette' }),
      404,
      `No assembly m3-floor-cassette in project ${P}: its base v1.0.1 and build spec do not define it`,
    );
    expectRefused(
      await pipeCall(token, 'POST', '/projectAssembly', { projectId: P, projectAssembly: 'm2-no-such-assembly' }),
      404,
      /do not define it/,
    );
    const after = await pipeState(db, P);
    // The job of m2-chassis writes it and its job documents; nothing else changes.
    const still = (state: Record<string, string>) =>
      Object.fromEntries(Object.entries(state).filter(([k]) => !k.startsWith('backgroundJobs/') && !k.endsWith('/m2-chassis')));
    expect(still(after)).toEqual(still(before));
  });

  it('going back to the first version restores the removed assembly and marks the other removed', async () => {
    await waitForJobsOf(db, P);
    const answer = await callService('POST', '/base/latest', token, { projectId: P, version: 'v1.0.0' });
    expect(answer.status, JSON.stringify(answer.body.error)).toBe(200);
    const docs = await pipe();
    expect(docs['m1-chassis']!.removed).toBeUndefined();
    expect(docs['m2-chassis']!.removed).toMatchObject({ version: 'v1.0.0' });
    expect(docs['m2-chassis']!.projectAssembly.status).not.toBe('new');
    expect((await project()).assemblyCount).toBe(3);
  });
});
