import { baseRoutes, diagramsRoutes } from '@workhub/domain';
import { badIds, fuzzOf, type FuzzRoute } from './fuzz-values';

/**
 * The generator routes of the base service and the Diagrams service for the fuzz test (see
 * fuzz-routes.ts for what each entry means). A POST must refuse every fuzzed request, so each
 * POST's harmless request names a missing project, generator, test, run or diagram in every key it
 * could lose: nothing runs (or answers 200) whatever the fuzzer does to it.
 */

const MISSING_PROJECT = 'fuzz-missing-project';
const MISSING_GENERATOR = 'fuzz-missing-generator';
const MISSING_RUN = 'fuzzMissingRun';
const MISSING_TEST = 'fuzz-missing-test';

export const BASE_GENERATE_ROUTES: FuzzRoute[] = [
  fuzzOf(baseRoutes.generators, { harmless: () => ({}) }),
  fuzzOf(baseRoutes.generate, {
    harmless: () => ({ generator: MISSING_GENERATOR, projectId: MISSING_PROJECT }),
    knownBad: () => [
      ...badIds.map((projectId) => ({ generator: 'site-plan', projectId })),
      ...badIds.map((generator) => ({ generator, projectId: 'P-1004' })),
      { generator: MISSING_GENERATOR, projectId: 'P-1004' },
      { generator: 'site-plan', projectId: 'P-1001' },
      { generator: 'site-plan', projectId: 'P-1004', baseSpecVersion: 'v9.9.9' },
      { generator: 'site-plan', projectId: 'P-1004', baseSpecVersion: '__proto__' },
      { generator: 'site-plan', projectId: 'P-1004', step: 1 },
    ],
  }),
  fuzzOf(baseRoutes.runs, {
    harmless: () => ({ projectId: MISSING_PROJECT, generator: 'site-plan' }),
    knownBad: () => [
      {},
      { runId: MISSING_RUN },
      ...badIds.map((runId) => ({ runId })),
      { runId: MISSING_RUN, projectId: 'P-1004' },
      { generator: 'site-plan' },
    ],
  }),
  fuzzOf(baseRoutes.retry, {
    harmless: () => ({ runId: MISSING_RUN }),
    knownBad: () => [...badIds.map((runId) => ({ runId })), { runId: 'seed-run-module-layout-p1003-a' }, {}],
  }),
  fuzzOf(baseRoutes.compare, {
    harmless: () => ({ runId: 'seed-run-module-layout-p1003-b' }),
    knownBad: () => [
      ...badIds.map((runId) => ({ runId })),
      { runId: MISSING_RUN },
      { runId: 'seed-run-module-layout-p1003-a' },
      { runId: 'seed-run-module-layout-p1003-b', with: MISSING_RUN },
    ],
  }),
  fuzzOf(baseRoutes.invoke, {
    harmless: () => ({ generator: MISSING_GENERATOR, projectId: MISSING_PROJECT, step: 2 }),
    knownBad: () => [
      { generator: MISSING_GENERATOR, projectId: 'P-1004' },
      { generator: 'site-plan', projectId: MISSING_PROJECT },
      ...[0, -1, 1.5, 101, '2'].map((step) => ({ generator: 'site-plan', projectId: 'P-1004', step })),
    ],
  }),
  fuzzOf(baseRoutes.tests, { harmless: () => ({}) }),
  fuzzOf(baseRoutes.test, {
    harmless: () => ({ key: 'site-plan-one-parcel' }),
    knownBad: () => [{}, { key: MISSING_TEST }, ...badIds.map((key) => ({ key }))],
  }),
  fuzzOf(baseRoutes.runTest, {
    harmless: () => ({ key: MISSING_TEST, projectId: MISSING_PROJECT }),
    knownBad: () => [{ key: MISSING_TEST }, ...badIds.map((key) => ({ key })), { key: 'site-plan-one-parcel', projectId: 'P-1001' }],
  }),
  fuzzOf(diagramsRoutes.generators, { harmless: () => ({}) }),
  fuzzOf(diagramsRoutes.invoke, {
    harmless: () => ({ generator: 'fuzz-missing-diagram', version: 'v0.3.0' }),
    knownBad: () => [
      {},
      { generator: 'nope' },
      { generator: 'systems', version: 'v9.9.9' },
      { generator: 'systems', version: '__proto__' },
    ],
  }),
];
