import type { FuzzRoute } from './fuzz-values';

const MISSING = 'fuzz-missing-project';

/** The homehub service (legacy assets): harmless requests name a missing project. */
export const HOMEHUB_ROUTES: FuzzRoute[] = [
  { method: 'GET', path: '/homehub/docsJson', input: 'query', harmless: () => ({}), knownBad: () => [{ service: 'storage' }] },
  { method: 'GET', path: '/homehub/legacyAssets/supported', input: 'query', harmless: () => ({}), knownBad: () => [{ kind: 'render' }] },
  {
    method: 'GET',
    path: '/homehub/legacyAssets',
    input: 'query',
    harmless: () => ({ projectId: MISSING }),
    knownBad: () => [{}, { projectId: '' }, { projectId: 'a/b' }, { projectId: '..' }],
  },
  {
    method: 'POST',
    path: '/homehub/legacyAssets',
    input: 'body',
    harmless: () => ({ jobs: [{ projectId: MISSING, version: 'v1.0.0', modelo: 'Studio 400', assets: ['floorPlan', 'bom'] }] }),
    real: (t) => ({ jobs: [{ projectId: t.projectId, version: 'v1.0.0', modelo: 'Studio 400', assets: ['floorPlan'] }] }),
    knownBad: (t) => [
      { jobs: [] },
      { jobs: [{ projectId: t.projectId, version: '1.0', modelo: 'Studio 400', assets: ['floorPlan'] }] },
      { jobs: [{ projectId: t.projectId, version: 'v1.0.0', modelo: 'Studio 400', assets: [] }] },
      { jobs: [{ projectId: t.projectId, version: 'v1.0.0', modelo: 'Studio 400', assets: ['hologram'] }] },
      { jobs: [{ projectId: t.projectId, version: 'v1.0.0', modelo: '', assets: ['floorPlan'] }] },
      { jobs: [{ projectId: 'a/b', version: 'v1.0.0', modelo: 'Studio 400', assets: ['floorPlan'] }] },
      {
        jobs: [
          { projectId: t.projectId, version: 'v1.0.0', modelo: 'Studio 400', assets: ['floorPlan'] },
          { projectId: t.projectId, version: 'v1.0.0', modelo: 'Studio 400', assets: ['bom'] },
        ],
      },
      {
        jobs: Array.from({ length: 21 }, (_, i) => ({
          projectId: t.projectId,
          version: `v1.${i}.0`,
          modelo: 'Studio 400',
          assets: ['bom'],
        })),
      },
    ],
  },
  {
    method: 'POST',
    path: '/homehub/legacyAssets/designPackage',
    input: 'body',
    harmless: () => ({ projectId: MISSING, versions: ['v1.0.0'] }),
    real: (t) => ({ projectId: t.projectId, versions: ['v1.0.0'] }),
    knownBad: (t) => [
      { projectId: t.projectId, versions: [] },
      { projectId: t.projectId, versions: ['latest'] },
      { projectId: t.projectId, versions: ['v9.9.9'] },
    ],
  },
];
