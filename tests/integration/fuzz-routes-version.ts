import { versionRoutes } from '@workhub/domain';
import { badIds, fuzzOf, nest, type FuzzTargets, type Input, type FuzzRoute } from './fuzz-values';

/**
 * The version service's routes for the fuzz test (see fuzz-routes.ts for what each entry means).
 * `harmless` requests name a workspace, candidate or project that does not exist (or only read);
 * `real` ones name the seeded spaces (emulators/seed/data/versions.ts SEEDED_SPACES) and are only
 * ever sent made invalid; `knownBad` ones must be refused by the staff caller (a workspace admin).
 */

const MISSING_PROJECT = 'fuzz-missing-project';
const MISSING_WORKSPACE = 'fuzzMissingWorkspace';
const MISSING_CANDIDATE = 'fuzzMissingCandidate';
/** Seeded spaces: a patched one, one with an open candidate, a committed one (SEEDED_SPACES). */
const PATCHED = { id: 'space-kitchen-study', name: 'Kitchen layout study', projectId: 'P-1002', major: 1, minor: 1, patch: 0 };
const CANDIDATE = {
  id: 'space-primary-bath',
  name: 'Primary bath options',
  projectId: 'P-1003',
  candidate: 'cand-primary-bath-v1-0-0',
  major: 1,
  minor: 0,
  patch: 0,
};
const COMMITTED = {
  id: 'space-adu-massing',
  name: 'ADU massing',
  projectId: 'P-1001',
  candidate: 'cand-adu-massing-v2-1-0',
  major: 2,
  minor: 1,
  patch: 0,
};

const badVersionParts = [-1, 1.5, '1', null, 2 ** 60, 'v1', [], {}];
const badNames = ['', ' x', 'a@b', 'a~b', '../x', 'x'.repeat(201), 5, null, ['x']];
const content = JSON.stringify({ layers: { 'design/walls': { objects: [] } }, metadata: {}, warnings: [] });
const addWarning = JSON.stringify([{ op: 'add', path: '/warnings/-', value: 'fuzz' }]);

const versionParts = (v: { major: number; minor: number; patch: number }) => ({ major: v.major, minor: v.minor, patch: v.patch });
const candidateOf = (s: typeof PATCHED, extra: Input = {}): Input => ({
  name: s.name,
  type: 'json',
  projectId: s.projectId,
  workspaceId: s.id,
  ...versionParts(s),
  ...extra,
});
const commitOf = (s: typeof CANDIDATE, extra: Input = {}): Input => ({
  projectId: s.projectId,
  name: s.name,
  type: 'json',
  ...versionParts(s),
  candidate: s.candidate,
  workspaceId: s.id,
  message: 'fuzz',
  ...extra,
});

export const VERSION_ROUTES: FuzzRoute[] = [
  fuzzOf(versionRoutes.latest, {
    harmless: () => ({ name: 'baseSpec', type: 'json', project: '', major: '0' }),
    knownBad: () => [
      {},
      { name: 'baseSpec' },
      ...badNames.filter((n) => typeof n === 'string').map((name) => ({ name, type: 'json' })),
      { name: 'baseSpec', type: 'xml' },
      { name: 'baseSpec', type: 'json', minor: '1' },
      { name: 'baseSpec', type: 'json', major: '-1' },
      { name: 'baseSpec', type: 'json', major: '1.5' },
      { name: 'baseSpec', type: 'json', version: 'none' },
      { name: 'baseSpec', type: 'json', version: 'v0.1.0', major: '0' },
      { name: 'baseSpec', type: 'json', project: 'a/b' },
      { name: 'baseSpec', type: 'json', extra: '1' },
    ],
  }),
  fuzzOf(versionRoutes.list, {
    harmless: () => ({ name: 'baseSpec', type: 'json', project: '', limit: '5' }),
    knownBad: () => [
      { limit: '0' },
      { limit: '1001' },
      { limit: 'x' },
      { type: 'xml' },
      { name: '' },
      { project: '__x__/y' },
      { other: '1' },
    ],
  }),
  fuzzOf(versionRoutes.workspaces, {
    harmless: (t: FuzzTargets) => ({ project: t.projectId, type: 'json', includeDeleted: 'true' }),
    knownBad: () => [{ includeDeleted: 'yes' }, { type: 'xml' }, { creator: 'a b' }, { creator: '' + 'x'.repeat(101) }, { other: '1' }],
  }),
  fuzzOf(versionRoutes.workspace, {
    harmless: () => ({ workspaceId: MISSING_WORKSPACE }),
    knownBad: () => [{}, ...badIds.map((workspaceId) => ({ workspaceId })), { workspaceId: PATCHED.id, type: 'json' }],
  }),
  fuzzOf(versionRoutes.createWorkspace, {
    harmless: () => ({ name: 'Fuzz space', type: 'json', projectId: MISSING_PROJECT, content, major: 1, minor: 0, patch: 0 }),
    real: (t) => ({ name: 'Fuzz space', type: 'json', projectId: t.projectId, content, major: 1, minor: 0, patch: 0 }),
    knownBad: (t) => {
      const good = { name: 'Fuzz space', type: 'json', projectId: t.projectId, content, major: 1, minor: 0, patch: 0 };
      return [
        ...badNames.map((name) => ({ ...good, name })),
        ...badVersionParts.map((major) => ({ ...good, major })),
        ...badVersionParts.map((patch) => ({ ...good, patch })),
        ...badIds.filter((id) => id !== '').map((projectId) => ({ ...good, projectId })),
        { ...good, type: 'xml' },
        { ...good, content: '{' },
        { ...good, content: { layers: {} } },
        { ...good, content: '{"__proto__":{"polluted":"yes"}}' },
        { ...good, content: '{"a":{"constructor":{"prototype":{"polluted":"yes"}}}}' },
        { ...good, content: undefined },
        { ...good, content: JSON.stringify({ deep: nest(40) }).slice(0, -1) },
        { ...good, creator: 5 },
        { ...good, id: 'chosen-id' },
      ];
    },
  }),
  fuzzOf(versionRoutes.patchWorkspace, {
    harmless: () => ({ workspaceId: MISSING_WORKSPACE, type: 'json', patch: addWarning }),
    real: () => ({ workspaceId: PATCHED.id, type: 'json', patch: addWarning }),
    knownBad: () => [
      ...badIds.map((workspaceId) => ({ workspaceId, type: 'json', patch: addWarning })),
      { workspaceId: PATCHED.id, type: 'yaml', patch: addWarning },
      { workspaceId: PATCHED.id, type: 'json', patch: 'not json' },
      { workspaceId: PATCHED.id, type: 'json', patch: '{"op":"add","path":"/a","value":1}' },
      { workspaceId: PATCHED.id, type: 'json', patch: JSON.parse(addWarning) as unknown },
      { workspaceId: PATCHED.id, type: 'json', patch: '[{"op":"add","path":"/__proto__/polluted","value":"yes"}]' },
      { workspaceId: PATCHED.id, type: 'json', patch: '[{"op":"add","path":"/constructor/prototype/polluted","value":"yes"}]' },
      { workspaceId: PATCHED.id, type: 'json', patch: '[{"op":"add","path":"/a","value":{"__proto__":{"polluted":"yes"}}}]' },
      { workspaceId: PATCHED.id, type: 'json', patch: '[{"op":"copy","from":"/__proto__","path":"/a"}]' },
      { workspaceId: PATCHED.id, type: 'json', patch: '[{"op":"frob","path":"/a"}]' },
      // Do not apply: a failed test, a missing path (422).
      {
        workspaceId: PATCHED.id,
        type: 'json',
        patch: '[{"op":"add","path":"/warnings/-","value":"x"},{"op":"test","path":"/metadata/units","value":"furlongs"}]',
      },
      { workspaceId: PATCHED.id, type: 'json', patch: '[{"op":"replace","path":"/no/such/path","value":1}]' },
      { workspaceId: PATCHED.id, type: 'json', patch: '[{"op":"remove","path":"/warnings/99"}]' },
      // A deleted workspace is not changed.
      { workspaceId: 'space-deck-sketch', type: 'json', patch: addWarning },
    ],
  }),
  fuzzOf(versionRoutes.deleteWorkspace, {
    harmless: () => ({ workspaceId: MISSING_WORKSPACE }),
    real: () => ({ workspaceId: 'space-p1004-site-plan' }),
    knownBad: () => [
      {},
      ...badIds.map((workspaceId) => ({ workspaceId })),
      { workspaceId: 'block-ws-eero' },
      { workspaceId: 'space-p1004-site-plan', force: true },
    ],
  }),
  fuzzOf(versionRoutes.candidate, {
    harmless: () => candidateOf(PATCHED, { workspaceId: MISSING_WORKSPACE }),
    real: () => candidateOf(PATCHED),
    knownBad: () => [
      ...badIds.map((workspaceId) => candidateOf(PATCHED, { workspaceId })),
      ...badVersionParts.map((minor) => candidateOf(PATCHED, { minor })),
      ...badNames.map((name) => candidateOf(PATCHED, { name })),
      candidateOf(PATCHED, { name: 'Another name' }),
      candidateOf(PATCHED, { projectId: 'P-1001' }),
      candidateOf(PATCHED, { projectId: '' }),
      candidateOf(PATCHED, { type: 'xml' }),
      candidateOf(PATCHED, { content: '{' }),
      candidateOf(PATCHED, { content: '{"__proto__":{"polluted":"yes"}}' }),
      // The version is committed already (409); a deleted workspace (409); a block workspace (404).
      candidateOf(COMMITTED as typeof PATCHED),
      candidateOf({ ...PATCHED, id: 'space-deck-sketch', name: 'Deck extension sketch', projectId: 'P-1004' }),
      candidateOf(PATCHED, { workspaceId: 'block-ws-eero' }),
    ],
  }),
  fuzzOf(versionRoutes.commit, {
    harmless: () => commitOf(CANDIDATE, { workspaceId: MISSING_WORKSPACE, candidate: MISSING_CANDIDATE }),
    real: () => commitOf(CANDIDATE),
    knownBad: () => [
      ...badIds.map((candidate) => commitOf(CANDIDATE, { candidate })),
      ...badIds.map((workspaceId) => commitOf(CANDIDATE, { workspaceId })),
      ...badVersionParts.map((patch) => commitOf(CANDIDATE, { patch })),
      commitOf(CANDIDATE, { candidate: MISSING_CANDIDATE }),
      commitOf(CANDIDATE, { minor: 7 }),
      commitOf(CANDIDATE, { name: 'Another name' }),
      commitOf(CANDIDATE, { projectId: 'P-1001' }),
      commitOf(CANDIDATE, { message: 5 }),
      commitOf(CANDIDATE, { message: 'x'.repeat(2001) }),
      commitOf(CANDIDATE, { candidate: COMMITTED.candidate }),
      // A committed version again (409); a candidate of another workspace (409).
      commitOf(COMMITTED as typeof CANDIDATE),
      commitOf(CANDIDATE, { workspaceId: PATCHED.id }),
    ],
  }),
];
