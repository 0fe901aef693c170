/**
 * The routes the fuzz test (fuzz.test.ts) drives: one entry per route of every service mounted in
 * functions/src/api.ts. A new service appends its routes here; the fuzz test fails for any
 * mounted route without an entry.
 *
 * Each entry gives a `harmless` request, which changes nothing even when it is valid (it names
 * something that does not exist, or only reads), so the fuzzer may change it in any way; and,
 * for routes that write, a `real` request on existing documents, which a valid request would
 * change: the fuzzer applies to it only faults that make every request invalid (keys naming
 * object internals, nesting too deep, an oversized body, malformed JSON, an unknown key, ...).
 * `knownBad` lists the route's own invalid requests (ids, field paths, limits Firestore refuses),
 * each of which must be refused and write nothing.
 */

import { authRoutes, baseRoutes, dbRoutes } from '@workhub/domain';
import { badIds, fuzzOf, nest } from './fuzz-values';
import { PIPE_ROUTES } from './fuzz-routes-pipe';
import { OPUS_ROUTES } from './fuzz-routes-opus';
import { PROJECTS_ROUTES } from './fuzz-routes-projects';
import { LIVE_ROUTES } from './fuzz-routes-live';
import { VERSION_ROUTES } from './fuzz-routes-version';
import { WORKSPACE_ROUTES } from './fuzz-routes-workspace';
import { CLASS_PART_ROUTES } from './fuzz-routes-class-parts';
import { BUILD_ROUTES } from './fuzz-routes-build';
import { ERP_ROUTES } from './fuzz-routes-erp';
import { BASE_SPEC_ROUTES } from './fuzz-routes-base-spec';
import { BASE_DOCS_ROUTES } from './fuzz-routes-base-docs';
import { BASE_CALCULATE_ROUTES } from './fuzz-routes-base-calculate';
import { BASE_GENERATE_ROUTES } from './fuzz-routes-base-generate';
import { PICK_ROUTES } from './fuzz-routes-pick';
import { STORAGE_ROUTES } from './fuzz-routes-storage';
import { CLOUD_ROUTES } from './fuzz-routes-cloud';
import { HOMEHUB_ROUTES } from './fuzz-routes-homehub';
import { DESIGNS_ROUTES } from './fuzz-routes-designs';
import { EMAIL_ROUTES } from './fuzz-routes-email';

export type { FuzzRoute, FuzzTargets, Input } from './fuzz-values';
import type { FuzzRoute } from './fuzz-values';

const MISSING_JOB = 'fuzzMissingJob';
const MISSING_WORKSPACE = 'fuzzMissingWorkspace';
const MISSING_BLOCK = 'fuzz-missing-block';
const badPaths = [
  'a..b',
  '.a',
  'a.',
  '__name__',
  'a.__fuzz__.b',
  '__proto__.polluted',
  'constructor.prototype.polluted',
  'prototype',
  'a/b',
  'x'.repeat(1600),
];

const layerData = { 'design/walls': { objects: [{ name: 'wall', type: 'rect', points: [0, 0, 96, 0, 96, 6, 0, 6] }] } };

/** The routes of the first services (db, base, auth); later services have their own files, joined below. */
const CORE_ROUTES: FuzzRoute[] = [
  // ── database service ─────────────────────────────────────────────────────────────────────
  fuzzOf(dbRoutes.find, {
    harmless: () => ({ collection: 'jobs', query: { title: 'Fuzz' }, projection: { title: 1 }, limit: '5', skip: '0' }),
    knownBad: (t) => [
      ...['0', '-1', '1.5', 'abc', '5001', '1e400', '0x'].map((limit) => ({ collection: 'jobs', limit })),
      ...['-1', '100001', '1.5', 'abc'].map((skip) => ({ collection: 'jobs', skip })),
      ...['secrets', '__proto__', '', 'jobs/x'].map((collection) => ({ collection })),
      ...badIds.map((id) => ({ collection: 'jobs', query: { id } })),
      ...badPaths.map((path) => ({ collection: 'jobs', query: { [path]: 'x' } })),
      ...badPaths.map((path) => ({ collection: 'jobs', projection: { [path]: 1 } })),
      { collection: 'jobs', query: { id: 5 } },
      { collection: 'jobs', query: { id: { $in: ['a/b'] } } },
      { collection: 'jobs', query: { title: { $in: [] } } },
      { collection: 'jobs', query: { id: { $in: [] } } },
      {
        collection: 'jobs',
        query: {
          title: { $in: Array.from({ length: 30 }, (_, i) => `t${i}`) },
          skills: { $in: Array.from({ length: 30 }, (_, i) => `s${i}`) },
        },
      },
      { collection: 'jobs', query: { title: { $in: Array.from({ length: 31 }, (_, i) => `t${i}`) } } },
      { collection: 'jobs', query: { title: 'x'.repeat(1600) } },
      { collection: 'jobs', query: { title: { $regex: '.*' } } },
      { collection: 'jobs', query: { title: nest(40) } },
      { collection: 'jobs', query: '{"title":' },
      { collection: 'jobs', query: '[1,2]' },
      { collection: 'jobs', query: 'null' },
      { collection: 'blocks', query: { id: t.blockId } },
    ],
  }),
  fuzzOf(dbRoutes.insert, {
    harmless: (t) => ({ collection: 'jobs', to_insert: { id: t.jobId, title: 'Fuzz' } }),
    knownBad: (t) => [
      ...badIds.map((id) => ({ collection: 'jobs', to_insert: { id, title: 'Fuzz' } })),
      { collection: 'jobs', to_insert: { id: 5, title: 'Fuzz' } },
      { collection: 'jobs', to_insert: { title: 'Fuzz' } },
      { collection: 'jobs', to_insert: { id: 'fuzzJob', title: 5 } },
      { collection: 'jobs', to_insert: { id: 'fuzzJob', title: 'Fuzz', salary: 1 } },
      { collection: 'projects', to_insert: { id: 'fuzzProject', __fuzz__: 1 } },
      { collection: 'projects', to_insert: { id: 'fuzzProject', a: { '': 1 } } },
      { collection: 'projects', to_insert: { id: 'fuzzProject', a: { __fuzz__: 1 } } },
      { collection: 'projects', to_insert: { id: 'fuzzProject', deep: nest(21) } },
      { collection: 'projects', to_insert: { id: 'fuzzProject', pairs: [[1, 2]] } },
      { collection: 'projects', to_insert: { id: 'fuzzProject', big: 'x'.repeat(1_100_000) } },
      { collection: 'projects', to_insert: { id: 'fuzzProject', big: 'x'.repeat(650_000), more: 'y'.repeat(600_000) } },
      { collection: 'projects', to_insert: [{ id: 'fuzzProjectA' }, { id: 'fuzzProjectB', __fuzz__: 1 }] },
      { collection: 'projects', to_insert: [{ id: 'fuzzProjectA' }, { id: 'fuzzProjectA' }] },
      { collection: 'projects', to_insert: [{ id: 'fuzzProjectA' }, { id: t.projectId }] },
      { collection: 'projects', to_insert: [] },
      { collection: 'projects', to_insert: Array.from({ length: 501 }, (_, i) => ({ id: `fuzzMany${i}` })) },
      { collection: 'blocks', to_insert: { id: 'fuzz~block', name: 'fuzz-block', layers: {}, width: 1, height: 1 } },
      { collection: 'jobs', to_insert: { id: 'fuzzJob', title: 'Fuzz', constructor: { prototype: { polluted: 'yes' } } } },
      // Data a service owns, and stamps only the server writes (issue 23).
      { collection: 'projects', to_insert: { id: 'fuzzProject', clientName: 'Fuzz', phase: 'service' } },
      { collection: 'costs', to_insert: { id: 'fuzzCosts' } },
      { collection: 'buildingSystemOwners', to_insert: { id: 'fuzzSystem', system: 'fuzz', subsystemData: {} } },
      { collection: 'jobs', to_insert: { id: 'fuzzJob', title: 'Fuzz', updatedBy: 'mallory' } },
      {
        collection: 'jobs',
        to_insert: [
          { id: 'fuzzJobA', title: 'Fuzz' },
          { id: 'fuzzJob', title: 'Fuzz', updatedAt: '2020-01-01T00:00:00Z' },
        ],
      },
    ],
  }),
  fuzzOf(dbRoutes.update, {
    harmless: () => ({ collection: 'jobs', query: { id: MISSING_JOB }, update_vals: { $set: { title: 'Fuzz' } } }),
    real: (t) => ({ collection: 'jobs', query: { id: t.jobId }, update_vals: { $set: { title: 'Fuzz title' } } }),
    knownBad: (t) => [
      ...badPaths.map((path) => ({ collection: 'projects', query: { id: t.projectId }, update_vals: { $set: { [path]: 'yes' } } })),
      ...badPaths.map((path) => ({ collection: 'projects', query: { id: t.projectId }, update_vals: { $unset: { [path]: '' } } })),
      ...badIds.map((id) => ({ collection: 'jobs', query: { id: t.jobId }, update_vals: { $set: { id } } })),
      ...badIds.map((id) => ({ collection: 'jobs', query: { id }, update_vals: { $set: { title: 'Fuzz' } } })),
      { collection: 'projects', query: { id: t.projectId }, update_vals: { $set: { big: 'x'.repeat(1_100_000) } } },
      {
        collection: 'projects',
        query: { id: t.projectId },
        update_vals: { $set: { big: 'x'.repeat(650_000), more: 'y'.repeat(600_000) } },
      },
      { collection: 'projects', query: { id: t.projectId }, update_vals: { $set: { deep: nest(21) } } },
      { collection: 'projects', query: { id: t.projectId }, update_vals: { $set: { pairs: [[1]] } } },
      { collection: 'projects', query: { id: t.projectId }, update_vals: { $set: { 'a.b': { '': 1 } } } },
      { collection: 'jobs', query: { id: t.jobId }, update_vals: { $set: { title: 5 } } },
      { collection: 'jobs', query: { id: t.jobId }, update_vals: { $set: {} } },
      { collection: 'jobs', query: {}, update_vals: { $set: { title: 'Fuzz' } } },
      { collection: 'jobs', query: { id: { $in: [] } }, update_vals: { $set: { title: 'Fuzz' } } },
      { collection: 'jobs', query: { id: t.jobId }, update_vals: { $inc: { n: 1 } } },
      { collection: 'blocks', query: { id: t.blockId }, update_vals: { $set: { width: 1 } } },
      // Data a service owns, renames outside jobs, more than one document, stamps (issue 23).
      { collection: 'projects', query: { id: t.projectId }, update_vals: { $set: { phase: 'service' } } },
      {
        collection: 'projects',
        query: { id: t.projectId },
        update_vals: { $set: { 'milestones.serviceStarted': '2026-01-01T00:00:00.000Z' } },
      },
      { collection: 'projects', query: { id: t.projectId }, update_vals: { $set: { 'base.latest': { version: 'v9.9.9' } } } },
      { collection: 'projects', query: { id: t.projectId }, update_vals: { $set: { id: 'fuzzMovedProject' } } },
      { collection: 'projects', query: { phase: { $exists: true } }, update_vals: { $unset: { clientName: '' } } },
      { collection: 'costs', query: { id: { $exists: true } }, update_vals: { $set: { fuzz: 1 } } },
      { collection: 'buildingSystemOwners', query: { system: 'bath' }, update_vals: { $set: { 'subsystemData.fuzz': {} } } },
      { collection: 'emailTemplates', query: { id: 'welcome' }, update_vals: { $set: { id: 'fuzzMovedTemplate' } } },
      { collection: 'emailTemplates', query: { id: 'welcome' }, update_vals: { $set: { subject: 'Fuzz' } } },
      { collection: 'designs', query: { id: 'D-0001' }, update_vals: { $set: { id: 'fuzzMovedDesign' } } },
      { collection: 'jobs', query: { title: { $exists: true } }, update_vals: { $set: { skills: 'Fuzz' } } },
      { collection: 'jobs', query: { id: { $exists: true } }, update_vals: { $unset: { skills: '' } } },
      { collection: 'jobs', query: { id: t.jobId }, update_vals: { $set: { updatedBy: 'mallory' } } },
      { collection: 'jobs', query: { id: t.jobId }, update_vals: { $set: { title: 'Fuzz', updatedAt: '2020-01-01T00:00:00Z' } } },
      { collection: 'jobs', query: { id: t.jobId }, update_vals: { $unset: { updatedAt: '' } } },
      { collection: 'emailTemplates', query: { id: 'welcome' }, update_vals: { $set: { 'updatedBy.x': 'mallory' } } },
    ],
  }),
  fuzzOf(dbRoutes.setDate, {
    harmless: () => ({ collection: 'jobs', id: MISSING_JOB, date_field: 'publicAt', date: '2026-01-01T00:00:00Z' }),
    real: (t) => ({ collection: 'jobs', id: t.jobId, date_field: 'publicAt', date: '2026-01-01T00:00:00Z' }),
    knownBad: (t) => [
      ...badPaths.map((date_field) => ({ collection: 'projects', id: t.projectId, date_field })),
      ...badIds.map((id) => ({ collection: 'projects', id, date_field: 'created' })),
      { collection: 'projects', id: t.projectId, date_field: 'id' },
      { collection: 'projects', id: t.projectId, date_field: 'created', date: 'not a date' },
      { collection: 'blocks', id: t.blockId, date_field: 'created' },
      { collection: 'projects', id: t.projectId, date_field: 'milestones.serviceStarted' },
      { collection: 'costs', id: 'v1.0.0', date_field: 'created' },
      { collection: 'jobs', id: t.jobId, date_field: 'updatedAt', date: '2020-01-01T00:00:00Z' },
    ],
  }),
  fuzzOf(dbRoutes.removeDate, {
    harmless: () => ({ collection: 'jobs', id: MISSING_JOB, date_field: 'publicAt' }),
    real: (t) => ({ collection: 'jobs', id: t.jobId, date_field: 'publicAt' }),
    knownBad: (t) => [
      ...badPaths.map((date_field) => ({ collection: 'projects', id: t.projectId, date_field })),
      ...badIds.map((id) => ({ collection: 'projects', id, date_field: 'created' })),
      { collection: 'blocks', id: t.blockId, date_field: 'name' },
      { collection: 'projects', id: t.projectId, date_field: 'milestones.permittingStarted' },
      { collection: 'buildingSystemOwners', id: 'bath', date_field: 'system' },
      { collection: 'jobs', id: t.jobId, date_field: 'updatedAt' },
    ],
  }),
  fuzzOf(dbRoutes.removeJob, {
    harmless: () => ({ id: MISSING_JOB }),
    real: (t) => ({ id: t.jobId }),
    knownBad: () => badIds.map((id) => ({ id })),
  }),
  // ── base service: blocks ─────────────────────────────────────────────────────────────────
  fuzzOf(baseRoutes.blocks, {
    harmless: () => ({ allVersions: 'false', layerData: 'false', assigns: 'false' }),
    knownBad: () => [{ allVersions: 'yes' }, { layerData: '1' }, { assigns: ['true', 'false'] }, { limit: '5' }],
  }),
  fuzzOf(baseRoutes.assign, {
    harmless: () => ({ name: MISSING_BLOCK, user: 'fuzz', onshapeUrl: 'https://cad.example/documents/1' }),
    real: (t) => ({ name: t.blockName, user: 'fuzz', onshapeUrl: 'https://cad.example/documents/1' }),
    knownBad: (t) => [
      ...['__fuzz__', '', 'a/b', 'x'.repeat(200)].map((user) => ({ name: t.blockName, user, onshapeUrl: 'https://cad.example/d/1' })),
      { name: t.blockName, user: 'fuzz', onshapeUrl: 'http://cad.example/d/1' },
      { name: t.blockName, user: 'fuzz', onshapeUrl: 'javascript:alert(1)' },
      { name: t.blockName, user: 'fuzz', onshapeUrl: 'https://cad.example/d/1', workspaceId: '' },
    ],
  }),
  fuzzOf(baseRoutes.commit, {
    harmless: () => ({ workspaceId: MISSING_WORKSPACE, message: 'Fuzz' }),
    real: (t) => ({ workspaceId: t.workspaceId, message: 'Fuzz commit' }),
    knownBad: (t) => [
      ...['__fuzz__', '', 'a/b', '..', 'x'.repeat(1501)].map((workspaceId) => ({ workspaceId, message: 'Fuzz' })),
      { workspaceId: t.workspaceId, message: '' },
      { workspaceId: t.workspaceId, message: '   ' },
      { workspaceId: t.workspaceId, message: 'x'.repeat(2001) },
    ],
  }),
  fuzzOf(baseRoutes.workspace, {
    harmless: (t) => ({ workspaceId: t.workspaceId }),
    knownBad: () => ['__fuzz__', '', 'a/b', '..', '.', 'x'.repeat(1501)].map((workspaceId) => ({ workspaceId })),
  }),
  fuzzOf(baseRoutes.createWorkspace, {
    harmless: () => ({ name: MISSING_BLOCK, units: 'in' }),
    real: (t) => ({ name: t.blockName, units: 'in' }),
    knownBad: (t) => [
      { name: t.blockName, units: 'furlongs' },
      { name: t.blockName, user: '', units: 'in' },
      { name: t.blockName, user: 'a/b', units: 'in' },
      { name: 'a/b' },
      { name: '' },
    ],
  }),
  fuzzOf(baseRoutes.patchWorkspace, {
    harmless: () => ({ workspaceId: MISSING_WORKSPACE, units: 'ft', layerData, editors: ['eero'] }),
    real: (t) => ({ workspaceId: t.workspaceId, units: 'ft', layerData, editors: ['eero'] }),
    knownBad: (t) => [
      { workspaceId: t.workspaceId, layerData: { __fuzz__: layerData['design/walls'] } },
      {
        workspaceId: t.workspaceId,
        layerData: { 'design/walls': { objects: [{ name: 'w', type: 'rect', points: [0, 0], style: { '': 1 } }] } },
      },
      {
        workspaceId: t.workspaceId,
        layerData: { 'design/walls': { objects: [{ name: 'w', type: 'rect', points: [0, 0], style: { __fuzz__: 1 } }] } },
      },
      { workspaceId: t.workspaceId, layerData: { 'design/walls': { objects: [{ name: 'w', type: 'circle', points: [0, 0] }] } } },
      { workspaceId: t.workspaceId, assigns: { __fuzz__: { onshapeUrl: 'https://cad.example/d/1' } } },
      { workspaceId: t.workspaceId, assigns: { fuzz: { onshapeUrl: 'ftp://cad.example/d/1' } } },
      { workspaceId: t.workspaceId, editors: ['a/b'] },
      { workspaceId: t.workspaceId, units: 'furlongs' },
      { workspaceId: t.workspaceId },
      { workspaceId: '__fuzz__', units: 'ft' },
    ],
  }),
  fuzzOf(baseRoutes.deleteWorkspace, {
    harmless: () => ({ workspaceId: MISSING_WORKSPACE }),
    real: (t) => ({ workspaceId: t.workspaceId }),
    knownBad: () => ['__fuzz__', '', 'a/b', '..', '.', 'x'.repeat(1501)].map((workspaceId) => ({ workspaceId })),
  }),
  // ── sign-in exchange ─────────────────────────────────────────────────────────────────────
  fuzzOf(authRoutes.token, {
    harmless: () => ({ idToken: 'x'.repeat(40) }),
    knownBad: () => [
      { idToken: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
      { idToken: 'a.b.c'.repeat(10) },
      { idToken: 'x'.repeat(20_001) },
      { idToken: 5 },
      {},
    ],
  }),
];

export const FUZZ_ROUTES: FuzzRoute[] = [
  ...CORE_ROUTES,
  ...PIPE_ROUTES,
  ...OPUS_ROUTES,
  ...PROJECTS_ROUTES,
  ...LIVE_ROUTES,
  ...VERSION_ROUTES,
  ...WORKSPACE_ROUTES,
  ...CLASS_PART_ROUTES,
  ...BUILD_ROUTES,
  ...ERP_ROUTES,
  ...BASE_SPEC_ROUTES,
  ...BASE_DOCS_ROUTES,
  ...BASE_CALCULATE_ROUTES,
  ...BASE_GENERATE_ROUTES,
  ...PICK_ROUTES,
  ...STORAGE_ROUTES,
  ...CLOUD_ROUTES,
  ...HOMEHUB_ROUTES,
  ...DESIGNS_ROUTES,
  ...EMAIL_ROUTES,
];
