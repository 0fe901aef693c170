import { describe, expect, it } from 'vitest';
import {
  addDesignPage,
  applyTagChange,
  changeDesignPage,
  designSchema,
  designUpdateProblems,
  emptyDesignCache,
  hasDesignPage,
  isStoredTagId,
  newTag,
  designPageCount,
  designPageLabel,
  parseTagId,
  setTagUpdate,
  designSkipFromSearch,
  tagDisplayId,
  tagFilterQuery,
  tagFiltersFromSearch,
  tagFiltersKey,
  tagFiltersToSearch,
  tagIdProblem,
  tagKind,
  tagReferences,
  tagSchema,
  tagStorageId,
  unsetTagUpdate,
  type Design,
} from '../index.js';

describe('tag ids', () => {
  it('stores dots as commas and shows them back as dots', () => {
    expect(tagStorageId('Bv3.2.1-2')).toBe('Bv3,2,1-2');
    expect(tagDisplayId('Bv3,2,1-2')).toBe('Bv3.2.1-2');
    expect(tagStorageId(tagDisplayId('Lv0,3,0-1'))).toBe('Lv0,3,0-1');
  });

  it('reads prefix-revision in either form', () => {
    expect(parseTagId('Bv3.2.1-2')).toEqual({ prefix: 'Bv3.2.1', letters: 'B', version: 'v3.2.1', revision: 2 });
    expect(parseTagId('Lv0,3,0-1')).toEqual({ prefix: 'Lv0.3.0', letters: 'L', version: 'v0.3.0', revision: 1 });
    expect(parseTagId('Bv3-10')?.revision).toBe(10);
  });

  it('refuses ids that are not prefix-revision', () => {
    for (const bad of ['Bv3.2.1', 'B3.2.1-2', 'Bv3.2.1.4-1', 'Bv3..2-1', 'v3.2-1', 'Bv3.2-x', '__proto__', 'Bv3/2-1', '']) {
      expect(parseTagId(bad), bad).toBeUndefined();
      expect(tagIdProblem(bad), bad).toBeDefined();
    }
    expect(tagIdProblem('Bv3.2.1-2')).toBeUndefined();
    expect(tagIdProblem(`Bv${'1'.repeat(70)}-1`)).toMatch(/At most/);
  });

  it('knows the storage form only with commas', () => {
    expect(isStoredTagId('Bv3,2,1-2')).toBe(true);
    expect(isStoredTagId('Bv3.2.1-2')).toBe(false);
    expect(isStoredTagId('constructor')).toBe(false);
  });
});

describe('tag kinds and references', () => {
  it('reads Bv keys as build tags and Lv keys as layer tags', () => {
    expect(tagKind('Bv3,2,1-2')).toBe('build');
    expect(tagKind('Lv0,3,0-1')).toBe('layer');
    expect(tagKind('Xv1-1')).toBe('other');
    expect(tagKind('bv1-1')).toBe('other');
  });

  it('finds the build and layer tag among the references', () => {
    expect(tagReferences({ 'Lv0,3,0-1': 'v0.3.0', 'Bv3,2,1-2': 'v3.2.1', 'Qv1-1': 'x' })).toEqual({
      build: 'Bv3,2,1-2',
      layer: 'Lv0,3,0-1',
      others: ['Qv1-1'],
    });
    expect(tagReferences({})).toEqual({ build: undefined, layer: undefined, others: [] });
  });

  it('parses a tag document and refuses an id with dots', () => {
    expect(tagSchema.parse({ id: 'Bv3,2,1-2', references: { 'Bv3,2,1-2': 'v3.2.1' }, verifier: 'grace' }).verifier).toBe('grace');
    expect(tagSchema.safeParse({ id: 'Bv3.2.1-2', references: {} }).success).toBe(false);
  });

  it('builds a new tag that references itself and what it was verified against', () => {
    expect(newTag('Bv3.3.0-1', 'grace', 'Lv0,3,0-1')).toEqual({
      id: 'Bv3,3,0-1',
      data: { references: { 'Bv3,3,0-1': 'v3.3.0', 'Lv0,3,0-1': 'v0.3.0' }, verifier: 'grace' },
    });
    expect(newTag('Bv3.3.0', 'grace')).toHaveProperty('problem');
    expect(newTag('Bv3.3.0-1', 'grace', 'nonsense')).toHaveProperty('problem');
  });
});

describe('designs', () => {
  it('parses a design with tag values pass, fail or null', () => {
    expect(designSchema.parse({ id: 'D-0001', name: 'Loft 1BR 900', tag: { 'Bv3,2,1-2': 'pass', 'Lv0,3,0-1': null } }).tag).toEqual({
      'Bv3,2,1-2': 'pass',
      'Lv0,3,0-1': null,
    });
    expect(designSchema.parse({ id: 'D-0002' }).tag).toEqual({});
    expect(designSchema.safeParse({ id: 'D-0003', tag: { 'Bv3,2,1-2': 'maybe' } }).success).toBe(false);
    expect(designSchema.safeParse({ id: 'D-0003', tag: { 'Bv3.2.1-2': 'pass' } }).success).toBe(false);
  });
});

describe('tag filters', () => {
  it('turns true into exists and null into null, several combined', () => {
    expect(tagFilterQuery({ 'Bv3,2,1-2': true })).toEqual({ 'tag.Bv3,2,1-2': { $exists: true } });
    expect(tagFilterQuery({ 'Lv0,3,0-1': null })).toEqual({ 'tag.Lv0,3,0-1': null });
    expect(tagFilterQuery({ 'Lv0,3,0-1': null, 'Bv3,2,1-2': true })).toEqual({
      'tag.Bv3,2,1-2': { $exists: true },
      'tag.Lv0,3,0-1': null,
    });
    expect(tagFilterQuery({})).toEqual({});
  });

  it('round-trips through the address and drops what is not a tag filter', () => {
    const filters = tagFiltersFromSearch(['Bv3,2,1-2', 'Lv0,3,0-1:null', 'Bv3,2,0-1:exists', '__proto__', 'Bv3,2,1-1:maybe']);
    expect(filters).toEqual({ 'Bv3,2,1-2': true, 'Lv0,3,0-1': null, 'Bv3,2,0-1': true });
    expect(tagFiltersToSearch(filters)).toEqual(['Bv3,2,0-1', 'Bv3,2,1-2', 'Lv0,3,0-1:null']);
    expect(tagFiltersKey({ b: null, a: true } as never)).toBe('a&b:null');
  });
});

describe('set and unset a tag', () => {
  it('writes tag.{key}', () => {
    expect(setTagUpdate('Bv3,2,1-2', 'pass')).toEqual({ $set: { 'tag.Bv3,2,1-2': 'pass' } });
    expect(setTagUpdate('Bv3,2,1-2', null)).toEqual({ $set: { 'tag.Bv3,2,1-2': null } });
    expect(unsetTagUpdate('Bv3,2,1-2')).toEqual({ $unset: { 'tag.Bv3,2,1-2': '' } });
  });

  it('allows only tag.{stored id} with a tag value', () => {
    expect(designUpdateProblems(setTagUpdate('Bv3,2,1-2', 'fail'))).toEqual({});
    expect(designUpdateProblems(unsetTagUpdate('Bv3,2,1-2'))).toEqual({});
    expect(Object.keys(designUpdateProblems({ $set: { name: 'x' } }))).toEqual(['update_vals.$set.name']);
    expect(Object.keys(designUpdateProblems({ $set: { 'tag.Bv3.2.1-2': 'pass' } }))).toEqual(['update_vals.$set.tag.Bv3.2.1-2']);
    expect(Object.keys(designUpdateProblems({ $set: { 'tag.__proto__': 'pass' } }))).toHaveLength(1);
    expect(Object.keys(designUpdateProblems({ $set: { 'tag.Bv3,2,1-2': 'great' } }))).toHaveLength(1);
    expect(Object.keys(designUpdateProblems({ $set: { 'tag.Bv3,2,1-2': { nested: 1 } } }))).toHaveLength(1);
    expect(Object.keys(designUpdateProblems({ $unset: { tag: '' } }))).toEqual(['update_vals.$unset.tag']);
  });
});

describe('the designs store rules', () => {
  const page = { skip: 10, limit: 10, count: 36 };

  it('labels and moves between pages of 10', () => {
    expect(designPageLabel(page)).toBe('Designs 11–20 of 36');
    expect(designPageLabel({ ...page, skip: 30 })).toBe('Designs 31–36 of 36');
    expect(designPageLabel({ ...page, count: 0, skip: 0 })).toBe('No designs');
    expect(designPageCount(page)).toBe(4);
    expect(changeDesignPage(page, 'next')).toBe(20);
    expect(changeDesignPage(page, 'previous')).toBe(0);
    expect(changeDesignPage({ ...page, skip: 30 }, 'next')).toBe(30);
    expect(changeDesignPage({ ...page, skip: 0 }, 'previous')).toBe(0);
    expect(changeDesignPage(page, 'last')).toBe(30);
    expect(changeDesignPage({ skip: 0, limit: 10, count: 0 }, 'next')).toBe(0);
    expect(hasDesignPage(page, 'previous')).toBe(true);
    expect(hasDesignPage({ ...page, skip: 30 }, 'next')).toBe(false);
  });

  it('reads the page from the address', () => {
    expect(designSkipFromSearch('3')).toBe(20);
    expect(designSkipFromSearch(null)).toBe(0);
    expect(designSkipFromSearch('0')).toBe(0);
    expect(designSkipFromSearch('-2')).toBe(0);
    expect(designSkipFromSearch('x')).toBe(0);
  });

  const design = (id: string, tag: Design['tag'] = {}): Design => ({ id, name: id, tag });

  it('keeps designs by id and pages by filter and skip', () => {
    let cache = addDesignPage(emptyDesignCache(), '', 0, [design('D-1'), design('D-2')], 36);
    cache = addDesignPage(cache, '', 10, [design('D-11')], 36);
    expect(cache.pages['']).toEqual({ 0: ['D-1', 'D-2'], 10: ['D-11'] });
    expect(Object.keys(cache.designsById)).toEqual(['D-1', 'D-2', 'D-11']);
    // A new count means the pages may have shifted: the others are dropped.
    cache = addDesignPage(cache, '', 10, [design('D-12')], 37);
    expect(cache.pages['']).toEqual({ 10: ['D-12'] });
    expect(cache.counts['']).toBe(37);
  });

  it('updates a design on a tag change and drops the pages filtered by that tag', () => {
    let cache = addDesignPage(emptyDesignCache(), '', 0, [design('D-1', { 'Bv3,2,1-2': 'pass' })], 1);
    cache = addDesignPage(cache, 'Bv3,2,1-2', 0, [design('D-1', { 'Bv3,2,1-2': 'pass' })], 1);
    cache = addDesignPage(cache, 'Lv0,3,0-1:null', 0, [design('D-1', { 'Bv3,2,1-2': 'pass' })], 1);
    const unset = applyTagChange(cache, 'D-1', 'Bv3,2,1-2', undefined);
    expect(unset.designsById['D-1']!.tag).toEqual({});
    expect(Object.keys(unset.pages).sort()).toEqual(['', 'Lv0,3,0-1:null']);
    const set = applyTagChange(cache, 'D-1', 'Lv0,3,0-1', 'fail');
    expect(set.designsById['D-1']!.tag).toEqual({ 'Bv3,2,1-2': 'pass', 'Lv0,3,0-1': 'fail' });
    expect(Object.keys(set.pages).sort()).toEqual(['', 'Bv3,2,1-2']);
  });
});
