import { describe, expect, it } from 'vitest';
import type { Viewport } from '../viewport';
import {
  SNAPSHOTS_KEPT_PX,
  SNAPSHOT_MAX_PX,
  keepNewest,
  snapshotMargins,
  snapshotPlacement,
  snapshotServes,
  type ViewSnapshot,
} from './view-snapshots';

const view = { width: 1000, height: 600, ratio: 1 };
const snapshot = (over: Partial<ViewSnapshot> = {}): ViewSnapshot => ({
  image: { width: 2000, height: 1200 },
  x: 0,
  y: 0,
  zoom: 1,
  marginX: 500,
  marginY: 300,
  ...view,
  ...over,
});
const at = (zoom: number, x: number, y: number): Viewport => [zoom, 0, 0, zoom, x, y];

describe('view snapshots', () => {
  it('takes margins of the asked share of the view, smaller when the image would be too large', () => {
    expect(snapshotMargins(view, 0.5)).toEqual({ marginX: 500, marginY: 300 });
    // A high-density view: 6.4 M device pixels, 25.6 M with half margins.
    const large = snapshotMargins({ width: 1600, height: 1000, ratio: 2 }, 0.5);
    expect((1600 + 2 * large.marginX) * (1000 + 2 * large.marginY) * 4).toBeLessThanOrEqual(SNAPSHOT_MAX_PX * 1.01);
    expect(large.marginX).toBeGreaterThan(0);
    // A view larger than the limit on its own gets none.
    expect(snapshotMargins({ width: 2560, height: 1600, ratio: 2 }, 0.5)).toEqual({ marginX: 0, marginY: 0 });
  });

  it('serves a pan while the view stays inside its margins, at its own zoom only', () => {
    expect(snapshotServes(snapshot(), at(1, 400, -250), view, 1)).toBe(true);
    expect(snapshotServes(snapshot(), at(1, 501, 0), view, 1)).toBe(false);
    expect(snapshotServes(snapshot(), at(1.1, 0, 0), view, 1)).toBe(false);
    expect(snapshotServes(snapshot({ width: 999 }), at(1, 0, 0), view, 1)).toBe(false);
  });

  it('serves a zoom stretched up to the limit, while the view stays inside it', () => {
    expect(snapshotServes(snapshot(), at(2, -500, -300), view, 4)).toBe(true);
    expect(snapshotServes(snapshot(), at(5, 0, 0), view, 4)).toBe(false);
    // Zoomed out to half around the view's centre: the view needs the whole snapshot and no more.
    expect(snapshotServes(snapshot(), at(0.5, 250, 150), view, 4)).toBe(true);
    expect(snapshotServes(snapshot(), at(0.4, 300, 180), view, 4)).toBe(false);
  });

  it('places the image shifted by the pan, on whole device pixels, and scaled by the zoom', () => {
    expect(snapshotPlacement(snapshot(), at(1, 20.4, -10), 1)).toEqual({ left: -480, top: -310, width: 2000, height: 1200 });
    expect(snapshotPlacement(snapshot(), at(2, 0, 0), 1)).toEqual({ left: -1000, top: -600, width: 4000, height: 2400 });
  });

  it('keeps the newest first, at most two and within the pixel budget, the newest always', () => {
    const a = snapshot({ x: 1 });
    const b = snapshot({ x: 2 });
    const c = snapshot({ x: 3 });
    expect(keepNewest(c, [b, a])).toEqual([c, b]);
    const huge = snapshot({ image: { width: 4000, height: SNAPSHOTS_KEPT_PX / 4000 } });
    expect(keepNewest(huge, [a])).toEqual([huge]);
    expect(keepNewest(a, [huge])).toEqual([a]);
  });
});
