import { describe, expect, it } from 'vitest';
import { dbDateSchema, dbGetSchema, dbInsertSchema, dbUpdateSchema, matchesQuery, project } from './db-service';

describe('database service input', () => {
  it('parses GET query-string parameters with defaults', () => {
    expect(dbGetSchema.parse({ collection: 'jobs' })).toEqual({ collection: 'jobs', limit: 1000, skip: 0 });
    expect(dbGetSchema.parse({ collection: 'blocks', query: '{"version":{"$exists":false}}', limit: '5' })).toMatchObject({
      query: { version: { $exists: false } },
      limit: 5,
    });
  });
  it('rejects unknown collections, bad JSON, bad limits and extra keys', () => {
    expect(dbGetSchema.safeParse({ collection: 'secrets' }).success).toBe(false);
    expect(dbGetSchema.safeParse({ collection: 'jobs', query: '{bad' }).success).toBe(false);
    expect(dbGetSchema.safeParse({ collection: 'jobs', limit: '-1' }).success).toBe(false);
    expect(dbGetSchema.safeParse({ collection: 'jobs', limit: '99999' }).success).toBe(false);
    expect(dbGetSchema.safeParse({ collection: 'jobs', drop: '1' }).success).toBe(false);
  });
  it('refuses field paths and ids Firestore refuses, and over-long query strings', () => {
    for (const path of ['a..b', '.a', '__name__', 'a.__x__', '__proto__.x', 'constructor.prototype.x']) {
      expect(dbGetSchema.safeParse({ collection: 'jobs', query: { [path]: 1 } }).success, path).toBe(false);
      expect(dbUpdateSchema.safeParse({ collection: 'jobs', query: { id: 'a' }, update_vals: { $set: { [path]: 1 } } }).success, path).toBe(
        false,
      );
      expect(dbDateSchema.safeParse({ collection: 'jobs', id: 'a', date_field: path }).success, path).toBe(false);
    }
    for (const id of ['', '..', 'a/b', '__x__', 'x'.repeat(1501)]) {
      expect(dbGetSchema.safeParse({ collection: 'jobs', query: { id } }).success, id).toBe(false);
      expect(dbGetSchema.safeParse({ collection: 'jobs', query: { id: { $in: ['ok', id] } } }).success, id).toBe(false);
      expect(dbDateSchema.safeParse({ collection: 'jobs', id, date_field: 'publicAt' }).success, id).toBe(false);
    }
    expect(dbGetSchema.safeParse({ collection: 'jobs', query: { id: 5 } }).success).toBe(false);
    expect(dbGetSchema.safeParse({ collection: 'jobs', query: { title: 'x'.repeat(1501) } }).success).toBe(false);
    expect(dbDateSchema.safeParse({ collection: 'jobs', id: 'a', date_field: 'id' }).success).toBe(false);
  });
  it('bounds limit and skip, and reads an empty parameter as absent', () => {
    expect(dbGetSchema.safeParse({ collection: 'jobs', limit: '0' }).success).toBe(false);
    expect(dbGetSchema.safeParse({ collection: 'jobs', skip: '100001' }).success).toBe(false);
    expect(dbGetSchema.safeParse({ collection: 'jobs', limit: ['1', '2'] }).success).toBe(false);
    expect(dbGetSchema.parse({ collection: 'jobs', limit: '', skip: '' })).toMatchObject({ limit: 1000, skip: 0 });
  });
  it('accepts an empty $in (it matches nothing)', () => {
    const query = { title: { $in: [] } };
    expect(dbGetSchema.safeParse({ collection: 'jobs', query }).success).toBe(true);
    expect(matchesQuery({ id: 'a', title: 'x' }, query)).toBe(false);
  });
  it('reads only own fields of a document', () => {
    expect(matchesQuery({ id: 'a' }, { constructor: { $exists: true } })).toBe(false);
    expect(project({ id: 'a', title: 't' }, { toString: 1, title: 1 } as Record<string, 0 | 1>)).toEqual({ id: 'a', title: 't' });
  });
  it('needs a query and something to update', () => {
    expect(dbUpdateSchema.safeParse({ collection: 'jobs', query: {}, update_vals: { $set: { a: 1 } } }).success).toBe(false);
    expect(dbUpdateSchema.safeParse({ collection: 'jobs', query: { id: 'a' }, update_vals: {} }).success).toBe(false);
    expect(dbUpdateSchema.safeParse({ collection: 'jobs', query: { id: 'a' }, update_vals: { $rename: {} } }).success).toBe(false);
    expect(dbUpdateSchema.safeParse({ collection: 'jobs', query: { id: 'a' }, update_vals: { $unset: { skills: '' } } }).success).toBe(
      true,
    );
  });
  it('takes one document or a list to insert', () => {
    expect(dbInsertSchema.safeParse({ collection: 'jobs', to_insert: { id: 'a' } }).success).toBe(true);
    expect(dbInsertSchema.safeParse({ collection: 'jobs', to_insert: [] }).success).toBe(false);
    expect(dbInsertSchema.safeParse({ collection: 'jobs', to_insert: 'x' }).success).toBe(false);
  });
  it('takes an ISO date for /date', () => {
    expect(dbDateSchema.safeParse({ collection: 'jobs', id: 'a', date_field: 'publicAt', date: '2026-01-01T00:00:00Z' }).success).toBe(
      true,
    );
    expect(dbDateSchema.safeParse({ collection: 'jobs', id: 'a', date_field: 'publicAt', date: 'yesterday' }).success).toBe(false);
  });
});

describe('matchesQuery and project', () => {
  const doc = { id: 'b1', name: 'Bath', version: undefined, tag: { x: true, y: null } };
  it('matches equality, $exists, $in and null', () => {
    expect(matchesQuery(doc, { name: 'Bath' })).toBe(true);
    expect(matchesQuery(doc, { version: { $exists: false } })).toBe(true);
    expect(matchesQuery(doc, { 'tag.x': { $exists: true } })).toBe(true);
    expect(matchesQuery(doc, { 'tag.y': null })).toBe(true);
    expect(matchesQuery(doc, { name: { $in: ['Deck', 'Bath'] } })).toBe(true);
    expect(matchesQuery(doc, { name: 'Deck' })).toBe(false);
  });
  it('includes or excludes projected fields, always keeping id', () => {
    expect(project({ id: 'a', x: 1, y: 2 }, { x: 1 })).toEqual({ id: 'a', x: 1 });
    expect(project({ id: 'a', x: 1, y: 2 }, { y: 0, id: 0 })).toEqual({ id: 'a', x: 1 });
  });
});
