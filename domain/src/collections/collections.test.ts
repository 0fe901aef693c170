import { describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  COLLECTION_NAMES,
  collectionOfDocumentPath,
  collectionPath,
  parseStoredDocument,
  schemaKeys,
  storedDocumentSchemas,
  workspaceSchema,
} from './index.js';
import { DB_COLLECTIONS } from '../db-service.js';

const common = { id: 'w1', creator: 'ada', deleted: false, major: 0, minor: 0, patch: 0 };
const classPart = {
  ...common,
  name: 'structure/wall-panel',
  status: 'new',
  workspaceName: 'structure/wall-panel w0.0.0',
  workspaceType: 'classPart',
};
const block = { ...common, name: 'base/blocks/Kitchen', workspaceName: 'Kitchen', workspaceType: 'block' };
const space = {
  ...common,
  name: 'P-1001/layout',
  projectId: 'P-1001',
  status: 'new',
  workspaceName: 'layout',
  workspaceType: 'space',
  type: 'json',
  created: '2026-01-05T08:00:00.000Z',
  modified: '2026-01-05T08:00:00.000Z',
  contentBytes: 2,
  contentChunks: 1,
};

describe('the collection registry', () => {
  it('names every collection once, each path a document path ending in an id placeholder', () => {
    expect(new Set(COLLECTION_NAMES.map((n) => COLLECTIONS[n].path)).size).toBe(COLLECTION_NAMES.length);
    for (const name of COLLECTION_NAMES) {
      const segments = COLLECTIONS[name].path.split('/');
      expect(segments.length % 2, name).toBe(0);
      expect(segments.at(-1), name).toMatch(/^\{\w+\}$/);
      expect(COLLECTIONS[name].writtenBy.length, name).toBeGreaterThan(0);
    }
  });

  it('workspaces: one schema, discriminated by workspaceType (class part, block, space / baseSpec)', () => {
    expect(workspaceSchema.safeParse(classPart).success).toBe(true);
    expect(workspaceSchema.safeParse(block).success).toBe(true);
    expect(workspaceSchema.safeParse(space).success, JSON.stringify(workspaceSchema.safeParse(space).error?.issues)).toBe(true);
    // Each kind is checked by its own rules: a block workspace's name must be base/blocks/<workspaceName>.
    expect(workspaceSchema.safeParse({ ...block, name: 'structure/wall-panel' }).success).toBe(false);
    expect(workspaceSchema.safeParse({ ...classPart, workspaceType: 'garden' }).success).toBe(false);
    expect(parseStoredDocument('workspaces', 'w9', { ...classPart, id: 'other' }).data).toMatchObject({ id: 'w9' });
  });

  it('reads an older stored shape through its migration, and refuses one written by a newer WorkHub', () => {
    const job = { id: 'crane', title: 'Crane operator', qualifications: 'NCCCO certified' };
    const old = { id: 'crane', title: 'Crane operator', experience: 'NCCCO certified' };
    const read = parseStoredDocument('jobs', 'crane', old);
    expect(read.success, JSON.stringify(read.error?.issues)).toBe(true);
    expect(read.data).toMatchObject({ qualifications: 'NCCCO certified' });
    const newer = parseStoredDocument('jobs', 'crane', { ...job, schemaVersion: 99 });
    expect(newer.success).toBe(false);
    expect(JSON.stringify(newer.error?.issues)).toMatch(/newer/i);
  });

  it('finds the collection of a document path and fills a collection path', () => {
    expect(collectionOfDocumentPath('projects/P-1')).toBe('projects');
    expect(collectionOfDocumentPath('projects/P-1/pipe/m1-bath')).toBe('pipe');
    expect(collectionOfDocumentPath('plum/base/views/v1')).toBe('baseViews');
    expect(collectionOfDocumentPath('plum/other/views/v1')).toBeUndefined();
    expect(collectionOfDocumentPath('nowhere/x')).toBeUndefined();
    expect(collectionPath('pipe', ['P-1'])).toBe('projects/P-1/pipe');
    expect(collectionPath('baseViews')).toBe('plum/base/views');
    expect(() => collectionPath('pipe')).toThrow(/parent/);
  });

  it('the database service’s stored schemas are the registry’s', () => {
    for (const c of DB_COLLECTIONS) expect(storedDocumentSchemas[c], c).toBe(COLLECTIONS[c].schema);
  });

  it('lists the keys of an object or a union of objects; none for a map of any keys', () => {
    expect(schemaKeys(COLLECTIONS.tags.schema)).toEqual(['id', 'references', 'verifier']);
    expect(schemaKeys(workspaceSchema)).toEqual(expect.arrayContaining(['status', 'units', 'editors', 'type', 'activeCandidate']));
    expect(schemaKeys(COLLECTIONS.changespaceContents.schema)).toBeUndefined();
  });
});
