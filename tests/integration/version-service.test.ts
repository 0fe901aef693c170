import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { CONTENT_CHUNK_BYTES, versionDocId } from '@workhub/domain';
import { callService } from '../support/service-call';
import { FUNCTIONS_URL, PROJECT_ID, idTokenFor, runSuffix } from '../support/emulators';

/**
 * The version service (docs/versioned-data.md "Version service") against the real emulators and
 * the functions emulator. Every test works on documents named with this run's suffix (removed at
 * the end), so the seeded versions and spaces stay as they are.
 */

type Doc = Record<string, unknown>;
type Workspace = Doc & { id: string; status: string; deleted: boolean; creator: string; activeCandidate?: string };

const suffix = runSuffix();
/** A seeded project; the test's documents are told apart by their name (and the workspace ids it creates). */
const projectId = 'P-1010';
const createdWorkspaces = new Set<string>();
const name = `Site plan ${suffix}`;
const tokens: Record<string, string> = {};
let app: App;
let db: Firestore;

const call = <T = Doc>(as: string, method: string, path: string, body?: unknown) =>
  callService<T>(method, `/version${path}`, tokens[as], body);
const q = (params: Record<string, string | number | undefined>) =>
  `?${new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])))}`;

/** A document and its content sub-collection, as stored. */
async function snapshot(path: string): Promise<{ doc: Doc | null; content: Record<string, Doc> }> {
  const ref = db.doc(path);
  const [snap, content] = await Promise.all([ref.get(), ref.collection('content').get()]);
  return { doc: snap.data() ?? null, content: Object.fromEntries(content.docs.map((d) => [d.id, d.data()])) };
}
const countOf = async (collection: string, field: string, value: string) =>
  (await db.collection(collection).where(field, '==', value).get()).size;
const workspaceCount = async () => (await db.collection('workspaces').where('name', 'in', [name, 'baseSpec']).get()).size;

const content1 = {
  layers: { walls: { objects: [{ type: 'rect', points: [0, 0, 96, 0, 96, 6, 0, 6] }] } },
  metadata: { units: 'in' },
  warnings: [],
};

async function createWorkspace(as = 'eero', body: Doc = {}): Promise<Workspace> {
  const { status, body: res } = await call<{ workspaceId: string; workspace: Workspace }>(as, 'POST', '/workspace', {
    name,
    type: 'json',
    projectId,
    content: JSON.stringify(content1),
    major: 1,
    minor: 0,
    patch: 0,
    ...body,
  });
  expect(status, JSON.stringify(res.error)).toBe(201);
  createdWorkspaces.add(res.data!.workspaceId);
  expect(res.data!.workspace.id).toBe(res.data!.workspaceId);
  return res.data!.workspace;
}

async function candidate(workspace: Workspace, version: { major: number; minor: number; patch: number }, as = 'eero', extra: Doc = {}) {
  const { status, body } = await call<{ candidateId: string; candidate: Doc }>(as, 'POST', '/candidate', {
    name: workspace.name,
    type: 'json',
    projectId: workspace.projectId,
    workspaceId: workspace.id,
    ...version,
    ...extra,
  });
  expect(status, JSON.stringify(body.error)).toBe(201);
  return body.data!.candidateId;
}

const commitBody = (workspace: Workspace, candidateId: string, version: { major: number; minor: number; patch: number }) => ({
  projectId: workspace.projectId,
  name: workspace.name,
  type: 'json',
  ...version,
  candidate: candidateId,
  workspaceId: workspace.id,
  message: 'Test commit',
});

async function commit(workspace: Workspace, version: { major: number; minor: number; patch: number }, as = 'eero') {
  const candidateId = await candidate(workspace, version, as);
  const { status, body } = await call<{ version: string; versionId: string }>(
    as,
    'PATCH',
    '/commit',
    commitBody(workspace, candidateId, version),
  );
  expect(status, JSON.stringify(body.error)).toBe(200);
  return body.data!;
}

async function removeTestDocs(): Promise<void> {
  for (const id of createdWorkspaces) {
    const candidates = await db.collection('versionCandidates').where('workspaceId', '==', id).get();
    for (const d of candidates.docs) await db.recursiveDelete(d.ref);
    await db.recursiveDelete(db.doc(`workspaces/${id}`));
  }
  const versions = await db.collection('versions').where('name', '==', name).get();
  for (const d of versions.docs) await db.recursiveDelete(d.ref);
}

beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT_ID }, `version-service-${suffix}`);
  db = getFirestore(app);
  for (const user of ['eero', 'jean', 'ada']) tokens[user] = await idTokenFor(`${user}@modulr.example`);
});

afterAll(async () => {
  await removeTestDocs();
  await deleteApp(app);
});

describe('POST /workspace and GET /workspace', () => {
  it('creates a space workspace with its content as chunks; the creator is the caller, not the body', async () => {
    const w = await createWorkspace('eero', { creator: 'local' });
    expect(w).toMatchObject({
      creator: 'eero',
      deleted: false,
      name,
      projectId,
      status: 'new',
      type: 'json',
      workspaceType: 'space',
      workspaceName: `${name} w1.0.0`,
      major: 1,
      minor: 0,
      patch: 0,
      contentChunks: 1,
    });
    const stored = await snapshot(`workspaces/${w.id}`);
    expect(stored.doc).toMatchObject({ creator: 'eero', status: 'new' });
    expect(Object.keys(stored.content)).toEqual(['json-0000']);
    expect(stored.content['json-0000']).toEqual({
      documentId: 'json',
      documentType: 'json',
      index: 0,
      count: 1,
      text: JSON.stringify(content1),
    });
    const got = await call<{ workspace: Workspace; content: unknown }>('jean', 'GET', `/workspace${q({ workspaceId: w.id })}`);
    expect(got.status).toBe(200);
    expect(got.body.data).toEqual({ workspace: w, content: content1 });
  });

  it("makes a 'baseSpec' workspace for the name baseSpec", async () => {
    const w = await createWorkspace('eero', { name: 'baseSpec', projectId, content: '{"layers":{}}' });
    expect(w.workspaceType).toBe('baseSpec');
  });

  it('refuses bad input with per-field errors and writes nothing', async () => {
    const before = await workspaceCount();
    const good = { name, type: 'json', projectId, content: '{}', major: 1, minor: 0, patch: 0 };
    const cases: Array<[Doc, string]> = [
      [{ ...good, content: '{not json' }, 'content'],
      [{ ...good, content: { a: 1 } }, 'content'],
      [{ ...good, content: '{"__proto__":{"x":1}}' }, 'content'],
      [{ ...good, major: -1 }, 'major'],
      [{ ...good, minor: 1.5 }, 'minor'],
      [{ ...good, patch: '1' }, 'patch'],
      [{ ...good, major: 2 ** 60 }, 'major'],
      [{ ...good, name: '' }, 'name'],
      [{ ...good, name: '../etc' }, 'name'],
      [{ ...good, name: 'a@b' }, 'name'],
      [{ ...good, type: 'xml' }, 'type'],
      [{ ...good, projectId: 'a/b' }, 'projectId'],
      [{ ...good, extra: 1 }, '(body)'],
      [{ name, type: 'json', projectId, major: 1, minor: 0, patch: 0 }, 'content'],
    ];
    const unknownProject = await call('eero', 'POST', '/workspace', { ...good, projectId: `VT-missing-${suffix}` });
    expect(unknownProject.status).toBe(404);
    for (const [body, field] of cases) {
      const res = await call('eero', 'POST', '/workspace', body);
      expect(res.status, JSON.stringify(body).slice(0, 100)).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.data).toBeNull();
      expect(Object.keys(res.body.error?.fieldErrors ?? {}).join(','), JSON.stringify(res.body.error)).toContain(
        field === '(body)' ? '' : field,
      );
    }
    expect(await workspaceCount()).toBe(before);
  });

  it('answers 404 for an unknown workspace and 400 for a bad id', async () => {
    expect((await call('eero', 'GET', `/workspace${q({ workspaceId: `missing-${suffix}` })}`)).status).toBe(404);
    expect((await call('eero', 'GET', `/workspace${q({ workspaceId: '__x__' })}`)).status).toBe(404);
    const bad = await call('eero', 'GET', `/workspace${q({ workspaceId: 'a/b' })}`);
    expect(bad.status).toBe(400);
    expect(bad.body.error?.fieldErrors).toHaveProperty('workspaceId');
    expect((await call('eero', 'GET', '/workspace')).status).toBe(400);
  });

  it('answers 401 without a token', async () => {
    const res = await fetch(`${FUNCTIONS_URL}/version/workspaces`);
    expect(res.status).toBe(401);
  });
});

describe('PATCH /workspace', () => {
  it('applies a JSON patch: status patched, the content changed', async () => {
    const w = await createWorkspace();
    const patch = [
      { op: 'test', path: '/metadata/units', value: 'in' },
      { op: 'add', path: '/warnings/-', value: 'Wall 1 is short' },
      { op: 'replace', path: '/metadata/units', value: 'mm' },
    ];
    const res = await call<{ workspace: Workspace; content: Doc }>('eero', 'PATCH', '/workspace', {
      workspaceId: w.id,
      type: 'json',
      patch: JSON.stringify(patch),
    });
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    const expected = { ...content1, metadata: { units: 'mm' }, warnings: ['Wall 1 is short'] };
    expect(res.body.data!.content).toEqual(expected);
    expect(res.body.data!.workspace.status).toBe('patched');
    const got = await call<{ workspace: Workspace; content: unknown }>('eero', 'GET', `/workspace${q({ workspaceId: w.id })}`);
    expect(got.body.data!.content).toEqual(expected);
    expect(got.body.data!.workspace.status).toBe('patched');
  });

  it('a patch that does not apply is a 422 naming the operation; a malformed one a 400; nothing changes', async () => {
    const w = await createWorkspace();
    const before = await snapshot(`workspaces/${w.id}`);
    const failing = [
      { op: 'add', path: '/warnings/-', value: 'ok' },
      { op: 'test', path: '/metadata/units', value: 'ft' },
    ];
    const res = await call('eero', 'PATCH', '/workspace', { workspaceId: w.id, type: 'json', patch: JSON.stringify(failing) });
    expect(res.status).toBe(422);
    expect(res.body.error?.message).toMatch(/Operation 1 \(test \/metadata\/units\)/);
    const missing = await call('eero', 'PATCH', '/workspace', {
      workspaceId: w.id,
      type: 'json',
      patch: JSON.stringify([{ op: 'replace', path: '/nothing/here', value: 1 }]),
    });
    expect(missing.status).toBe(422);
    expect(missing.body.error?.message).toMatch(/Operation 0 \(replace \/nothing\/here\)/);
    for (const patch of [
      'not json',
      '{"op":"add"}',
      JSON.stringify([{ op: 'add', path: '/__proto__/polluted', value: true }]),
      JSON.stringify([{ op: 'add', path: '/constructor/prototype/x', value: true }]),
      '[{"op":"add","path":"/a","value":{"__proto__":1}}]',
      JSON.stringify([{ op: 'frob', path: '/a' }]),
    ]) {
      const bad = await call('eero', 'PATCH', '/workspace', { workspaceId: w.id, type: 'json', patch });
      expect(bad.status, patch).toBe(400);
      expect(bad.body.error?.fieldErrors, patch).toHaveProperty('patch');
    }
    const wrongType = await call('eero', 'PATCH', '/workspace', { workspaceId: w.id, type: 'yaml', patch: '[]' });
    expect(wrongType.status).toBe(400);
    expect(await snapshot(`workspaces/${w.id}`)).toEqual(before);
    expect(({} as Doc).polluted).toBeUndefined();
  });

  it('answers 403 to another member of staff and 404 for an unknown workspace; a workspace admin may patch', async () => {
    const w = await createWorkspace('eero');
    const before = await snapshot(`workspaces/${w.id}`);
    const patch = JSON.stringify([{ op: 'add', path: '/warnings/-', value: 'x' }]);
    const other = await call('jean', 'PATCH', '/workspace', { workspaceId: w.id, type: 'json', patch });
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ success: false, data: null, error: { error: 'forbidden' } });
    expect(await snapshot(`workspaces/${w.id}`)).toEqual(before);
    expect((await call('eero', 'PATCH', '/workspace', { workspaceId: `missing-${suffix}`, type: 'json', patch })).status).toBe(404);
    expect((await call('ada', 'PATCH', '/workspace', { workspaceId: w.id, type: 'json', patch })).status).toBe(200);
  });
});

describe('DELETE /workspace and GET /workspaces', () => {
  it('soft-deletes (trash): the answer and the list show it; others get 403', async () => {
    const w = await createWorkspace('eero');
    const before = await snapshot(`workspaces/${w.id}`);
    const forbidden = await call('jean', 'DELETE', '/workspace', { workspaceId: w.id });
    expect(forbidden.status).toBe(403);
    expect(await snapshot(`workspaces/${w.id}`)).toEqual(before);
    const res = await call<{ workspace: Workspace }>('eero', 'DELETE', `/workspace${q({ workspaceId: w.id })}`);
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    expect(res.body.data!.workspace).toMatchObject({ id: w.id, deleted: true });
    const stored = await snapshot(`workspaces/${w.id}`);
    expect(stored.doc?.deleted).toBe(true);
    expect(stored.content).toEqual(before.content);

    const list = await call<{ workspaces: Workspace[] }>('eero', 'GET', `/workspaces${q({ project: projectId })}`);
    expect(list.status).toBe(200);
    expect(list.body.data!.workspaces.map((x) => x.id)).not.toContain(w.id);
    expect(list.body.data!.workspaces.every((x) => x.projectId === projectId && !x.deleted)).toBe(true);
    const withDeleted = await call<{ workspaces: Workspace[] }>(
      'eero',
      'GET',
      `/workspaces${q({ project: projectId, includeDeleted: 'true' })}`,
    );
    expect(withDeleted.body.data!.workspaces.map((x) => x.id)).toContain(w.id);
    // Another member of staff does not see someone else's trash.
    const jeans = await call<{ workspaces: Workspace[] }>('jean', 'GET', `/workspaces${q({ project: projectId, includeDeleted: 'true' })}`);
    expect(jeans.body.data!.workspaces.map((x) => x.id)).not.toContain(w.id);
    expect((await call('jean', 'GET', `/workspace${q({ workspaceId: w.id })}`)).status).toBe(404);
    // A deleted workspace cannot be patched.
    const patched = await call('eero', 'PATCH', '/workspace', { workspaceId: w.id, type: 'json', patch: '[]' });
    expect(patched.status).toBe(409);
    expect((await call('eero', 'DELETE', '/workspace', { workspaceId: `missing-${suffix}` })).status).toBe(404);
    expect((await call('eero', 'DELETE', '/workspace', {})).status).toBe(400);
  });

  it('filters by name, creator and type; refuses bad filters', async () => {
    const mine = await createWorkspace('jean');
    const byCreator = await call<{ workspaces: Workspace[] }>('eero', 'GET', `/workspaces${q({ project: projectId, creator: 'jean' })}`);
    expect(byCreator.body.data!.workspaces.map((x) => x.id)).toContain(mine.id);
    expect(byCreator.body.data!.workspaces.every((x) => x.creator === 'jean')).toBe(true);
    const byName = await call<{ workspaces: Workspace[] }>('eero', 'GET', `/workspaces${q({ name, type: 'json' })}`);
    expect(byName.body.data!.workspaces.length).toBeGreaterThan(0);
    expect(byName.body.data!.workspaces.every((x) => x.name === name)).toBe(true);
    for (const query of [{ includeDeleted: 'yes' }, { type: 'xml' }, { creator: 'a b' }, { other: '1' }]) {
      const res = await call('eero', 'GET', `/workspaces${q(query)}`);
      expect(res.status, JSON.stringify(query)).toBe(400);
    }
  });
});

describe('POST /candidate and PATCH /commit', () => {
  it('commits: the version exists with its content, the candidate and the workspace are committed', async () => {
    const w = await createWorkspace();
    const v = { major: 1, minor: 2, patch: 0 };
    const first = await candidate(w, v);
    const second = await candidate(w, v, 'eero', { content: JSON.stringify({ ...content1, warnings: ['second'] }) });
    expect((await snapshot(`versionCandidates/${first}`)).doc?.status).toBe('superseded');
    expect((await snapshot(`workspaces/${w.id}`)).doc).toMatchObject({ status: 'candidate', activeCandidate: second });
    // The superseded candidate cannot be committed.
    const stale = await call('eero', 'PATCH', '/commit', commitBody(w, first, v));
    expect(stale.status).toBe(409);
    const res = await call<{ version: string; versionId: string }>('eero', 'PATCH', '/commit', commitBody(w, second, v));
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    const versionId = versionDocId({ projectId, name, type: 'json', version: v });
    expect(res.body.data).toEqual({ version: 'v1.2.0', versionId });
    const stored = await snapshot(`versions/${versionId}`);
    expect(stored.doc).toMatchObject({
      name,
      projectId,
      version: 'v1.2.0',
      candidateId: second,
      workspaceId: w.id,
      creator: 'eero',
      message: 'Test commit',
    });
    expect(Object.keys(stored.content)).toEqual(['json-0000']);
    expect((await snapshot(`versionCandidates/${second}`)).doc).toMatchObject({ status: 'committed', version: 'v1.2.0' });
    expect((await snapshot(`workspaces/${w.id}`)).doc?.status).toBe('committed');
    const latest = await call<{ version: Doc; content: unknown }>('jean', 'GET', `/latest${q({ name, type: 'json', project: projectId })}`);
    expect(latest.status).toBe(200);
    expect(latest.body.data!.content).toEqual({ ...content1, warnings: ['second'] });

    // The same version again: a 409 at candidate time, and at commit time; nothing written.
    const again = await call('eero', 'POST', '/candidate', { name, type: 'json', projectId, workspaceId: w.id, ...v });
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe(`v1.2.0 of ${name} is committed already`);
    const recommit = await call('eero', 'PATCH', '/commit', commitBody(w, second, v));
    expect(recommit.status).toBe(409);
    expect(await snapshot(`versions/${versionId}`)).toEqual(stored);
  });

  it('two commits racing for one version: exactly one wins, the other gets 409', async () => {
    const v = { major: 3, minor: 0, patch: 0 };
    const [a, b] = [await createWorkspace('eero'), await createWorkspace('jean')];
    const [ca, cb] = [await candidate(a, v, 'eero'), await candidate(b, v, 'jean')];
    const results = await Promise.all([
      call<{ version: string }>('eero', 'PATCH', '/commit', commitBody(a, ca, v)),
      call<{ version: string }>('jean', 'PATCH', '/commit', commitBody(b, cb, v)),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.body.error?.message).toBe(`v3.0.0 of ${name} is committed already`);
    const winner = results[0]!.status === 200 ? { w: a, c: ca } : { w: b, c: cb };
    const loserIds = results[0]!.status === 200 ? { w: b, c: cb } : { w: a, c: ca };
    const stored = await snapshot(`versions/${versionDocId({ projectId, name, type: 'json', version: v })}`);
    expect(stored.doc).toMatchObject({ workspaceId: winner.w.id, candidateId: winner.c });
    expect((await snapshot(`versionCandidates/${loserIds.c}`)).doc?.status).toBe('open');
    expect((await snapshot(`workspaces/${loserIds.w.id}`)).doc?.status).toBe('candidate');
  });

  it('refuses bad candidates and commits with 400/403/404, writing nothing', async () => {
    const w = await createWorkspace('eero');
    const v = { major: 4, minor: 0, patch: 0 };
    const candidatesBefore = await countOf('versionCandidates', 'workspaceId', w.id);
    const good = { name, type: 'json', projectId, workspaceId: w.id, ...v };
    const bad: Array<[Doc, number, string?]> = [
      [{ ...good, name: `Other ${suffix}` }, 400, 'name'],
      [{ ...good, projectId: 'P-0000' }, 400, 'projectId'],
      [{ ...good, content: 'nope' }, 400, 'content'],
      [{ ...good, major: -4 }, 400, 'major'],
      [{ ...good, workspaceId: `missing-${suffix}` }, 404],
    ];
    for (const [body, status, field] of bad) {
      const res = await call('eero', 'POST', '/candidate', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (field) expect(res.body.error?.fieldErrors).toHaveProperty(field);
    }
    expect((await call('jean', 'POST', '/candidate', good)).status).toBe(403);
    expect(await countOf('versionCandidates', 'workspaceId', w.id)).toBe(candidatesBefore);
    expect((await snapshot(`workspaces/${w.id}`)).doc?.status).toBe('new');

    const c = await candidate(w, v);
    const body = commitBody(w, c, v);
    const versionPath = `versions/${versionDocId({ projectId, name, type: 'json', version: v })}`;
    const commitCases: Array<[string, Doc, number]> = [
      ['eero', { ...body, minor: 1 }, 400],
      ['eero', { ...body, candidate: `missing-${suffix}` }, 404],
      ['eero', { ...body, workspaceId: `missing-${suffix}` }, 404],
      ['eero', { ...body, message: 5 }, 400],
      ['eero', { ...body, extra: true }, 400],
      ['jean', body, 403],
    ];
    for (const [as, b, status] of commitCases) {
      const res = await call(as, 'PATCH', '/commit', b);
      expect(res.status, `${as} ${JSON.stringify(b)}`).toBe(status);
      expect(res.body.success).toBe(false);
    }
    expect((await snapshot(versionPath)).doc).toBeNull();
    expect((await snapshot(`versionCandidates/${c}`)).doc?.status).toBe('open');
    // A workspace admin may commit someone else's.
    expect((await call('ada', 'PATCH', '/commit', body)).status).toBe(200);
  });
});

describe('GET /latest and GET /list', () => {
  it('orders v1.10 after v1.2 and honours major/minor/version', async () => {
    const w = await createWorkspace();
    for (const v of [
      { major: 1, minor: 10, patch: 0 },
      { major: 1, minor: 9, patch: 3 },
      { major: 2, minor: 0, patch: 1 },
      { major: 1, minor: 9, patch: 12 },
    ])
      await commit(w, v);
    const list = await call<{ versions: Array<{ version: string }> }>('eero', 'GET', `/list${q({ name, project: projectId })}`);
    expect(list.status).toBe(200);
    const texts = list.body.data!.versions.map((x) => x.version);
    // Earlier tests committed v1.2.0, v3.0.0 and v4.0.0 of the same name.
    expect(texts).toEqual(['v1.2.0', 'v1.9.3', 'v1.9.12', 'v1.10.0', 'v2.0.1', 'v3.0.0', 'v4.0.0']);
    const limited = await call<{ versions: Array<{ version: string }> }>(
      'eero',
      'GET',
      `/list${q({ name, project: projectId, limit: 2 })}`,
    );
    expect(limited.body.data!.versions.map((x) => x.version)).toEqual(['v3.0.0', 'v4.0.0']);

    const latestOf = async (params: Record<string, string | number | undefined>) =>
      call<{ version: { version: string } }>('eero', 'GET', `/latest${q({ name, type: 'json', project: projectId, ...params })}`);
    expect((await latestOf({})).body.data!.version.version).toBe('v4.0.0');
    expect((await latestOf({ major: 1 })).body.data!.version.version).toBe('v1.10.0');
    expect((await latestOf({ major: 1, minor: 9 })).body.data!.version.version).toBe('v1.9.12');
    expect((await latestOf({ version: 'v1.9.3' })).body.data!.version.version).toBe('v1.9.3');
    expect((await latestOf({ major: 7 })).status).toBe(404);
    expect((await latestOf({ version: 'v9.9.9' })).status).toBe(404);
    expect((await call('eero', 'GET', `/latest${q({ name: `none ${suffix}`, type: 'json' })}`)).status).toBe(404);
    for (const params of [{ minor: 2 }, { major: 'x' }, { major: -1 }, { version: 'none' }, { version: 'v1', major: 1 }]) {
      const res = await latestOf(params);
      expect(res.status, JSON.stringify(params)).toBe(400);
      expect(Object.keys(res.body.error?.fieldErrors ?? {}).length).toBeGreaterThan(0);
    }
    expect((await call('eero', 'GET', `/latest${q({ type: 'json' })}`)).status).toBe(400);
    for (const params of [{ limit: 0 }, { limit: 1001 }, { limit: 'x' }, { type: 'xml' }]) {
      expect((await call('eero', 'GET', `/list${q(params)}`)).status, JSON.stringify(params)).toBe(400);
    }
  });

  it('lists the seeded company-wide base spec versions', async () => {
    const list = await call<{ versions: Array<{ name: string; projectId: string; version: string }> }>(
      'eero',
      'GET',
      `/list${q({ name: 'baseSpec', project: '' })}`,
    );
    expect(list.status).toBe(200);
    expect(list.body.data!.versions.length).toBeGreaterThan(1);
    expect(list.body.data!.versions.every((v) => v.name === 'baseSpec' && v.projectId === '')).toBe(true);
    const latest = await call<{ version: { version: string }; content: Doc }>(
      'eero',
      'GET',
      `/latest${q({ name: 'baseSpec', type: 'json' })}`,
    );
    expect(latest.status).toBe(200);
    expect(latest.body.data!.version.version).toBe(list.body.data!.versions.at(-1)!.version);
    expect(latest.body.data!.content).toHaveProperty('layers');
  });
});

describe('content larger than a document', () => {
  it('round-trips 2.5 MB with multibyte characters through workspace, candidate, commit and latest, byte for byte', async () => {
    const rows = Array.from({ length: 23000 }, (_, i) => ({
      id: `wall-${i}`,
      label: `Mur porteur n°${i} — 壁 ${i} 🧱 «façade»`,
      points: [i, i + 1, i + 2.5, -i],
    }));
    const big = JSON.stringify({ layers: { walls: rows }, metadata: { note: 'ünïcödé ✓' }, warnings: [] });
    expect(Buffer.byteLength(big, 'utf8')).toBeGreaterThan(2_400_000);
    const w = await createWorkspace('eero', { content: big });
    expect(w.contentChunks).toBeGreaterThan(1);
    expect(w.contentBytes).toBe(Buffer.byteLength(big, 'utf8'));
    const stored = await snapshot(`workspaces/${w.id}`);
    expect(Object.keys(stored.content).sort()).toEqual(['json-0000', 'json-0001', 'json-0002']);
    for (const chunk of Object.values(stored.content))
      expect(Buffer.byteLength(String(chunk.text), 'utf8')).toBeLessThanOrEqual(CONTENT_CHUNK_BYTES);
    const got = await call<{ content: unknown }>('eero', 'GET', `/workspace${q({ workspaceId: w.id })}`);
    expect(JSON.stringify(got.body.data!.content)).toBe(big);
    const v = { major: 5, minor: 0, patch: 0 };
    await commit(w, v);
    const versionPath = `versions/${versionDocId({ projectId, name, type: 'json', version: v })}`;
    const version = await snapshot(versionPath);
    expect(version.doc).toMatchObject({ contentChunks: 3, contentBytes: Buffer.byteLength(big, 'utf8') });
    expect(
      Object.values(version.content)
        .sort((a, b) => Number(a.index) - Number(b.index))
        .map((c) => c.text)
        .join(''),
    ).toBe(big);
    const latest = await call<{ content: unknown }>(
      'eero',
      'GET',
      `/latest${q({ name, type: 'json', project: projectId, version: 'v5.0.0' })}`,
    );
    expect(latest.status).toBe(200);
    expect(JSON.stringify(latest.body.data!.content)).toBe(big);

    // A patch on the large content rewrites the chunks it needs and removes the rest.
    const shrink = await call('eero', 'PATCH', '/workspace', {
      workspaceId: w.id,
      type: 'json',
      patch: JSON.stringify([{ op: 'replace', path: '/layers/walls', value: [] }]),
    });
    expect(shrink.status, JSON.stringify(shrink.body.error)).toBe(200);
    expect(Object.keys((await snapshot(`workspaces/${w.id}`)).content)).toEqual(['json-0000']);
  });

  it('refuses content over the limit with a 4xx, writing nothing', async () => {
    const before = await workspaceCount();
    const huge = JSON.stringify({ text: 'x'.repeat(6 * 1_048_576 + 10) });
    const res = await call('eero', 'POST', '/workspace', { name, type: 'json', projectId, content: huge, major: 9, minor: 0, patch: 0 });
    expect([400, 413]).toContain(res.status);
    expect(res.body.success).toBe(false);
    expect(await workspaceCount()).toBe(before);
  });
});
