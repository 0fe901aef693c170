import { describe, expect, it } from 'vitest';
import {
  blockSchema,
  classBlockSchema,
  jobIdFromTitle,
  MILESTONES,
  PIPE_STAGES,
  pipeAssemblySchema,
  projectSchema,
  SEEDED_ACCOUNTS,
  stageDisplayStatus,
  chunksProblem,
  contentBytesOf,
  formatVersion,
  joinChunks,
  versionCandidateSchema,
  versionDocId,
  versionDocSchema,
  versionedWorkspaceSchema,
  approvalState,
  baseSpecContentProblems,
  baseSpecContentSchema,
  accessGroupsSchema,
  APPROVAL_ROLES,
  userOfEmail,
  type ApprovalRole,
  type ClassBlockConfiguration,
  type ContentChunk,
} from '@workhub/domain';
import { buildSeed, buildSeedErpItems, SEED_COLLECTIONS } from './build.js';
import { parseSeedArgs } from './index.js';
import { designSchema } from '@workhub/domain';
import { seededUid } from './accounts.js';
import { createPrng } from './prng.js';
import { assertEmulatorTarget, planBatches } from './write.js';
import { BUILDING_SYSTEMS } from './data/systems.js';
import { LAYER_DRAW_ORDER } from './data/layers.js';
import { BASE_SPEC_DRAFT_CHANGE, SEEDED_BASE_SPEC_CANDIDATE, SEEDED_BASE_SPEC_WORKSPACE, SEEDED_SPACES } from './data/versions.js';
import { BASE_SPEC_VERSIONS } from './data/spec-versions.js';

const seed = buildSeed();

/** Firestore rejects undefined values and arrays directly inside arrays; find any. */
function firestoreProblems(value: unknown, path: string, insideArray = false): string[] {
  if (value === undefined) return [`${path}: undefined`];
  if (Array.isArray(value)) {
    if (insideArray) return [`${path}: array inside array`];
    return value.flatMap((v, i) => firestoreProblems(v, `${path}[${i}]`, true));
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => (k === '' ? [`${path}: empty key`] : firestoreProblems(v, `${path}.${k}`)));
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return [`${path}: ${value}`];
  return [];
}

describe('prng', () => {
  it('repeats the same sequence for the same seed and stays in range', () => {
    const a = createPrng(42);
    const b = createPrng(42);
    const draws = Array.from({ length: 100 }, () => a.int(1, 6));
    expect(Array.from({ length: 100 }, () => b.int(1, 6))).toEqual(draws);
    expect(Math.min(...draws)).toBe(1);
    expect(Math.max(...draws)).toBe(6);
  });

  it('picks distinct items and shuffles without losing any', () => {
    const r = createPrng(7);
    const items = ['a', 'b', 'c', 'd', 'e'];
    expect(new Set(r.pickMany(items, 3)).size).toBe(3);
    expect(r.pickMany(items, 9)).toHaveLength(5);
    expect([...r.shuffle(items)].sort()).toEqual(items);
    expect(items).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('buildSeed', () => {
  it('is deterministic', () => {
    expect(buildSeed()).toEqual(seed);
  });

  it('differs for another seed', () => {
    expect(buildSeed(1).projects).not.toEqual(seed.projects);
  });

  it('has unique ids per collection and Firestore-safe data', () => {
    for (const collection of SEED_COLLECTIONS) {
      const ids = seed[collection].map((d) => d.id);
      expect(new Set(ids).size, collection).toBe(ids.length);
      for (const { id, data } of seed[collection]) {
        // Pipe documents are named 'projectId/assembly' (one level under their project).
        // Nested documents are named by their full path: collection/doc/sub-collection/doc…
        const idPattern =
          collection === 'pipe' ? /^[^/]+\/[^/.]+$/ : collection === 'nested' ? /^[^/]+\/[^/]+(\/[^/]+\/[^/]+)+$/ : /^[^/]+$/;
        expect(id, collection).toMatch(idPattern);
        expect(firestoreProblems(data, `${collection}/${id}`)).toEqual([]);
        expect(JSON.stringify(data).length, `${collection}/${id} size`).toBeLessThan(900_000);
      }
    }
  });

  it('has the minimum counts', () => {
    expect(seed.projects.length).toBeGreaterThanOrEqual(20);
    expect(seed.blocks.filter((b) => !('version' in b.data))).toHaveLength(100);
    expect(seed.blocks.some((b) => 'version' in b.data)).toBe(true);
    expect(seed.erpItems).toHaveLength(5000);
    expect(seed.erpSuppliers.length).toBeGreaterThanOrEqual(30);
    expect(seed.erpWarehouses.length).toBeGreaterThanOrEqual(6);
    expect(seed.erpItemGroups.length).toBeGreaterThanOrEqual(15);
    expect(seed.emailTemplates.length).toBeGreaterThanOrEqual(5);
    expect(seed.designs.length).toBeGreaterThanOrEqual(30);
    expect(seed.baseSpecs.length).toBeGreaterThanOrEqual(1);
    expect(seed.buildingSystemOwners).toHaveLength(10);
  });
});

describe('projects', () => {
  it('each has exactly one primary address', () => {
    for (const { id, data } of seed.projects) {
      const { addresses } = data.salesforce as { addresses: { primary: boolean }[] };
      expect(
        addresses.filter((a) => a.primary),
        id,
      ).toHaveLength(1);
    }
  });

  it('only has milestones whose prerequisites are done, dated after them', () => {
    for (const { id, data } of seed.projects) {
      const milestones = data.milestones as Record<string, string>;
      for (const [name, date] of Object.entries(milestones)) {
        const needs = MILESTONES.find((m) => m.name === name)?.needs;
        expect(needs, `${id} ${name}`).toBeDefined();
        for (const need of needs ?? []) {
          expect(milestones[need], `${id} ${name} needs ${need}`).toBeDefined();
          expect(date > (milestones[need] ?? ''), `${id} ${name} after ${need}`).toBe(true);
        }
      }
    }
  });

  it('has latest base data on most but not all, and every phase', () => {
    const withBase = seed.projects.filter((p) => (p.data.base as { latest?: unknown } | undefined)?.latest);
    expect(withBase.length).toBeGreaterThan(seed.projects.length / 2);
    expect(withBase.length).toBeLessThan(seed.projects.length);
    expect(new Set(seed.projects.map((p) => p.data.phase))).toEqual(new Set(['sales', 'permitting', 'production', 'install', 'service']));
  });

  it('keeps one schema-valid pipe document per assembly, keys without dots, in every state', () => {
    const shown = new Set<string>();
    const now = Date.now();
    for (const { id, data } of seed.pipe) {
      const doc = pipeAssemblySchema.parse(data);
      expect(id).toBe(`${doc.projectId}/${doc.assembly}`);
      expect(doc.assembly).not.toContain('.');
      for (const stage of PIPE_STAGES) shown.add(stageDisplayStatus(doc[stage], now));
    }
    expect(shown).toEqual(new Set(['new', 'done', 'error', 'stalled']));
    const withBase = seed.projects.filter((p) => (p.data.base as { latest?: unknown } | undefined)?.latest);
    for (const p of withBase) expect(seed.pipe.filter((d) => d.data.projectId === p.id).length).toBe(p.data.assemblyCount);
    const approvedRoles = new Set(
      seed.pipe.flatMap((d) =>
        Object.entries(pipeAssemblySchema.parse(d.data).approvals)
          .filter(([, e]) => e.length)
          .map(([r]) => r),
      ),
    );
    expect(approvedRoles).toEqual(new Set(['design', 'management', 'production']));
  });

  it('seeds approvers in config/access, and every seeded approval entry is by an approver of its role', () => {
    const access = accessGroupsSchema.parse(seed.config.find((d) => d.id === 'access')!.data);
    const usersOf = (role: ApprovalRole) => access.approvers[role].map(userOfEmail);
    for (const role of APPROVAL_ROLES) expect(usersOf(role).length).toBeGreaterThanOrEqual(2);
    const candidates = seed.versionCandidates.map((d) => d.data as { approvals?: Partial<Record<ApprovalRole, { user: string }[]>> });
    const entries = [
      ...seed.pipe.map((d) => pipeAssemblySchema.parse(d.data).approvals),
      ...candidates.map((c) => c.approvals ?? {}),
    ].flatMap((approvals) => APPROVAL_ROLES.flatMap((role) => (approvals[role] ?? []).map((e) => ({ role, user: e.user }))));
    expect(entries.length).toBeGreaterThan(50);
    for (const { role, user } of entries) expect(usersOf(role), `${user} approving as ${role}`).toContain(user);
  });

  it('holds, per project, the pipe documents the domain plans from its base: assemblies its build spec defines, board order 0…n-1', () => {
    const specs = new Map(seed.buildSpecs.map((d) => [d.id, d.data as { assemblies: Record<string, unknown> }]));
    for (const p of seed.projects) {
      const latest = (p.data.base as { latest?: { modules: number; buildSpec: string } } | undefined)?.latest;
      const docs = seed.pipe.filter((d) => d.data.projectId === p.id).map((d) => pipeAssemblySchema.parse(d.data));
      if (!latest) {
        expect(docs).toEqual([]);
        continue;
      }
      const assemblies = specs.get(latest.buildSpec)!.assemblies;
      for (const doc of docs) {
        expect(Object.hasOwn(assemblies, doc.assemblyName), `${p.id} ${doc.assembly} in build spec ${latest.buildSpec}`).toBe(true);
        expect(doc.module).toBeLessThanOrEqual(latest.modules);
      }
      expect(docs.map((d) => d.order).sort((a, b) => a - b)).toEqual(docs.map((_, i) => i));
    }
  });

  it('reads every project with the project schema', () => {
    for (const { data } of seed.projects) projectSchema.parse(data);
  });
});

describe('engineering data', () => {
  it('covers all ten systems in classParts, some with several versions', () => {
    expect(new Set(seed.classParts.map((c) => c.data.system))).toEqual(new Set(BUILDING_SYSTEMS));
    for (const system of BUILDING_SYSTEMS) {
      expect(new Set(seed.classParts.filter((c) => c.data.system === system).map((c) => c.data.path)).size).toBeGreaterThanOrEqual(3);
    }
    const versionsPerPath = new Map<unknown, number>();
    for (const c of seed.classParts) versionsPerPath.set(c.data.path, (versionsPerPath.get(c.data.path) ?? 0) + 1);
    expect([...versionsPerPath.values()].some((n) => n >= 2)).toBe(true);
    for (const c of seed.classParts) expect(c.data.key).toBe(`${String(c.data.path)}-${String(c.data.version)}`);
  });

  it('has build specs with at least two minor versions that have patches', () => {
    const versions = seed.buildSpecs.map((b) => String(b.data.version));
    const patchedMinors = new Set(versions.filter((v) => !v.endsWith('.0')).map((v) => v.replace(/\.\d+$/, '')));
    expect(patchedMinors.size).toBeGreaterThanOrEqual(2);
    for (const spec of seed.buildSpecs) {
      for (const type of ['blocks', 'systems', 'assemblies', 'items', 'combinations', 'processes', 'installKits']) {
        expect(Object.keys(spec.data[type] as object).length, `${spec.id} ${type}`).toBeGreaterThan(0);
      }
    }
  });

  it('draws blocks on 2–14 known layers, in draw order, with 1–40 objects each', () => {
    const known: readonly string[] = LAYER_DRAW_ORDER;
    for (const { id, data } of seed.blocks) {
      const layers = Object.entries(data.layers as Record<string, { objects: { points: number[] }[] }>);
      expect(layers.length, id).toBeGreaterThanOrEqual(2);
      expect(layers.length, id).toBeLessThanOrEqual(14);
      expect(
        layers.map(([name]) => known.indexOf(name)),
        id,
      ).toEqual(layers.map(([name]) => known.indexOf(name)).sort((a, b) => a - b));
      for (const [name, layer] of layers) {
        expect(known.includes(name), name).toBe(true);
        expect(layer.objects.length).toBeGreaterThanOrEqual(1);
        expect(layer.objects.length).toBeLessThanOrEqual(40);
        for (const object of layer.objects) expect(object.points.length % 2).toBe(0);
      }
      expect(data.key).toBe(`${String(data.categoryName)}/${String(data.name)}`);
    }
  });

  it('draws older versions differently from the current one', () => {
    const current = new Map(seed.blocks.filter((b) => !('version' in b.data)).map((b) => [b.data.name, b.data.layers]));
    const older = seed.blocks.filter((b) => 'version' in b.data);
    const same = older.filter((b) => JSON.stringify(b.data.layers) === JSON.stringify(current.get(b.data.name)));
    expect(same.length).toBeLessThan(older.length / 4);
  });
});

describe('supporting data', () => {
  it('has jobs keyed by title, one legacy experience field and at least two drafts', () => {
    for (const { id, data } of seed.jobs) expect(id).toBe(jobIdFromTitle(String(data.title)));
    expect(seed.jobs.filter((j) => 'experience' in j.data)).toHaveLength(1);
    expect(seed.jobs.filter((j) => !('publicAt' in j.data)).length).toBeGreaterThanOrEqual(2);
    expect(seed.jobs.length).toBeGreaterThanOrEqual(6);
    expect(seed.jobs.length).toBeLessThanOrEqual(8);
  });

  it('has one settings doc per seeded account', () => {
    expect(seed.settings.map((s) => s.id).sort()).toEqual(SEEDED_ACCOUNTS.map((a) => seededUid(a.email)).sort());
  });

  it('stores tags with commas for dots and references Bv/Lv keys', () => {
    for (const { id, data } of seed.tags) {
      expect(id).toMatch(/^[BL]v\d+,\d+,\d+-\d+$/);
      for (const key of Object.keys(data.references as object)) expect(key).toMatch(/^(Bv|Lv)/);
    }
  });

  it('gives ERP items the allowed choices', () => {
    // The ERP's own UOMs beyond WorkHub's list (ERP_EXTRA_OPTIONS) appear on a few items (issue 24).
    const uoms = new Set(['Each', 'Linear Foot', '2000 Pack', '1 lb', '15 Pack', 'Square Inch', 'Linear Inch', 'Nos', 'Box']);
    for (const { id, data } of seed.erpItems) {
      expect(id).toBe(data.item_code);
      expect(Object.keys(data)).toHaveLength(16);
      expect(uoms.has(String(data.stock_uom))).toBe(true);
      expect(['', 0, 1]).toContain(data.for_tiling);
    }
  });
});

describe('accounts and writing', () => {
  it('derives stable, distinct uids from emails', () => {
    expect(seededUid('ada@modulr.example')).toBe(seededUid('ADA@modulr.example '));
    expect(seededUid('ada@modulr.example')).toMatch(/^u-ada-[0-9a-f]{6}$/);
    expect(new Set(SEEDED_ACCOUNTS.map((a) => seededUid(a.email))).size).toBe(SEEDED_ACCOUNTS.length);
  });

  it('plans commits of at most 500 writes covering every document once', () => {
    const batches = planBatches(seed);
    expect(Math.max(...batches.map((b) => b.length))).toBeLessThanOrEqual(500);
    const total = SEED_COLLECTIONS.reduce((sum, c) => sum + seed[c].length, 0);
    expect(new Set(batches.flat().map((w) => `${w.collection}/${w.doc.id}`)).size).toBe(total);
  });

  it('refuses to write without the emulators', () => {
    expect(() => assertEmulatorTarget({})).toThrow(/FIRESTORE_EMULATOR_HOST/);
    expect(() => assertEmulatorTarget({ FIRESTORE_EMULATOR_HOST: 'x', FIREBASE_AUTH_EMULATOR_HOST: 'y' })).not.toThrow();
  });
});

describe('seeded geometry fits the block contract', () => {
  it('every block parses with the domain block schema', () => {
    const failures = buildSeed()
      .blocks.filter((b) => !blockSchema.safeParse(b.data).success)
      .map((b) => b.id);
    expect(failures).toEqual([]);
  });
});

describe('seeded class blocks', () => {
  const current = seed.blocks.filter((b) => !('version' in b.data));
  it('every class block parses with the domain schema', () => {
    expect(seed.classBlocks.filter((c) => !classBlockSchema.safeParse(c.data).success).map((c) => c.id)).toEqual([]);
  });
  it('hold every current block exactly once, in its own category', () => {
    const held = seed.classBlocks.flatMap((c) => (c.data.blocks as string[]).map((name) => [name, c.data.categoryName]));
    expect(held.map(([name]) => name).sort()).toEqual(current.map((b) => String(b.data.name)).sort());
    const categoryOf = new Map(current.map((b) => [String(b.data.name), b.data.categoryName]));
    for (const [name, category] of held) expect(categoryOf.get(String(name))).toBe(category);
  });
  it('show each kind of configuration: values, a boolean and a free type', () => {
    const configurations = seed.classBlocks.flatMap((c) => c.data.configurations as ClassBlockConfiguration[]);
    expect(configurations.some((c) => c.values?.length)).toBe(true);
    expect(configurations.some((c) => c.type === 'boolean')).toBe(true);
    expect(configurations.some((c) => !c.values && (c.type === 'number' || c.type === 'string'))).toBe(true);
    expect(seed.classBlocks.every((c) => (c.data.assemblies as unknown[]).length > 0)).toBe(true);
  });
});

describe('seeded versions, candidates and spaces (version service)', () => {
  const chunksUnder = (path: string) =>
    seed.nested
      .filter((d) => d.id.startsWith(`${path}/content/`))
      .map((d) => d.data as Partial<ContentChunk>)
      .sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
  const contentOf = (path: string) => JSON.parse(joinChunks(chunksUnder(path))) as Record<string, unknown>;

  it('every version parses, has the versionDocId id and whole content chunks', () => {
    expect(seed.versions.length).toBeGreaterThan(BASE_SPEC_VERSIONS.length);
    for (const { id, data } of seed.versions) {
      const version = versionDocSchema.parse(data);
      expect(id).toBe(versionDocId({ ...version, version }));
      expect(version.version).toBe(formatVersion(version));
      const chunks = chunksUnder(`versions/${id}`);
      expect(chunksProblem(chunks), id).toBeUndefined();
      expect(chunks).toHaveLength(version.contentChunks);
      expect(contentBytesOf(joinChunks(chunks))).toBe(version.contentBytes);
      for (const chunk of seed.nested.filter((d) => d.id.startsWith(`versions/${id}/content/`)))
        expect(chunk.data).toMatchObject({ documentId: 'json', documentType: 'json' });
    }
  });

  it('has every base spec version, company-wide, with layers (colour and unit of measure) and themes', () => {
    const baseSpecs = seed.versions.filter((d) => d.data.name === 'baseSpec');
    expect(baseSpecs.map((d) => d.data.version)).toEqual([...BASE_SPEC_VERSIONS]);
    for (const { id, data } of baseSpecs) {
      expect(data.projectId).toBe('');
      const content = contentOf(`versions/${id}`);
      const layers = Object.values(content.layers as Record<string, { color: string; uom: string }>);
      expect(layers.length).toBeGreaterThan(3);
      expect(layers.every((l) => /^#[0-9a-f]{6}$/i.test(l.color) && l.uom.length > 0)).toBe(true);
      expect(content.themes).toHaveProperty('default');
    }
  });

  it('has spaces in every state, on seeded projects, each with parsed content', () => {
    const projectIds = new Set(seed.projects.map((p) => p.id));
    const states = new Set(SEEDED_SPACES.map((s) => s.state));
    expect([...states].sort()).toEqual(['candidate', 'committed', 'deleted', 'new', 'patched']);
    for (const space of SEEDED_SPACES) {
      const doc = seed.workspaces.find((w) => w.id === space.id);
      expect(doc, space.id).toBeDefined();
      const workspace = versionedWorkspaceSchema.parse(doc!.data);
      expect(workspace).toMatchObject({
        workspaceType: 'space',
        name: space.name,
        creator: space.creator,
        deleted: space.state === 'deleted',
      });
      if (space.state !== 'deleted') expect(workspace.status).toBe(space.state);
      expect(projectIds.has(space.projectId), space.projectId).toBe(true);
      const content = contentOf(`workspaces/${space.id}`);
      expect(Object.keys(content.layers as object).length).toBeGreaterThan(0);
      expect(content).toHaveProperty('metadata');
      expect(Array.isArray(content.warnings)).toBe(true);
      expect(chunksUnder(`workspaces/${space.id}`)).toHaveLength(workspace.contentChunks);
    }
    expect(
      SEEDED_SPACES.filter((s) => s.state === 'patched').every((s) => (contentOf(`workspaces/${s.id}`).warnings as []).length > 0),
    ).toBe(true);
  });

  it('has the open candidate of the candidate space and the committed version of the committed one', () => {
    for (const space of SEEDED_SPACES.filter((s) => s.candidateId)) {
      const doc = seed.versionCandidates.find((c) => c.id === space.candidateId);
      const candidate = versionCandidateSchema.parse(doc!.data);
      expect(candidate.workspaceId).toBe(space.id);
      expect(candidate.status).toBe(space.state === 'committed' ? 'committed' : 'open');
      expect(seed.workspaces.find((w) => w.id === space.id)!.data.activeCandidate).toBe(space.candidateId);
      expect(chunksProblem(chunksUnder(`versionCandidates/${candidate.id}`))).toBeUndefined();
    }
    const committed = SEEDED_SPACES.find((s) => s.state === 'committed')!;
    const version = seed.versions.find((d) => d.id === committed.versionId);
    expect(version?.data).toMatchObject({ name: committed.name, workspaceId: committed.id, candidateId: committed.candidateId });
    // No open candidate targets a version that is committed already.
    for (const c of seed.versionCandidates.filter((c) => c.data.status === 'open')) {
      const data = versionCandidateSchema.parse(c.data);
      expect(seed.versions.some((v) => v.id === versionDocId({ ...data, version: data }))).toBe(false);
    }
  });
});

describe('seeded base-spec workspaces', () => {
  const chunksUnder = (path: string) =>
    seed.nested
      .filter((d) => d.id.startsWith(`${path}/content/`))
      .map((d) => d.data as Partial<ContentChunk>)
      .sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
  const contentOf = (path: string) => JSON.parse(joinChunks(chunksUnder(path))) as unknown;
  const newest = BASE_SPEC_VERSIONS[BASE_SPEC_VERSIONS.length - 1];

  it('drafts the next base spec from the newest version (w0.3.0 from v0.3.0) as a whole base spec with a change', () => {
    const doc = seed.workspaces.find((w) => w.id === SEEDED_BASE_SPEC_WORKSPACE.id)!;
    const workspace = versionedWorkspaceSchema.parse(doc.data);
    expect(workspace).toMatchObject({ workspaceType: 'baseSpec', name: 'baseSpec', projectId: '', workspaceName: 'baseSpec w0.3.0' });
    expect(formatVersion(workspace)).toBe(newest);
    const draft = baseSpecContentSchema.parse(contentOf(`workspaces/${workspace.id}`));
    expect(baseSpecContentProblems(draft)).toEqual({});
    const committed = baseSpecContentSchema.parse(seed.baseSpecs.find((d) => d.id === newest)!.data);
    const added = Object.keys(draft.layers).filter((l) => !(l in committed.layers));
    expect(added.sort()).toEqual(Object.keys(BASE_SPEC_DRAFT_CHANGE.added).sort());
    const restyled = Object.keys(committed.layers).filter((l) => draft.layers[l]?.color !== committed.layers[l]!.color);
    expect(restyled).toEqual([BASE_SPEC_DRAFT_CHANGE.restyled.layer]);
    expect(draft.goals.length).toBe(committed.goals.length + 1);
  });

  it('has an open base-spec candidate that design approved and management has not', () => {
    const c = SEEDED_BASE_SPEC_CANDIDATE;
    const candidate = versionCandidateSchema.parse(seed.versionCandidates.find((d) => d.id === c.candidateId)!.data);
    expect(candidate).toMatchObject({ name: 'baseSpec', projectId: '', status: 'open', workspaceId: c.workspaceId });
    expect(seed.workspaces.find((w) => w.id === c.workspaceId)!.data).toMatchObject({
      activeCandidate: c.candidateId,
      status: 'candidate',
    });
    const state = approvalState(candidate.approvals);
    expect(state.roles.design.status).toBe('approved');
    expect(state.roles.management.status).toBe('pending');
    expect(state.missing).toEqual(['management', 'production']);
    const spec = baseSpecContentSchema.parse(contentOf(`versionCandidates/${c.candidateId}`));
    expect(baseSpecContentProblems(spec)).toEqual({});
    expect(seed.versions.some((v) => v.id === versionDocId({ ...candidate, version: candidate }))).toBe(false);
  });
});

describe('a larger ERP item set (npm run seed -- --items N)', () => {
  it('parses --items and refuses anything else', () => {
    expect(parseSeedArgs([])).toEqual({ items: 5000, designs: 36 });
    expect(parseSeedArgs(['--items', '20000'])).toEqual({ items: 20000, designs: 36 });
    expect(parseSeedArgs(['--items=12000'])).toEqual({ items: 12000, designs: 36 });
    expect(parseSeedArgs(['--designs', '10000', '--items=6000'])).toEqual({ items: 6000, designs: 10000 });
    for (const bad of [
      ['--items'],
      ['--items', '0'],
      ['--items', 'x'],
      ['--items', '100001'],
      ['--other'],
      ['--designs', '0'],
      ['--designs'],
    ]) {
      expect(() => parseSeedArgs(bad), bad.join(' ')).toThrow();
    }
  });

  it('makes 10,000 designs on request, ids in number order, the default 36 unchanged', () => {
    expect(buildSeed().designs.map((d) => d.id)).toEqual(Array.from({ length: 36 }, (_, i) => `D-${String(i + 1).padStart(4, '0')}`));
    const large = buildSeed(undefined, { designs: 10000 }).designs;
    expect(large).toHaveLength(10000);
    expect(large.at(-1)!.id).toBe('D-10000');
    expect([...large.map((d) => d.id)].sort()).toEqual(large.map((d) => d.id));
    expect(large.filter((d) => Object.keys(d.data.tag as object).length > 0).length).toBeGreaterThan(5000);
    for (const d of large.slice(0, 50)) expect(designSchema.parse(d.data).name).toMatch(/^[A-Z][a-z]+ \w+ \d+$/);
  });

  it('extends the default items, keeping every other collection the same', () => {
    const base = buildSeed();
    const large = buildSeed(undefined, { erpItems: 12000 });
    expect(large.erpItems).toHaveLength(12000);
    expect(large.erpItems.slice(0, 5000)).toEqual(base.erpItems);
    expect(new Set(large.erpItems.map((d) => d.id)).size).toBe(12000);
    for (const collection of SEED_COLLECTIONS.filter((c) => c !== 'erpItems')) expect(large[collection]).toEqual(base[collection]);
    expect(buildSeedErpItems(12000)).toEqual(large.erpItems);
  });
});
