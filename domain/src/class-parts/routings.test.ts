import { describe, expect, it } from 'vitest';
import { ROUTINGS, addRouting, knownRoutings, moveRouting, removeRouting, routingIdOf } from './routings';

const list = [
  { id: 'saw-cut', partNumberSuffix: 'SC' },
  { id: 'cnc-router', partNumberSuffix: 'CR' },
  { id: 'panel-line', partNumberSuffix: 'PL' },
];
const ids = (l: { id: string }[]) => l.map((r) => r.id);

describe('routings', () => {
  it('has ten catalogue routings with distinct ids and suffixes', () => {
    expect(ROUTINGS).toHaveLength(10);
    expect(new Set(ROUTINGS.map((r) => r.id)).size).toBe(10);
    expect(new Set(ROUTINGS.map((r) => r.partNumberSuffix)).size).toBe(10);
  });

  it('moves a routing one place up or down and leaves the edges and unknown ids alone', () => {
    expect(ids(moveRouting(list, 'cnc-router', 'up'))).toEqual(['cnc-router', 'saw-cut', 'panel-line']);
    expect(ids(moveRouting(list, 'cnc-router', 'down'))).toEqual(['saw-cut', 'panel-line', 'cnc-router']);
    expect(ids(moveRouting(list, 'saw-cut', 'up'))).toEqual(ids(list));
    expect(ids(moveRouting(list, 'panel-line', 'down'))).toEqual(ids(list));
    expect(ids(moveRouting(list, 'nope', 'up'))).toEqual(ids(list));
    expect(moveRouting(list, 'saw-cut', 'up')).not.toBe(list);
  });

  it('adds a catalogue routing with its suffix, ignores an unknown one, keeps a duplicate out', () => {
    const added = addRouting(list, 'weld-cell');
    expect(added).toMatchObject({ ignored: false, changed: true });
    expect(added.routings.at(-1)).toEqual({ id: 'weld-cell', partNumberSuffix: 'WC' });
    expect(addRouting(list, 'laser-cutter')).toMatchObject({ ignored: true, changed: false, routings: list });
    expect(addRouting(list, 'saw-cut')).toMatchObject({ ignored: false, changed: false });
  });

  it('removes a routing; an unknown id is ignored', () => {
    expect(ids(removeRouting(list, 'cnc-router').routings)).toEqual(['saw-cut', 'panel-line']);
    expect(removeRouting(list, 'laser-cutter')).toMatchObject({ ignored: true, changed: false });
    expect(removeRouting(list, 'weld-cell')).toMatchObject({ ignored: false, changed: false });
  });

  it('drops unknown routings from a list and names them', () => {
    expect(knownRoutings([...list, { id: 'laser-cutter', partNumberSuffix: 'LC' }])).toEqual({ routings: list, ignored: ['laser-cutter'] });
  });

  it('reads a routing id from a URL or an id', () => {
    expect(routingIdOf('https://erp.example/routings/saw-cut')).toBe('saw-cut');
    expect(routingIdOf('https://erp.example/routings/saw-cut/')).toBe('saw-cut');
    expect(routingIdOf('cnc-router')).toBe('cnc-router');
    expect(routingIdOf('Not An Id')).toBeUndefined();
    expect(routingIdOf('https://erp.example/')).toBeUndefined();
  });
});
