import { describe, expect, it } from 'vitest';
import {
  CLIENT_LAYERS,
  compareLayersByDrawOrder,
  drawOrderIndex,
  INITIAL_VISIBLE_LAYERS,
  isKnownLayer,
  isLayerGroup,
  LAYER_DRAW_ORDER,
  LAYER_GROUPS,
  layerGroupOf,
  layersOfGroup,
  sortLayersByDrawOrder,
} from './draw-order.js';

describe('LAYER_DRAW_ORDER (core spec section 9)', () => {
  it('holds 38 unique layers', () => {
    expect(LAYER_DRAW_ORDER).toHaveLength(38);
    expect(new Set(LAYER_DRAW_ORDER).size).toBe(38);
  });

  it('runs through the six groups in order, each group contiguous', () => {
    expect(LAYER_GROUPS).toEqual(['client', 'site', 'sitework', 'design', 'assemblies', 'utilities']);
    const groupsInOrder = LAYER_DRAW_ORDER.map(layerGroupOf).filter((g, i, all) => i === 0 || all[i - 1] !== g);
    expect(groupsInOrder).toEqual([...LAYER_GROUPS]);
    expect(LAYER_GROUPS.map((g) => layersOfGroup(g).length)).toEqual([4, 6, 5, 10, 6, 7]);
  });

  it('draws walls before doors and design before utilities', () => {
    expect(drawOrderIndex('design/walls')).toBeLessThan(drawOrderIndex('design/doors'));
    expect(drawOrderIndex('design/annotations')).toBeLessThan(drawOrderIndex('utilities/plumbing'));
    expect(drawOrderIndex('custom/layer')).toBe(-1);
  });
});

describe('layerGroupOf', () => {
  it('is the part before the first slash', () => {
    expect(layerGroupOf('design/walls')).toBe('design');
    expect(layerGroupOf('custom/a/b')).toBe('custom');
  });

  it('is the name itself without a slash', () => {
    expect(layerGroupOf('notes')).toBe('notes');
  });

  it('tells fixed groups and known layers', () => {
    expect(isLayerGroup('sitework')).toBe(true);
    expect(isLayerGroup('custom')).toBe(false);
    expect(isKnownLayer('site/trees')).toBe(true);
    expect(isKnownLayer('site/pond')).toBe(false);
  });
});

describe('sortLayersByDrawOrder', () => {
  it('sorts known layers by the draw order', () => {
    expect(sortLayersByDrawOrder(['utilities/gas', 'client/notes', 'design/walls', 'design/modules'])).toEqual([
      'client/notes',
      'design/modules',
      'design/walls',
      'utilities/gas',
    ]);
  });

  it('puts unknown layers after known ones, alphabetically', () => {
    expect(sortLayersByDrawOrder(['zeta/x', 'design/rooms', 'alpha/y', 'site/pond', 'client/boundary'])).toEqual([
      'client/boundary',
      'design/rooms',
      'alpha/y',
      'site/pond',
      'zeta/x',
    ]);
  });

  it('returns a new array and leaves the input alone', () => {
    const names = ['design/walls', 'client/notes'];
    const sorted = sortLayersByDrawOrder(names);
    expect(sorted).not.toBe(names);
    expect(names).toEqual(['design/walls', 'client/notes']);
  });

  it('compares equal names as equal', () => {
    expect(compareLayersByDrawOrder('x', 'x')).toBe(0);
    expect(compareLayersByDrawOrder('design/walls', 'design/walls')).toBe(0);
  });
});

describe('initially visible and client layers', () => {
  it('client layers are the client group', () => {
    expect(CLIENT_LAYERS).toEqual(['client/boundary', 'client/easements', 'client/existing', 'client/notes']);
  });

  it('the initial list is the design group plus the plan layers, in draw order, all known', () => {
    expect(INITIAL_VISIBLE_LAYERS).toEqual(sortLayersByDrawOrder(INITIAL_VISIBLE_LAYERS));
    expect(INITIAL_VISIBLE_LAYERS.every(isKnownLayer)).toBe(true);
    for (const layer of layersOfGroup('design')) expect(INITIAL_VISIBLE_LAYERS).toContain(layer);
    expect(INITIAL_VISIBLE_LAYERS.filter((l) => layerGroupOf(l) !== 'design')).toEqual([
      'site/parcel',
      'site/setback',
      'sitework/grading',
      'sitework/foundation',
      'sitework/driveway',
      'assemblies/deck',
      'assemblies/stair',
    ]);
  });

  it('the initial list leaves out client layers, framing and utilities', () => {
    expect(INITIAL_VISIBLE_LAYERS.some((l) => ['client', 'utilities'].includes(layerGroupOf(l)))).toBe(false);
    expect(INITIAL_VISIBLE_LAYERS).not.toContain('assemblies/walls');
  });
});
