import { describe, expect, it } from 'vitest';
import { DB_MAX_UPDATED_DOCUMENTS, dbRenameProblems, dbStampProblems, dbWriteRefusal } from './db-writes.js';
import { DB_COLLECTIONS } from './db-service.js';
import { storedJobSchema } from './stored-documents.js';
import { storedDocumentSchemas } from './collections/index.js';
import { designSchema } from './designs/index.js';
import type { DbCollection } from './db-service.js';

/** The collections the database service writes (POST, PUT, POST and DELETE /date). */
const DB_WRITABLE_COLLECTIONS: readonly DbCollection[] = ['jobs', 'designs'];

describe('who writes what through the database service', () => {
  it('refuses every collection a service owns, naming where it changes, and writes only the screens’ collections', () => {
    expect(dbWriteRefusal('projects')).toMatch(/projects service \(\/projects\)/);
    expect(dbWriteRefusal('costs')).toMatch(/base service \(POST \/base\/updatePrices\)/);
    expect(dbWriteRefusal('buildingSystemOwners')).toMatch(/read-only/);
    expect(dbWriteRefusal('blocks')).toBe('Blocks change only through a block workspace commit');
    expect(dbWriteRefusal('emailTemplates')).toMatch(/email service \(PUT \/email\/template, POST \/email\/template\/restore\)/);
    for (const c of DB_WRITABLE_COLLECTIONS) expect(dbWriteRefusal(c), c).toBeUndefined();
    // Every collection is either written (with a schema that is not "any map") or refused.
    for (const c of DB_COLLECTIONS) expect(DB_WRITABLE_COLLECTIONS.includes(c) !== (dbWriteRefusal(c) !== undefined), c).toBe(true);
    for (const c of DB_WRITABLE_COLLECTIONS) expect(storedDocumentSchemas[c].safeParse({ id: 'x', anything: 1 }).success, c).toBe(false);
  });

  it('renames only jobs', () => {
    expect(dbRenameProblems({ collection: 'jobs', update_vals: { $set: { id: 'newId' } } })).toEqual({});
    expect(dbRenameProblems({ collection: 'emailTemplates', update_vals: { $set: { id: 'x' } } })).toEqual({
      'update_vals.$set.id': 'emailTemplates documents keep their id: only jobs are renamed (a title change)',
    });
    expect(dbRenameProblems({ collection: 'designs', update_vals: { $set: { 'tag.Bv3,2,1-2': 'pass' } } })).toEqual({});
  });

  it('refuses stamp fields from the caller, at any depth and in every call', () => {
    expect(dbStampProblems({ kind: 'update', update_vals: { $set: { title: 'x' } } })).toEqual({});
    expect(
      Object.keys(
        dbStampProblems({ kind: 'update', update_vals: { $set: { updatedBy: 'm', 'updatedAt.x': 1 }, $unset: { updatedAt: '' } } }),
      ),
    ).toEqual(['update_vals.$set.updatedBy', 'update_vals.$set.updatedAt.x', 'update_vals.$unset.updatedAt']);
    expect(dbStampProblems({ kind: 'update', update_vals: { $set: { updatedByMe: 'x' } } })).toEqual({});
    expect(Object.keys(dbStampProblems({ kind: 'insert', to_insert: { id: 'a', updatedBy: 'm' } }))).toEqual(['to_insert.updatedBy']);
    expect(Object.keys(dbStampProblems({ kind: 'insert', to_insert: [{ id: 'a' }, { id: 'b', updatedAt: 'x' }] }))).toEqual([
      'to_insert.1.updatedAt',
    ]);
    expect(Object.keys(dbStampProblems({ kind: 'date', date_field: 'updatedAt' }))).toEqual(['date_field']);
    expect(dbStampProblems({ kind: 'date', date_field: 'publicAt' })).toEqual({});
  });

  it('caps a PUT at the one document every screen updates', () => {
    expect(DB_MAX_UPDATED_DOCUMENTS).toBe(1);
  });

  it('stores the stamp on jobs and designs', () => {
    const stamp = { updatedBy: 'grace@modulr.example', updatedAt: '2026-11-27T22:00:00.000Z' };
    expect(storedJobSchema.safeParse({ id: 'welder', title: 'Welder', ...stamp }).success).toBe(true);
    expect(storedJobSchema.safeParse({ id: 'welder', title: 'Welder', updatedAt: 'yesterday' }).success).toBe(false);
    expect(designSchema.safeParse({ id: 'D-0001', tag: {}, ...stamp }).success).toBe(true);
  });
});
