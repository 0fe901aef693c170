import { describe, expect, it } from 'vitest';
import { pairsOf, type BlockObject } from '@workhub/domain';
import { DrawingTool } from './drawing-tool';
import type { LayerObject, WallCandidate } from './opening-tool';
import { isWallLayer, wallUnder } from './opening-tool';

/** A tool over a drawing whose walls are `walls`; what it writes is recorded. */
function setup(walls: WallCandidate[]) {
  const written: { layer: string; object: BlockObject }[] = [];
  const replaced: { key: string; adds: readonly LayerObject[] }[] = [];
  const tool = new DrawingTool(
    (layer, object) => written.push({ layer, object }),
    () => [],
    { walls: () => walls, replace: (key, adds) => replaced.push({ key, adds }) },
  );
  tool.tolerance = 2;
  return { tool, written, replaced };
}

/** Draws the 5' × 8' ring of the e2e test with the wall tool and returns the stored wall. */
function drawnRing(): BlockObject {
  const { tool, written } = setup([]);
  tool.setTool('wall');
  for (const [x, y] of [
    [0, 0],
    [60, 0],
    [60, 96],
    [0, 96],
    [0, 0],
  ] as const)
    tool.down({ x, y });
  return written[0]!.object;
}

describe('door and window tools', () => {
  it('keeps the line a wall was drawn along with its outline', () => {
    const ring = drawnRing();
    expect(ring.wall).toEqual({ line: [0, 0, 60, 0, 60, 96, 0, 96], thickness: 4.5, closed: true, side: 'right' });
    expect(ring.points.slice(0, 10)).toEqual([0, 0, 60, 0, 60, 96, 0, 96, 0, 0]);
  });

  it('places a door where the pointer is on a wall: the wall cut and the door added in one edit', () => {
    const ring = drawnRing();
    const { tool, replaced, written } = setup([{ key: 'k1', layer: 'design/walls', object: ring }]);
    tool.setTool('door');
    tool.setOpeningWidth(28);
    // Off the walls: nothing to place, and the tool says why.
    tool.move({ x: 30, y: 48 });
    expect(tool.state.problem).toBe('Point at a wall to place the door');
    expect(tool.preview()).toBeNull();
    tool.down({ x: 30, y: 48 });
    expect(replaced).toEqual([]);
    // Over the east wall, half way up.
    tool.move({ x: 61, y: 48.2 });
    expect(tool.state.problem).toBeNull();
    expect(tool.preview()?.points[0]).toEqual({ x: 60, y: 34 });
    tool.down({ x: 61, y: 48.2 });
    expect(written).toEqual([]);
    expect(replaced).toHaveLength(1);
    const [{ key, adds }] = replaced as [(typeof replaced)[0]];
    expect(key).toBe('k1');
    expect(adds.map((a) => `${a.layer} ${a.object.name} ${a.object.type}`)).toEqual([
      'design/walls wall 1 polygon',
      'design/doors door 1 polyline',
    ]);
    // The ring opened at the door: one wall from the door's far jamb round to its near one, keeping the wall's id.
    expect(adds[0]!.object.id).toBe(ring.id);
    expect(adds[0]!.object.wall).toEqual({
      line: [60, 62, 60, 96, 0, 96, 0, 0, 60, 0, 60, 34],
      thickness: 4.5,
      closed: false,
      side: 'right',
    });
    // Hinged at y = 34 on the inside face (the line), swinging into the room to x = 32.
    const door = pairsOf(adds[1]!.object.points);
    expect([door[0], door[1], door[13]]).toEqual([
      { x: 60, y: 34 },
      { x: 32, y: 34 },
      { x: 60, y: 62 },
    ]);
  });

  it('flips a door through its four hangings before it is placed', () => {
    const { tool } = setup([]);
    tool.setTool('door');
    const seen = [tool.state.swing];
    for (let i = 0; i < 4; i++) {
      tool.flip();
      seen.push(tool.state.swing);
    }
    expect(new Set(seen.map((s) => `${s.hinge} ${s.into}`)).size).toBe(4);
    expect(seen[4]).toEqual(seen[0]);
  });

  it('refuses a window wider than the wall, saying so, and writes nothing', () => {
    const short: BlockObject = { name: 'stub wall', type: 'polygon', points: [0, 0, 20, 0, 20, 4, 0, 4] };
    const { tool, replaced } = setup([{ key: 'k2', layer: 'design/walls', object: short }]);
    tool.setTool('window');
    tool.move({ x: 10, y: 2 });
    expect(tool.state.problem).toBe(`A 3'-0" window does not fit in this wall (1'-8" long)`);
    tool.down({ x: 10, y: 2 });
    expect(replaced).toEqual([]);
    tool.setOpeningWidth(24);
    expect(tool.state.windowWidth).toBe(24);
  });

  it('places a window through a seeded wall run: band and glass', () => {
    const run: BlockObject = { id: 's', name: 'south wall', type: 'polygon', points: [0, 0, 96, 0, 96, 4.5, 0, 4.5] };
    const { tool, replaced } = setup([{ key: 'k3', layer: 'design/walls', object: run }]);
    tool.setTool('window');
    tool.down({ x: 48, y: 3 });
    expect(replaced[0]!.adds.map((a) => a.object.name)).toEqual(['south wall', 'south wall', 'window 1', 'window 1 glass']);
    expect(replaced[0]!.adds[2]!.object.points).toEqual([30, 4.5, 66, 4.5, 66, 0, 30, 0]);
  });

  it('finds the wall under the pointer on wall layers only', () => {
    expect(isWallLayer('design/walls') && isWallLayer('assemblies/walls') && !isWallLayer('design/rooms')).toBe(true);
    const run: BlockObject = { name: 'w', type: 'polygon', points: [0, 0, 96, 0, 96, 4, 0, 4] };
    expect(wallUnder([{ key: 'a', layer: 'design/walls', object: run }], { x: 10, y: 5.5 }, 2)?.wall.key).toBe('a');
    expect(wallUnder([{ key: 'a', layer: 'design/walls', object: run }], { x: 10, y: 9 }, 2)).toBeNull();
  });
});
