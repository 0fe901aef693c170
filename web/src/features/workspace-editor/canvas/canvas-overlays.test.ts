import { describe, expect, it } from 'vitest';
import { drawAreaLabels, LABEL_PX } from './canvas-overlays';
import type { Viewport } from '../viewport';

/** A 2D context that records where text is written and how it is turned; each character is 6 px wide. */
function recordingContext() {
  const calls: { text: string; x: number; y: number; angle: number; at: { x: number; y: number } }[] = [];
  let at = { x: 0, y: 0 };
  let angle = 0;
  const saved: { at: typeof at; angle: number }[] = [];
  const ctx = {
    font: '',
    fillStyle: '',
    textAlign: '',
    textBaseline: '',
    globalAlpha: 1,
    save: () => saved.push({ at, angle }),
    restore: () => ({ at, angle } = saved.pop()!),
    translate: (x: number, y: number) => (at = { x: at.x + x, y: at.y + y }),
    rotate: (a: number) => (angle += a),
    measureText: (text: string) => ({ width: text.length * 6 }),
    fillText: (text: string, x: number, y: number) => calls.push({ text, x, y, angle, at }),
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls };
}

const IDENTITY: Viewport = [1, 0, 0, 1, 0, 0];

describe('drawAreaLabels', () => {
  it("writes a dimension's length on its line, turned with it, and an area label at its centre", () => {
    const { ctx, calls } = recordingContext();
    const offset = (LABEL_PX * 1.25) / 2 + 2;
    drawAreaLabels(
      ctx,
      [
        {
          text: `5'-0"`,
          x: 100,
          y: 300,
          faint: false,
          line: [
            { x: 100, y: 100 },
            { x: 100, y: 300 },
          ],
        },
        {
          text: `8'-0"`,
          x: 0,
          y: 0,
          faint: false,
          line: [
            { x: 300, y: 50 },
            { x: 200, y: 50 },
          ],
        },
        { text: '40 ft²', x: 400, y: 400, faint: false },
      ],
      IDENTITY,
      { width: 800, height: 600 },
    );
    const byText = Object.fromEntries(calls.map((c) => [c.text, c]));
    // Vertical: on its middle, just left of it, reading bottom to top.
    expect(byText[`5'-0"`]).toMatchObject({ at: { x: 100 - offset, y: 200 }, angle: -Math.PI / 2, x: 0, y: 0 });
    // Level (drawn right to left): on its middle, just above, upright.
    expect(byText[`8'-0"`]).toMatchObject({ x: 250, y: 50 - offset, angle: 0 });
    expect(byText['40 ft²']).toMatchObject({ x: 400, y: 400, angle: 0 });
  });

  it("keeps a room's name inside the room when another label takes its centre (the plan's 'Hall' left the building)", () => {
    const { ctx, calls } = recordingContext();
    // The viewport flips y (scene y up) and zooms 2×: the room spans x 100..400, y 200..260 in view pixels.
    const flip: Viewport = [2, 0, 0, -2, 0, 300];
    const room = { minX: 50, minY: 20, maxX: 200, maxY: 50 };
    drawAreaLabels(
      ctx,
      [
        { text: `12'-0"`, x: 125, y: 35, faint: false },
        { text: 'Hall (module 3)\n64 ft²', x: 125, y: 35, faint: false, within: room },
      ],
      flip,
      { width: 800, height: 600 },
    );
    const hall = calls.find((c) => c.text === 'Hall (module 3)')!;
    const area = calls.find((c) => c.text === '64 ft²')!;
    expect(hall, JSON.stringify(calls)).toBeDefined();
    // 15 characters of 6 px: 90 px wide, centred within 100..400; both lines between 200 and 260.
    expect(hall.x - 45).toBeGreaterThanOrEqual(100);
    expect(hall.x + 45).toBeLessThanOrEqual(400);
    for (const line of [hall, area]) {
      expect(line.y).toBeGreaterThan(200);
      expect(line.y).toBeLessThan(260);
    }
    expect(hall.x).not.toBe(250);
  });
});
