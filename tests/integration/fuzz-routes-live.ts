import { googleRoutes, liveRoutes, zoneRoutes } from '@workhub/domain';
import { badIds, fuzzOf, type FuzzRoute } from './fuzz-values';

/** The live, google (place) and zone services' routes for the fuzz test (see fuzz-routes.ts for what each entry means). */

const MISSING_PROJECT = 'fuzz-missing-project';

export const LIVE_ROUTES: FuzzRoute[] = [
  fuzzOf(liveRoutes.project, {
    harmless: (t) => ({ projectId: t.projectId }),
    knownBad: () => [...badIds.map((projectId) => ({ projectId })), {}, { projectId: MISSING_PROJECT, extra: '1' }],
  }),
  fuzzOf(liveRoutes.base, {
    harmless: (t) => ({ projectId: t.projectId }),
    knownBad: () => [...badIds.map((projectId) => ({ projectId })), {}, { projectId: ['P-1001', 'P-1002'] }],
  }),
  fuzzOf(liveRoutes.blocks, {
    harmless: () => ({}),
    knownBad: () => [{ limit: '5' }, { __proto__x: '1' }],
  }),
  fuzzOf(googleRoutes.place, {
    harmless: () => ({ query: 'santa rosa', limit: '5' }),
    knownBad: () => [
      {},
      { query: '' },
      { query: 'a' },
      { query: 'x'.repeat(201) },
      { query: 'oak', limit: '0' },
      { query: 'oak', limit: '11' },
      { query: ['a', 'b'] },
    ],
  }),
  fuzzOf(zoneRoutes.lookup, {
    harmless: (t) => ({ projectId: t.projectId }),
    knownBad: (t) => [
      ...badIds.map((projectId) => ({ projectId })),
      {},
      { projectId: t.projectId, address: '1 Oak St, Santa Rosa, CA 95401' },
      { address: 'somewhere nice' },
      { address: `${'x'.repeat(300)}, Santa Rosa, CA 95401` },
    ],
  }),
  fuzzOf(zoneRoutes.report, {
    harmless: () => ({ projectId: MISSING_PROJECT, notes: 'Fuzz' }),
    real: (t) => ({ projectId: t.projectId, notes: 'Fuzz report' }),
    knownBad: (t) => [
      ...badIds.map((projectId) => ({ projectId, notes: 'Fuzz' })),
      { notes: 'Fuzz' },
      { projectId: t.projectId, notes: 'x'.repeat(5001) },
      { projectId: t.projectId, address: 'not an address' },
      { projectId: t.projectId, address: '1 Nowhere Ln, Santa Rosa, CA 95401' },
      { projectId: t.projectId, zone: { code: 'R1' } },
    ],
  }),
];
