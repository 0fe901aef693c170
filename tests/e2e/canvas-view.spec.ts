import { expect, test, type Page } from '@playwright/test';
import { newUser, signInAt } from './collab-test-server';
import { screenshot } from './support';

const ENGINEER = 'eero@modulr.example';
const BLOCK = 'entry-porch-11x8';
/** Side of the squares the drawing is compared in (pixels): small shifts and blur average out. */
const CELL = 16;

interface CanvasProbe {
  /** Mean grey level of each CELL × CELL square of the drawing canvas, row by row. */
  cells(): number[];
  /** One wheel step over the middle of the canvas, then the frame it draws (cells read just after it). */
  wheelFrame(deltaY: number): Promise<number[]>;
}

declare global {
  interface Window {
    canvasProbe: CanvasProbe;
  }
}

/** Reads the editor's drawing canvas (Fabric's lower canvas) in the page. */
function installProbe(cell: number) {
  const canvases = () => {
    const host = document.querySelector('[data-testid="block-canvas"]')!;
    return {
      lower: host.querySelector<HTMLCanvasElement>('canvas.lower-canvas')!,
      upper: host.querySelector<HTMLCanvasElement>('canvas.upper-canvas')!,
    };
  };
  window.canvasProbe = {
    cells() {
      const { lower } = canvases();
      const { data, width, height } = lower.getContext('2d')!.getImageData(0, 0, lower.width, lower.height);
      const columns = Math.floor(width / cell);
      const rows = Math.floor(height / cell);
      const sums = new Array<number>(columns * rows).fill(0);
      for (let y = 0; y < rows * cell; y++) {
        for (let x = 0; x < columns * cell; x++) {
          const i = (y * width + x) * 4;
          // Transparent (nothing drawn) counts as the white the host shows.
          const alpha = data[i + 3]! / 255;
          const grey = (0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!) * alpha + 255 * (1 - alpha);
          sums[Math.floor(y / cell) * columns + Math.floor(x / cell)]! += grey;
        }
      }
      return sums.map((sum) => sum / (cell * cell));
    },
    async wheelFrame(deltaY) {
      const { upper } = canvases();
      const box = upper.getBoundingClientRect();
      upper.dispatchEvent(
        new WheelEvent('wheel', {
          deltaY,
          clientX: box.left + box.width / 2,
          clientY: box.top + box.height / 2,
          bubbles: true,
          cancelable: true,
          view: window,
        }),
      );
      // The canvas asked for its frame during the wheel event; this callback runs right after it,
      // long before the wheel counts as stopped (150 ms) and the exact render replaces it.
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return window.canvasProbe.cells();
    },
  };
}

/** Mean difference in grey level between two readings of the drawing (0–255). */
function difference(a: number[], b: number[]): number {
  expect(a.length).toBe(b.length);
  return a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0) / a.length;
}

/** The drawing once the view has settled: the exact render after a gesture (two equal readings 300 ms apart). */
async function settled(page: Page): Promise<number[]> {
  let last: number[] = [];
  for (let tries = 0; tries < 50; tries++) {
    await page.waitForTimeout(300);
    const now = await page.evaluate(() => window.canvasProbe.cells());
    if (last.length && difference(now, last) === 0) return now;
    last = now;
  }
  throw new Error('the drawing never settled');
}

test('zooming draws the current drawing: a snapshot kept from an earlier gesture is not shown once the drawing changed', async ({
  browser,
}) => {
  const page = await newUser(browser);
  await page.addInitScript(installProbe, CELL);
  await signInAt(page, ENGINEER, `/block/${BLOCK}`);
  await page.getByRole('button', { name: 'Edit in a workspace' }).click();
  await expect(page).toHaveURL(/\/admin\/blocks\/workspace\/[A-Za-z0-9_-]+$/);
  await expect(page.getByTestId('connection-status')).toHaveText('Connected');
  const walls = page.getByRole('checkbox', { name: 'Show design/walls', exact: true });
  await expect(walls).toBeChecked();
  await settled(page);

  // A zoom in that settles: the canvas keeps the snapshot it drew that step from.
  await page.evaluate(() => window.canvasProbe.wheelFrame(-40));
  const withWalls = await settled(page);

  // The drawing changes: the walls are hidden.
  await walls.uncheck();
  const withoutWalls = await settled(page);
  const wallsWeigh = difference(withWalls, withoutWalls);
  // The change shows (else the frames below could not tell a stale snapshot from a fresh one).
  expect(wallsWeigh).toBeGreaterThan(1);

  // One step back out: the frame drawn while the wheel turns shows the drawing without the walls,
  // as the exact render after it does, not the kept snapshot with them.
  const zoomingOut = await page.evaluate(() => window.canvasProbe.wheelFrame(40));
  const zoomedOut = await settled(page);
  expect(difference(zoomingOut, zoomedOut)).toBeLessThan(wallsWeigh / 4);

  // And in again: drawn from the snapshot of the step out, scaled and placed as the exact render.
  const zoomingIn = await page.evaluate(() => window.canvasProbe.wheelFrame(-40));
  const zoomedIn = await settled(page);
  expect(difference(zoomingIn, zoomedIn)).toBeLessThan(wallsWeigh / 4);
  expect(difference(zoomedIn, withoutWalls)).toBeLessThan(wallsWeigh / 4);
  await screenshot(page, 'canvas-view-zoomed');
});
