import { opusRoutes, type RouteContract } from '@workhub/domain';
import { badIds, fuzzOf, type FuzzRoute } from './fuzz-values';

/** The opus service's class-part, CAD and routing routes for the fuzz test (see fuzz-routes.ts for what each entry means). */

const MISSING_WORKSPACE = 'fuzzMissingWorkspace';
/** A class part that does not exist (and a version of it). */
const MISSING_PART = 'sitework/fuzz-missing-part';
const MISSING_PART_ID = 'sitework~fuzz-missing-part-v1.0.0';
/** Seeded targets (emulators/seed/data/class-parts.ts and class-part-workspaces.ts). */
const PART = 'structure/wall-panel';
const PART_ID = 'structure~wall-panel-v1.0.0';
const WORKSPACE = 'class-part-ws-eero';
const CAD_URL = `https://cad.onshape.com/documents/${'a'.repeat(24)}/w/${'b'.repeat(24)}/e/${'c'.repeat(24)}`;

const badNames = [
  ...badIds,
  'plumbing/x',
  'structure',
  'structure/Wall Panel',
  'structure/a/b',
  'structure/a.b',
  5,
  ['structure/wall-panel'],
  null,
];
const badVersions = ['', '1.0.0', 'v1', 'latest', 'v1.0.0.0', 'w1.0.0', 'v1.0.0 ', 5];
const badWorkspaceIds = [...badIds.filter((id) => id !== '__fuzz__'), 'a b', 'x'.repeat(129), 5, null, [WORKSPACE]];
const badUrls = [
  '',
  'not a link',
  `http://cad.onshape.com/documents/${'a'.repeat(24)}/w/${'b'.repeat(24)}/e/${'c'.repeat(24)}`,
  `https://evil.example/documents/${'a'.repeat(24)}/w/${'b'.repeat(24)}/e/${'c'.repeat(24)}`,
  `https://cad.onshape.com/documents/${'a'.repeat(24)}/w/${'b'.repeat(24)}`,
  `https://cad.onshape.com/documents/xyz/w/${'b'.repeat(24)}/e/${'c'.repeat(24)}`,
  'javascript:alert(1)',
  5,
];

/** GET ?name=… routes. */
const byName = (contract: RouteContract): FuzzRoute =>
  fuzzOf(contract, {
    harmless: () => ({ name: PART }),
    knownBad: () => [...badNames.map((name) => ({ name })), {}, { name: PART, version: 'v1.0.0' }],
  });

/** A workspace route of cadAssign / routingAssign: GET ?workspaceId, POST and DELETE with the link. */
const assignRoutes = (
  [get, post, del]: [RouteContract, RouteContract, RouteContract],
  field: 'onshapeUrl' | 'routingUrl',
  value: string,
  badValues: unknown[],
): FuzzRoute[] => [
  fuzzOf(get, {
    harmless: () => ({ workspaceId: WORKSPACE }),
    knownBad: () => [...badWorkspaceIds.map((workspaceId) => ({ workspaceId })), {}, { workspaceId: WORKSPACE, [field]: value }],
  }),
  ...[post, del].map((contract): FuzzRoute =>
    fuzzOf(contract, {
      harmless: () => ({ workspaceId: MISSING_WORKSPACE, [field]: value }),
      real: () => ({ workspaceId: WORKSPACE, [field]: value }),
      knownBad: () => [
        ...badWorkspaceIds.map((workspaceId) => ({ workspaceId, [field]: value })),
        ...badValues.map((v) => ({ workspaceId: WORKSPACE, [field]: v })),
        { workspaceId: WORKSPACE },
        { workspaceId: WORKSPACE, [field]: value, classPartId: MISSING_PART_ID },
        { workspaceId: WORKSPACE, [field]: value, classPartId: 'a/b' },
        { workspaceId: WORKSPACE, [field]: value, user: 'not a user' },
      ],
    }),
  ),
];

const properties = { owner: 'Greta', system: 'structure', tiling: '2D', itemGroup: 'Manufactured Parts' };

export const CLASS_PART_ROUTES: FuzzRoute[] = [
  fuzzOf(opusRoutes.classParts, {
    harmless: () => ({ system: 'bath' }),
    knownBad: () => [...['plumbing', '', 'BATH', 'bath,deck'].map((system) => ({ system })), { system: ['bath', 'deck'] }, { name: PART }],
  }),
  fuzzOf(opusRoutes.classPart, {
    harmless: () => ({ name: PART, version: 'v1.0.0' }),
    knownBad: () => [
      ...badNames.map((name) => ({ name })),
      ...badVersions.map((version) => ({ name: PART, version })),
      { name: MISSING_PART },
      { name: PART, version: 'v99.0.0' },
      {},
    ],
  }),
  byName(opusRoutes.classPartVersions),
  fuzzOf(opusRoutes.classPartActive, {
    harmless: () => ({ classPartId: MISSING_PART_ID, isActive: true }),
    real: () => ({ classPartId: PART_ID, isActive: false }),
    knownBad: () => [
      ...badIds.map((classPartId) => ({ classPartId, isActive: true })),
      ...['true', 1, null, 'yes'].map((isActive) => ({ classPartId: PART_ID, isActive })),
      { classPartId: 'structure/wall-panel-v1.0.0', isActive: true },
      { classPartId: PART_ID },
      { isActive: true },
    ],
  }),
  fuzzOf(opusRoutes.classPartWorkspace, {
    harmless: () => ({ workspaceId: WORKSPACE }),
    knownBad: () => [
      ...badWorkspaceIds.map((workspaceId) => ({ workspaceId })),
      { workspaceId: MISSING_WORKSPACE },
      { workspaceId: 'block-ws-eero' },
      {},
    ],
  }),
  // Valid, the harmless request names a version of a part that does not exist (404); without its version it has no owner (400).
  fuzzOf(opusRoutes.classPartWorkspaceCreate, {
    harmless: () => ({ name: MISSING_PART, version: 'v9.9.9' }),
    real: () => ({ name: PART }),
    knownBad: () => [
      ...badNames.map((name) => ({ name })),
      ...badVersions.map((version) => ({ name: PART, version })),
      { name: PART, version: 'v99.0.0' },
      { name: MISSING_PART },
      { name: MISSING_PART, owner: 'Zed' },
      { name: PART, user: 'not a user' },
      {},
    ],
  }),
  fuzzOf(opusRoutes.classPartWorkspacePatch, {
    harmless: () => ({ workspaceId: MISSING_WORKSPACE, description: 'fuzz', properties }),
    real: () => ({ workspaceId: WORKSPACE, description: 'fuzz' }),
    knownBad: () => [
      ...badWorkspaceIds.map((workspaceId) => ({ workspaceId, description: 'x' })),
      { workspaceId: WORKSPACE },
      { workspaceId: WORKSPACE, properties: { ...properties, owner: 'Zed' } },
      { workspaceId: WORKSPACE, properties: { ...properties, owner: undefined } },
      { workspaceId: WORKSPACE, properties: { ...properties, system: 'plumbing' } },
      { workspaceId: WORKSPACE, properties: { ...properties, system: 'bath' } },
      { workspaceId: WORKSPACE, properties: { ...properties, tiling: '3D' } },
      { workspaceId: WORKSPACE, properties: { ...properties, itemGroup: 'Purchased Parts' } },
      { workspaceId: WORKSPACE, properties: { ...properties, colour: 'red' } },
      { workspaceId: WORKSPACE, description: 'x'.repeat(2001) },
      { workspaceId: WORKSPACE, buildSpecs: ['3.2.0'] },
      { workspaceId: WORKSPACE, routings: [{ id: 'saw-cut' }] },
      { workspaceId: WORKSPACE, routings: [{ id: 'saw-cut', partNumberSuffix: 'sc' }] },
      {
        workspaceId: WORKSPACE,
        routings: [
          { id: 'saw-cut', partNumberSuffix: 'SC' },
          { id: 'saw-cut', partNumberSuffix: 'SC' },
        ],
      },
      { workspaceId: MISSING_WORKSPACE, description: 'x' },
      { workspaceId: 'block-ws-eero', description: 'x' },
    ],
  }),
  fuzzOf(opusRoutes.classPartWorkspaceDelete, {
    harmless: () => ({ workspaceId: MISSING_WORKSPACE }),
    real: () => ({ workspaceId: WORKSPACE }),
    knownBad: () => [...badWorkspaceIds.map((workspaceId) => ({ workspaceId })), { workspaceId: 'block-ws-eero' }, {}],
  }),
  fuzzOf(opusRoutes.classPartCommit, {
    harmless: () => ({ workspaceId: MISSING_WORKSPACE, message: 'fuzz', bump: 'minor' }),
    real: () => ({ workspaceId: WORKSPACE, message: 'fuzz' }),
    knownBad: () => [
      ...badWorkspaceIds.map((workspaceId) => ({ workspaceId, message: 'fuzz' })),
      ...['', '   ', 5, null, 'x'.repeat(2001)].map((message) => ({ workspaceId: WORKSPACE, message })),
      ...['huge', 'MINOR', '', 1].map((bump) => ({ workspaceId: WORKSPACE, message: 'fuzz', bump })),
      { workspaceId: WORKSPACE },
      { workspaceId: 'block-ws-eero', message: 'fuzz' },
    ],
  }),
  ...assignRoutes([opusRoutes.cadAssign, opusRoutes.cadAssignPost, opusRoutes.cadAssignDelete], 'onshapeUrl', CAD_URL, badUrls),
  ...assignRoutes([opusRoutes.routingAssign, opusRoutes.routingAssignPost, opusRoutes.routingAssignDelete], 'routingUrl', 'qc-inspection', [
    '',
    5,
    null,
    ['saw-cut'],
    'x'.repeat(2001),
  ]),
  fuzzOf(opusRoutes.classPartCompare, {
    harmless: () => ({ name: PART, from: 'v1.0.0', to: 'v1.0.0' }),
    knownBad: () => [
      ...badNames.map((name) => ({ name, from: 'v1.0.0', to: 'v1.0.0' })),
      ...badVersions.map((from) => ({ name: PART, from, to: 'v1.0.0' })),
      { name: PART, from: 'v1.0.0', to: 'v99.0.0' },
      { name: MISSING_PART, from: 'v1.0.0', to: 'v1.0.0' },
      { name: PART, from: 'v1.0.0' },
    ],
  }),
  byName(opusRoutes.classPartUsage),
  fuzzOf(opusRoutes.classPartRestore, {
    harmless: () => ({ name: MISSING_PART, version: 'v1.0.0', message: 'fuzz' }),
    real: () => ({ name: PART, version: 'v1.0.0' }),
    knownBad: () => [
      ...badNames.map((name) => ({ name, version: 'v1.0.0' })),
      ...badVersions.map((version) => ({ name: PART, version })),
      { name: PART, version: 'v99.0.0' },
      { name: PART, version: 'v1.0.0', message: '' },
      { name: PART },
    ],
  }),
];
