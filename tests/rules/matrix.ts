import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { COLLECTION_NAMES, collectionOfDocumentPath } from '@workhub/domain';
import {
  IDENTITIES,
  OTHER,
  WHO,
  baseViewDoc,
  blockContentDoc,
  blockWorkspaceDoc,
  changespaceDoc,
  settingsDoc,
  spaceContentChunkDoc,
  spaceWorkspaceDoc,
  tagDoc,
  workspaceContentDoc,
  workspaceDoc,
  type Data,
  type Db,
  type Identity,
  type IdentityKey,
  type RulesHarness,
} from './support';

/**
 * The access matrix: every collection (a "row"; some collections have an own / someone
 * else's row) × every identity × get, list, create, update, delete. Each cell is its own test
 * whose expected outcome comes from EXPECTED below, written out by hand. Every cell starts from
 * an empty database (the test file clears it) plus the row's seed.
 */

const OPS = ['get', 'list', 'create', 'update', 'delete'] as const;
type Op = (typeof OPS)[number];

type Query = firebase.firestore.Query;
interface Row {
  /** Documents the cell starts with (written with rules disabled). */
  seed(who: Identity, op: Op): Record<string, Data>;
  get(who: Identity): string;
  list(db: Db, who: Identity): Query;
  create(who: Identity): [path: string, data: Data];
  update(who: Identity): [path: string, data: Data];
  delete(who: Identity): string;
  /** What an operation does here, when the bare name would not say (shown in the test name). */
  notes?: Partial<Record<Op, string>>;
}

const SERVICE_COLLECTIONS = [
  'projects',
  'blocks',
  'designs',
  'costs',
  'buildingSystemOwners',
  'emailTemplates',
  'jobs',
  'erpItems',
  'erpSuppliers',
  'erpWarehouses',
  'erpItemGroups',
  'classParts',
  'classBlocks',
  'buildSpecs',
  'baseSpecs',
  'versions',
  'structure',
  'legacyAssets',
  'backgroundJobs',
  'exports',
  'zoneReports',
  'versionCandidates',
  'baseGenerators',
  'baseTests',
  'generatorRuns',
  'pickLists',
  'storageObjects',
] as const;

/** A plain collection with one seeded document. */
function plainRow(collection: string): Row {
  return {
    seed: () => ({ [`${collection}/seeded`]: { name: 'seeded', count: 1 } }),
    get: () => `${collection}/seeded`,
    list: (db) => db.collection(collection),
    create: () => [`${collection}/created`, { name: 'created', count: 1 }],
    update: () => [`${collection}/seeded`, { name: 'changed' }],
    delete: () => `${collection}/seeded`,
  };
}

const settingsId = (who: Identity) => who.uid ?? 'u-nobody';

/** A plain sub-collection with one seeded document. */
function plainRowAt(collectionPath: string): Row {
  return {
    seed: () => ({ [`${collectionPath}/seeded`]: { name: 'seeded', count: 1 } }),
    get: () => `${collectionPath}/seeded`,
    list: (db) => db.collection(collectionPath),
    create: () => [`${collectionPath}/created`, { name: 'created', count: 1 }],
    update: () => [`${collectionPath}/seeded`, { name: 'changed' }],
    delete: () => `${collectionPath}/seeded`,
  };
}

/** config/access as the seed writes it, with `email` (the caller) a design and management approver. */
const accessDoc = (email: string | undefined): Data => ({
  softwareEng: [],
  workspaceAdmin: [],
  approvers: { design: [email ?? 'nobody@modulr.example'], management: [email ?? 'nobody@modulr.example'], production: [] },
});

/** A presence document as the board writes it (at = the server's request time). */
const presenceDoc = (user: string | undefined, board = 'dash2'): Data => ({
  user: user ?? 'nobody',
  name: 'Someone',
  board,
  at: firebase.firestore.FieldValue.serverTimestamp(),
});

/** A base view write as the browser makes it: stamped with its user and the server's request time. */
const viewStamped = (user: string | undefined, data: Data): Data => ({
  ...data,
  updatedBy: user ?? 'nobody',
  updatedAt: firebase.firestore.FieldValue.serverTimestamp(),
});

const ROWS = {
  ...(Object.fromEntries(SERVICE_COLLECTIONS.map((c) => [c, plainRow(c)])) as Record<(typeof SERVICE_COLLECTIONS)[number], Row>),
  config: plainRow('config'),
  // Which email holds each `user` (issue 23, one identity per person): the sign-in exchange alone.
  userNames: {
    seed: () => ({ 'userNames/ada': { email: 'ada@modulr.example', uid: 'u-ada', registeredAt: '2026-11-27T08:00:00.000Z' } }),
    get: () => 'userNames/ada',
    list: (db) => db.collection('userNames'),
    create: (who) => [
      `userNames/${who.user}`,
      { email: who.token?.email ?? 'nobody@modulr.example', uid: who.uid ?? 'u-nobody', registeredAt: '2026-11-27T08:00:00.000Z' },
    ],
    update: (who) => ['userNames/ada', { email: who.token?.email ?? 'nobody@modulr.example' }],
    delete: () => 'userNames/ada',
  },
  // The approvers of each role live in config/access (issue 23): nobody reads it from the browser,
  // and nobody, an approver included, makes themself one.
  'config/access (the caller an approver)': {
    seed: (who) => ({ 'config/access': accessDoc(who.token?.email) }),
    get: () => 'config/access',
    list: (db) => db.collection('config'),
    create: (who) => ['config/access2', accessDoc(who.token?.email)],
    update: (who) => ['config/access', { 'approvers.production': [who.token?.email ?? 'nobody@modulr.example'] }],
    delete: () => 'config/access',
    notes: { update: 'adds the caller to the production approvers' },
  },

  'project pipe (one assembly)': {
    seed: () => ({ 'projects/P-1/pipe/m1-bath': { projectId: 'P-1', assembly: 'm1-bath', notes: '' } }),
    get: () => 'projects/P-1/pipe/m1-bath',
    list: (db) => db.collection('projects/P-1/pipe'),
    create: () => ['projects/P-1/pipe/m1-kitchen', { projectId: 'P-1', assembly: 'm1-kitchen', notes: '' }],
    update: () => ['projects/P-1/pipe/m1-bath', { pbom: { status: 'done', substatus: '', details: '' } }],
    delete: () => 'projects/P-1/pipe/m1-bath',
  },
  'pipe across projects (collection group)': {
    seed: () => ({ 'projects/P-1/pipe/m1-bath': { projectId: 'P-1', assembly: 'm1-bath', notes: '' } }),
    get: () => 'projects/P-1/pipe/m1-bath',
    list: (db) => db.collectionGroup('pipe'),
    create: () => ['projects/P-2/pipe/m1-deck', { projectId: 'P-2', assembly: 'm1-deck', notes: '' }],
    update: () => ['projects/P-1/pipe/m1-bath', { notes: 'forged' }],
    delete: () => 'projects/P-1/pipe/m1-bath',
    notes: { list: 'collection group' },
  },
  'export rows': plainRowAt('exports/x1/rows'),
  'version content chunks': plainRowAt('versions/_@baseSpec@json@v1.0.0/content'),
  'candidate content chunks': plainRowAt('versionCandidates/c1/content'),
  'generator run log': plainRowAt('generatorRuns/run1/log'),
  sentMails: plainRow('sentMails'),
  // A template's changes (issue 23): written by the email service in the change's transaction;
  // the page reads them through GET /email/template/history, so no browser reads or writes them.
  'email template history': plainRowAt('emailTemplates/welcome/history'),
  // The email service's per-user rate window: server-only, no rule, so nobody reads or writes it.
  mailRates: plainRow('mailRates'),
  features: {
    ...plainRow('features'),
    update: (who) => [
      'features/seeded',
      { enabled: false, updatedBy: who.user, updatedAt: firebase.firestore.FieldValue.serverTimestamp() },
    ],
    notes: { update: 'enabled, signed by the caller' },
  },
  'features (another field)': {
    ...plainRow('features'),
    update: (who) => [
      'features/seeded',
      { name: 'renamed', updatedBy: who.user, updatedAt: firebase.firestore.FieldValue.serverTimestamp() },
    ],
  },
  'generator run outputs': plainRowAt('generatorRuns/run1/outputs'),
  'board presence (own)': {
    seed: (who) => ({ [`boardPresence/${settingsId(who)}`]: presenceDoc(who.user) }),
    get: (who) => `boardPresence/${settingsId(who)}`,
    list: (db) => db.collection('boardPresence').where('board', '==', 'dash2'),
    create: (who) => [`boardPresence/${settingsId(who)}`, presenceDoc(who.user)],
    update: (who) => [`boardPresence/${settingsId(who)}`, presenceDoc(who.user, 'dash2/P-1001')],
    delete: (who) => `boardPresence/${settingsId(who)}`,
  },
  "board presence (another user's)": {
    seed: () => ({ 'boardPresence/u-other': presenceDoc(OTHER.user) }),
    get: () => 'boardPresence/u-other',
    list: (db) => db.collection('boardPresence'),
    create: () => ['boardPresence/u-forged', presenceDoc(OTHER.user)],
    update: () => ['boardPresence/u-other', presenceDoc(OTHER.user, 'dash2/P-1001')],
    delete: () => 'boardPresence/u-other',
  },

  'workspaces (own)': {
    seed: (who) => ({ 'workspaces/ws-own': workspaceDoc('ws-own', who.user) }),
    get: () => 'workspaces/ws-own',
    list: (db) => db.collection('workspaces').where('deleted', '==', false),
    create: (who) => ['workspaces/ws-new', workspaceDoc('ws-new', who.user)],
    update: () => ['workspaces/ws-own', { name: 'structure/floor-cassette', major: 1 }],
    delete: () => 'workspaces/ws-own',
    notes: { list: 'where deleted == false', create: 'creator = caller', update: 'rename', delete: 'hard' },
  },
  "workspaces (another's)": {
    seed: () => ({ 'workspaces/ws-other': workspaceDoc('ws-other', OTHER.user) }),
    get: () => 'workspaces/ws-other',
    list: (db) => db.collection('workspaces'),
    create: () => ['workspaces/ws-forged', workspaceDoc('ws-forged', OTHER.user)],
    update: () => ['workspaces/ws-other', { deleted: true }],
    delete: () => 'workspaces/ws-other',
    notes: { list: 'unfiltered', create: 'creator forged', update: 'soft delete', delete: 'hard' },
  },
  "workspaces (another's, soft-deleted)": {
    seed: () => ({ 'workspaces/ws-gone': workspaceDoc('ws-gone', OTHER.user, { deleted: true }) }),
    get: () => 'workspaces/ws-gone',
    list: (db) => db.collection('workspaces').where('deleted', '==', true),
    create: (who) => ['workspaces/ws-new', workspaceDoc('ws-new', who.user, { deleted: true })],
    update: () => ['workspaces/ws-gone', { deleted: false }],
    delete: () => 'workspaces/ws-gone',
    notes: { list: 'where deleted == true', create: 'already deleted', update: 'restore', delete: 'hard' },
  },

  // Block workspaces: made, committed and removed through the base service; the browser
  // changes only units, editors and deleted, and never writes their content.
  'block workspaces (own)': {
    seed: (who) => ({ 'workspaces/bw-own': blockWorkspaceDoc('bw-own', who.user) }),
    get: () => 'workspaces/bw-own',
    list: (db) => db.collection('workspaces').where('workspaceType', '==', 'block').where('deleted', '==', false),
    create: (who) => ['workspaces/bw-new', blockWorkspaceDoc('bw-new', who.user)],
    update: () => ['workspaces/bw-own', { units: 'ft', editors: ['zaha'] }],
    delete: () => 'workspaces/bw-own',
    notes: { create: 'service only', update: 'units, editors', delete: 'service only' },
  },
  "block workspaces (another's)": {
    seed: () => ({
      'workspaces/bw-other': blockWorkspaceDoc('bw-other', OTHER.user),
      'workspaces/bw-gone': blockWorkspaceDoc('bw-gone', OTHER.user, { deleted: true }),
    }),
    get: () => 'workspaces/bw-gone',
    list: (db) => db.collection('workspaces').where('workspaceType', '==', 'block'),
    create: () => ['workspaces/bw-forged', blockWorkspaceDoc('bw-forged', OTHER.user)],
    update: () => ['workspaces/bw-gone', { deleted: false }],
    delete: () => 'workspaces/bw-other',
    notes: { get: 'soft-deleted', list: 'deleted included', update: 'restore', delete: 'service only' },
  },
  'block content (own block workspace)': {
    seed: (who, op) => ({
      'workspaces/bw-own': blockWorkspaceDoc('bw-own', who.user),
      ...(op === 'create' ? {} : { 'workspaces/bw-own/content/block': blockContentDoc() }),
    }),
    get: () => 'workspaces/bw-own/content/block',
    list: (db) => db.collection('workspaces/bw-own/content'),
    create: () => [
      'workspaces/bw-own/content/block',
      blockContentDoc({ data: { name: 'bath full 8x8', width: 48, height: 96, layers: {} } }),
    ],
    update: () => ['workspaces/bw-own/content/block', { 'data.width': 48 }],
    delete: () => 'workspaces/bw-own/content/block',
  },
  'workspace content (own workspace)': {
    seed: (who) => ({ 'workspaces/ws-own': workspaceDoc('ws-own', who.user), 'workspaces/ws-own/content/c1': workspaceContentDoc() }),
    get: () => 'workspaces/ws-own/content/c1',
    list: (db) => db.collection('workspaces/ws-own/content'),
    create: () => ['workspaces/ws-own/content/c2', workspaceContentDoc({ name: 'wall-panel', isActive: true })],
    update: () => ['workspaces/ws-own/content/c1', { message: 'Move the header up' }],
    delete: () => 'workspaces/ws-own/content/c1',
  },
  "workspace content (another's workspace)": {
    seed: () => ({ 'workspaces/ws-other': workspaceDoc('ws-other', OTHER.user), 'workspaces/ws-other/content/c1': workspaceContentDoc() }),
    get: () => 'workspaces/ws-other/content/c1',
    list: (db) => db.collection('workspaces/ws-other/content'),
    create: () => ['workspaces/ws-other/content/c2', workspaceContentDoc()],
    update: () => ['workspaces/ws-other/content/c1', { message: 'Move the header up' }],
    delete: () => 'workspaces/ws-other/content/c1',
  },
  "workspace content (another's soft-deleted workspace)": {
    seed: () => ({
      'workspaces/ws-gone': workspaceDoc('ws-gone', OTHER.user, { deleted: true }),
      'workspaces/ws-gone/content/c1': workspaceContentDoc(),
    }),
    get: () => 'workspaces/ws-gone/content/c1',
    list: (db) => db.collection('workspaces/ws-gone/content'),
    create: () => ['workspaces/ws-gone/content/c2', workspaceContentDoc()],
    update: () => ['workspaces/ws-gone/content/c1', { message: 'Move the header up' }],
    delete: () => 'workspaces/ws-gone/content/c1',
  },
  // The workspace itself gone (a commit deletes it): its leftover content reads as before, and is
  // written by nobody; the page then shows the missing workspace's 404.
  'workspace content (no workspace)': {
    seed: () => ({ 'workspaces/ws-missing/content/c1': workspaceContentDoc() }),
    get: () => 'workspaces/ws-missing/content/c1',
    list: (db) => db.collection('workspaces/ws-missing/content'),
    create: () => ['workspaces/ws-missing/content/c2', workspaceContentDoc()],
    update: () => ['workspaces/ws-missing/content/c1', { message: 'Move the header up' }],
    delete: () => 'workspaces/ws-missing/content/c1',
  },
  'workspace content (own soft-deleted workspace)': {
    seed: (who) => ({
      'workspaces/ws-mine-gone': workspaceDoc('ws-mine-gone', who.user, { deleted: true }),
      'workspaces/ws-mine-gone/content/c1': workspaceContentDoc(),
    }),
    get: () => 'workspaces/ws-mine-gone/content/c1',
    list: (db) => db.collection('workspaces/ws-mine-gone/content'),
    create: () => ['workspaces/ws-mine-gone/content/c2', workspaceContentDoc()],
    update: () => ['workspaces/ws-mine-gone/content/c1', { message: 'Move the header up' }],
    delete: () => 'workspaces/ws-mine-gone/content/c1',
  },

  // Space and baseSpec workspaces and their content: written only by the services (version
  // service, workspace endpoints); read like every workspace.
  'space workspaces (own)': {
    seed: (who) => ({ 'workspaces/sp-own': spaceWorkspaceDoc('sp-own', who.user) }),
    get: () => 'workspaces/sp-own',
    list: (db) => db.collection('workspaces').where('workspaceType', '==', 'space').where('deleted', '==', false),
    create: (who) => ['workspaces/sp-new', spaceWorkspaceDoc('sp-new', who.user)],
    update: () => ['workspaces/sp-own', { status: 'patched', deleted: true }],
    delete: () => 'workspaces/sp-own',
    notes: { create: 'services only', update: 'services only', delete: 'services only' },
  },
  "space workspaces (another's)": {
    seed: () => ({ 'workspaces/sp-other': spaceWorkspaceDoc('sp-other', OTHER.user) }),
    get: () => 'workspaces/sp-other',
    list: (db) => db.collection('workspaces').where('workspaceType', '==', 'space').where('deleted', '==', false),
    create: () => ['workspaces/sp-forged', spaceWorkspaceDoc('sp-forged', OTHER.user)],
    update: () => ['workspaces/sp-other', { deleted: true }],
    delete: () => 'workspaces/sp-other',
    notes: { update: 'soft delete', delete: 'hard' },
  },
  'baseSpec workspaces (own)': {
    seed: (who) => ({ 'workspaces/baseSpec': spaceWorkspaceDoc('baseSpec', who.user, { name: 'baseSpec', workspaceType: 'baseSpec' }) }),
    get: () => 'workspaces/baseSpec',
    list: (db) => db.collection('workspaces').where('workspaceType', '==', 'baseSpec').where('deleted', '==', false),
    create: (who) => ['workspaces/bs-new', spaceWorkspaceDoc('bs-new', who.user, { name: 'baseSpec', workspaceType: 'baseSpec' })],
    update: () => ['workspaces/baseSpec', { minor: 3 }],
    delete: () => 'workspaces/baseSpec',
  },
  'space content (own space workspace)': {
    seed: (who) => ({
      'workspaces/sp-own': spaceWorkspaceDoc('sp-own', who.user),
      'workspaces/sp-own/content/json-0000': spaceContentChunkDoc(),
    }),
    get: () => 'workspaces/sp-own/content/json-0000',
    list: (db) => db.collection('workspaces/sp-own/content'),
    create: () => ['workspaces/sp-own/content/notes', { documentId: 'notes', documentType: 'classPart', message: 'forged kind' }],
    update: () => ['workspaces/sp-own/content/json-0000', { text: '{"layers":{"walls":{}}}' }],
    delete: () => 'workspaces/sp-own/content/json-0000',
  },
  'class-part content of another kind (own class-part workspace)': {
    seed: (who) => ({
      'workspaces/ws-own': workspaceDoc('ws-own', who.user),
      'workspaces/ws-own/content/json-0000': spaceContentChunkDoc(),
    }),
    get: () => 'workspaces/ws-own/content/json-0000',
    list: (db) => db.collection('workspaces/ws-own/content'),
    create: () => ['workspaces/ws-own/content/json', { documentId: 'json', documentType: 'json', data: { layers: {} } }],
    update: () => ['workspaces/ws-own/content/json-0000', { documentType: 'json', message: 'x' }],
    delete: () => 'workspaces/ws-own/content/json-0000',
    notes: { create: "documentType 'json'", update: "documentType 'json'", delete: 'may clean up' },
  },

  'changespaces (own)': {
    seed: (who) => ({ 'changespaces/cs-own': changespaceDoc(who.user) }),
    get: () => 'changespaces/cs-own',
    list: (db) => db.collection('changespaces'),
    create: (who) => ['changespaces/cs-new', changespaceDoc(who.user)],
    update: () => ['changespaces/cs-own', { name: 'Bath rework', deleted: true }],
    delete: () => 'changespaces/cs-own',
    notes: { create: 'creator = caller', update: 'rename + soft delete', delete: 'hard' },
  },
  "changespaces (another's)": {
    seed: () => ({ 'changespaces/cs-other': changespaceDoc(OTHER.user) }),
    get: () => 'changespaces/cs-other',
    list: (db) => db.collection('changespaces'),
    create: () => ['changespaces/cs-forged', changespaceDoc(OTHER.user)],
    update: () => ['changespaces/cs-other', { name: 'Bath rework' }],
    delete: () => 'changespaces/cs-other',
    notes: { create: 'creator forged', delete: 'hard' },
  },
  'changespace contents (own changespace)': {
    seed: (who) => ({ 'changespaces/cs-own': changespaceDoc(who.user), 'changespaces/cs-own/contents/x1': { anything: { goes: [1, 2] } } }),
    get: () => 'changespaces/cs-own/contents/x1',
    list: (db) => db.collection('changespaces/cs-own/contents'),
    create: () => ['changespaces/cs-own/contents/x2', { layers: { walls: [0, 0, 10, 0] }, note: 'free-form' }],
    update: () => ['changespaces/cs-own/contents/x1', { extra: true }],
    delete: () => 'changespaces/cs-own/contents/x1',
  },
  "changespace contents (another's changespace)": {
    seed: () => ({
      'changespaces/cs-other': changespaceDoc(OTHER.user),
      'changespaces/cs-other/contents/x1': { anything: { goes: [1, 2] } },
    }),
    get: () => 'changespaces/cs-other/contents/x1',
    list: (db) => db.collection('changespaces/cs-other/contents'),
    create: () => ['changespaces/cs-other/contents/x2', { note: 'free-form' }],
    update: () => ['changespaces/cs-other/contents/x1', { extra: true }],
    delete: () => 'changespaces/cs-other/contents/x1',
  },

  'plum/base/views': {
    seed: () => ({ 'plum/base/views/v1': baseViewDoc('v1') }),
    get: () => 'plum/base/views/v1',
    list: (db) => db.collection('plum/base/views'),
    create: (who) => [
      'plum/base/views/v2',
      viewStamped(who.user, baseViewDoc('v2', { type: 'install', name: 'Install sequence', isDefault: true })),
    ],
    update: (who) => ['plum/base/views/v1', viewStamped(who.user, { name: 'Structure and sitework', isDefault: true })],
    delete: () => 'plum/base/views/v1',
    notes: { create: 'stamped by the caller', update: 'stamped by the caller' },
  },
  // Who changed a shared view and when is the caller at the request time, never a value the browser makes up.
  'plum/base/views (unstamped or forged stamp)': {
    seed: () => ({ 'plum/base/views/v1': baseViewDoc('v1') }),
    get: () => 'plum/base/views/v1',
    list: (db) => db.collection('plum/base/views').where('type', '==', 'system'),
    create: () => ['plum/base/views/v2', viewStamped(OTHER.user, baseViewDoc('v2'))],
    update: () => ['plum/base/views/v1', { name: 'Structure and sitework', isDefault: true }],
    delete: () => 'plum/base/views/v1',
    notes: { list: 'where type == system', create: 'updatedBy forged', update: 'no stamp' },
  },

  'settings (own)': {
    seed: (who, op) => (op === 'create' ? {} : { [`settings/${settingsId(who)}`]: settingsDoc() }),
    get: (who) => `settings/${settingsId(who)}`,
    list: (db) => db.collection('settings'),
    create: (who) => [`settings/${settingsId(who)}`, settingsDoc()],
    update: (who) => [`settings/${settingsId(who)}`, { 'plume.logLevel': 4 }],
    delete: (who) => `settings/${settingsId(who)}`,
  },
  "settings (another user's)": {
    seed: (_who, op) => (op === 'create' ? {} : { [`settings/${OTHER.uid}`]: settingsDoc() }),
    get: () => `settings/${OTHER.uid}`,
    list: (db) => db.collection('settings'),
    create: () => [`settings/${OTHER.uid}`, settingsDoc()],
    update: () => [`settings/${OTHER.uid}`, { 'plume.logLevel': 4 }],
    delete: () => `settings/${OTHER.uid}`,
  },

  tags: {
    seed: () => ({ 'tags/Bv3,2,1-1': tagDoc(OTHER.user) }),
    get: () => 'tags/Bv3,2,1-1',
    list: (db) => db.collection('tags'),
    create: (who) => ['tags/Bv3,2,1-2', tagDoc(who.user)],
    update: () => ['tags/Bv3,2,1-1', { references: { 'Bv3,2,1-1': 'v3.2.1', 'Lv0,3,0-1': 'v0.3.0' } }],
    delete: () => 'tags/Bv3,2,1-1',
    notes: { create: 'verifier = caller', update: 'references' },
  },
  "tags (another's, taken over)": {
    seed: () => ({ 'tags/Bv3,2,1-1': tagDoc(OTHER.user) }),
    get: () => 'tags/Bv3,2,1-1',
    list: (db) => db.collection('tags').where('verifier', '==', OTHER.user),
    create: (who) => ['tags/Bv3,2,1-2', tagDoc(who.user, { references: {} })],
    update: (who) => ['tags/Bv3,2,1-1', { verifier: who.user }],
    delete: () => 'tags/Bv3,2,1-1',
    notes: { list: 'by verifier', create: 'no references', update: 'verifier = caller' },
  },
  'tags (own)': {
    seed: (who) => ({ 'tags/Lv0,3,0-1': tagDoc(who.user) }),
    get: () => 'tags/Lv0,3,0-1',
    list: (db, who) => db.collection('tags').where('verifier', '==', who.user),
    create: () => ['tags/Lv0,3,0-2', tagDoc(undefined)],
    update: () => ['tags/Lv0,3,0-1', { references: { 'Lv0,3,0-1': 'v0.3.0' } }],
    delete: () => 'tags/Lv0,3,0-1',
    notes: { list: 'by verifier', create: 'unverified', update: 'references' },
  },
  'tags (unverified)': {
    seed: () => ({ 'tags/Lv0,4,0-1': tagDoc(undefined) }),
    get: () => 'tags/Lv0,4,0-1',
    list: (db) => db.collection('tags'),
    create: (who) => ['tags/Lv0.4.0-2', tagDoc(who.user)],
    update: (who) => ['tags/Lv0,4,0-1', { verifier: who.user }],
    delete: () => 'tags/Lv0,4,0-1',
    notes: { create: 'dots in the id', update: 'verified by the caller' },
  },
} satisfies Record<string, Row>;

type RowName = keyof typeof ROWS;

// Expected outcomes. Each string has one letter per identity, in this order:
//   signed out · outside-domain user · staff · software engineer · workspace admin ·
//   a software engineer and workspace admin whose sign-in (auth_time) is older than 7 days ·
//   one whose token lacks the registered `user` name (a session from before the registry)
// A = allowed, - = denied. The last two columns are all '-': an old or unregistered session is nobody, whatever its claims.
//
//                                                  get       list      create    update    delete
const EXPECTED: [RowName, string, string, string, string, string][] = [
  ['projects', '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['blocks', '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['designs', '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['costs', '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['buildingSystemOwners', '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['emailTemplates', '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['jobs', '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['erpItems', '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['erpSuppliers', '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['erpWarehouses', '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['erpItemGroups', '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['features', '--AAA--', '--AAA--', '-------', '----A--', '-------'],
  ['features (another field)', '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['sentMails', '----A--', '----A--', '-------', '-------', '-------'],
  ['mailRates', '-------', '-------', '-------', '-------', '-------'],
  ['classParts', '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['buildSpecs', '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['baseSpecs', '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['versions', '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['structure', '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['legacyAssets', '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['backgroundJobs', '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['exports', '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['zoneReports', '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['versionCandidates', '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['baseGenerators', '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['baseTests', '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['generatorRuns', '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['pickLists', '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['storageObjects', '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['generator run log', '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['generator run outputs', '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['export rows', '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['version content chunks', '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['candidate content chunks', '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['project pipe (one assembly)', '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['pipe across projects (collection group)', '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['board presence (own)', '--AAA--', '--AAA--', '--AAA--', '--AAA--', '--AAA--'],
  ["board presence (another user's)", '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['classBlocks', '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['config', '-------', '-------', '-------', '-------', '-------'],
  ['userNames', '-------', '-------', '-------', '-------', '-------'],
  ['config/access (the caller an approver)', '-------', '-------', '-------', '-------', '-------'],
  ['workspaces (own)', '--AAA--', '--AAA--', '--AAA--', '--AAA--', '--AAA--'],
  ["workspaces (another's)", '--AAA--', '----A--', '-------', '----A--', '----A--'],
  ["workspaces (another's, soft-deleted)", '----A--', '----A--', '-------', '----A--', '----A--'],
  ['block workspaces (own)', '--AAA--', '--AAA--', '-------', '--AAA--', '-------'],
  ["block workspaces (another's)", '----A--', '----A--', '-------', '----A--', '-------'],
  ['block content (own block workspace)', '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['workspace content (own workspace)', '--AAA--', '--AAA--', '--AAA--', '--AAA--', '--AAA--'],
  ["workspace content (another's workspace)", '--AAA--', '--AAA--', '----A--', '----A--', '----A--'],
  ["workspace content (another's soft-deleted workspace)", '----A--', '----A--', '----A--', '----A--', '----A--'],
  ['workspace content (no workspace)', '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['workspace content (own soft-deleted workspace)', '--AAA--', '--AAA--', '--AAA--', '--AAA--', '--AAA--'],
  ['space workspaces (own)', '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ["space workspaces (another's)", '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['baseSpec workspaces (own)', '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['space content (own space workspace)', '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['class-part content of another kind (own class-part workspace)', '--AAA--', '--AAA--', '-------', '-------', '--AAA--'],
  ['changespaces (own)', '--AAA--', '--AAA--', '--AAA--', '--AAA--', '-------'],
  ["changespaces (another's)", '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['changespace contents (own changespace)', '--AAA--', '--AAA--', '--AAA--', '--AAA--', '--AAA--'],
  ["changespace contents (another's changespace)", '--AAA--', '--AAA--', '-------', '-------', '-------'],
  ['plum/base/views', '--AAA--', '--AAA--', '--AAA--', '--AAA--', '--AAA--'],
  ['plum/base/views (unstamped or forged stamp)', '--AAA--', '--AAA--', '-------', '-------', '--AAA--'],
  ['settings (own)', '--AAA--', '-------', '--AAA--', '--AAA--', '--AAA--'],
  ["settings (another user's)", '-------', '-------', '-------', '-------', '-------'],
  ['tags', '--AAA--', '--AAA--', '--AAA--', '-------', '-------'],
  ["tags (another's, taken over)", '--AAA--', '--AAA--', '--AAA--', '-------', '-------'],
  ['tags (own)', '--AAA--', '--AAA--', '--AAA--', '--AAA--', '-------'],
  ['tags (unverified)', '--AAA--', '--AAA--', '-------', '--AAA--', '-------'],
  ['email template history', '-------', '-------', '-------', '-------', '-------'],
];

interface Cell {
  name: string;
  row: RowName;
  who: IdentityKey;
  op: Op;
  allowed: boolean;
}

const CELLS: Cell[] = EXPECTED.flatMap(([row, ...patterns]) =>
  OPS.flatMap((op, o) =>
    IDENTITIES.map((who, i) => {
      const allowed = patterns[o]![i] === 'A';
      const note = (ROWS[row] as Row).notes?.[op];
      return {
        row,
        who,
        op,
        allowed,
        name: `${row} · ${WHO[who].label} · ${op}${note ? ` (${note})` : ''} → ${allowed ? 'allowed' : 'denied'}`,
      };
    }),
  ),
);
const ALLOWED = CELLS.filter((c) => c.allowed).length;
const DENIED = CELLS.length - ALLOWED;

function run(db: Db, row: Row, who: Identity, op: Op): Promise<unknown> {
  switch (op) {
    case 'get':
      return db.doc(row.get(who)).get();
    case 'list':
      return row.list(db, who).get();
    case 'create': {
      const [path, data] = row.create(who);
      return db.doc(path).set(data);
    }
    case 'update': {
      const [path, data] = row.update(who);
      return db.doc(path).update(data);
    }
    case 'delete':
      return db.doc(row.delete(who)).delete();
  }
}

/** Registers the matrix: one named test per cell, plus a check that the table is whole. */
export function accessMatrixTests(rules: () => RulesHarness): void {
  describe(`access matrix (${CELLS.length} cells: ${ALLOWED} allowed, ${DENIED} denied)`, () => {
    afterAll(() => {
      console.log(`[rules] access matrix: ${CELLS.length} cells, ${ALLOWED} allowed, ${DENIED} denied`);
    });

    it('the table covers every row × identity × operation exactly once, with both outcomes', () => {
      expect(EXPECTED.map(([row]) => row).sort()).toEqual(Object.keys(ROWS).sort());
      for (const [row, ...patterns] of EXPECTED) {
        for (const pattern of patterns) expect(pattern, row).toMatch(new RegExp(`^[A-]{${IDENTITIES.length}}$`));
      }
      expect(CELLS).toHaveLength(Object.keys(ROWS).length * OPS.length * IDENTITIES.length);
      expect(new Set(CELLS.map((c) => c.name)).size).toBe(CELLS.length);
      expect(ALLOWED).toBeGreaterThan(0);
      expect(DENIED).toBeGreaterThan(0);
    });

    it('every registry collection (domain/src/collections) has matrix rows, and every row is on a registry collection', () => {
      const rowCollections = new Map<string, string | undefined>(
        Object.entries(ROWS).map(([name, row]) => [name, collectionOfDocumentPath((row as Row).get(WHO.staff))]),
      );
      expect([...rowCollections].filter(([, collection]) => collection === undefined).map(([name]) => name)).toEqual([]);
      const covered = new Set(rowCollections.values());
      expect(COLLECTION_NAMES.filter((name) => !covered.has(name))).toEqual([]);
    });

    it.each(CELLS)('$name', async ({ row, who, op, allowed }) => {
      const definition: Row = ROWS[row];
      const identity = WHO[who];
      const docs = definition.seed(identity, op);
      if (Object.keys(docs).length > 0) await rules().seed(docs);
      const attempt = run(rules().db(who), definition, identity, op);
      if (allowed) await assertSucceeds(attempt);
      else await assertFails(attempt);
    });
  });
}
