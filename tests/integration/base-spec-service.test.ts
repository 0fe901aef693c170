import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  baseSpecAnswerSchema,
  baseSpecImpactAnswerSchema,
  baseSpecInitialAnswerSchema,
  baseSpecWorkspaceAnswerSchema,
  versionCandidateSchema,
  versionDocId,
  type BaseSpecContent,
  type BaseSpecDoc,
} from '@workhub/domain';
import { BASE_SPEC_VERSIONS } from '../../emulators/seed/data/spec-versions';
import { callService } from '../support/service-call';
import { PROJECT_ID, idTokenFor, runSuffix } from '../support/emulators';

/**
 * The base service's spec routes (docs/base-spec.md "Base service: the spec") and the base-spec
 * commit of the version service, against the real emulators. The test's workspaces are its own;
 * the versions it commits are v0.0.N (older than every seeded one, so the newest base spec stays
 * the seeded one for other tests) and are removed at the end with their `baseSpecs` documents.
 */

type Doc = Record<string, unknown>;
type Version = { major: number; minor: number; patch: number };

const suffix = runSuffix();
/** Patches of v0.0.x this run commits: unique per run. */
const patchBase = (Date.now() % 1_000_000) * 10;
const committedVersions = new Set<string>();
const createdWorkspaces = new Set<string>();
const tokens: Record<string, string> = {};
let app: App;
let db: Firestore;
let newest: { version: string; spec: BaseSpecDoc };

const call = <T = Doc>(as: string, method: string, path: string, body?: unknown) => callService<T>(method, path, tokens[as], body);
const q = (params: Record<string, string | undefined>) =>
  `?${new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [[k, v]])))}`;

const contentOf = (spec: BaseSpecDoc): BaseSpecContent => {
  const { layers, themes, goals, order, systems, properties } = spec;
  return { layers, themes, goals, order, systems, properties };
};

/** A document and its content chunks, as stored. */
async function snapshot(path: string): Promise<{ doc: Doc | null; content: Record<string, Doc> }> {
  const ref = db.doc(path);
  const [snap, content] = await Promise.all([ref.get(), ref.collection('content').get()]);
  return { doc: snap.data() ?? null, content: Object.fromEntries(content.docs.map((d) => [d.id, d.data()])) };
}

async function createBaseSpecWorkspace(as = 'eero', content: unknown = contentOf(newest.spec)): Promise<string> {
  const { status, body } = await call<{ workspaceId: string }>(as, 'POST', '/version/workspace', {
    name: 'baseSpec',
    type: 'json',
    projectId: '',
    content: JSON.stringify(content),
    major: 0,
    minor: 3,
    patch: 0,
  });
  expect(status, JSON.stringify(body.error)).toBe(201);
  createdWorkspaces.add(body.data!.workspaceId);
  return body.data!.workspaceId;
}

async function candidateOf(workspaceId: string, version: Version, as = 'eero'): Promise<string> {
  const { status, body } = await call<{ candidateId: string }>(as, 'POST', '/version/candidate', {
    name: 'baseSpec',
    type: 'json',
    projectId: '',
    workspaceId,
    ...version,
  });
  expect(status, JSON.stringify(body.error)).toBe(201);
  return body.data!.candidateId;
}

const commitBody = (workspaceId: string, candidate: string, version: Version) => ({
  projectId: '',
  name: 'baseSpec',
  type: 'json',
  ...version,
  candidate,
  workspaceId,
  message: `Test commit ${suffix}`,
});

const approve = (as: string, candidateId: string, role: string, status = 'approved', notes = '') =>
  call<{ candidate: Doc }>(as, 'POST', '/base/spec/approval', { candidateId, role, status, notes });

let nextPatch = 0;
function testVersion(): Version {
  const version = { major: 0, minor: 0, patch: patchBase + nextPatch++ };
  committedVersions.add(`v0.0.${version.patch}`);
  return version;
}

/** A whole base spec with two layers added (design/ramps, utilities/ev) and design/walls restyled, in draw order. */
function changedSpec(base: BaseSpecContent): BaseSpecContent {
  const layers = {
    ...base.layers,
    'design/ramps': { color: '#ef6c00', counts: ['count', 'length'] as ('count' | 'length')[], uom: 'ft' },
    'utilities/ev': { color: '#00acc1', counts: ['count'] as 'count'[], uom: 'ea' },
    'design/walls': { ...base.layers['design/walls']!, color: '#263238' },
  };
  const order = [...base.order];
  order.splice(order.lastIndexOf(order.filter((l) => l.startsWith('design/')).at(-1)!) + 1, 0, 'design/ramps');
  order.push('utilities/ev');
  return { ...base, layers, order };
}

beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT_ID }, `base-spec-service-${suffix}`);
  db = getFirestore(app);
  for (const user of ['eero', 'jean', 'ada', 'frances', 'grace', 'linus']) tokens[user] = await idTokenFor(`${user}@modulr.example`);
  tokens.ken = await idTokenFor('ken@modulr-build.example');
  const got = await call('eero', 'GET', '/base/spec');
  expect(got.status, JSON.stringify(got.body.error)).toBe(200);
  newest = baseSpecAnswerSchema.parse(got.body.data);
});

afterAll(async () => {
  for (const id of createdWorkspaces) {
    const candidates = await db.collection('versionCandidates').where('workspaceId', '==', id).get();
    for (const d of candidates.docs) await db.recursiveDelete(d.ref);
    await db.recursiveDelete(db.doc(`workspaces/${id}`));
  }
  for (const version of committedVersions) {
    await db.recursiveDelete(db.doc(`versions/${versionDocId({ projectId: '', name: 'baseSpec', type: 'json', version })}`));
    await db.doc(`baseSpecs/${version}`).delete();
  }
  await deleteApp(app);
});

describe('GET /base/spec', () => {
  it('answers the newest committed base spec by default, and a named version', async () => {
    expect(newest.version).toBe(BASE_SPEC_VERSIONS.at(-1));
    expect(newest.spec.version).toBe(newest.version);
    expect(newest.spec.themes).toHaveProperty('default');
    expect(newest.spec.order.length).toBe(Object.keys(newest.spec.layers).length);
    const first = await call('jean', 'GET', `/base/spec${q({ version: 'v0.1.0' })}`);
    expect(first.status).toBe(200);
    const spec = baseSpecAnswerSchema.parse(first.body.data);
    expect(spec.version).toBe('v0.1.0');
    expect(Object.keys(spec.spec.layers).some((l) => l.startsWith('utilities/'))).toBe(false);
  });

  it('refuses an unknown version (404) and bad input (400 per field)', async () => {
    expect((await call('eero', 'GET', `/base/spec${q({ version: 'v9.9.9' })}`)).status).toBe(404);
    for (const params of [{ version: 'latest' }, { version: 'w0.3.0' }, { other: '1' }]) {
      const res = await call('eero', 'GET', `/base/spec${q(params)}`);
      expect(res.status, JSON.stringify(params)).toBe(400);
      expect(Object.keys(res.body.error?.fieldErrors ?? {}).length).toBeGreaterThan(0);
    }
    expect((await callService('GET', '/base/spec', undefined)).status).toBe(401);
  });
});

describe('POST /base/spec', () => {
  it('replaces each part sent as a JSON string; new layers join the draw order at the end of their group', async () => {
    const workspaceId = await createBaseSpecWorkspace();
    const layers = { ...newest.spec.layers, 'design/ramps': { color: '#ef6c00', counts: ['count'], uom: 'ea' } };
    const themes = {
      ...newest.spec.themes,
      blueprint: { background: '#0d47a1', grid: '#1565c0', minorGrid: '#1976d2', selection: '#ffffff' },
    };
    const res = await call('eero', 'POST', '/base/spec', { workspaceId, layers: JSON.stringify(layers), themes: JSON.stringify(themes) });
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    const answer = baseSpecWorkspaceAnswerSchema.parse(res.body.data);
    expect(answer.workspace.status).toBe('patched');
    expect(answer.spec.themes).toHaveProperty('blueprint');
    const design = answer.spec.order.filter((l) => l.startsWith('design/'));
    expect(design.at(-1)).toBe('design/ramps');
    expect(answer.spec.order.indexOf('design/ramps')).toBe(answer.spec.order.indexOf(design.at(-2)!) + 1);
    const stored = await call<{ content: unknown }>('eero', 'GET', `/version/workspace${q({ workspaceId })}`);
    expect(stored.body.data!.content).toEqual(answer.spec);
    // A workspace admin may change another's workspace.
    const goals = [...answer.spec.goals, { ...answer.spec.goals[0]!, name: 'ramp to entry', layer: 'design/ramps' }];
    const byAdmin = await call('ada', 'POST', '/base/spec', { workspaceId, goals: JSON.stringify(goals) });
    expect(byAdmin.status, JSON.stringify(byAdmin.body.error)).toBe(200);
    expect(baseSpecWorkspaceAnswerSchema.parse(byAdmin.body.data).spec.goals.at(-1)!.name).toBe('ramp to entry');
  });

  it('refuses bad parts with per-field errors and writes nothing', async () => {
    const workspaceId = await createBaseSpecWorkspace();
    const before = await snapshot(`workspaces/${workspaceId}`);
    const walls = newest.spec.layers['design/walls']!;
    const cases: Array<[Doc, string, RegExp | string]> = [
      [{ themes: '{"default":' }, 'themes', 'Not JSON'],
      [{ layers: '' }, 'layers', 'Not JSON'],
      [
        { layers: JSON.stringify({ ...newest.spec.layers, 'design/walls': { ...walls, color: 'blue' } }) },
        'layers.design/walls.color',
        /#rrggbb/,
      ],
      [{ layers: JSON.stringify({ Walls: walls }) }, 'layers.Walls', /group\/name/],
      [{ properties: '{"__proto__":{"polluted":true}}' }, 'properties', /__proto__/],
      [{ goals: JSON.stringify([{ ...newest.spec.goals[0]!, layer: 'design/nowhere' }]) }, 'goals.0.layer', /not a layer/],
      [{ order: JSON.stringify([...newest.spec.order].reverse()) }, 'order', /draw order/],
      [{ themes: JSON.stringify({ print: newest.spec.themes.print }) }, 'themes', /default/],
      [{ systems: 5 }, 'systems', /string/],
      [{}, 'layers', /at least one/],
    ];
    for (const [parts, field, message] of cases) {
      const res = await call('eero', 'POST', '/base/spec', { workspaceId, ...parts });
      expect(res.status, JSON.stringify(parts)).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.error!.fieldErrors?.[field], `${field} in ${JSON.stringify(res.body.error)}`).toMatch(message);
    }
    expect((await call('eero', 'POST', '/base/spec', { workspaceId, layers: '{}', extra: 'x' })).status).toBe(400);
    expect(await snapshot(`workspaces/${workspaceId}`)).toEqual(before);
  });

  it('needs a base-spec workspace (409), its creator or a workspace admin (403), and a known one (404)', async () => {
    const workspaceId = await createBaseSpecWorkspace('eero');
    const before = await snapshot(`workspaces/${workspaceId}`);
    const themes = JSON.stringify(newest.spec.themes);
    expect((await call('jean', 'POST', '/base/spec', { workspaceId, themes })).status).toBe(403);
    expect((await call('ada', 'POST', '/base/spec', { workspaceId: 'space-kitchen-study', themes })).status).toBe(409);
    expect((await call('eero', 'POST', '/base/spec', { workspaceId: `missing-${suffix}`, themes })).status).toBe(404);
    for (const bad of ['', 'a/b', 'x'.repeat(201)])
      expect((await call('eero', 'POST', '/base/spec', { workspaceId: bad, themes })).status, bad).toBe(400);
    expect((await call('eero', 'POST', '/base/spec', { workspaceId: '__x__', themes })).status).toBe(404);
    expect(await snapshot(`workspaces/${workspaceId}`)).toEqual(before);
    expect((await snapshot('workspaces/space-kitchen-study')).doc?.workspaceType).toBe('space');
  });
});

describe('PATCH /base/workspace', () => {
  it('applies a JSON patch whose result is still a base spec', async () => {
    const workspaceId = await createBaseSpecWorkspace();
    const patch = JSON.stringify([{ op: 'replace', path: '/layers/design~1walls/color', value: '#263238' }]);
    const res = await call('eero', 'PATCH', '/base/workspace', { workspaceId, patch });
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    const answer = baseSpecWorkspaceAnswerSchema.parse(res.body.data);
    expect(answer.spec.layers['design/walls']!.color).toBe('#263238');
    const stored = await call<{ content: BaseSpecContent }>('eero', 'GET', `/version/workspace${q({ workspaceId })}`);
    expect(stored.body.data!.content.layers['design/walls']!.color).toBe('#263238');
  });

  it('refuses a patch that breaks the base spec (400), that does not apply (422) or is not a patch (400); nothing written', async () => {
    const workspaceId = await createBaseSpecWorkspace();
    const before = await snapshot(`workspaces/${workspaceId}`);
    const patch = (ops: unknown) => JSON.stringify(ops);
    const cases: Array<[string, number, string]> = [
      [patch([{ op: 'remove', path: '/themes/default' }]), 400, 'patch.themes'],
      [patch([{ op: 'add', path: '/layers/design~1ramps', value: { color: '#000000', counts: [], uom: 'ea' } }]), 400, 'patch.order'],
      [patch([{ op: 'replace', path: '/layers/design~1walls/color', value: 'red' }]), 400, 'patch.layers.design/walls.color'],
      [patch([{ op: 'remove', path: '/goals' }]), 400, 'patch.goals'],
      [patch([{ op: 'replace', path: '/no/such', value: 1 }]), 422, 'patch'],
      [patch([{ op: 'test', path: '/themes/default/background', value: '#000001' }]), 422, 'patch'],
      ['not json', 400, 'patch'],
      [patch([{ op: 'add', path: '/__proto__/polluted', value: 1 }]), 400, 'patch'],
    ];
    for (const [text, status, field] of cases) {
      const res = await call('eero', 'PATCH', '/base/workspace', { workspaceId, patch: text });
      expect(res.status, text).toBe(status);
      expect(res.body.error!.fieldErrors, text).toHaveProperty([field]);
    }
    expect((await call('jean', 'PATCH', '/base/workspace', { workspaceId, patch: patch([]) })).status).toBe(403);
    expect((await call('ada', 'PATCH', '/base/workspace', { workspaceId: 'space-kitchen-study', patch: patch([]) })).status).toBe(409);
    expect((await call('eero', 'PATCH', '/base/workspace', { workspaceId: `missing-${suffix}`, patch: patch([]) })).status).toBe(404);
    expect((await call('eero', 'PATCH', '/base/workspace', { workspaceId, patch: [] })).status).toBe(400);
    expect((await call('eero', 'PATCH', '/base/workspace', { workspaceId, patch: patch([]), type: 'yaml' })).status).toBe(400);
    expect(await snapshot(`workspaces/${workspaceId}`)).toEqual(before);
  });
});

describe('GET /base/initial', () => {
  it('answers the newest spec, the versions, the base-spec workspaces and candidates, generators, tests and views', async () => {
    const res = await call('jean', 'GET', '/base/initial');
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    const data = baseSpecInitialAnswerSchema.parse(res.body.data);
    expect(data.latest?.version).toBe(newest.version);
    for (const v of BASE_SPEC_VERSIONS) expect(data.versions.map((x) => x.version)).toContain(v);
    expect(data.workspaces.every((w) => w.workspaceType === 'baseSpec' && !w.deleted)).toBe(true);
    const seeded = data.workspaces.find((w) => w.id === 'basespec-next');
    expect(seeded).toMatchObject({ workspaceName: 'baseSpec w0.3.0', major: 0, minor: 3, patch: 0 });
    const candidate = data.candidates.find((c) => c.id === 'cand-basespec-v0-3-1');
    expect(candidate?.status).toBe('open');
    expect(candidate?.approvals?.design?.[0]?.status).toBe('approved');
    expect(data.candidates.every((c) => c.name === 'baseSpec' && c.projectId === '')).toBe(true);
    expect((await call('jean', 'GET', `/base/initial${q({ extra: '1' })}`)).status).toBe(400);
  });
});

describe('GET /base/spec/impact', () => {
  it('names the projects whose drawings the seeded candidate restyles', async () => {
    const res = await call('eero', 'GET', `/base/spec/impact${q({ candidateId: 'cand-basespec-v0-3-1' })}`);
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    const impact = baseSpecImpactAnswerSchema.parse(res.body.data);
    expect(impact).toMatchObject({
      base: newest.version,
      version: 'v0.3.1',
      added: [],
      removed: [],
      restyled: ['design/doors', 'design/windows'],
    });
    const withBase = await db.collection('projects').where('base.latest.version', '>=', '').get();
    const drawingDoors = withBase.docs.filter((d) => 'design/doors' in ((d.get('base.latest.counts') as object | undefined) ?? {}));
    expect(drawingDoors.length).toBeGreaterThan(0);
    expect(impact.projects.map((p) => p.projectId).sort()).toEqual(drawingDoors.map((d) => d.id).sort());
    for (const p of impact.projects) {
      expect(p.restyled.map((r) => r.layer)).toEqual(['design/doors', 'design/windows'].filter((l) => p.layers.includes(l)));
      expect(p.restyled.every((r) => r.changed.join() === 'color')).toBe(true);
    }
  });

  it('lists layers added, removed and restyled per project for a candidate', async () => {
    const spec = changedSpec(contentOf(newest.spec));
    delete (spec.layers as Record<string, unknown>)['design/doors'];
    spec.order = spec.order.filter((l) => l !== 'design/doors');
    const workspaceId = await createBaseSpecWorkspace('eero', spec);
    const candidateId = await candidateOf(workspaceId, { major: 0, minor: 0, patch: patchBase + 999_999 });
    const res = await call('eero', 'GET', `/base/spec/impact${q({ candidateId })}`);
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    const impact = baseSpecImpactAnswerSchema.parse(res.body.data);
    expect(impact).toMatchObject({ added: ['design/ramps', 'utilities/ev'], removed: ['design/doors'], restyled: ['design/walls'] });
    const p = impact.projects.find((x) => x.layers.includes('design/walls') && x.layers.includes('utilities/plumbing'));
    expect(p, 'a seeded project drawing walls and plumbing').toBeDefined();
    expect(p!.added).toEqual(['design/ramps', 'utilities/ev']);
    expect(p!.removed).toEqual(p!.layers.includes('design/doors') ? ['design/doors'] : []);
    expect(p!.restyled.map((r) => [r.layer, r.changed])).toEqual([['design/walls', ['color']]]);
  });

  it('refuses an unknown candidate (404), a space candidate (409) and bad input (400)', async () => {
    expect((await call('eero', 'GET', `/base/spec/impact${q({ candidateId: `missing-${suffix}` })}`)).status).toBe(404);
    expect((await call('eero', 'GET', `/base/spec/impact${q({ candidateId: 'cand-primary-bath-v1-0-0' })}`)).status).toBe(409);
    for (const params of [{}, { candidateId: 'a/b' }, { candidateId: 'x', other: '1' }])
      expect((await call('eero', 'GET', `/base/spec/impact${q(params)}`)).status, JSON.stringify(params)).toBe(400);
  });
});

describe('approvals and the base-spec commit', () => {
  it('commits only when design, management and production approved, and writes baseSpecs/{version} with it', async () => {
    const spec = changedSpec(contentOf(newest.spec));
    const workspaceId = await createBaseSpecWorkspace('eero', spec);
    const version = testVersion();
    const versionText = `v0.0.${version.patch}`;
    const candidateId = await candidateOf(workspaceId, version);
    const versionPath = `versions/${versionDocId({ projectId: '', name: 'baseSpec', type: 'json', version })}`;
    const commit = () => call<{ version: string }>('eero', 'PATCH', '/version/commit', commitBody(workspaceId, candidateId, version));
    const nothingCommitted = async () => {
      expect((await snapshot(versionPath)).doc).toBeNull();
      expect((await snapshot(`baseSpecs/${versionText}`)).doc).toBeNull();
      expect((await snapshot(`versionCandidates/${candidateId}`)).doc?.status).toBe('open');
    };

    const none = await commit();
    expect(none.status).toBe(409);
    expect(none.body.error!.message).toBe('Needs approval by design, management, production');
    await nothingCommitted();

    expect((await approve('ada', candidateId, 'design')).status).toBe(200);
    const pending = await approve('frances', candidateId, 'management', 'pending', 'Checking costs');
    expect(pending.status).toBe(200);
    const stored = versionCandidateSchema.parse({ id: candidateId, ...(await snapshot(`versionCandidates/${candidateId}`)).doc });
    expect(stored.approvals?.design).toMatchObject([{ user: 'ada', status: 'approved', notes: '' }]);
    expect(stored.approvals?.management).toMatchObject([{ user: 'frances', status: 'pending', notes: 'Checking costs' }]);
    const partial = await commit();
    expect(partial.status).toBe(409);
    expect(partial.body.error!.message).toBe('Needs approval by management, production');
    await nothingCommitted();

    // Roles are membership (config/access approvers): a role the caller does not hold is a 403
    // naming it, for an approval, a rejection or a withdrawal; nothing is written.
    const beforeRefusals = (await snapshot(`versionCandidates/${candidateId}`)).doc;
    for (const [as, role, status] of [
      ['grace', 'production', 'approved'],
      ['grace', 'design', 'rejected'],
      ['linus', 'management', 'pending'],
      ['ken', 'management', 'approved'],
      ['ada', 'production', 'approved'],
    ] as const) {
      const refused = await approve(as, candidateId, role, status);
      expect(refused.status, `${as} as ${role}`).toBe(403);
      expect(refused.body.error!.message).toContain(`Only ${role} approvers`);
    }
    // Nobody approves a candidate they created: eero is a design approver and its creator.
    const own = await approve('eero', candidateId, 'design');
    expect(own.status).toBe(403);
    expect(own.body.error!.message).toBe(`You created candidate ${candidateId}: another design approver approves it`);
    expect((await snapshot(`versionCandidates/${candidateId}`)).doc).toEqual(beforeRefusals);

    // frances's earlier entry for management is replaced; ken approves production, jean rejects it.
    expect((await approve('frances', candidateId, 'management')).status).toBe(200);
    expect((await approve('ken', candidateId, 'production')).status).toBe(200);
    const rejected = await approve('jean', candidateId, 'production', 'rejected', 'Ramp colour clashes');
    expect(rejected.status).toBe(200);
    expect(versionCandidateSchema.parse(rejected.body.data!.candidate).approvals?.management).toHaveLength(1);
    const afterReject = await commit();
    expect(afterReject.status).toBe(409);
    expect(afterReject.body.error!.message).toBe('Needs approval by production');
    await nothingCommitted();
    // The rejection stands until jean changes it: ken approving again, later, does not override it.
    expect((await approve('ken', candidateId, 'production', 'approved', 'Approved again after the rejection')).status).toBe(200);
    const stillRejected = await commit();
    expect(stillRejected.status).toBe(409);
    expect(stillRejected.body.error!.message).toBe('Needs approval by production');
    await nothingCommitted();

    expect((await approve('jean', candidateId, 'production')).status).toBe(200);
    const done = await commit();
    expect(done.status, JSON.stringify(done.body.error)).toBe(200);
    expect(done.body.data!.version).toBe(versionText);
    const baseSpec = (await snapshot(`baseSpecs/${versionText}`)).doc as BaseSpecDoc;
    expect(baseSpec).toMatchObject({ version: versionText, createdBy: 'eero', message: `Test commit ${suffix}` });
    expect(contentOf(baseSpec)).toEqual(spec);
    expect((await snapshot(versionPath)).doc).toMatchObject({ name: 'baseSpec', projectId: '', version: versionText });
    const read = await call('jean', 'GET', `/base/spec${q({ version: versionText })}`);
    expect(read.status).toBe(200);
    expect(contentOf(baseSpecAnswerSchema.parse(read.body.data).spec)).toEqual(spec);
    // The newest base spec is still the seeded one (the test's versions are v0.0.x).
    expect(baseSpecAnswerSchema.parse((await call('jean', 'GET', '/base/spec')).body.data).version).toBe(newest.version);
    // A committed candidate takes no more approvals.
    expect((await approve('ada', candidateId, 'design', 'rejected')).status).toBe(409);
  });

  it('two approved candidates racing for one version: exactly one commit wins, the other is a 409', async () => {
    const version = testVersion();
    const versionText = `v0.0.${version.patch}`;
    const specs = [changedSpec(contentOf(newest.spec)), contentOf(newest.spec)];
    const entrants = await Promise.all(
      specs.map(async (spec, i) => {
        const workspaceId = await createBaseSpecWorkspace(i === 0 ? 'eero' : 'jean', spec);
        const candidateId = await candidateOf(workspaceId, version, i === 0 ? 'eero' : 'jean');
        for (const [as, role] of [
          ['ada', 'design'],
          ['frances', 'management'],
          ['ken', 'production'],
        ])
          expect((await approve(as!, candidateId, role!)).status).toBe(200);
        return { workspaceId, candidateId, as: i === 0 ? 'eero' : 'jean', spec };
      }),
    );
    const results = await Promise.all(
      entrants.map((e) => call('ada', 'PATCH', '/version/commit', commitBody(e.workspaceId, e.candidateId, version))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = entrants[results.findIndex((r) => r.status === 200)]!;
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.body.error!.message).toMatch(/committed already/);
    const baseSpec = (await snapshot(`baseSpecs/${versionText}`)).doc as BaseSpecDoc;
    expect(contentOf(baseSpec)).toEqual(winner.spec);
    const committed = await db.collection('versionCandidates').where('version', '==', versionText).where('status', '==', 'committed').get();
    expect(committed.docs.map((d) => d.id)).toEqual([winner.candidateId]);
  });

  it('refuses bad approvals with per-field errors, unknown candidates (404) and other candidates (409); nothing written', async () => {
    const seeded = 'cand-basespec-v0-3-1';
    const before = await snapshot(`versionCandidates/${seeded}`);
    for (const body of [
      { candidateId: seeded, role: 'sales', status: 'approved' },
      { candidateId: seeded, role: 'design', status: 'maybe' },
      { candidateId: seeded, role: 'design', status: 'approved', notes: 5 },
      { candidateId: seeded, role: 'design', status: 'approved', notes: 'x'.repeat(2001) },
      { candidateId: seeded, role: 'design', status: 'approved', user: 'someone-else' },
      { candidateId: 'a/b', role: 'design', status: 'approved' },
      { role: 'design', status: 'approved' },
    ]) {
      const res = await call('ada', 'POST', '/base/spec/approval', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.error?.fieldErrors ?? {}).length).toBeGreaterThan(0);
    }
    expect((await approve('ada', `missing-${suffix}`, 'design')).status).toBe(404);
    expect((await approve('ada', 'cand-primary-bath-v1-0-0', 'design')).status).toBe(409);
    expect((await approve('ada', 'cand-adu-massing-v2-1-0', 'design')).status).toBe(409);
    expect(await snapshot(`versionCandidates/${seeded}`)).toEqual(before);
    expect((await snapshot('versionCandidates/cand-primary-bath-v1-0-0')).doc).not.toHaveProperty('approvals');
  });

  it('leaves the commit of other documents as it was (no approvals needed)', async () => {
    const create = await call<{ workspaceId: string }>('eero', 'POST', '/version/workspace', {
      name: `Base spec notes ${suffix}`,
      type: 'json',
      projectId: '',
      content: '{"notes":[]}',
      major: 1,
      minor: 0,
      patch: 0,
    });
    expect(create.status).toBe(201);
    const workspaceId = create.body.data!.workspaceId;
    createdWorkspaces.add(workspaceId);
    const cand = await call<{ candidateId: string }>('eero', 'POST', '/version/candidate', {
      name: `Base spec notes ${suffix}`,
      type: 'json',
      projectId: '',
      workspaceId,
      major: 1,
      minor: 0,
      patch: 0,
    });
    expect(cand.status).toBe(201);
    const res = await call('eero', 'PATCH', '/version/commit', {
      ...commitBody(workspaceId, cand.body.data!.candidateId, { major: 1, minor: 0, patch: 0 }),
      name: `Base spec notes ${suffix}`,
    });
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    expect((await snapshot('baseSpecs/v1.0.0')).doc).toBeNull();
    await db.recursiveDelete(
      db.doc(`versions/${versionDocId({ projectId: '', name: `Base spec notes ${suffix}`, type: 'json', version: 'v1.0.0' })}`),
    );
  });
});
