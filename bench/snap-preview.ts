import { performance } from 'node:perf_hooks';
import { SnapIndex } from '@workhub/domain';
import { DrawingTool } from '../web/src/features/workspace-editor/tools/drawing-tool';
import { snapTargetsOf } from '../web/src/features/workspace-editor/tools/use-drawing-tool';
import { benchBlock } from './canvas-render';
import type { Figure } from './report';
import { p } from './stats';

/** One frame at 60 Hz: a pointer move must give its snapped preview within it. */
const FRAME_MS = 1000 / 60;
const OBJECTS = 5_000;
const MOVES = 600;

/**
 * Issue 26: drawing a wall segment with snapping on a 5,000-object block (the canvas benchmark's
 * drawing): each pointer move → the snapped point and the preview outline, as the editor computes
 * them (DrawingTool.move + preview; snap targets from every shown layer, rebuilt when the document
 * changes, indexed by SnapIndex). The React overlay's render is not included.
 */
export async function snapPreview(): Promise<Figure[]> {
  const layers = benchBlock(7, OBJECTS);
  const targets = snapTargetsOf(layers, () => true);
  const index = new SnapIndex(targets);
  const tool = new DrawingTool(
    () => undefined,
    (near, tolerance) => index.near(near, tolerance),
  );
  tool.tolerance = 2;
  tool.setTool('wall');
  tool.down({ x: 100, y: 100 });
  const times: number[] = [];
  for (let i = 0; i < MOVES; i++) {
    // Along the block and back, wandering off the axis a little, as a hand does.
    const x = 100 + ((i * 1.37) % 600);
    const y = 100 + Math.sin(i / 9) * 40;
    const started = performance.now();
    tool.move({ x, y });
    tool.preview();
    times.push(performance.now() - started);
  }
  const rebuild = performance.now();
  new SnapIndex(snapTargetsOf(layers, () => true));
  const rebuildMs = performance.now() - rebuild;
  console.log(
    `snap preview: ${targets.length} targets, ${MOVES} moves; p50 ${p(times, 50)} ms, p95 ${p(times, 95)} ms; targets indexed again in ${rebuildMs.toFixed(2)} ms`,
  );
  return [
    {
      name: `wall tool: pointer move → snapped preview on ${OBJECTS.toLocaleString('en-US')} objects, p95`,
      value: p(times, 95),
      unit: 'ms',
      baseline: Number(FRAME_MS.toFixed(2)),
      baselineNote: 'one frame at 60 Hz',
    },
  ];
}
