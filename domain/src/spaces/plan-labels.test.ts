import { describe, expect, it } from 'vitest';
import { placeLabels, type PlacedLabel } from '../blocks/drawing/labels.js';
import { closedArea, planLabelOf, wallLength } from './plan-labels.js';

const rect = (name: string, x: number, y: number, w: number, h: number) => ({
  name,
  type: 'rect',
  points: [x, y, x + w, y, x + w, y + h, x, y + h],
});

describe('plan labels (a space, a design drawn read-only)', () => {
  it('labels a wall with its length in feet and inches, never as an area', () => {
    expect(planLabelOf(rect('north wall', 0, 0, 288, 6), 'design/walls')).toBe(`24'-0"`);
    expect(planLabelOf(rect('partition 1', 96, 6, 4.5, 210), 'design/walls')).toBe(`17'-6"`);
    expect(planLabelOf({ name: 'run', type: 'line', points: [0, 0, 66, 0] }, 'design/walls')).toBe(`5'-6"`);
    expect(planLabelOf(rect('north wall', 0, 0, 288, 6), 'design/walls')).not.toContain('ft²');
  });

  it('labels a room with its name over its area in ft² (a polygon too)', () => {
    const room = { name: 'Kitchen', type: 'polygon', points: [6, 6, 150, 6, 150, 150, 6, 150] };
    expect(planLabelOf(room, 'design/rooms')).toBe('Kitchen\n144 ft²');
    expect(planLabelOf(rect('', 0, 0, 60, 96), 'design/rooms')).toBe('40 ft²');
  });

  it('writes nothing on doors, windows, setbacks or fixtures', () => {
    expect(planLabelOf(rect('entry door', 48, 0, 36, 6), 'design/openings')).toBeNull();
    expect(planLabelOf(rect('window 1', 12, 0, 48, 6), 'design/windows')).toBeNull();
    expect(planLabelOf(rect('front setback', -240, -240, 800, 700), 'sitework/setbacks')).toBeNull();
    expect(planLabelOf(rect('sink', 10, 10, 24, 20), 'design/fixtures')).toBeNull();
  });

  it('measures a mitred wall outline by its longest side and a room by its shoelace area', () => {
    expect(wallLength({ type: 'polygon', points: [0, 0, 120, 0, 114, 6, 6, 6] })).toBe(120);
    expect(closedArea([0, 0, 12, 0, 12, 12, 0, 12])).toBe(144);
  });

  it("places a space's labels so none covers another (the block editor's placement)", () => {
    // A 24 ft space with three rooms: every wall and room label asks for its centre (1 px = 1 in).
    const objects = [
      ['design/walls', rect('north wall', 0, 0, 288, 6)],
      ['design/walls', rect('south wall', 0, 234, 288, 6)],
      ['design/walls', rect('west wall', 0, 0, 6, 240)],
      ['design/walls', rect('east wall', 282, 0, 6, 240)],
      ['design/walls', rect('partition 1', 96, 6, 4, 228)],
      ['design/walls', rect('partition 2', 192, 6, 4, 228)],
      ['design/rooms', rect('Living', 6, 6, 90, 228)],
      ['design/rooms', rect('Kitchen', 100, 6, 92, 228)],
      ['design/rooms', rect('Bath', 196, 6, 86, 228)],
    ] as const;
    const requests = objects.flatMap(([layer, o], i) => {
      const text = planLabelOf(o, layer);
      const xs = o.points.filter((_, k) => k % 2 === 0);
      const ys = o.points.filter((_, k) => k % 2 === 1);
      const x = (Math.min(...xs) + Math.max(...xs)) / 2;
      const y = (Math.min(...ys) + Math.max(...ys)) / 2;
      return text
        ? [
            {
              id: `${i}:${text}`,
              x,
              y,
              width: 7 * Math.max(...text.split('\n').map((l) => l.length)),
              height: 14 * text.split('\n').length,
            },
          ]
        : [];
    });
    expect(requests.map((r) => r.id.split(':')[1])).toEqual([
      `24'-0"`,
      `24'-0"`,
      `20'-0"`,
      `20'-0"`,
      `19'-0"`,
      `19'-0"`,
      'Living\n143 ft²',
      'Kitchen\n146 ft²',
      'Bath\n136 ft²',
    ]);
    const placed = placeLabels(requests, 2);
    const overlap = (a: PlacedLabel, b: PlacedLabel) =>
      Math.abs(a.x - b.x) * 2 < a.width + b.width && Math.abs(a.y - b.y) * 2 < a.height + b.height;
    for (const a of placed) for (const b of placed) if (a !== b) expect(overlap(a, b), `${a.id} / ${b.id}`).toBe(false);
    expect(placed.length).toBeGreaterThanOrEqual(8);
  });
});
