import { describe, expect, it } from 'vitest';
import { canvasLabelOf, placeLabels, roomLabelsOf, type PlacedLabel } from './labels.js';

const overlap = (a: PlacedLabel, b: PlacedLabel) =>
  Math.abs(a.x - b.x) * 2 < a.width + b.width && Math.abs(a.y - b.y) * 2 < a.height + b.height;

describe('label placement', () => {
  it('keeps a label where it belongs when it is free', () => {
    expect(placeLabels([{ id: 'a', x: 10, y: 10, width: 40, height: 12 }])).toEqual([{ id: 'a', x: 10, y: 10, width: 40, height: 12 }]);
  });

  it('moves a label that would cover another, and never piles them', () => {
    const requests = Array.from({ length: 6 }, (_, i) => ({ id: `l${i}`, x: 100 + i, y: 100, width: 60, height: 12 }));
    const placed = placeLabels(requests);
    expect(placed.length).toBeGreaterThan(3);
    for (const a of placed) for (const b of placed) if (a !== b) expect(overlap(a, b), `${a.id} ${b.id}`).toBe(false);
    expect(placed[0]).toMatchObject({ id: 'l0', x: 100, y: 100 });
  });

  it('places higher priority first and leaves out what has no free spot', () => {
    const requests = Array.from({ length: 40 }, (_, i) => ({ id: `l${i}`, x: 0, y: 0, width: 50, height: 10, priority: i === 39 ? 1 : 0 }));
    const placed = placeLabels(requests);
    expect(placed[0]).toMatchObject({ id: 'l39', x: 0, y: 0 });
    expect(placed.length).toBeLessThan(40);
    for (const a of placed) for (const b of placed) if (a !== b) expect(overlap(a, b)).toBe(false);
  });
});

describe('canvas labels', () => {
  const room = { name: 'Bathroom', type: 'rect' as const, points: [0, 0, 60, 0, 60, 96, 0, 96] };
  it("writes a room's name over its area, another rectangle's area, and nothing on walls", () => {
    expect(canvasLabelOf(room, 'design/rooms')).toBe('Bathroom\n40 ft²');
    expect(canvasLabelOf({ ...room, name: ' ' }, 'design/rooms')).toBe('40 ft²');
    expect(canvasLabelOf(room, 'design/casework')).toBe('40 ft²');
    expect(canvasLabelOf({ ...room, type: 'polyline' }, 'design/walls')).toBeNull();
    expect(canvasLabelOf({ ...room, type: 'polygon' }, 'design/walls')).toBeNull();
  });

  it('places thousands of labels, none over another', () => {
    const requests = Array.from({ length: 5000 }, (_, i) => ({
      id: `l${i}`,
      x: (i % 100) * 30,
      y: Math.floor(i / 100) * 14,
      width: 60,
      height: 12,
    }));
    const placed = placeLabels(requests);
    expect(placed.length).toBeGreaterThan(100);
    const byRow = new Map<number, PlacedLabel[]>();
    for (const p of placed) byRow.set(Math.round(p.y), [...(byRow.get(Math.round(p.y)) ?? []), p]);
    for (const a of placed)
      for (const dy of [-24, -12, 0, 12, 24].map((d) => Math.round(a.y) + d))
        for (const b of byRow.get(dy) ?? []) if (a !== b) expect(overlap(a, b)).toBe(false);
  });

  it("keeps a fixed label (a dimension's, on its line) at its own spot: the others move aside for it", () => {
    const placed = placeLabels([
      { id: 'room', x: 100, y: 100, width: 40, height: 12, priority: 5 },
      { id: 'dimension', x: 104, y: 102, width: 30, height: 12, fixed: true },
      { id: 'second dimension', x: 106, y: 100, width: 30, height: 12, fixed: true },
    ]);
    const byId = Object.fromEntries(placed.map((p) => [p.id, p]));
    expect(byId.dimension).toMatchObject({ x: 104, y: 102 });
    // Another fixed label on the same spot is left out rather than moved off its line.
    expect(byId['second dimension']).toBeUndefined();
    expect(byId.room).toBeDefined();
    expect([byId.room!.x, byId.room!.y]).not.toEqual([100, 100]);
  });

  it("moves a room's label aside only inside its room, and leaves it out when no spot there is free", () => {
    // A wall's label sits on the room's centre; the room is 300 × 60, its label 80 × 24.
    const room = { left: 50, top: 0, right: 350, bottom: 60 };
    const wall = { id: 'wall', x: 100, y: 30, width: 40, height: 12, priority: 9 };
    const placed = placeLabels([wall, { id: 'Hall', x: 100, y: 30, width: 80, height: 24, within: room }]);
    const hall = placed.find((p) => p.id === 'Hall')!;
    expect(hall.x - hall.width / 2).toBeGreaterThanOrEqual(50);
    expect(hall.x + hall.width / 2).toBeLessThanOrEqual(350);
    expect(hall.y - hall.height / 2).toBeGreaterThanOrEqual(0);
    expect(hall.y + hall.height / 2).toBeLessThanOrEqual(60);
    expect([hall.x, hall.y]).not.toEqual([100, 30]);
    // A room only as big as its label: nowhere else inside, so left out (it went below the room before).
    const tight = { left: 60, top: 18, right: 140, bottom: 42 };
    expect(placeLabels([wall, { id: 'Hall', x: 100, y: 30, width: 80, height: 24, within: tight }]).map((p) => p.id)).toEqual(['wall']);
    // Its own spot is its own even when the label is wider than the room (a small room at a low zoom).
    expect(
      placeLabels([{ id: 'Closet', x: 100, y: 30, width: 80, height: 24, within: { left: 90, top: 20, right: 110, bottom: 40 } }]),
    ).toHaveLength(1);
  });

  it('lists the rooms with their areas in ft², as the canvas labels them', () => {
    const rooms = roomLabelsOf({
      'design/rooms': [
        { type: 'rect', name: 'Bathroom', points: [0, 0, 60, 0, 60, 96, 0, 96] },
        { type: 'rect', name: ' ', points: [0, 0, 24, 0, 24, 24, 0, 24] },
        { type: 'polyline', name: 'not a room', points: [0, 0, 10, 10] },
      ],
      'design/fixtures': [{ type: 'rect', name: 'tub', points: [0, 0, 60, 0, 60, 30, 0, 30] }],
    });
    expect(rooms).toEqual([
      { name: 'Bathroom', area: '40 ft²' },
      { name: 'room', area: '4 ft²' },
    ]);
    expect(roomLabelsOf({})).toEqual([]);
  });
});
