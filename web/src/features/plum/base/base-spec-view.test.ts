import { describe, expect, it } from 'vitest';
import {
  insertInOrder,
  layersByGroup,
  moveInOrder,
  nextBaseSpecVersion,
  propertiesOfText,
  textOfProperties,
  themeNames,
} from './base-spec-view';

const layer = { color: '#000000', counts: ['count' as const], uom: 'ea' };

describe('base-spec view rules', () => {
  it('groups layers by the draw-order groups in the spec’s order; unknown groups last', () => {
    const groups = layersByGroup({
      layers: { 'design/walls': layer, 'site/parcel': layer, 'design/rooms': layer, 'zzz/extra': layer, 'client/photo': layer },
      order: ['client/photo', 'site/parcel', 'design/rooms', 'design/walls'],
    });
    expect(groups).toEqual([
      { group: 'client', layers: ['client/photo'] },
      { group: 'site', layers: ['site/parcel'] },
      { group: 'design', layers: ['design/rooms', 'design/walls'] },
      { group: 'zzz', layers: ['zzz/extra'] },
    ]);
  });

  it('moves a layer inside its group only', () => {
    const order = ['site/a', 'design/a', 'design/b', 'design/c', 'utilities/a'];
    expect(moveInOrder(order, 'design/b', -1)).toEqual(['site/a', 'design/b', 'design/a', 'design/c', 'utilities/a']);
    expect(moveInOrder(order, 'design/a', -1)).toEqual(order);
    expect(moveInOrder(order, 'design/c', 1)).toEqual(order);
    expect(moveInOrder(order, 'nope/x', 1)).toEqual(order);
  });

  it('puts a new layer at the end of its group, or where its group belongs', () => {
    expect(insertInOrder(['site/a', 'design/a', 'utilities/a'], 'design/new')).toEqual(['site/a', 'design/a', 'design/new', 'utilities/a']);
    expect(insertInOrder(['site/a', 'utilities/a'], 'design/new')).toEqual(['site/a', 'design/new', 'utilities/a']);
    expect(insertInOrder(['site/a'], 'other/x')).toEqual(['site/a', 'other/x']);
    expect(insertInOrder(['site/a'], 'site/a')).toEqual(['site/a']);
  });

  it('names the next minor by default, or the next patch', () => {
    expect(nextBaseSpecVersion('v0.3.0', 'minor')).toEqual({ major: 0, minor: 4, patch: 0 });
    expect(nextBaseSpecVersion('v0.2.1', 'minor')).toEqual({ major: 0, minor: 3, patch: 0 });
    expect(nextBaseSpecVersion('v0.3.0', 'patch')).toEqual({ major: 0, minor: 3, patch: 1 });
    expect(nextBaseSpecVersion(null, 'minor')).toEqual({ major: 0, minor: 1, patch: 0 });
  });

  it('reads goal properties as typed, numbers and booleans as such, never __proto__', () => {
    expect(propertiesOfText('minWidth=144, shape=rect, fixed=true, slope = 0.02, bad, __proto__=1, =x')).toEqual({
      minWidth: 144,
      shape: 'rect',
      fixed: true,
      slope: 0.02,
    });
    expect(textOfProperties({ minWidth: 144, fixed: false })).toBe('minWidth=144, fixed=false');
  });

  it('lists the default theme first, the other themes by name', () => {
    const theme = { background: '#fff', grid: '#eee', minorGrid: '#f5f5f5', selection: '#1565c0' };
    expect(themeNames({ themes: { print: theme, default: theme, blueprint: theme } })).toEqual(['default', 'blueprint', 'print']);
    expect(themeNames({ themes: { b: theme, a: theme } })).toEqual(['a', 'b']);
  });
});
