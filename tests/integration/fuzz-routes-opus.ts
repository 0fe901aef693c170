import { opusRoutes, type RouteContract } from '@workhub/domain';
import { badIds, fuzzOf, type FuzzRoute } from './fuzz-values';

/** The opus service's routes for the fuzz test (see fuzz-routes.ts for what each entry means). */

const MISSING_PROJECT = 'fuzz-missing-project';
const MISSING_ASSEMBLY = 'fuzz-missing-assembly';
const MISSING_EXPORT = 'fuzz-missing-export';
/** Assembly keys the pipe refuses: dots (a pipe path may not use dot notation), slashes, internals. */
const badAssemblies = [...badIds, 'm1.bath-5x8', 'm1-bath.5x8', 'a b', 5, null, ['m1-bath']];

/** The three project-wide routes that take only { projectId }. */
const projectOnly = (contract: RouteContract): FuzzRoute =>
  fuzzOf(contract, {
    harmless: (t) => ({ projectId: contract.method === 'GET' ? t.projectId : MISSING_PROJECT }),
    ...(contract.method === 'POST' ? { real: (t: { projectId: string }) => ({ projectId: t.projectId }) } : {}),
    knownBad: (t) => [
      ...badIds.map((projectId) => ({ projectId })),
      { projectId: 5 },
      { projectId: [t.projectId] },
      {},
      { projectId: t.projectId, assembly: t.assembly },
    ],
  });

export const OPUS_ROUTES: FuzzRoute[] = [
  fuzzOf(opusRoutes.cadAssignBulk, {
    harmless: () => ({ projectId: MISSING_PROJECT, projectAssembly: 'm1-bath-pod' }),
    real: (t) => ({ projectId: t.projectId, projectAssembly: t.assembly }),
    knownBad: (t) => [
      ...badIds.map((projectId) => ({ projectId, projectAssembly: t.assembly })),
      ...badAssemblies.map((projectAssembly) => ({ projectId: t.projectId, projectAssembly })),
      { projectId: t.projectId, projectAssembly: MISSING_ASSEMBLY },
      { projectId: t.projectId },
      { projectId: t.projectId, assembly: t.assembly },
    ],
  }),
  fuzzOf(opusRoutes.manufacturingBom, {
    harmless: () => ({ projectId: MISSING_PROJECT, cgas: ['m1-bath-pod', 'm2-bath-pod'] }),
    real: (t) => ({ projectId: t.projectId, cgas: [t.assembly] }),
    knownBad: (t) => [
      ...badIds.map((projectId) => ({ projectId, cgas: [t.assembly] })),
      ...badAssemblies.map((cga) => ({ projectId: t.projectId, cgas: [cga] })),
      { projectId: t.projectId, cgas: [] },
      { projectId: t.projectId, cgas: t.assembly },
      { projectId: t.projectId, cgas: Array.from({ length: 501 }, (_, i) => `m${i}-bath-pod`) },
      // Named twice, and all or none: one unknown assembly starts no job for the known one.
      { projectId: t.projectId, cgas: [t.assembly, t.assembly] },
      { projectId: t.projectId, cgas: [t.assembly, MISSING_ASSEMBLY] },
      { projectId: t.projectId },
    ],
  }),
  projectOnly(opusRoutes.manufacturingBomExport),
  projectOnly(opusRoutes.purchasingBomExport),
  projectOnly(opusRoutes.cncPackage),
  projectOnly(opusRoutes.exports),
  // Its success answer is a file, not the envelope; every request here names no export, so each gets an envelope.
  fuzzOf(opusRoutes.exportFile, {
    harmless: () => ({ exportId: MISSING_EXPORT, format: 'csv' }),
    knownBad: () => [
      ...badIds.map((exportId) => ({ exportId, format: 'csv' })),
      ...['pdf', 'CSV', '', 'xls', 'csv,xlsx'].map((format) => ({ exportId: MISSING_EXPORT, format })),
      { exportId: MISSING_EXPORT, format: 'xlsx' },
      { exportId: MISSING_EXPORT },
      { format: 'csv' },
      { exportId: MISSING_EXPORT, format: 'csv', projectId: 'P-1001' },
    ],
  }),
];
