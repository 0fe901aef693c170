import { badIds, type FuzzRoute } from './fuzz-values';

/** The live, google (place) and zone services' routes for the fuzz test (see fuzz-routes.ts for what each entry means). */

const MISSING_PROJECT = 'fuzz-missing-project';

export const LIVE_ROUTES: FuzzRoute[] = [
  {
    method: 'GET',
    path: '/live/project',
    input: 'query',
    harmless: (t) => ({ projectId: t.projectId }),
    knownBad: () => [...badIds.map((projectId) => ({ projectId })), {}, { projectId: MISSING_PROJECT, extra: '1' }],
  },
  {
    method: 'GET',
    path: '/live/base',
    input: 'query',
    harmless: (t) => ({ projectId: t.projectId }),
    knownBad: () => [...badIds.map((projectId) => ({ projectId })), {}, { projectId: ['P-1001', 'P-1002'] }],
  },
  {
    method: 'GET',
    path: '/live/blocks',
    input: 'query',
    harmless: () => ({}),
    knownBad: () => [{ limit: '5' }, { __proto__x: '1' }],
  },
  {
    method: 'GET',
    path: '/google/place',
    input: 'query',
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
  },
  {
    method: 'GET',
    path: '/zone/lookup',
    input: 'query',
    harmless: (t) => ({ projectId: t.projectId }),
    knownBad: (t) => [
      ...badIds.map((projectId) => ({ projectId })),
      {},
      { projectId: t.projectId, address: '1 Oak St, Santa Rosa, CA 95401' },
      { address: 'somewhere nice' },
      { address: `${'x'.repeat(300)}, Santa Rosa, CA 95401` },
    ],
  },
  {
    method: 'POST',
    path: '/zone/report',
    input: 'body',
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
  },
];
