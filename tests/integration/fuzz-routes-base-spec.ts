import { baseRoutes } from '@workhub/domain';
import { badIds, fuzzOf, nest, type FuzzRoute, type Input } from './fuzz-values';

/**
 * The base service's spec routes for the fuzz test (see fuzz-routes.ts for what each entry means).
 * `harmless` requests name a workspace or candidate that does not exist (or only read); `real`
 * ones name the seeded base-spec draft `basespec-next` and the open base-spec candidate
 * `cand-basespec-v0-3-1` (emulators/seed/data/versions.ts) and are only ever sent made invalid;
 * `knownBad` ones must be refused by the staff caller (a workspace admin) and write nothing.
 */

const MISSING_WORKSPACE = 'fuzzMissingWorkspace';
const MISSING_CANDIDATE = 'fuzzMissingCandidate';
const DRAFT = 'basespec-next';
const CANDIDATE = 'cand-basespec-v0-3-1';

const themes = JSON.stringify({
  default: { background: '#ffffff', grid: '#e0e0e0', minorGrid: '#f5f5f5', selection: '#2962ff' },
  print: { background: '#ffffff', grid: '#ffffff', minorGrid: '#ffffff', selection: '#000000', monochrome: true },
});
const wallsColour = JSON.stringify([{ op: 'replace', path: '/layers/design~1walls/color', value: '#263238' }]);
const badVersions = ['latest', 'w0.3.0', 'v1', '0.3.0', 'v0.3.0.1', 'x'.repeat(61)];

export const BASE_SPEC_ROUTES: FuzzRoute[] = [
  fuzzOf(baseRoutes.spec, {
    harmless: () => ({ version: 'v0.3.0' }),
    knownBad: () => [...badVersions.map((version) => ({ version })), { other: '1' }],
  }),
  fuzzOf(baseRoutes.saveSpec, {
    harmless: () => ({ workspaceId: MISSING_WORKSPACE, themes }),
    real: () => ({ workspaceId: DRAFT, themes }),
    knownBad: () => {
      const on = (extra: Input): Input => ({ workspaceId: DRAFT, ...extra });
      return [
        ...badIds.map((workspaceId) => ({ workspaceId, themes })),
        on({}),
        on({ themes: '{"default":' }),
        on({ themes: { default: {} } }),
        on({ themes: '{}' }),
        on({ layers: '{"design/walls":{"color":"blue","counts":["count"],"uom":"ft"}}' }),
        on({ layers: '{"Walls":{"color":"#000000","counts":["count"],"uom":"ft"}}' }),
        on({ layers: '{"design/walls":{"color":"#000000","counts":["weight"],"uom":"ft"}}' }),
        on({ properties: '{"__proto__":{"polluted":"yes"}}' }),
        on({ systems: '{"a":{"constructor":{"prototype":{"polluted":"yes"}}}}' }),
        on({ order: '["design/walls","site/parcel"]' }),
        on({ goals: '[{"name":"g","layer":"design/nowhere","geometries":[],"properties":{},"objectives":[],"rules":[],"tools":[]}]' }),
        on({ goals: JSON.stringify({ deep: nest(40) }) }),
        on({ themes: 5 }),
        on({ themes, version: 'v9.0.0' }),
        // A space workspace (409), a block workspace (404).
        { workspaceId: 'space-kitchen-study', themes },
        { workspaceId: 'block-ws-eero', themes },
      ];
    },
  }),
  fuzzOf(baseRoutes.patchSpecWorkspace, {
    harmless: () => ({ workspaceId: MISSING_WORKSPACE, patch: wallsColour }),
    real: () => ({ workspaceId: DRAFT, patch: wallsColour }),
    knownBad: () => [
      ...badIds.map((workspaceId) => ({ workspaceId, patch: wallsColour })),
      { workspaceId: DRAFT },
      { workspaceId: DRAFT, patch: 'not json' },
      { workspaceId: DRAFT, patch: JSON.parse(wallsColour) as unknown },
      { workspaceId: DRAFT, patch: wallsColour, type: 'yaml' },
      { workspaceId: DRAFT, patch: '[{"op":"remove","path":"/themes/default"}]' },
      { workspaceId: DRAFT, patch: '[{"op":"remove","path":"/goals"}]' },
      { workspaceId: DRAFT, patch: '[{"op":"replace","path":"/layers/design~1walls/color","value":"red"}]' },
      { workspaceId: DRAFT, patch: '[{"op":"add","path":"/layers/design~1x","value":{"color":"#000000","counts":[],"uom":"ea"}}]' },
      { workspaceId: DRAFT, patch: '[{"op":"add","path":"/__proto__/polluted","value":"yes"}]' },
      { workspaceId: DRAFT, patch: '[{"op":"replace","path":"/no/such","value":1}]' },
      { workspaceId: DRAFT, patch: '[{"op":"test","path":"/themes/default/background","value":"#000001"}]' },
      { workspaceId: 'space-kitchen-study', patch: '[]' },
    ],
  }),
  fuzzOf(baseRoutes.initial, {
    harmless: () => ({}),
    knownBad: () => [{ other: '1' }, { version: 'v0.3.0' }],
  }),
  fuzzOf(baseRoutes.approval, {
    harmless: () => ({ candidateId: MISSING_CANDIDATE, role: 'design', status: 'approved', notes: 'fuzz' }),
    real: () => ({ candidateId: CANDIDATE, role: 'production', status: 'approved', notes: 'fuzz' }),
    knownBad: () => {
      const good = { candidateId: CANDIDATE, role: 'production', status: 'approved', notes: 'fuzz' };
      return [
        ...badIds.map((candidateId) => ({ ...good, candidateId })),
        ...['', 'sales', 'Design', 5, null].map((role) => ({ ...good, role })),
        ...['', 'done', 'APPROVED', true].map((status) => ({ ...good, status })),
        // Valid, but the fuzz caller (grace) is no production approver: 403 naming the role.
        good,
        { ...good, status: 'rejected' },
        { ...good, notes: 5 },
        { ...good, notes: 'x'.repeat(2001) },
        { ...good, user: 'someone-else' },
        { ...good, at: '2020-01-01T00:00:00Z' },
        // A space candidate and a committed one (409).
        { ...good, candidateId: 'cand-primary-bath-v1-0-0' },
        { ...good, candidateId: 'cand-adu-massing-v2-1-0' },
      ];
    },
  }),
  fuzzOf(baseRoutes.impact, {
    harmless: () => ({ candidateId: CANDIDATE }),
    knownBad: () => [
      {},
      ...badIds.filter((id) => id !== '').map((candidateId) => ({ candidateId })),
      { candidateId: CANDIDATE, other: '1' },
    ],
  }),
];
