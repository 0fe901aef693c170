import { describe, expect, it } from 'vitest';
import { objectSquareFeet, pairsOf, polygonArea, type BlockObject, type SnapTarget } from '@workhub/domain';
import { DrawingTool } from './drawing-tool';

function setup(targets: SnapTarget[] = []) {
  const written: { layer: string; object: BlockObject }[] = [];
  const tool = new DrawingTool(
    (layer, object) => written.push({ layer, object }),
    () => targets,
  );
  tool.tolerance = 2;
  return { tool, written };
}

describe('drawing tool', () => {
  it('draws a closed ring of walls with typed lengths: one object, inside face on the drawn line', () => {
    const { tool, written } = setup();
    tool.setTool('wall');
    tool.down({ x: 0.3, y: -0.2 });
    // Pointing right, typing 60: a 5'-0" segment.
    tool.move({ x: 20, y: 0.4 });
    tool.type('60');
    expect(tool.enter()).toBe(true);
    tool.move({ x: 60.5, y: 30 });
    tool.type(`8'`);
    tool.enter();
    tool.move({ x: 20, y: 95.6 });
    tool.type(`5'-0"`);
    tool.enter();
    expect(tool.state.draft).toEqual([
      { x: 0, y: 0 },
      { x: 60, y: 0 },
      { x: 60, y: 96 },
      { x: 0, y: 96 },
    ]);
    expect(written).toEqual([]);
    // Clicking near the first corner snaps to it and closes the ring.
    tool.move({ x: 0.8, y: 0.9 });
    expect(tool.state.snap?.kind).toBe('endpoint');
    tool.down({ x: 0.8, y: 0.9 });
    expect(written).toHaveLength(1);
    const wall = written[0]!;
    expect(wall.layer).toBe('design/walls');
    expect(wall.object).toMatchObject({ name: 'wall 1', type: 'polygon', style: { thickness: 4.5 } });
    // The room inside stays 60" × 96": the wall ring's area is the outer box less it.
    expect(polygonArea(pairsOf(wall.object.points))).toBe(69 * 105 - 60 * 96);
    expect(tool.state.draft).toEqual([]);
  });

  it('refuses a typed text that is not a length, and needs a start first', () => {
    const { tool } = setup();
    tool.setTool('wall');
    tool.type('60');
    expect(tool.enter()).toBe(false);
    expect(tool.state.problem).toBe('Click where the wall starts first');
    tool.down({ x: 0, y: 0 });
    tool.type('abc');
    expect(tool.enter()).toBe(false);
    expect(tool.state.problem).toMatch(/^Not a length: abc/);
  });

  it('finishes an open wall on Enter, centred on its line; Escape drops the draft', () => {
    const { tool, written } = setup();
    tool.setTool('wall');
    tool.down({ x: 0, y: 0 });
    tool.down({ x: 30, y: 0.2 });
    tool.enter();
    expect(written[0]!.object.points).toEqual([0, 2.25, 30, 2.25, 30, -2.25, 0, -2.25]);
    tool.down({ x: 0, y: 50 });
    tool.escape();
    expect(tool.state.draft).toEqual([]);
    tool.escape();
    expect(tool.state.tool).toBe('select');
  });

  it('draws a room from two corners, snapped to what is there', () => {
    const walls: SnapTarget[] = [{ id: 'w', points: [0, 0, 60, 0, 60, 96, 0, 96], closed: true }];
    const { tool, written } = setup(walls);
    tool.setTool('room');
    tool.down({ x: 1.1, y: 0.7 });
    tool.move({ x: 59.2, y: 95.1 });
    expect(tool.preview()?.points).toHaveLength(4);
    tool.down({ x: 59.2, y: 95.1 });
    expect(written[0]).toMatchObject({
      layer: 'design/rooms',
      object: { type: 'rect', name: 'room 1', points: [0, 0, 60, 0, 60, 96, 0, 96] },
    });
    expect(objectSquareFeet(written[0]!.object)).toBe(40);
  });

  it('places a fixture at its real size, turned, one object per click', () => {
    const { tool, written } = setup([{ id: 'w', points: [0, 0, 60, 0, 60, 96, 0, 96], closed: true }]);
    tool.setFixture('tub');
    tool.move({ x: 0.5, y: 0.5 });
    expect(tool.preview()?.points).toEqual([
      { x: 0, y: 0 },
      { x: 60, y: 0 },
      { x: 60, y: 30 },
      { x: 0, y: 30 },
    ]);
    tool.down({ x: 0.5, y: 0.5 });
    tool.setFixture('toilet');
    tool.rotate();
    tool.rotate();
    tool.down({ x: 40.2, y: 95.4 });
    expect(written.map((w) => [w.layer, w.object.name])).toEqual([
      ['design/fixtures', 'bathtub'],
      ['design/fixtures', 'toilet'],
    ]);
    const ys = pairsOf(written[1]!.object.points).map((p) => p.y);
    expect(Math.max(...ys)).toBe(96);
    expect(Math.min(...ys)).toBe(68);
  });

  it('does nothing in the select tool', () => {
    const { tool, written } = setup();
    tool.down({ x: 1, y: 1 });
    tool.move({ x: 2, y: 2 });
    expect(tool.state.snap).toBeNull();
    expect(written).toEqual([]);
  });
});

describe('duplicate', () => {
  it('copies an object a foot right and down, with a new id', async () => {
    const { duplicateOf } = await import('./duplicate');
    const original = { id: 'a', name: 'toilet', type: 'polygon' as const, points: [0, 0, 20, 0, 20, 28], style: { fill: '#fff' } };
    const copy = duplicateOf(original);
    expect(copy).toMatchObject({ name: 'toilet', type: 'polygon', points: [12, -12, 32, -12, 32, 16], style: { fill: '#fff' } });
    expect(copy.id).not.toBe('a');
    expect(copy.style).not.toBe(original.style);
  });

  it('dimensions two snapped points: one polyline on design/dimensions, named on, the preview while pointing', () => {
    const { tool, written } = setup([{ id: 'r', points: [0, 0, 60, 0], closed: false }]);
    tool.setTool('dimension');
    tool.down({ x: 0.4, y: 0.3 });
    tool.move({ x: 59.6, y: 0.2 });
    expect(tool.state.snap?.kind).toBe('endpoint');
    expect(tool.preview()?.points).toHaveLength(6);
    tool.down({ x: 59.6, y: 0.2 });
    expect(written).toHaveLength(1);
    expect(written[0]!.layer).toBe('design/dimensions');
    expect(written[0]!.object).toMatchObject({ name: 'dimension 1', type: 'polyline' });
    expect(written[0]!.object.points.slice(4, 8)).toEqual([0, 0, 60, 0]);
    expect(tool.state.draft).toEqual([]);
    // The same point twice measures nothing and writes nothing.
    tool.down({ x: 10, y: 10 });
    tool.down({ x: 10, y: 10 });
    expect(written).toHaveLength(1);
  });
});
