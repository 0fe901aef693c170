import { describe, expect, it } from 'vitest';
import { CLIP_KIND, clipOf, parseClip, pastePlan } from './clipboard';

const room = { id: 'r1', name: 'Bathroom', type: 'rect' as const, points: [0, 0, 60, 0, 60, 96, 0, 96], style: { fill: '#fff' } };
const wall = {
  id: 'w1',
  name: 'wall 1',
  type: 'polygon' as const,
  points: [0, 0, 10, 0, 10, 4, 0, 4],
  wall: { line: [0, 2, 10, 2], thickness: 4, closed: false, side: 'centre' as const },
};

describe('copy and paste of block objects', () => {
  it('copies objects with their layers, without ids, as JSON that reads back', () => {
    const clip = clipOf([{ layer: 'design/rooms', object: room }], 'c1');
    expect([clip.kind, clip.id]).toEqual([CLIP_KIND, 'c1']);
    expect(clip.objects).toEqual([
      { layer: 'design/rooms', object: { name: 'Bathroom', type: 'rect', points: room.points, style: room.style } },
    ]);
    expect(parseClip(JSON.stringify(clip))).toEqual(clip);
  });

  it('takes no text that is not a copy of objects', () => {
    expect(parseClip(null)).toBeNull();
    expect(parseClip('hello')).toBeNull();
    expect(parseClip('{"kind":"other","id":"x","objects":[]}')).toBeNull();
    expect(
      parseClip(JSON.stringify({ kind: CLIP_KIND, id: 'x', objects: [{ layer: 'a', object: { name: 'n', type: 'blob', points: [] } }] })),
    ).toBeNull();
  });

  it('pastes a grid step right and down per paste, on the same layers; a wall keeps its line', () => {
    const clip = clipOf([
      { layer: 'design/rooms', object: room },
      { layer: 'design/walls', object: wall },
    ]);
    const { adds, leftOut } = pastePlan(clip, { layers: [], activeLayer: null, times: 2 });
    expect(leftOut).toBe(0);
    expect(adds.map((a) => a.layer)).toEqual(['design/rooms', 'design/walls']);
    expect(adds[0]!.object.points).toEqual([24, -24, 84, -24, 84, 72, 24, 72]);
    expect(adds[1]!.object.wall!.line).toEqual([24, -22, 34, -22]);
    expect(adds[0]!.object.id).toBeTruthy();
    expect(adds[0]!.object.id).not.toBe(adds[1]!.object.id);
  });

  it('puts objects of a layer neither the block nor the base specification has on the active layer, or leaves them out', () => {
    const clip = clipOf([
      { layer: 'custom/sketch', object: room },
      { layer: 'design/rooms', object: room },
    ]);
    expect(pastePlan(clip, { layers: ['custom/sketch'], activeLayer: null, times: 1 }).adds.map((a) => a.layer)).toEqual([
      'custom/sketch',
      'design/rooms',
    ]);
    expect(pastePlan(clip, { layers: [], activeLayer: 'design/fixtures', times: 1 }).adds.map((a) => a.layer)).toEqual([
      'design/fixtures',
      'design/rooms',
    ]);
    const none = pastePlan(clip, { layers: [], activeLayer: null, times: 1 });
    expect([none.adds.length, none.leftOut]).toEqual([1, 1]);
  });
});
