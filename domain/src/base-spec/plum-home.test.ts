import { describe, expect, it } from 'vitest';
import { classPartCounts, countText, newestVersionText, plumHomeSchemas } from './plum-home';

describe('plum home figures', () => {
  it('finds the newest version by number, ignoring texts that name none', () => {
    expect(newestVersionText(['v3.9.0', 'v3.10.0', 'v3.2.1'])).toBe('v3.10.0');
    expect(newestVersionText(['draft', 'v0.1.0'])).toBe('v0.1.0');
    expect(newestVersionText([])).toBeNull();
  });

  it('shows a count that reached its limit as limit+', () => {
    expect(countText(0, 1000)).toBe('0');
    expect(countText(999, 1000)).toBe('999');
    expect(countText(1000, 1000)).toBe('1000+');
  });

  it('counts class parts by path, not by version', () => {
    expect(
      classPartCounts([
        { path: 'bath/shower-pan', system: 'bath' },
        { path: 'bath/shower-pan', system: 'bath' },
        { path: 'structure/wall-panel', system: 'structure' },
      ]),
    ).toEqual({ parts: 2, systems: 2, versions: 3 });
    expect(classPartCounts([])).toEqual({ parts: 0, systems: 0, versions: 0 });
  });

  it('reads only the shown fields, from the collections’ own field rules', () => {
    expect(plumHomeSchemas.classBlocks.parse({ key: 'kitchen/galley', categoryName: 'kitchen', blocks: [] })).toEqual({
      key: 'kitchen/galley',
      categoryName: 'kitchen',
    });
    expect(plumHomeSchemas.generatorRunsInProgress.safeParse({ run: { status: 'running' } }).success).toBe(false);
    expect(plumHomeSchemas.classParts.safeParse({ path: 'x/y', system: 'not-a-system' }).success).toBe(false);
  });
});
