import { describe, expect, it } from 'vitest';
import { jobDocumentSchema } from '@workhub/domain';
import {
  connectionOf,
  withBrowserOnline,
  connectionText,
  invalidDocumentsError,
  parseDocuments,
  readFailureError,
  resubscribeDelay,
  sameInvalid,
} from './live-documents';
import { errorDetails } from '@workhub/domain';

const doc = (id: string, data: Record<string, unknown>) => ({ path: `jobs/${id}`, id, data });

describe('parseDocuments', () => {
  it('parses every document with its schema, the id put in first', () => {
    const { valid, invalid } = parseDocuments(
      [doc('a', { title: 'A' }), doc('b', { title: 'B', experience: 'x' })],
      jobDocumentSchema,
      'id',
    );
    expect(valid).toEqual([
      { id: 'a', title: 'A' },
      { id: 'b', title: 'B', qualifications: 'x' },
    ]);
    expect(invalid).toEqual([]);
  });

  it('keeps a document that does not parse in `invalid`, with where and why, and the others still read', () => {
    const { valid, invalid } = parseDocuments(
      [doc('a', { title: 'A' }), doc('bad', { title: 42 }), doc('c', { title: 'C' })],
      jobDocumentSchema,
      'id',
    );
    expect(valid.map((j) => j.id)).toEqual(['a', 'c']);
    expect(invalid).toHaveLength(1);
    expect(invalid[0]!.path).toBe('jobs/bad');
    expect(invalid[0]!.problems[0]).toMatch(/^title: /);
  });
});

describe('reporting', () => {
  it('names each refused document in the toast details', () => {
    const { invalid } = parseDocuments([doc('bad', {})], jobDocumentSchema, 'id');
    const error = invalidDocumentsError(invalid, 'the jobs');
    expect(error.message).toBe('1 stored document of the jobs could not be read');
    expect(errorDetails(error)).toEqual([expect.stringMatching(/^jobs\/bad: could not be read \(title: /)]);
  });

  it('reports the same refused documents once, a change again', () => {
    const one = parseDocuments([doc('bad', {})], jobDocumentSchema, 'id').invalid;
    const again = parseDocuments([doc('bad', {})], jobDocumentSchema, 'id').invalid;
    const other = parseDocuments([doc('worse', {})], jobDocumentSchema, 'id').invalid;
    expect(sameInvalid(one, again)).toBe(true);
    expect(sameInvalid(one, other)).toBe(false);
    expect(sameInvalid([], one)).toBe(false);
  });

  it('words a failed read with its Firestore code', () => {
    const error = readFailureError('the jobs', { code: 'permission-denied', message: 'Missing or insufficient permissions.' });
    expect(error.message).toBe('Could not read the jobs (not allowed for this account): Missing or insufficient permissions.');
    expect(readFailureError('x', new Error('boom')).message).toBe('Could not read x (unknown): boom');
  });
});

describe('connection state', () => {
  it('is live from the server, from cache when Firestore serves its copy, reconnecting after a failure', () => {
    expect(connectionOf({ failed: false, fromCache: false })).toBe('live');
    expect(connectionOf({ failed: false, fromCache: true })).toBe('from cache');
    expect(connectionOf({ failed: true, fromCache: true })).toBe('reconnecting');
    // The browser offline: what is shown is the saved copy; a failure still says it reconnects.
    expect(withBrowserOnline('live', false)).toBe('from cache');
    expect(withBrowserOnline('reconnecting', false)).toBe('reconnecting');
    expect(withBrowserOnline('live', true)).toBe('live');
    expect(connectionText('live')).toBeNull();
    expect(connectionText('reconnecting')).toBe('Reconnecting…');
    expect(connectionText('from cache')).toBe('Offline — showing saved data');
  });

  it('waits 5 s, then longer, at most a minute, before subscribing again', () => {
    expect([0, 1, 2, 3, 4, 10].map(resubscribeDelay)).toEqual([5000, 10000, 20000, 40000, 60000, 60000]);
  });
});
