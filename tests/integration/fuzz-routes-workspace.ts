import { firebaseRoutes, workspaceRoutes } from '@workhub/domain';
import { badIds, fuzzOf, nest, type FuzzTargets, type Input, type FuzzRoute } from './fuzz-values';

/**
 * The workspace endpoints' and the Firebase service's routes for the fuzz test (see fuzz-routes.ts
 * for what each entry means). `harmless` writes name a workspace that does not exist; the
 * harmless create asks for a block workspace (refused: the base service makes those) in a missing
 * project, so no single change makes it valid. `real` requests name the seeded block workspace
 * (t.workspaceId) or a valid class-part workspace and are only ever sent made invalid (or by
 * callers who may not write).
 */

const MISSING_WORKSPACE = 'fuzzMissingWorkspace';
const MISSING_PROJECT = 'fuzz-missing-project';
const entry = (extra: Input = {}): Input => ({ documentId: 'fuzz-entry', documentType: 'classPart', ...extra });
const badWorkspaceIds = [...badIds, 'a.b', ' ', 5, null, ['w1'], { a: 1 }];

/** Bad ids and shapes for a route taking { workspaceId, ...extra }. */
const badRefs = (t: FuzzTargets, extra: Input = {}): Input[] => [
  ...badWorkspaceIds.map((workspaceId) => ({ workspaceId, ...extra })),
  { ...extra },
  { workspaceId: t.workspaceId, ...extra, deep: nest(40) },
];

const classPartWorkspace = { workspaceType: 'classPart', name: 'structure/fuzz-panel' };

export const WORKSPACE_ROUTES: FuzzRoute[] = [
  fuzzOf(workspaceRoutes.create, {
    harmless: () => ({ workspace: { workspaceType: 'block', name: 'base/blocks/fuzz', projectId: MISSING_PROJECT }, content: [] }),
    real: () => ({ workspace: classPartWorkspace, content: [entry()] }),
    knownBad: () => [
      { workspace: { ...classPartWorkspace, projectId: MISSING_PROJECT } },
      { workspace: { ...classPartWorkspace, workspaceType: 'baseSpec' } },
      { workspace: { ...classPartWorkspace, name: 'garage/fuzz' } },
      { workspace: { ...classPartWorkspace, name: 'structure/a/b' } },
      { workspace: { ...classPartWorkspace, creator: 'grace' } },
      { workspace: { ...classPartWorkspace, id: 'fuzz-id' } },
      { workspace: { ...classPartWorkspace, deleted: true } },
      { workspace: { ...classPartWorkspace, major: -1 } },
      { workspace: { ...classPartWorkspace, minor: 1.5 } },
      { workspace: { ...classPartWorkspace, projectId: 'a/b' } },
      ...badIds.map((documentId) => ({ workspace: classPartWorkspace, content: [entry({ documentId })] })),
      { workspace: classPartWorkspace, content: [entry({ documentId: 'fuzz-0001' })] },
      { workspace: classPartWorkspace, content: [entry(), entry()] },
      { workspace: classPartWorkspace, content: [entry({ data: { list: [[1]] } })] },
      { workspace: classPartWorkspace, content: [entry({ data: { __fuzz__: 1 } })] },
      { workspace: classPartWorkspace, content: [entry({ data: { '': 1 } })] },
      { workspace: classPartWorkspace, content: [entry({ data: nest(25) })] },
      { workspace: classPartWorkspace, content: [entry({ system: 'garage' })] },
      { workspace: classPartWorkspace, content: [entry({ routings: [{ id: 'r1' }] })] },
      { workspace: classPartWorkspace, content: entry() },
      { workspace: classPartWorkspace, content: Array.from({ length: 101 }, (_, i) => entry({ documentId: `e${i}` })) },
    ],
  }),
  fuzzOf(workspaceRoutes.trash, {
    harmless: () => ({ workspaceId: MISSING_WORKSPACE }),
    real: (t) => ({ workspaceId: t.workspaceId }),
    knownBad: (t) => [...badRefs(t), { workspaceId: t.workspaceId }],
  }),
  fuzzOf(workspaceRoutes.update, {
    harmless: () => ({ workspaceId: MISSING_WORKSPACE, properties: { status: 'fuzz', minor: 1 } }),
    real: (t) => ({ workspaceId: t.workspaceId, properties: { status: 'fuzz' } }),
    knownBad: (t) => [
      ...badRefs(t, { properties: { status: 'fuzz' } }),
      { workspaceId: t.workspaceId, properties: { status: 'fuzz' } },
      ...['id', 'creator', 'workspaceType', 'user', 'units'].map((key) => ({ workspaceId: t.workspaceId, properties: { [key]: 'fuzz' } })),
      { workspaceId: t.workspaceId, properties: {} },
      { workspaceId: t.workspaceId, properties: { 'status.x': 'fuzz' } },
      { workspaceId: t.workspaceId, properties: { major: -1 } },
      { workspaceId: t.workspaceId, properties: { deleted: 'yes' } },
      { workspaceId: t.workspaceId, properties: { name: '' } },
    ],
  }),
  fuzzOf(workspaceRoutes.putEntries, {
    harmless: () => ({ workspaceId: MISSING_WORKSPACE, content: entry({ message: 'fuzz' }) }),
    real: (t) => ({ workspaceId: t.workspaceId, content: [entry()] }),
    knownBad: (t) => [
      ...badRefs(t, { content: entry() }),
      { workspaceId: t.workspaceId, content: entry() },
      { workspaceId: t.workspaceId, content: [] },
      { workspaceId: t.workspaceId, content: [entry(), entry()] },
      ...badIds.map((documentId) => ({ workspaceId: t.workspaceId, content: entry({ documentId }) })),
      { workspaceId: t.workspaceId, content: entry({ documentType: '' }) },
      { workspaceId: t.workspaceId, content: entry({ data: { list: [[1]] } }) },
    ],
  }),
  fuzzOf(workspaceRoutes.setEntryFields, {
    harmless: () => ({ workspaceId: MISSING_WORKSPACE, properties: { documentId: 'fuzz-entry', message: 'fuzz' } }),
    real: (t) => ({ workspaceId: t.workspaceId, properties: { documentId: 'block', message: 'fuzz' } }),
    knownBad: (t) => [
      ...badRefs(t, { properties: { documentId: 'block', message: 'fuzz' } }),
      { workspaceId: t.workspaceId, properties: { documentId: 'block', message: 'fuzz' } },
      { workspaceId: t.workspaceId, properties: { documentId: 'block' } },
      { workspaceId: t.workspaceId, properties: { documentId: 'block', documentType: 'classPart' } },
      { workspaceId: t.workspaceId, properties: { documentId: 'block', 'data.layers': {} } },
      { workspaceId: t.workspaceId, properties: { message: 'fuzz' } },
      ...badIds.map((documentId) => ({ workspaceId: t.workspaceId, properties: { documentId, message: 'fuzz' } })),
    ],
  }),
  fuzzOf(firebaseRoutes.docsJson, {
    harmless: () => ({}),
    knownBad: () => [{ service: 'workspace' }],
  }),
  fuzzOf(firebaseRoutes.workspace, {
    harmless: (t) => ({ workspaceId: t.workspaceId }),
    knownBad: (t) => [...badWorkspaceIds.map((workspaceId) => ({ workspaceId })), {}, { workspaceId: t.workspaceId, content: 'true' }],
  }),
  fuzzOf(firebaseRoutes.content, {
    harmless: (t) => ({ workspaceId: t.workspaceId }),
    knownBad: (t) => [...badWorkspaceIds.map((workspaceId) => ({ workspaceId })), {}, { workspaceId: t.workspaceId, limit: '5' }],
  }),
];
