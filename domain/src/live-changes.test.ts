import { describe, expect, it } from 'vitest';
import { diffLive, flattenLive, PATH_SEPARATOR } from './live-changes';

const path = (...segments: string[]) => segments.join(PATH_SEPARATOR);

describe('flattenLive', () => {
  it('walks objects in key order and lists of objects by index; a list of plain values is one row', () => {
    const rows = flattenLive({ b: 1, a: { y: 'x', x: null }, objects: [{ name: 'wall', points: [0, 0, 10, 0] }] });
    expect([...rows]).toEqual([
      [path('a', 'x'), 'null'],
      [path('a', 'y'), '"x"'],
      [path('b'), '1'],
      [path('objects', '0', 'name'), '"wall"'],
      [path('objects', '0', 'points'), '[0,0,10,0]'],
    ]);
  });
  it('shows empty objects and lists, and a bare value', () => {
    expect([...flattenLive({ a: {}, b: [] })]).toEqual([
      ['a', '{}'],
      ['b', '[]'],
    ]);
    expect([...flattenLive(3)]).toEqual([['(value)', '3']]);
  });
  it('cuts long values short', () => {
    const value = flattenLive({ points: Array.from({ length: 200 }, (_, i) => i) }).get('points')!;
    expect(value).toHaveLength(120);
    expect(value.endsWith('…')).toBe(true);
  });
});

describe('diffLive', () => {
  it('reports added, changed and removed rows in path order, and nothing for equal snapshots', () => {
    const before = flattenLive({ name: 'a', phase: 'design', notes: ['x'] });
    const after = flattenLive({ name: 'a', phase: 'build', links: { drive: 'u' } });
    expect(diffLive(before, after)).toEqual([
      { path: path('links', 'drive'), kind: 'added', after: '"u"' },
      { path: 'notes', kind: 'removed', before: '["x"]' },
      { path: 'phase', kind: 'changed', before: '"design"', after: '"build"' },
    ]);
    expect(diffLive(after, flattenLive({ links: { drive: 'u' }, phase: 'build', name: 'a' }))).toEqual([]);
  });
});
