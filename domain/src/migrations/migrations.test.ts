import { describe, expect, it } from 'vitest';
import { accessGroupsSchema } from '../access.js';
import { blockWorkspaceDocSchema, storedBlockSchema } from '../blocks/block-workspace.js';
import { seedPlanOf } from '../collab/seed-plan.js';
import { liveDocumentMigration } from './live-document.js';
import { storedBlockReader, storedBlockWorkspaceSchema } from './readers.js';
import { migrateStored, stampedForWrite, storedReader } from './stored.js';
import { LIVE_DOCUMENT_SCHEMA_VERSION, STORED_SCHEMA_VERSIONS } from './versions.js';

/** Fixtures of the previous shape (version 0: no schemaVersion), as documents were written before. */
const previous = {
  jobs: { title: 'Site Engineer', skills: 'CAD', experience: '5 years on site', publicAt: '2026-01-01T00:00:00.000Z' },
  'config/access': { softwareEng: ['ada@modulr.example'], workspaceAdmin: ['eero@modulr.example'] },
  blocks: {
    name: 'roof-cassette',
    width: 96,
    height: 48,
    layers: { 'design/walls': { objects: [] }, 'design/openings': { objects: [] } },
    version: '1.0.0',
  },
  workspaces: {
    id: 'ws-old',
    name: 'base/blocks/roof-cassette',
    workspaceName: 'roof-cassette',
    creator: 'ada',
    major: 1,
    minor: 0,
    patch: 0,
    deleted: false,
    workspaceType: 'block',
  },
} as const;

describe('migrateStored: documents of the previous shape', () => {
  it('turns a v0 job (experience) into v1 (qualifications), without touching the input', () => {
    const input = { ...previous.jobs };
    const result = migrateStored('jobs', input);
    expect(result).toEqual({
      ok: true,
      from: 0,
      changed: true,
      data: {
        title: 'Site Engineer',
        skills: 'CAD',
        qualifications: '5 years on site',
        publicAt: '2026-01-01T00:00:00.000Z',
        schemaVersion: 1,
      },
    });
    expect(input).toEqual(previous.jobs);
    // A v0 job that had both keeps the newer field.
    const both = migrateStored('jobs', { title: 'A', experience: 'old', qualifications: 'new' });
    expect(both.ok && both.data).toEqual({ title: 'A', qualifications: 'new', schemaVersion: 1 });
  });

  it('gives a v0 config/access nobody approving (fails closed), valid for the current schema', () => {
    const result = migrateStored('config/access', previous['config/access']);
    expect(result.ok && result.data.approvers).toEqual({ design: [], management: [], production: [] });
    expect(accessGroupsSchema.safeParse(previous['config/access']).success).toBe(false);
    expect(accessGroupsSchema.parse(result.ok && result.data).workspaceAdmin).toEqual(['eero@modulr.example']);
  });

  it('counts the layers of a v0 block (layerCount)', () => {
    const result = migrateStored('blocks', previous.blocks);
    expect(result.ok && result.data).toMatchObject({ layerCount: 2, schemaVersion: 1, version: '1.0.0' });
    expect(storedBlockSchema.parse(result.ok && result.data).layerCount).toBe(2);
  });

  it('fills a v0 block workspace: user = creator, inches, nobody invited, its s3Name; valid for the current schema', () => {
    const result = migrateStored('workspaces', previous.workspaces);
    expect(result.ok && result.data).toMatchObject({
      user: 'ada',
      units: 'in',
      editors: [],
      s3Name: 'base/blocks/roof-cassette/ws-old.json',
      schemaVersion: 1,
    });
    expect(blockWorkspaceDocSchema.safeParse(result.ok && result.data).success).toBe(true);
    // What a v0 document already had is kept.
    const withUser = migrateStored('workspaces', { ...previous.workspaces, user: 'frances', units: 'mm', editors: ['eero'] });
    expect(withUser.ok && withUser.data).toMatchObject({ user: 'frances', units: 'mm', editors: ['eero'] });
  });

  it('leaves other workspace types and unversioned collections as they are', () => {
    const space = { id: 'sp-1', workspaceType: 'space', name: 'x' };
    expect(migrateStored('workspaces', space)).toEqual({ ok: true, data: space, from: null, changed: false });
    expect(migrateStored('costs', { a: 1 })).toEqual({ ok: true, data: { a: 1 }, from: null, changed: false });
  });

  it('returns a current document as it is (same object, nothing to write)', () => {
    const current = { title: 'A', qualifications: 'Q', schemaVersion: STORED_SCHEMA_VERSIONS.jobs };
    const result = migrateStored('jobs', current);
    expect(result).toEqual({ ok: true, data: current, from: 1, changed: false });
    expect(result.ok && result.data).toBe(current);
  });
});

describe('stampedForWrite: what a writer stores', () => {
  it('stamps the current schemaVersion on every versioned document it writes, in the current shape', () => {
    expect(stampedForWrite('jobs', { id: 'a', title: 'A' })).toMatchObject({ ok: true, data: { id: 'a', title: 'A', schemaVersion: 1 } });
    // A document of the previous shape is brought to the current one before it is stamped.
    const old = stampedForWrite('jobs', { ...previous.jobs });
    expect(old.ok && old.data).toEqual({ ...migrated(previous.jobs), schemaVersion: STORED_SCHEMA_VERSIONS.jobs });
    const current = { title: 'A', schemaVersion: STORED_SCHEMA_VERSIONS.jobs };
    expect(stampedForWrite('jobs', current)).toMatchObject({ ok: true, data: current });
    for (const collection of Object.keys(STORED_SCHEMA_VERSIONS) as (keyof typeof previous)[]) {
      const result = stampedForWrite(collection, { ...previous[collection] });
      expect(result.ok && result.data.schemaVersion, collection).toBe(STORED_SCHEMA_VERSIONS[collection]);
    }
  });

  it('leaves unversioned documents as they are and refuses a newer or malformed version', () => {
    expect(stampedForWrite('costs', { a: 1 })).toEqual({ ok: true, data: { a: 1 }, from: null, changed: false });
    expect(stampedForWrite('jobs', { title: 'A', schemaVersion: STORED_SCHEMA_VERSIONS.jobs + 1 })).toMatchObject({ ok: false });
    expect(stampedForWrite('jobs', { title: 'A', schemaVersion: 'x' })).toMatchObject({ ok: false });
  });
});

const migrated = (data: Record<string, unknown>) => {
  const result = migrateStored('jobs', data);
  if (!result.ok) throw new Error(result.message);
  const { schemaVersion: _version, ...rest } = result.data;
  return rest;
};

describe('migrateStored: what it refuses (clearly, never guessing)', () => {
  it('refuses a document from a newer WorkHub, naming both versions', () => {
    for (const collection of Object.keys(STORED_SCHEMA_VERSIONS)) {
      const future = { ...previous[collection as keyof typeof previous], schemaVersion: 99 };
      const result = migrateStored(collection, future);
      expect(result).toEqual({
        ok: false,
        from: 99,
        message: `${collection}: written by a newer WorkHub (schema version 99; this version reads up to 1): reload or update`,
      });
    }
  });

  it('refuses a malformed schemaVersion and anything that is not a document', () => {
    for (const version of ['1', -1, 1.5, null]) expect(migrateStored('jobs', { title: 'A', schemaVersion: version }).ok).toBe(false);
    for (const data of [null, 'job', [], 3])
      expect(migrateStored('jobs', data)).toMatchObject({ ok: false, message: 'jobs: not a document' });
  });

  it('storedReader migrates then parses, and fails the parse of a newer document with the message', () => {
    const reader = storedReader('config/access', accessGroupsSchema);
    expect(reader.parse(previous['config/access']).approvers.design).toEqual([]);
    const newer = reader.safeParse({ ...previous['config/access'], schemaVersion: 2 });
    expect(newer.success).toBe(false);
    expect(newer.error?.issues[0]?.message).toContain('newer WorkHub');
  });
});

describe('the readers of stored block workspaces and blocks', () => {
  it('read a v0 document in the current shape, and refuse one from a newer WorkHub', () => {
    expect(storedBlockWorkspaceSchema.parse(previous.workspaces)).toMatchObject({ user: 'ada', editors: [], schemaVersion: 1 });
    expect(storedBlockWorkspaceSchema.safeParse({ ...previous.workspaces, schemaVersion: 2 }).success).toBe(false);
    expect(storedBlockReader.parse(previous.blocks).layerCount).toBe(2);
    expect(storedBlockReader.safeParse({ ...previous.blocks, schemaVersion: 5 }).error?.issues[0]?.message).toContain(
      'blocks: written by a newer',
    );
  });
});

describe('liveDocumentMigration: the live (Yjs) block document', () => {
  const v0Meta = { name: 'roof-cassette', width: 96, height: 48, units: 'mm' };

  it('stamps a v0 document (no schemaVersion) and sets its units to inches, the unit of its coordinates', () => {
    expect(liveDocumentMigration(v0Meta, true)).toEqual({ kind: 'migrate', from: 0, set: { units: 'in', schemaVersion: 1 } });
    expect(liveDocumentMigration({ ...v0Meta, units: 'in' }, true)).toEqual({ kind: 'migrate', from: 0, set: { schemaVersion: 1 } });
    // Layers without any meta (a v0 document whose meta was never set) are content too.
    expect(liveDocumentMigration({}, true)).toEqual({ kind: 'migrate', from: 0, set: { units: 'in', schemaVersion: 1 } });
  });

  it('leaves an empty document (the seed stamps it) and a current one alone', () => {
    expect(liveDocumentMigration({}, false)).toEqual({ kind: 'current' });
    expect(liveDocumentMigration({ ...seedPlanOf({ name: 'x', width: 1, height: 1, layers: {} }).plan.meta }, true)).toEqual({
      kind: 'current',
    });
    expect(seedPlanOf(null).plan.meta.schemaVersion).toBe(LIVE_DOCUMENT_SCHEMA_VERSION);
  });

  it('refuses a document from a newer WorkHub and a malformed version', () => {
    expect(liveDocumentMigration({ ...v0Meta, schemaVersion: 2 }, true)).toMatchObject({ kind: 'refuse', version: 2 });
    expect(liveDocumentMigration({ ...v0Meta, schemaVersion: 'one' }, true)).toMatchObject({ kind: 'refuse', version: 'one' });
  });
});
