/**
 * Browser side of the canvas-render benchmark (bundled by bench/canvas-render.ts with esbuild):
 * the editor's real BlockCanvas in a host the size of the page, driven the way the editor drives
 * it. Exposes `window.canvasBench` for the Node side.
 */
import { DEFAULT_BLOCK_SCALE, zoomBoundsOfLayers, type Bounds } from '@workhub/domain';
import { BlockCanvas } from '../../web/src/features/workspace-editor/canvas/block-canvas';
import type { LiveObjects } from '../../web/src/collab';
import { drawBare } from './bare-drawing';

export interface FrameTimes {
  /** rAF timestamp to rAF timestamp while driving: what the user sees (ms). */
  intervals: number[];
  /** Main-thread work a frame caused: the input handling plus Fabric's render and its raster (ms). */
  work: number[];
  /** Wall time of the whole run (ms) and the frames in it. */
  elapsed: number;
  frames: number;
  /** Times the drawing canvas was cleared and drawn again during the run (a frame that draws nothing is not a frame of panning). */
  redraws: number;
}

export interface GestureTimes extends FrameTimes {
  /** From the end of the gesture (mouse-up, last wheel step) to the end of the next full render of the shapes (ms): when the view is sharp. */
  sharpAfter: number;
}

export interface FirstRender {
  /** From handing the block to the canvas to the end of its first full render, pixels rasterised (ms). */
  ms: number;
  /** Of which the calls that hand it over (building the shapes, before Fabric's render) took (ms). */
  build: number;
  /** From handing it over until every object can be picked (Fabric's stand-ins, built after the first frame) (ms). */
  pickable: number;
}

export interface CanvasBench {
  /** Hands the block to the canvas and resolves when the first full render has finished. */
  firstRender(layers: LiveObjects, block: { width: number; height: number }): Promise<FirstRender>;
  /** The floor: the same picture drawn with the bare 2D canvas API into a canvas of the same size in this page (ms, rasterised). */
  bareRender(layers: LiveObjects, block: { width: number; height: number }): Promise<number>;
  /** Drags the view around with the mouse (BlockCanvas's pan: mouse:down on empty canvas, mouse:move) for `frames` frames, then waits for the sharp render. */
  pan(frames: number, from: { x: number; y: number }): Promise<GestureTimes>;
  /** Zooms in and out with the wheel (BlockCanvas's zoom: mouse:wheel) for `frames` frames, then waits for the sharp render. */
  zoom(frames: number): Promise<GestureTimes>;
  /** A view point in the margin the fitted drawing leaves (so a mouse-down there pans). */
  emptyPoint(bounds: Bounds): { x: number; y: number };
}

declare global {
  interface Window {
    canvasBench: CanvasBench;
  }
}

const host = document.getElementById('host')!;
// As in the editor: the canvas exists (empty) before the drawing arrives from the live document.
const canvas = new BlockCanvas(host, { interactive: true, editable: true });
canvas.setTransitions(false);
// Counts redraws of the drawing (the lower canvas): every Fabric render, or any other repaint, clears it first.
// A redraw that copies no image onto it is a full render of the shapes (a pan or zoom frame draws a snapshot image).
let redraws = 0;
/** When the last full render ended (ms). */
let lastFullRender = 0;
{
  const context = host.querySelector('canvas')!.getContext('2d')!;
  const clearRect = context.clearRect.bind(context);
  const drawImage = context.drawImage.bind(context) as (...args: unknown[]) => void;
  let copied = false;
  context.clearRect = (...args: Parameters<CanvasRenderingContext2D['clearRect']>) => {
    redraws++;
    copied = false;
    // After the rest of this render (it runs synchronously in one frame callback).
    queueMicrotask(() => {
      if (copied) return;
      flush();
      lastFullRender = performance.now();
    });
    clearRect(...args);
  };
  context.drawImage = ((...args: unknown[]) => {
    copied = true;
    drawImage(...args);
  }) as CanvasRenderingContext2D['drawImage'];
}
const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/** Waits for the first full render that ends after `since` (performance.now()); its end minus `since` (ms). */
async function sharpAfter(since: number, what: string): Promise<number> {
  for (const deadline = performance.now() + 5000; lastFullRender <= since;) {
    if (performance.now() > deadline) throw new Error(`no full render within 5 s of the end of the ${what}: the view never gets sharp`);
    await nextFrame();
  }
  return lastFullRender - since;
}

/**
 * Canvas 2D draws are recorded and rasterised later (at the latest before the frame is shown);
 * reading one pixel back makes the raster happen now, so it is inside the time measured.
 */
function flush(): void {
  const lower = host.querySelector('canvas');
  lower?.getContext('2d')?.getImageData(0, 0, 1, 1);
}

/**
 * Runs `step(i)` once per animation frame for `frames` frames. Fabric renders in its own rAF
 * callback, requested during the step, so it runs in the next frame: a marker callback requested
 * before the step runs just before it, and the next tick just after it.
 */
function drive(frames: number, step: (i: number) => void): Promise<FrameTimes> {
  return new Promise((resolve) => {
    const intervals: number[] = [];
    const work: number[] = [];
    let i = 0;
    let last = 0;
    let started = 0;
    let stepTime = 0;
    let renderStart = 0;
    const redrawsBefore = redraws;
    const tick = (now: number) => {
      if (renderStart) {
        flush();
        work.push(stepTime + (performance.now() - renderStart));
      }
      if (last) intervals.push(now - last);
      else started = now;
      last = now;
      if (i === frames)
        return resolve({ intervals, work, elapsed: now - started, frames: intervals.length, redraws: redraws - redrawsBefore });
      requestAnimationFrame(() => (renderStart = performance.now()));
      const t0 = performance.now();
      step(i++);
      stepTime = performance.now() - t0;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

function mouse(type: string, x: number, y: number, target: EventTarget): void {
  const rect = host.getBoundingClientRect();
  target.dispatchEvent(
    new MouseEvent(type, {
      clientX: rect.left + x,
      clientY: rect.top + y,
      button: 0,
      buttons: type === 'mouseup' ? 0 : 1,
      bubbles: true,
      cancelable: true,
      view: window,
    }),
  );
}

const upper = () => host.querySelector('canvas.upper-canvas') ?? host.querySelectorAll('canvas')[1]!;

window.canvasBench = {
  async firstRender(layers, block) {
    await nextFrame();
    const start = performance.now();
    // What EditorCanvas does when the document arrives: layers, appearance, block outline, fit.
    canvas.setLayers(layers);
    canvas.setAppearance({ visible: {}, showHidden: false, hovered: null, styles: {} });
    canvas.setBlock(block);
    canvas.fitTo(zoomBoundsOfLayers(layers, Object.keys(layers), DEFAULT_BLOCK_SCALE));
    const build = performance.now() - start;
    // Fabric's render was requested first, so it runs before this frame callback.
    await nextFrame();
    flush();
    const ms = performance.now() - start;
    while (!canvas.pickable) await new Promise((resolve) => setTimeout(resolve, 1));
    return { ms, build, pickable: performance.now() - start };
  },

  async bareRender(layers, block) {
    const { width, height } = host.getBoundingClientRect();
    const element = document.createElement('canvas');
    element.width = width;
    element.height = height;
    // Below the view (the page does not scroll): drawn and rasterised like the editor's, not shown over it.
    element.style.cssText = `position:absolute;left:0;top:${height}px`;
    document.body.appendChild(element);
    await nextFrame();
    const start = performance.now();
    drawBare(element, layers, block);
    element.getContext('2d')!.getImageData(0, 0, 1, 1);
    const ms = performance.now() - start;
    element.remove();
    return ms;
  },

  async pan(frames, from) {
    const target = upper();
    mouse('mousedown', from.x, from.y, target);
    const before = canvas.viewport;
    let moved = false;
    // One slow circle (radius 160 px) over the run, as a hand drags; it ends where it started.
    const times = await drive(frames, (i) => {
      const angle = (2 * Math.PI * (i + 1)) / frames;
      mouse('mousemove', from.x + 160 * Math.sin(angle), from.y + 160 * (1 - Math.cos(angle)), target);
      if (i === Math.floor(frames / 2)) moved = canvas.viewport.some((v, k) => v !== before[k]);
    });
    mouse('mouseup', from.x, from.y, target);
    if (!moved) throw new Error('the view did not pan: did the mouse go down on an object?');
    return { ...times, sharpAfter: await sharpAfter(performance.now(), 'pan') };
  },

  async zoom(frames) {
    const target = upper();
    const rect = host.getBoundingClientRect();
    const at = { x: rect.width / 2, y: rect.height / 2 };
    let lastStep = 0;
    // In for the first half, back out for the second: wheel steps of 40 (≈4 % each).
    const times = await drive(frames, (i) => {
      const deltaY = i < frames / 2 ? -40 : 40;
      target.dispatchEvent(
        new WheelEvent('wheel', {
          deltaY,
          clientX: rect.left + at.x,
          clientY: rect.top + at.y,
          bubbles: true,
          cancelable: true,
          view: window,
        }),
      );
      lastStep = performance.now();
    });
    // A full render after the last step (one that renders on each step has done so before the drive ends).
    return { ...times, sharpAfter: await sharpAfter(lastStep, 'zoom') };
  },

  emptyPoint(bounds) {
    const a = canvas.toView({ x: bounds.minX, y: bounds.maxY });
    const b = canvas.toView({ x: bounds.maxX, y: bounds.minY });
    const { width, height } = host.getBoundingClientRect();
    // The fitted drawing fills one axis; the other has margins on both sides.
    if (a.y > 24) return { x: width / 2, y: a.y / 2 };
    if (a.x > 24) return { x: a.x / 2, y: height / 2 };
    if (height - b.y > 24) return { x: width / 2, y: (b.y + height) / 2 };
    throw new Error('no empty margin around the fitted drawing to start a pan from');
  },
};
