import { describe, expect, it } from 'vitest';
import { Point, type FabricObject } from 'fabric';
import { DrawingLayers, dragShiftOf } from './drawing-layers';
import type { BlockShapes, ShapeEntry } from './block-shapes';
import { NO_APPEARANCE } from './block-styles';

/** An entry whose Fabric stand-in is at `at` (the model puts its centre at `centre`). */
function entry(key: string, centre: [number, number], at: [number, number] = centre, label: string | null = null): ShapeEntry {
  const shape = { getCenterPoint: () => new Point(...at) } as unknown as FabricObject;
  return {
    key,
    layer: 'design/rooms',
    object: { key, name: key, type: 'rect', points: [0, 0, 1, 0, 1, 1, 0, 1] },
    geometry: {
      kind: 'rect',
      scene: [0, 0, 1, 0, 1, 1, 0, 1],
      box: { minX: 0, minY: 0, maxX: 1, maxY: 1 },
      centre: { x: centre[0], y: centre[1] },
    },
    shape,
    label,
    centre: new Point(...centre),
  } as unknown as ShapeEntry;
}

describe('a drag of one of several selected objects', () => {
  const dragged = entry('a', [10, 10], [25, 4]);
  const other = entry('b', [50, 50]);
  const outside = entry('c', [90, 90]);
  const group = new Set(['a', 'b']);

  it('moves every selected object by the dragged one’s move, and nothing else', () => {
    expect(dragShiftOf(dragged, dragged, group)).toMatchObject({ x: 15, y: -6 });
    expect(dragShiftOf(other, dragged, group)).toMatchObject({ x: 15, y: -6 });
    expect(dragShiftOf(outside, dragged, group)).toBeNull();
    // Nothing dragged, or the dragged object not in the selection (picked just now): only it moves.
    expect(dragShiftOf(other, undefined, group)).toBeNull();
    const picked = entry('c', [90, 90], [91, 92]);
    expect(dragShiftOf(other, picked, group)).toBeNull();
    expect(dragShiftOf(picked, picked, group)).toMatchObject({ x: 1, y: 2 });
  });

  it('paints and labels the other selected objects where the drag takes them, live', () => {
    const labelled = entry('b', [50, 50], [50, 50], '4 ft²');
    const shapes = { drawOrder: [dragged, labelled, outside] } as unknown as BlockShapes;
    const layers = new DrawingLayers(shapes, {
      appearance: () => NO_APPEARANCE,
      active: () => undefined,
      shiftOf: (e) => dragShiftOf(e, dragged, group),
    });
    const shifts: [number, number][] = [];
    const texts: { text: string; x: number; y: number }[] = [];
    const ctx = {
      save: () => undefined,
      restore: () => undefined,
      translate: () => undefined,
      rotate: () => undefined,
      measureText: (t: string) => ({ width: t.length * 6 }),
      fillText: (text: string, x: number, y: number) => texts.push({ text, x, y }),
      beginPath: () => undefined,
      moveTo: () => undefined,
      lineTo: () => undefined,
      closePath: () => undefined,
      rect: () => undefined,
      fill: () => undefined,
      stroke: () => undefined,
      setLineDash: () => undefined,
      setTransform: () => undefined,
    } as unknown as CanvasRenderingContext2D;
    const target = {
      viewport: [1, 0, 0, 1, 0, 0] as [number, number, number, number, number, number],
      size: { width: 800, height: 600 },
      unit: 1,
    };
    const painted = (layers as unknown as { painted(): Generator<{ shiftX: number; shiftY: number }> }).painted();
    for (const shape of painted) shifts.push([shape.shiftX, shape.shiftY]);
    expect(shifts).toEqual([
      [15, -6],
      [15, -6],
      [0, 0],
    ]);
    layers.paintLabels(ctx, target);
    expect(texts).toEqual([{ text: '4 ft²', x: 65, y: 44 }]);
  });
});
