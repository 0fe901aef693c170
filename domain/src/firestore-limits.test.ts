import { describe, expect, it } from 'vitest';
import { documentIdProblem, documentSize, fieldPathProblem, storableDocumentProblems, utf8Bytes, valueProblem } from './firestore-limits';

const nest = (levels: number): unknown => (levels === 0 ? 1 : { n: nest(levels - 1) });

describe('Firestore limits', () => {
  it('counts UTF-8 bytes', () => {
    expect(utf8Bytes('abc')).toBe(3);
    expect(utf8Bytes('é')).toBe(2);
    expect(utf8Bytes('€')).toBe(3);
    expect(utf8Bytes('😀')).toBe(4);
  });

  it('refuses the document ids Firestore refuses', () => {
    expect(documentIdProblem('seniorWelder')).toBeUndefined();
    expect(documentIdProblem('bath~bath-9x7~v1.0.0')).toBeUndefined();
    expect(documentIdProblem('x'.repeat(1500))).toBeUndefined();
    for (const bad of ['', '.', '..', 'a/b', '/', '__x__', '____', 'x'.repeat(1501), 'é'.repeat(751), '\ud800', 5, null]) {
      expect(documentIdProblem(bad), JSON.stringify(bad)).toBeDefined();
    }
  });

  it('refuses field paths with empty, reserved or object-internal segments', () => {
    expect(fieldPathProblem('title')).toBeUndefined();
    expect(fieldPathProblem('address.city')).toBeUndefined();
    for (const bad of [
      'a..b',
      '.a',
      'a.',
      '__name__',
      'a.__x__.b',
      '__proto__.x',
      'constructor.prototype.x',
      'prototype',
      'a/b',
      'a[0]',
      'x'.repeat(1501),
    ]) {
      expect(fieldPathProblem(bad), bad).toBeDefined();
    }
  });

  it('names the first value Firestore would refuse', () => {
    expect(valueProblem({ a: [1, { b: 'c' }] }, '')).toBeUndefined();
    expect(valueProblem({ a: { '': 1 } }, '')).toEqual({ path: 'a.', message: 'Field names must not be empty' });
    expect(valueProblem({ a: { __x__: 1 } }, '')?.path).toBe('a.__x__');
    expect(valueProblem({ pairs: [[1, 2]] }, '')?.path).toBe('pairs.0');
    expect(valueProblem({ text: 'a\udc00' }, '')?.path).toBe('text');
  });

  it('allows 20 levels of maps in a document and refuses 21', () => {
    expect(storableDocumentProblems('projects', 'p1', { deep: nest(20) })).toEqual({});
    expect(Object.keys(storableDocumentProblems('projects', 'p1', { deep: nest(21) }))[0]).toMatch(/^deep(\.n)+$/);
  });

  it('measures documents as Firestore does and names the largest field of one over 1 MiB', () => {
    // name: 'jobs' (5) + 'a' (2) + 16; fields: 'title' (6) + 'x' (2); + 32.
    expect(documentSize('jobs', 'a', { title: 'x' })).toBe(5 + 2 + 16 + 6 + 2 + 32);
    expect(storableDocumentProblems('projects', 'p1', { small: 'x', big: 'x'.repeat(1_048_576) })).toEqual({
      big: expect.stringContaining('Document too large'),
    });
    expect(storableDocumentProblems('projects', 'p1', { big: 'x'.repeat(1_000_000) })).toEqual({});
  });

  it('checks the id before the fields', () => {
    expect(storableDocumentProblems('jobs', 'a/b', { title: 'x' })).toEqual({ id: 'Must not contain "/"' });
  });
});
