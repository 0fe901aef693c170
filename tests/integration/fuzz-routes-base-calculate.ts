import { baseRoutes } from '@workhub/domain';
import { badIds, fuzzOf, type FuzzRoute } from './fuzz-values';

/**
 * The calculation routes of the base service for the fuzz test (see fuzz-routes.ts for what each
 * entry means). Harmless requests name a missing project or costs version, or only read.
 */

const MISSING_PROJECT = 'fuzz-missing-project';
/** A build-spec version with no build spec and no costs. */
const MISSING_VERSION = 'v99.0.0';
const inputParams = {
  lotType: 'corner',
  parcelLines: [
    { label: 'front', lengthFt: 50 },
    { label: 'front', lengthFt: 100 },
    { label: 'side', lengthFt: 100 },
    { label: 'rear', lengthFt: 50 },
  ],
  dimensions: [
    { type: 'width', valueFt: 14 },
    { type: 'depth', valueFt: 40 },
  ],
  windSpeedMph: 110,
  snowLoadPsf: 0,
  seismicS1: 0.6,
  overrideSeismicS1: 0.8,
  overrideXbracing: true,
};

export const BASE_CALCULATE_ROUTES: FuzzRoute[] = [
  fuzzOf(baseRoutes.calculate, {
    harmless: (t) => ({ projectId: t.projectId, version: 'v3.2.0' }),
    knownBad: (t) => [
      {},
      ...badIds.map((projectId) => ({ projectId })),
      { projectId: t.projectId, version: '3.2.0' },
      { projectId: t.projectId, version: 'v3.2.0.1' },
      { projectId: t.projectId, version: MISSING_VERSION },
      { projectId: MISSING_PROJECT },
    ],
  }),
  fuzzOf(baseRoutes.structure, {
    harmless: () => ({ projectId: MISSING_PROJECT, inputParams }),
    real: (t) => ({ projectId: t.projectId, inputParams }),
    knownBad: (t) => [
      ...badIds.map((projectId) => ({ projectId })),
      { projectId: t.projectId, inputParams: { ...inputParams, lotType: 'regular' } },
      { projectId: t.projectId, inputParams: { ...inputParams, lotType: 'triangle' } },
      { projectId: t.projectId, inputParams: { ...inputParams, parcelLines: [{ label: 'back', lengthFt: 5 }] } },
      { projectId: t.projectId, inputParams: { ...inputParams, dimensions: [{ type: 'width', valueFt: 14 }] } },
      { projectId: t.projectId, inputParams: { ...inputParams, overrideSeismicS1: 9 } },
      { projectId: t.projectId, inputParams: { ...inputParams, windSpeedMph: -1 } },
      { projectId: t.projectId, inputParams: { ...inputParams, overrideXbracing: 'yes' } },
      { projectId: t.projectId, inputParams: [] },
    ],
  }),
  fuzzOf(baseRoutes.structureAssets, {
    harmless: (t) => ({ projectId: t.projectId }),
    knownBad: () => [{}, ...badIds.map((projectId) => ({ projectId })), { projectId: MISSING_PROJECT }],
  }),
  fuzzOf(baseRoutes.changespace, {
    // An application no changespace can have: refused whatever else the fuzzer changes.
    harmless: () => ({ application: 'fuzz-missing-application', name: 'Fuzz changespace', contents: [{ id: 'fuzz', data: { a: 1 } }] }),
    real: () => ({ application: 'plum', name: 'Fuzz changespace', contents: [{ id: 'fuzz', data: { a: 1 } }] }),
    knownBad: () => [
      { application: 'plum' },
      { application: 'plum', name: '' },
      { application: 'plum', name: 'x', creator: 'someone' },
      { application: 'plum', name: 'x', deleted: true },
      ...badIds.map((id) => ({ application: 'plum', name: 'x', contents: [{ id, data: {} }] })),
      { application: 'plum', name: 'x', contents: [{ id: 'a', data: { '': 1 } }] },
      {
        application: 'plum',
        name: 'x',
        contents: [
          { id: 'a', data: {} },
          { id: 'a', data: {} },
        ],
      },
    ],
  }),
  fuzzOf(baseRoutes.updatePrices, {
    harmless: () => ({ version: MISSING_VERSION, from: 'v3.2.0', percent: 2 }),
    real: () => ({ version: 'v3.2.1', percent: 2 }),
    knownBad: () => [
      { version: 'v3.2.1' },
      { version: 'v3.2.1', percent: 2, systems: { bath: { markupPercent: 10 } } },
      { version: 'v3.2.1', systems: {} },
      { version: 'v3.2.1', systems: { pool: { markupPercent: 10 } } },
      { version: 'v3.2.1', systems: { bath: { markupPercent: -1 } } },
      { version: 'v3.2.1', systems: { bath: { colour: 'red' } } },
      { version: 'v3.2.1', percent: -100 },
      { version: 'v3.2.1', from: MISSING_VERSION, percent: 1 },
      { version: 'v3.2.1', from: '3.2.0', percent: 1 },
      ...badIds.map((version) => ({ version, percent: 1 })),
    ],
  }),
  fuzzOf(baseRoutes.latest, {
    harmless: () => ({ projectId: MISSING_PROJECT, version: 'v1.0.0' }),
    real: () => ({ projectId: 'P-1001', version: 'v1.0.0' }),
    knownBad: (t) => [
      ...badIds.map((projectId) => ({ projectId, version: 'v1.0.0' })),
      { projectId: t.projectId, version: 'v99.0.0' },
      { projectId: t.projectId, version: 'latest' },
      { projectId: t.projectId },
    ],
  }),
  fuzzOf(baseRoutes.variations, {
    harmless: (t) => ({ projectId: t.projectId, workspaces: 'true', latest: 'patch' }),
    knownBad: () => [
      {},
      ...badIds.map((projectId) => ({ projectId })),
      { projectId: 'P-1001', latest: 'minor' },
      { projectId: 'P-1001', workspaces: 'yes' },
      { projectId: MISSING_PROJECT },
    ],
  }),
];
