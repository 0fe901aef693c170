import {
  VERSIONED_CONTENT_ENTRY,
  VERSIONED_CONTENT_PREFIX,
  chunkDocId,
  chunksOf,
  contentBytesOf,
  drawOrderOf,
  formatVersion,
  parseVersion,
  versionDocId,
  versionedWorkspaceName,
  type Version,
  type VersionCandidate,
  type VersionDoc,
  type VersionedWorkspace,
  type VersionedWorkspaceStatus,
} from '@workhub/domain';
import type { Prng } from '../prng.js';
import { isoAt } from '../clock.js';
import { STAFF_USERS } from '../accounts.js';
import { BASE_SPEC_VERSIONS } from './spec-versions.js';
import type { DocData, SeedDoc } from './types.js';

/**
 * Versioned documents of the version service (docs/versioned-data.md "Collections"): committed
 * versions with their content as chunks, open and committed candidates, and space / base-spec
 * workspaces in every state. Version ids follow versionDocId; content chunks go to the `nested`
 * pseudo collection (documents named by their full path).
 */

/** A seeded state of a space workspace. */
export type SeededSpaceState = VersionedWorkspaceStatus | 'deleted';

export interface SeededSpace {
  id: string;
  name: string;
  projectId: string;
  creator: string;
  state: SeededSpaceState;
  /** The workspace version. */
  version: Version;
  /** The open (state 'candidate') or committed (state 'committed') candidate. */
  candidateId?: string;
  /** The committed version's document id (state 'committed'). */
  versionId?: string;
}

const v = (text: string): Version => parseVersion(text)!;

/** The seeded spaces (workspaceType 'space'), one or more in every state; fixed ids so pages and tests can open them. */
export const SEEDED_SPACES: readonly SeededSpace[] = [
  { id: 'space-p1004-site-plan', name: 'P-1004 site plan', projectId: 'P-1004', creator: 'eero', state: 'new', version: v('1.0.0') },
  { id: 'space-kitchen-study', name: 'Kitchen layout study', projectId: 'P-1002', creator: 'jean', state: 'patched', version: v('1.1.0') },
  {
    id: 'space-primary-bath',
    name: 'Primary bath options',
    projectId: 'P-1003',
    creator: 'eero',
    state: 'candidate',
    version: v('1.0.0'),
    candidateId: 'cand-primary-bath-v1-0-0',
  },
  {
    id: 'space-adu-massing',
    name: 'ADU massing',
    projectId: 'P-1001',
    creator: 'ada',
    state: 'committed',
    version: v('2.1.0'),
    candidateId: 'cand-adu-massing-v2-1-0',
    versionId: versionDocId({ projectId: 'P-1001', name: 'ADU massing', type: 'json', version: v('2.1.0') }),
  },
  { id: 'space-deck-sketch', name: 'Deck extension sketch', projectId: 'P-1004', creator: 'eero', state: 'deleted', version: v('0.1.0') },
];

/**
 * The seeded base-spec workspace (workspaceType 'baseSpec'), a draft of the next base spec: its
 * version parts are those of the version it starts from (v0.3.0 → w0.3.0; supporting spec §3), its
 * content the whole newest base spec with BASE_SPEC_DRAFT_CHANGE applied.
 */
export const SEEDED_BASE_SPEC_WORKSPACE = { id: 'basespec-next', creator: 'ada', version: v('0.3.0') } as const;

/** The draft's change: two new layers, one restyled colour, one new goal. */
export const BASE_SPEC_DRAFT_CHANGE = {
  added: {
    'design/ramps': { color: '#ef6c00', counts: ['count', 'length'], uom: 'ft' },
    'utilities/ev-charging': { color: '#00acc1', counts: ['count'], uom: 'ea' },
  },
  restyled: { layer: 'design/walls', color: '#263238' },
  goal: {
    name: 'accessible entry',
    layer: 'design/ramps',
    geometries: ['polyline'],
    properties: { maxSlope: 0.083, minWidth: 36 },
    objectives: ['minimize ramp length'],
    rules: ['from site/access to design/doors', 'inside site/setback'],
    tools: ['polyline', 'move'],
  },
} as const;

/**
 * A second base-spec workspace with an open candidate (a patch, v0.3.1: darker doors and windows, which
 * read better on the plan prints) that design approved and management has not decided yet, so /plum/base has a
 * candidate with approvals and an impact to show.
 */
export const SEEDED_BASE_SPEC_CANDIDATE = {
  workspaceId: 'basespec-opening-colours',
  candidateId: 'cand-basespec-v0-3-1',
  creator: 'jean',
  from: v('0.3.0'),
  version: v('0.3.1'),
  restyled: { 'design/doors': '#283593', 'design/windows': '#00838f' } as Record<string, string>,
} as const;

/** What a project says of its latest base (projects/{id}.base.latest): the version committed as it. */
export interface LatestBase {
  version: string;
  committed?: string;
  committedBy?: string;
  message?: string;
}

/** The latest base of each seeded project that has one, by project id. */
export function latestBasesOf(projects: readonly SeedDoc[]): Map<string, LatestBase> {
  const out = new Map<string, LatestBase>();
  for (const p of projects) {
    const latest = (p.data.base as { latest?: LatestBase } | undefined)?.latest;
    if (latest) out.set(p.id, latest);
  }
  return out;
}

/** Project base documents: the projects with committed versions of 'base'. */
export const SEEDED_PROJECT_BASES = ['P-1001', 'P-1002', 'P-1003', 'P-1004'] as const;

export interface VersionSeed {
  versions: SeedDoc[];
  versionCandidates: SeedDoc[];
  workspaces: SeedDoc[];
  /** Content chunks, named by full path (the seed's `nested` pseudo collection). */
  nested: SeedDoc[];
}

/** The chunk documents of a content under `parentPath`. */
function chunkDocs(parentPath: string, text: string): SeedDoc[] {
  return chunksOf(text).map((chunk) => ({
    id: `${parentPath}/content/${chunkDocId(VERSIONED_CONTENT_PREFIX, chunk.index)}`,
    data: { ...VERSIONED_CONTENT_ENTRY, ...chunk },
  }));
}

const rect = (name: string, x: number, y: number, w: number, h: number) => ({
  name,
  type: 'rect',
  points: [x, y, x + w, y, x + w, y + h, x, y + h],
});

/** A space's content: drawing layers like the blocks' (inches), metadata and warnings. */
function spaceContent(rng: Prng, space: SeededSpace, revision: number): DocData {
  const width = rng.int(20, 40) * 12;
  const depth = rng.int(14, 30) * 12;
  const rooms = rng.int(2, 4);
  const roomWidth = Math.floor(width / rooms);
  return {
    layers: {
      'design/walls': {
        objects: [
          rect('north wall', 0, 0, width, 6),
          rect('south wall', 0, depth - 6, width, 6),
          rect('west wall', 0, 0, 6, depth),
          rect('east wall', width - 6, 0, 6, depth),
          ...Array.from({ length: rooms - 1 }, (_, i) => rect(`partition ${i + 1}`, roomWidth * (i + 1), 6, 4, depth - 12)),
        ],
      },
      'design/rooms': {
        objects: Array.from({ length: rooms }, (_, i) => ({
          name: rng.pick(['Living', 'Kitchen', 'Bath', 'Bedroom', 'Office', 'Laundry', 'Storage']),
          type: 'polygon',
          points: [roomWidth * i + 6, 6, roomWidth * (i + 1), 6, roomWidth * (i + 1), depth - 6, roomWidth * i + 6, depth - 6],
        })),
      },
      'design/openings': {
        objects: [rect('entry door', rng.int(2, 8) * 12, depth - 6, 36, 6), rect('window 1', rng.int(1, 4) * 12, 0, 48, 6)],
      },
      'sitework/setbacks': { objects: [rect('front setback', -240, -240, width + 480, depth + 480)] },
    },
    metadata: {
      title: space.name,
      projectId: space.projectId,
      units: 'in',
      revision,
      width,
      depth,
      baseSpec: BASE_SPEC_VERSIONS[BASE_SPEC_VERSIONS.length - 1],
    },
    warnings:
      revision > 0
        ? [`Partition 1 is within 24 in of the ${rng.pick(['entry door', 'window 1'])}`, 'Setback line crosses the driveway']
        : [],
  };
}

/** A project base: the project's site and design defaults. */
function projectBaseContent(rng: Prng, projectId: string, patch: number): DocData {
  return {
    projectId,
    site: { lotWidth: rng.int(40, 90) * 12, lotDepth: rng.int(90, 160) * 12, lotType: rng.pick(['regular', 'corner', 'flag']) },
    defaults: {
      ceilingHeight: rng.pick([96, 108, 120]),
      moduleWidth: rng.pick([144, 168]),
      baseSpec: BASE_SPEC_VERSIONS[BASE_SPEC_VERSIONS.length - 1],
    },
    revision: patch,
  };
}

/**
 * The version service's seed: base-spec versions (content: the base spec of that version, from
 * `baseSpecs`), project bases, and the spaces of SEEDED_SPACES with their candidates and versions.
 */
export function buildVersions(
  rng: Prng,
  baseSpecs: readonly SeedDoc[],
  drawings: ReadonlyMap<string, DocData> = new Map(),
  latestBases: ReadonlyMap<string, LatestBase> = new Map(),
): VersionSeed {
  const out: VersionSeed = { versions: [], versionCandidates: [], workspaces: [], nested: [] };
  const addVersion = (
    fields: Omit<VersionDoc, 'id' | 'version' | 'contentBytes' | 'contentChunks' | 'major' | 'minor' | 'patch'>,
    version: Version,
    content: unknown,
  ) => {
    const text = JSON.stringify(content);
    const id = versionDocId({ ...fields, version });
    const doc: VersionDoc = {
      id,
      ...fields,
      version: formatVersion(version),
      ...version,
      contentBytes: contentBytesOf(text),
      contentChunks: chunksOf(text).length,
    };
    out.versions.push({ id, data: doc });
    out.nested.push(...chunkDocs(`versions/${id}`, text));
    return doc;
  };

  // Company-wide base spec versions: the content is the base spec of that version.
  BASE_SPEC_VERSIONS.forEach((text, i) => {
    const spec = baseSpecs.find((d) => d.id === text);
    if (!spec) throw new Error(`No base spec ${text}`);
    const { layers, themes, goals, order, systems, properties } = spec.data;
    addVersion(
      {
        name: 'baseSpec',
        type: 'json',
        projectId: '',
        creator: String(spec.data.createdBy ?? rng.pick(STAFF_USERS)),
        created: isoAt(-600 + i * 120),
        message: i === 0 ? 'First base spec' : rng.pick(['New layer colours', 'Adds goals', 'Units of measure for counts', 'Print theme']),
        candidateId: '',
        workspaceId: '',
      },
      v(text),
      { layers, themes, goals, order, systems, properties },
    );
  });

  // Project bases: one to three patches of v1.0 each.
  const newestContent = new Map<string, DocData>();
  for (const projectId of SEEDED_PROJECT_BASES) {
    const count = rng.int(1, 3);
    for (let patch = 0; patch < count; patch++) {
      const content = { ...projectBaseContent(rng, projectId, patch), ...(drawings.get(projectId) ?? {}) };
      newestContent.set(projectId, content);
      addVersion(
        {
          name: 'base',
          type: 'json',
          projectId,
          creator: rng.pick(STAFF_USERS),
          created: isoAt(-rng.int(10, 200) + patch),
          message: rng.pick(['Initial layout', 'Client revisions', 'Permit corrections']),
          candidateId: '',
          workspaceId: '',
        },
        { major: 1, minor: 0, patch },
        // The project's drawing (emulators/seed/data/projects.ts): its base.latest and pipe are derived from it.
        content,
      );
    }
  }

  // Every project's latest base (projects/{id}.base.latest) is a committed version with its drawing,
  // so the Design tab draws the version it names (issue 27 item 8). The site and defaults are the
  // newest seeded version's (the generators read them); no draws, so the rest of the seed stays.
  for (const [projectId, latest] of latestBases) {
    const version = parseVersion(latest.version);
    const drawing = drawings.get(projectId);
    if (!version || !drawing) continue;
    const id = versionDocId({ projectId, name: 'base', type: 'json', version });
    if (out.versions.some((d) => d.id === id)) continue;
    addVersion(
      {
        name: 'base',
        type: 'json',
        projectId,
        creator: latest.committedBy ?? 'ada',
        created: latest.committed ?? isoAt(-30),
        message: latest.message ?? '',
        candidateId: '',
        workspaceId: '',
      },
      version,
      { ...(newestContent.get(projectId) ?? { projectId }), ...drawing, revision: version.patch },
    );
  }

  // Spaces in every state.
  SEEDED_SPACES.forEach((space, i) => {
    const revision = space.state === 'new' ? 0 : 1;
    const text = JSON.stringify(spaceContent(rng, space, revision));
    const created = isoAt(-30 + i * 3);
    const modified = isoAt(-30 + i * 3 + (space.state === 'new' ? 0 : 1));
    const workspace: VersionedWorkspace = {
      id: space.id,
      creator: space.creator,
      deleted: space.state === 'deleted',
      ...space.version,
      name: space.name,
      projectId: space.projectId,
      status: space.state === 'deleted' ? 'patched' : space.state,
      workspaceName: versionedWorkspaceName(space.name, space.version),
      workspaceType: 'space',
      type: 'json',
      ...(space.candidateId ? { activeCandidate: space.candidateId } : {}),
      contentBytes: contentBytesOf(text),
      contentChunks: chunksOf(text).length,
      created,
      modified,
    };
    out.workspaces.push({ id: space.id, data: workspace });
    out.nested.push(...chunkDocs(`workspaces/${space.id}`, text));
    if (space.candidateId) {
      const committed = space.state === 'committed';
      const candidate: VersionCandidate = {
        id: space.candidateId,
        name: space.name,
        type: 'json',
        projectId: space.projectId,
        workspaceId: space.id,
        ...space.version,
        creator: space.creator,
        created: modified,
        status: committed ? 'committed' : 'open',
        ...(committed ? { version: formatVersion(space.version) } : {}),
        contentBytes: contentBytesOf(text),
        contentChunks: chunksOf(text).length,
      };
      out.versionCandidates.push({ id: space.candidateId, data: candidate });
      out.nested.push(...chunkDocs(`versionCandidates/${space.candidateId}`, text));
      if (committed)
        addVersion(
          {
            name: space.name,
            type: 'json',
            projectId: space.projectId,
            creator: space.creator,
            created: modified,
            message: 'Massing approved by the client',
            candidateId: space.candidateId,
            workspaceId: space.id,
          },
          space.version,
          JSON.parse(text) as unknown,
        );
    }
  });

  // Base-spec workspaces (workspaceType 'baseSpec'), from the newest base spec.
  const newest = baseSpecs.find((d) => d.id === BASE_SPEC_VERSIONS[BASE_SPEC_VERSIONS.length - 1])!;
  const specOf = (data: DocData) => {
    const { layers, themes, goals, order, systems, properties } = data as Record<string, unknown>;
    return { layers, themes, goals, order, systems, properties } as Record<string, unknown> & {
      layers: Record<string, DocData>;
      goals: unknown[];
      order: string[];
    };
  };
  const baseSpecWorkspace = (id: string, creator: string, from: Version, text: string, extra: Partial<VersionedWorkspace>, at: number) => {
    const workspace: VersionedWorkspace = {
      id,
      creator,
      deleted: false,
      ...from,
      name: 'baseSpec',
      projectId: '',
      status: 'new',
      workspaceName: versionedWorkspaceName('baseSpec', from),
      workspaceType: 'baseSpec',
      type: 'json',
      contentBytes: contentBytesOf(text),
      contentChunks: chunksOf(text).length,
      created: isoAt(at),
      modified: isoAt(at),
      ...extra,
    };
    out.workspaces.push({ id, data: workspace });
    out.nested.push(...chunkDocs(`workspaces/${id}`, text));
  };

  // The draft of the next base spec: the whole newest spec with BASE_SPEC_DRAFT_CHANGE.
  const draftSpec = specOf(newest.data);
  const change = BASE_SPEC_DRAFT_CHANGE;
  const draftLayers: Record<string, DocData> = { ...draftSpec.layers, ...change.added };
  draftLayers[change.restyled.layer] = { ...draftLayers[change.restyled.layer], color: change.restyled.color };
  const draft = JSON.stringify({
    ...draftSpec,
    layers: draftLayers,
    goals: [...draftSpec.goals, change.goal],
    order: drawOrderOf(draftLayers, draftSpec.order),
  });
  const ws = SEEDED_BASE_SPEC_WORKSPACE;
  baseSpecWorkspace(ws.id, ws.creator, ws.version, draft, { status: 'patched', created: isoAt(-5), modified: isoAt(-4) }, -5);

  // An open base-spec candidate with partial approvals (design approved, management pending).
  const cand = SEEDED_BASE_SPEC_CANDIDATE;
  const openingSpec = specOf(newest.data);
  const openingLayers: Record<string, DocData> = { ...openingSpec.layers };
  for (const [layer, color] of Object.entries(cand.restyled)) openingLayers[layer] = { ...openingLayers[layer], color };
  const openingText = JSON.stringify({ ...openingSpec, layers: openingLayers });
  baseSpecWorkspace(cand.workspaceId, cand.creator, cand.from, openingText, { status: 'candidate', activeCandidate: cand.candidateId }, -3);
  const candidate: VersionCandidate = {
    id: cand.candidateId,
    name: 'baseSpec',
    type: 'json',
    projectId: '',
    workspaceId: cand.workspaceId,
    ...cand.version,
    creator: cand.creator,
    created: isoAt(-2),
    status: 'open',
    approvals: {
      design: [{ user: 'ada', status: 'approved', notes: 'Reads better on the plan prints', at: isoAt(-2, 10 * 60) }],
      management: [{ user: 'frances', status: 'pending', notes: 'Checking with the permit team', at: isoAt(-1, 9 * 60) }],
    },
    contentBytes: contentBytesOf(openingText),
    contentChunks: chunksOf(openingText).length,
  };
  out.versionCandidates.push({ id: cand.candidateId, data: candidate });
  out.nested.push(...chunkDocs(`versionCandidates/${cand.candidateId}`, openingText));
  return out;
}
