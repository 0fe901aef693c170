import { homehubRoutes } from '@workhub/domain';
import { fuzzOf, type FuzzRoute } from './fuzz-values';

const MISSING = 'fuzz-missing-project';

/** The homehub service (legacy assets): harmless requests name a missing project. */
export const HOMEHUB_ROUTES: FuzzRoute[] = [
  fuzzOf(homehubRoutes.docsJson, { harmless: () => ({}), knownBad: () => [{ service: 'storage' }] }),
  fuzzOf(homehubRoutes.supported, { harmless: () => ({}), knownBad: () => [{ kind: 'render' }] }),
  fuzzOf(homehubRoutes.legacyAssets, {
    harmless: () => ({ projectId: MISSING }),
    knownBad: () => [{}, { projectId: '' }, { projectId: 'a/b' }, { projectId: '..' }],
  }),
  fuzzOf(homehubRoutes.generate, {
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
  }),
  fuzzOf(homehubRoutes.designPackage, {
    harmless: () => ({ projectId: MISSING, versions: ['v1.0.0'] }),
    real: (t) => ({ projectId: t.projectId, versions: ['v1.0.0'] }),
    knownBad: (t) => [
      { projectId: t.projectId, versions: [] },
      { projectId: t.projectId, versions: ['latest'] },
      { projectId: t.projectId, versions: ['v9.9.9'] },
    ],
  }),
];
