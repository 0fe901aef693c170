import {
  buildRoutes,
  dbRoutes,
  erpRoutes,
  googleRoutes,
  liveRoutes,
  opusRoutes,
  pickRoutes,
  pipeRoutes,
  projectsRoutes,
  versionRoutes,
  zoneRoutes,
  type RouteContract,
} from '@workhub/domain';
import { fuzzOf, type FuzzRoute } from './fuzz-values';

/**
 * The pick service's routes (docs/staff-tools.md "Software docs and picking as built") and the
 * GET /docsJson of every service that got one with it, for the fuzz test (see fuzz-routes.ts for
 * what each entry means). The real PATCH names the seeded list PL-0001 (emulators/seed/data/pick-lists.ts).
 */
const MISSING_PROJECT = 'fuzz-missing-project';
const MISSING_LIST = 'fuzz-missing-list';

const docsJson = (contract: RouteContract): FuzzRoute =>
  fuzzOf(contract, { harmless: () => ({}), knownBad: () => [{ service: contract.service }, { limit: '5' }] });

export const PICK_ROUTES: FuzzRoute[] = [
  fuzzOf(pickRoutes.lists, {
    harmless: () => ({ warehouse: 'Stores - MDB', status: 'open' }),
    knownBad: () => [{ status: 'done' }, { status: '' }, { warehouse: '' }, { warehouse: 'x'.repeat(141) }, { projectId: 'P-1001' }],
  }),
  fuzzOf(pickRoutes.requests, {
    harmless: () => ({ projectId: MISSING_PROJECT }),
    knownBad: () => [{}, { projectId: '' }, { projectId: 'x'.repeat(141) }, { projectId: MISSING_PROJECT, warehouse: 'Stores - MDB' }],
  }),
  fuzzOf(pickRoutes.create, {
    harmless: () => ({ projectId: MISSING_PROJECT, warehouse: 'Stores - MDB' }),
    knownBad: (t) => [
      { projectId: t.projectId },
      { warehouse: 'Stores - MDB' },
      { projectId: t.projectId, warehouse: '' },
      { projectId: t.projectId, warehouse: 'Stores - MDB', assemblies: [] },
      { projectId: t.projectId, warehouse: 'Stores - MDB', assemblies: 'all' },
      { projectId: t.projectId, warehouse: 'Stores - MDB', status: 'picked' },
      { projectId: t.projectId, warehouse: 'Nowhere - MDB' },
      { projectId: t.projectId, warehouse: 'Stores - MDB', assemblies: ['fuzz-missing-assembly'] },
    ],
  }),
  fuzzOf(pickRoutes.pick, {
    harmless: () => ({ id: MISSING_LIST, line: 0, picked: 1 }),
    real: () => ({ id: 'PL-0001', line: 0, picked: 0 }),
    knownBad: () => [
      { id: 'PL-0001', line: 0, picked: -1 },
      { id: 'PL-0001', line: 0, picked: 1_000_000 },
      { id: 'PL-0001', line: 9999, picked: 0 },
      { id: 'PL-0001', line: 0.5, picked: 0 },
      { id: 'PL-0001', line: '0', picked: 0 },
      { id: 'PL-0001', picked: 0 },
      { id: 'PL-0003', line: 0, picked: 0 },
      { id: '', line: 0, picked: 0 },
    ],
  }),
  ...[
    dbRoutes,
    opusRoutes,
    projectsRoutes,
    liveRoutes,
    googleRoutes,
    zoneRoutes,
    pipeRoutes,
    versionRoutes,
    buildRoutes,
    erpRoutes,
    pickRoutes,
  ].map((routes) => docsJson(routes.docsJson)),
];
