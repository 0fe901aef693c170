import { pipeRoutes, type RouteContract } from '@workhub/domain';
import { badIds, fuzzOf, nest, type FuzzRoute, type FuzzTargets, type Input } from './fuzz-values';

/**
 * The pipe service's routes for the fuzz test (see fuzz-routes.ts for what each entry means).
 * `harmless` requests name a project and assembly that do not exist; `real` ones name the seeded
 * targets (t.projectId / t.assembly) and are only ever sent made invalid; `knownBad` ones name the
 * seeded targets with a value the route must refuse.
 */

const MISSING_PROJECT = 'fuzz-missing-project';
const MISSING_ASSEMBLY = 'fuzz-missing-assembly';
const LINK = 'https://cad.onshape.example/documents/fuzzdoc';
const MR_URL = 'https://erp.modulr.example/app/material-request/MAT-MR-2026-00001';
const badKeys = [...badIds, 'a.b', 'm1.bath', ' ', 5, null, ['m1'], { a: 1 }];

const missing = (extra: Input = {}): Input => ({ projectId: MISSING_PROJECT, assembly: MISSING_ASSEMBLY, ...extra });
const real = (t: FuzzTargets, extra: Input = {}): Input => ({ projectId: t.projectId, assembly: t.assembly, ...extra });

/** Bad ids and shapes for a route taking { projectId, assembly, ...extra }. */
const badRefs = (t: FuzzTargets, extra: Input = {}): Input[] => [
  ...badKeys.map((projectId) => ({ projectId, assembly: t.assembly, ...extra })),
  ...badKeys.map((assembly) => ({ projectId: t.projectId, assembly, ...extra })),
  { projectId: t.projectId, ...extra },
  { assembly: t.assembly, ...extra },
  { ...real(t, extra), deep: nest(40) },
  { ...real(t, extra), projectId: 'x'.repeat(101) },
  { ...real(t, extra), assembly: 'x'.repeat(151) },
];

const jobRoute = (contract: RouteContract, extra: Input = {}): FuzzRoute =>
  fuzzOf(contract, {
    harmless: () => missing(extra),
    real: (t) => real(t, extra),
    knownBad: (t) => [...badRefs(t, extra), real(t, { ...extra, user: 'grace' })],
  });

/** A read of one assembly: GET ?projectId&assembly. */
const assemblyRead = (contract: RouteContract): FuzzRoute =>
  fuzzOf(contract, {
    harmless: () => missing(),
    knownBad: (t) => [...badRefs(t), real(t, { fields: 'pbom' })],
  });

/** A read of a project: GET ?projectId (and an optional assembly when `withAssembly`). */
const projectRead = (contract: RouteContract, withAssembly: boolean): FuzzRoute =>
  fuzzOf(contract, {
    harmless: () => ({ projectId: MISSING_PROJECT }),
    knownBad: (t) => [
      ...badKeys.map((projectId) => ({ projectId })),
      {},
      { projectId: t.projectId, limit: '5' },
      ...(withAssembly
        ? badKeys.slice(0, 8).map((assembly) => ({ projectId: t.projectId, assembly }))
        : [{ projectId: t.projectId, assembly: t.assembly }]),
    ],
  });

export const PIPE_ROUTES: FuzzRoute[] = [
  assemblyRead(pipeRoutes.assign),
  fuzzOf(pipeRoutes.assignPost, {
    harmless: () => missing({ onshapeLink: LINK, user: 'grace' }),
    real: (t) => real(t, { onshapeLink: LINK }),
    knownBad: (t) => [
      ...badRefs(t, { onshapeLink: LINK }),
      ...['http://cad.example/documents/x', 'javascript:alert(1)', '', 'https://cad.example/other/x', `${LINK}/../..`, `${LINK}?q=1`].map(
        (onshapeLink) => real(t, { onshapeLink }),
      ),
      real(t, { onshapeLink: `https://cad.example/documents/${'x'.repeat(2000)}` }),
      real(t, { onshapeLink: LINK, user: '' }),
      real(t, { onshapeLink: LINK, user: 'x'.repeat(101) }),
      real(t),
    ],
  }),
  fuzzOf(pipeRoutes.assignDelete, {
    harmless: () => missing(),
    real: (t) => real(t),
    knownBad: (t) => badRefs(t),
  }),
  fuzzOf(pipeRoutes.cgaApproval, {
    harmless: () => missing({ status: 'approved', role: 'design', notes: 'fuzz' }),
    real: (t) => real(t, { status: 'approved', role: 'design', notes: 'fuzz' }),
    knownBad: (t) => [
      ...badRefs(t, { status: 'approved', role: 'design', notes: '' }),
      real(t, { status: 'approved', role: 'design', notes: '', user: 'someone-else' }),
      real(t, { status: 'maybe', role: 'design', notes: '' }),
      real(t, { status: 'approved', role: 'ceo', notes: '' }),
      real(t, { status: 'approved', role: 'design', notes: 'x'.repeat(5001) }),
      real(t, { status: 'approved', role: 'design', notes: 5 }),
      real(t, { role: 'design' }),
      // Valid, but the fuzz caller (grace) approves for management only: 403 naming the role, for any status.
      real(t, { status: 'approved', role: 'design', notes: '' }),
      real(t, { status: 'rejected', role: 'production', notes: 'fuzz' }),
      real(t, { status: 'pending', role: 'production', notes: '' }),
    ],
  }),
  fuzzOf(pipeRoutes.approvers, {
    harmless: () => ({}),
    knownBad: (t) => [{ role: 'design' }, { projectId: t.projectId }, { __proto__x: '1' }],
  }),
  jobRoute(pipeRoutes.materialRequest),
  fuzzOf(pipeRoutes.materialRequestManual, {
    harmless: () => ({ projectId: MISSING_PROJECT, cga: MISSING_ASSEMBLY, url: MR_URL }),
    real: (t) => ({ projectId: t.projectId, cga: t.assembly, url: MR_URL }),
    knownBad: (t) => [
      ...badKeys.map((cga) => ({ projectId: t.projectId, cga, url: MR_URL })),
      ...badKeys.map((projectId) => ({ projectId, cga: t.assembly, url: MR_URL })),
      ...['http://erp.example/app/material-request/X', 'https://erp.example/app/item/X', '', 'javascript:1', `${MR_URL}/../x`].map(
        (url) => ({
          projectId: t.projectId,
          cga: t.assembly,
          url,
        }),
      ),
      { projectId: t.projectId, cga: t.assembly },
      { projectId: t.projectId, assembly: t.assembly, url: MR_URL },
    ],
  }),
  jobRoute(pipeRoutes.parts, { onshapeLink: LINK }),
  assemblyRead(pipeRoutes.pbom),
  jobRoute(pipeRoutes.pbomPost),
  jobRoute(pipeRoutes.pbomCreateItems),
  fuzzOf(pipeRoutes.projectAssembly, {
    harmless: () => ({ projectId: MISSING_PROJECT, projectAssembly: MISSING_ASSEMBLY }),
    real: (t) => ({ projectId: t.projectId, projectAssembly: t.assembly }),
    knownBad: (t) => [
      ...badKeys.map((projectAssembly) => ({ projectId: t.projectId, projectAssembly })),
      ...badKeys.map((projectId) => ({ projectId, projectAssembly: t.assembly })),
      { projectId: t.projectId, assembly: t.assembly },
      { projectId: t.projectId },
    ],
  }),
  assemblyRead(pipeRoutes.reassembly),
  jobRoute(pipeRoutes.reassemblyPost),
  fuzzOf(pipeRoutes.run, {
    harmless: () => ({ projectId: MISSING_PROJECT }),
    real: (t) => ({ projectId: t.projectId }),
    knownBad: (t) => [...badKeys.map((projectId) => ({ projectId })), {}, { projectId: t.projectId, assembly: t.assembly }],
  }),
  fuzzOf(pipeRoutes.supported, {
    harmless: () => ({ projectId: MISSING_PROJECT, fields: 'pbom,mbom' }),
    knownBad: (t) => [
      ...badKeys.map((projectId) => ({ projectId, fields: 'pbom' })),
      { projectId: t.projectId, fields: 'pbom,nope' },
      { projectId: t.projectId, fields: '' },
      { projectId: t.projectId, fields: ['pbom', 'mbom'] },
      { projectId: t.projectId, fields: 'x'.repeat(501) },
      { projectId: t.projectId, assembly: t.assembly },
    ],
  }),
  fuzzOf(pipeRoutes.assembly, {
    harmless: () => missing({ path: 'notes', value: 'Fuzz note' }),
    real: (t) => real(t, { path: 'notes', value: 'Fuzz note' }),
    knownBad: (t) => [
      ...badRefs(t, { path: 'notes', value: 'x' }),
      ...['notes.x', 'pbom.status', 'a..b', '.notes', 'pbom', 'approvals', '__proto__', 'constructor', '', 'x'.repeat(201)].map((path) =>
        real(t, { path, value: 'x' }),
      ),
      real(t, { path: 'notes', value: 5 }),
      real(t, { path: 'notes', value: { status: 'done' } }),
      real(t, { path: 'notes', value: 'x'.repeat(5001) }),
      real(t, { path: 'notes' }),
    ],
  }),
  assemblyRead(pipeRoutes.bom),
  projectRead(pipeRoutes.bomTree, true),
  projectRead(pipeRoutes.cga, true),
  assemblyRead(pipeRoutes.cutList),
  projectRead(pipeRoutes.layers, false),
  projectRead(pipeRoutes.snapshot, false),
  assemblyRead(pipeRoutes.sketch),
  projectRead(pipeRoutes.qsee, true),
  projectRead(pipeRoutes.changespace, false),
];
