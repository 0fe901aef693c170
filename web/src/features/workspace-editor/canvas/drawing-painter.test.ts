import { describe, expect, it } from 'vitest';
import type { Viewport } from '../viewport';
import { paintShapes, type PaintedShape } from './drawing-painter';
import { geometryOf } from './shape-geometry';

/** A 2D context that records the calls and property writes the painter makes. */
function recordingContext() {
  const calls: string[] = [];
  const ctx = new Proxy({} as Record<string, unknown>, {
    get:
      (_, name: string) =>
      (...args: unknown[]) =>
        void calls.push(`${name}(${args.map((a) => JSON.stringify(a)).join(',')})`),
    set: (_, name: string, value) => {
      calls.push(`${name}=${JSON.stringify(value)}`);
      return true;
    },
  });
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls };
}

const style = { stroke: '#263238', fill: 'rgba(0,0,0,0)', strokeWidth: 1, strokeDashArray: null };
// Scale 1/96: one inch is one canvas unit.
const shape = (type: 'rect' | 'polyline', points: number[], over: Partial<PaintedShape> = {}): PaintedShape => ({
  geometry: geometryOf({ type, points }, 1 / 96)!,
  style,
  opacity: 1,
  shiftX: 0,
  shiftY: 0,
  ...over,
});
const IDENTITY: Viewport = [1, 0, 0, 1, 0, 0];
const size = { width: 100, height: 100 };

describe('drawing painter', () => {
  it('paints a closed outline for a rect and an open one for a polyline, in view pixels', () => {
    const { ctx, calls } = recordingContext();
    paintShapes(ctx, [shape('rect', [10, -10, 20, -10, 20, -20, 10, -20]), shape('polyline', [0, -5, 50, -5])], [2, 0, 0, 2, 1, 0], size);
    expect(calls.filter((c) => /^(moveTo|lineTo|closePath|stroke|fill)\(/.test(c))).toEqual([
      'moveTo(21,20)',
      'lineTo(41,20)',
      'lineTo(41,40)',
      'lineTo(21,40)',
      'closePath()',
      'stroke()',
      'moveTo(1,10)',
      'lineTo(101,10)',
      'stroke()',
    ]);
  });

  it('leaves out shapes wholly outside the view, and clear fills', () => {
    const { ctx, calls } = recordingContext();
    paintShapes(ctx, [shape('rect', [200, -10, 210, -10, 210, -20, 200, -20]), shape('rect', [0, 0, 5, 0, 5, -5, 0, -5])], IDENTITY, size);
    expect(calls.filter((c) => c.startsWith('moveTo'))).toEqual(['moveTo(0,0)']);
    expect(calls).not.toContain('fill()');
  });

  it('sets a paint only when it changes, scales widths and dashes by the unit, and shifts a dragged shape', () => {
    const { ctx, calls } = recordingContext();
    const dashed = { ...style, fill: '#eeeeee', strokeDashArray: [4, 2] };
    paintShapes(
      ctx,
      [
        shape('rect', [0, 0, 5, 0, 5, -5, 0, -5], { style: dashed }),
        shape('rect', [10, 0, 15, 0, 15, -5, 10, -5], { style: dashed, shiftX: 3, opacity: 0.5 }),
      ],
      IDENTITY,
      size,
      2,
    );
    expect(calls.filter((c) => c.startsWith('fillStyle='))).toEqual(['fillStyle="#eeeeee"']);
    expect(calls.filter((c) => c.startsWith('lineWidth='))).toEqual(['lineWidth=2']);
    expect(calls.filter((c) => c.startsWith('setLineDash'))).toEqual(['setLineDash([8,4])']);
    expect(calls.filter((c) => c.startsWith('globalAlpha='))).toEqual(['globalAlpha=1', 'globalAlpha=0.5']);
    expect(calls.filter((c) => c.startsWith('moveTo'))).toEqual(['moveTo(0,0)', 'moveTo(13,0)']);
  });
});
