import { describe, expect, it } from 'vitest';
import {
  classBlockDocId,
  classBlockKey,
  classBlockSchema,
  describeConfiguration,
  groupByCategory,
  refreshClassBlock,
  resolveClassBlockPath,
  type ClassBlock,
} from './class-block';

const classBlock = (categoryName: string, name: string, blocks: string[] = [`${categoryName}-${name}-8x10`]): ClassBlock => ({
  key: classBlockKey(categoryName, name),
  categoryName,
  name,
  blocks,
  version: 'v1.0.0',
  configurations: [],
  assemblies: [],
});

describe('describeConfiguration', () => {
  it("joins values with ' | '", () => {
    expect(describeConfiguration({ name: 'size', values: ['8x10', '10x12', 12] })).toBe('8x10 | 10x12 | 12');
  });
  it("shows a free configuration's type in parentheses", () => {
    expect(describeConfiguration({ name: 'ceilingHeight', type: 'number' })).toBe('(number)');
    expect(describeConfiguration({ name: 'note', type: 'string' })).toBe('(string)');
    expect(describeConfiguration({ name: 'note', values: [], type: 'string' })).toBe('(string)');
  });
  it("shows a boolean as 'true | false', whatever else it carries", () => {
    expect(describeConfiguration({ name: 'mirrored', type: 'boolean' })).toBe('true | false');
    expect(describeConfiguration({ name: 'mirrored', type: 'boolean', values: ['yes'] })).toBe('true | false');
  });
});

describe('class block keys', () => {
  it('keys a class block as category/name and stores it under a path-free id', () => {
    expect(classBlockKey('kitchen', 'galley')).toBe('kitchen/galley');
    expect(classBlockDocId('kitchen/galley')).toBe('kitchen~galley');
  });
  it('validates the stored shape', () => {
    expect(classBlockSchema.safeParse(classBlock('kitchen', 'galley')).success).toBe(true);
    expect(classBlockSchema.safeParse({ ...classBlock('kitchen', 'galley'), version: '1.0' }).success).toBe(false);
    expect(classBlockSchema.safeParse({ ...classBlock('kitchen', 'galley'), extra: 1 }).success).toBe(false);
    expect(classBlockSchema.safeParse({ ...classBlock('kitchen', 'galley'), configurations: [{ name: 'x', type: 'date' }] }).success).toBe(
      false,
    );
  });
});

describe('groupByCategory', () => {
  it('gives each category (name order) its class blocks (name order)', () => {
    const groups = groupByCategory([classBlock('kitchen', 'l-shape'), classBlock('bath', 'full'), classBlock('kitchen', 'galley')]);
    expect(groups.map((g) => [g.name, g.classBlocks.map((c) => c.name)])).toEqual([
      ['bath', ['full']],
      ['kitchen', ['galley', 'l-shape']],
    ]);
  });
});

describe('resolveClassBlockPath', () => {
  const all = [
    classBlock('kitchen', 'galley', ['kitchen-galley-8x10', 'kitchen-galley-10x12']),
    classBlock('bath', 'full'),
    classBlock('deck', 'roof'),
    classBlock('stair', 'roof'),
  ];
  it('reads no segment as the index', () => {
    expect(resolveClassBlockPath([], all)).toEqual({ kind: 'index' });
  });
  it('reads one segment as a category when one has that name, else as a class block name', () => {
    expect(resolveClassBlockPath(['kitchen'], all)).toEqual({ kind: 'category', category: 'kitchen' });
    expect(resolveClassBlockPath(['galley'], all)).toEqual({ kind: 'classBlock', key: 'kitchen/galley' });
    expect(resolveClassBlockPath(['nothing'], all)).toEqual({ kind: 'notFound' });
  });
  it('needs the category when a name is in several categories', () => {
    expect(resolveClassBlockPath(['roof'], all)).toEqual({ kind: 'notFound' });
    expect(resolveClassBlockPath(['deck', 'roof'], all)).toEqual({ kind: 'classBlock', key: 'deck/roof' });
  });
  it('reads two segments as category/name, or as name/block without the category', () => {
    expect(resolveClassBlockPath(['kitchen', 'galley'], all)).toEqual({ kind: 'classBlock', key: 'kitchen/galley' });
    expect(resolveClassBlockPath(['galley', 'kitchen-galley-10x12'], all)).toEqual({
      kind: 'classBlock',
      key: 'kitchen/galley',
      block: 'kitchen-galley-10x12',
    });
    expect(resolveClassBlockPath(['kitchen', 'full'], all)).toEqual({ kind: 'notFound' });
  });
  it('reads three segments as category/name/block, the block one of the class', () => {
    expect(resolveClassBlockPath(['kitchen', 'galley', 'kitchen-galley-8x10'], all)).toEqual({
      kind: 'classBlock',
      key: 'kitchen/galley',
      block: 'kitchen-galley-8x10',
    });
    expect(resolveClassBlockPath(['kitchen', 'galley', 'bath-full-8x10'], all)).toEqual({ kind: 'notFound' });
    expect(resolveClassBlockPath(['a', 'b', 'c', 'd'], all)).toEqual({ kind: 'notFound' });
  });
});

describe('refreshClassBlock', () => {
  it("records the block's new version and takes the next patch version", () => {
    const refreshed = refreshClassBlock(
      { version: 'v1.2.3', blockVersions: { 'kitchen-galley-8x10': 'v1.0.0', 'kitchen-galley-10x12': 'v2.0.0' } },
      { blockName: 'kitchen-galley-8x10', blockVersion: 'v1.1.0', at: '2026-11-22T00:00:00.000Z', by: 'jdoe' },
    );
    expect(refreshed).toEqual({
      version: 'v1.2.4',
      blockVersions: { 'kitchen-galley-8x10': 'v1.1.0', 'kitchen-galley-10x12': 'v2.0.0' },
      modified: '2026-11-22T00:00:00.000Z',
      modifiedBy: 'jdoe',
    });
  });
  it('starts a class block without a valid version from v1.0.0', () => {
    expect(refreshClassBlock({ version: 'bad' }, { blockName: 'b', blockVersion: 'v1.1.0', at: 't', by: 'u' }).version).toBe('v1.0.1');
  });
});
