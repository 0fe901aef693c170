import { formatFeetInches, objectSquareFeet, formatArea, boundsOfObject, type Point } from '@workhub/domain';
import type { BlockCanvas } from '../canvas/block-canvas';
import type { LiveObject } from '../../../collab';
import type { DrawingState } from './drawing-tool';

export interface ToolOverlayProps {
  canvas: BlockCanvas | null;
  state: DrawingState;
  preview: { points: Point[]; closed: boolean } | null;
  /** The selected object, measured beside its frame. */
  selected: (LiveObject & { layer: string }) | null;
}

const SNAP_TITLES: Record<string, string> = {
  endpoint: 'end',
  midpoint: 'midpoint',
  perpendicular: 'right angle',
  edge: 'on edge',
  axis: 'horizontal / vertical',
  grid: 'grid',
};

/** What a selected object measures: a room its name and area, anything else its size in feet and inches. */
export function measureOf(object: LiveObject & { layer: string }): string | null {
  const box = boundsOfObject(object);
  if (!box) return null;
  if (object.type === 'rect') return `${object.name} · ${formatArea(objectSquareFeet(object))}`;
  return `${formatFeetInches(box.maxX - box.minX)} × ${formatFeetInches(box.maxY - box.minY)}`;
}

/**
 * Over the canvas, in view pixels: the outline the tool would draw or place, the snap (a marker
 * and what it caught), the length of each wall segment while drawing, and the selection's measure.
 */
export function ToolOverlay({ canvas, state, preview, selected }: ToolOverlayProps) {
  if (!canvas) return null;
  const view = (p: Point) => canvas.toView(p);
  const path = preview?.points.map(view) ?? [];
  const snap = state.tool !== 'select' && state.snap ? { ...view(state.snap.point), kind: state.snap.kind } : null;
  const segments: { a: Point; b: Point; live: boolean }[] = [];
  if (state.tool === 'wall' && preview) {
    for (let i = 0; i + 1 < preview.points.length; i++)
      segments.push({ a: preview.points[i]!, b: preview.points[i + 1]!, live: i + 2 === preview.points.length && state.snap !== null });
  }
  // The distance measured so far, while the dimension tool has its first point.
  if (state.tool === 'dimension' && state.draft[0] && state.snap) segments.push({ a: state.draft[0], b: state.snap.point, live: true });
  const box = selected ? canvas.viewBoxOf(selected.key) : null;
  const measure = selected && box ? measureOf(selected) : null;
  return (
    <div className="canvas-overlay tool-overlay" aria-hidden="true">
      <svg className="tool-overlay-svg" width="100%" height="100%">
        {path.length > 1 &&
          (preview?.closed ? (
            <polygon data-testid="tool-preview" points={path.map((p) => `${p.x},${p.y}`).join(' ')} />
          ) : (
            <polyline data-testid="tool-preview" points={path.map((p) => `${p.x},${p.y}`).join(' ')} />
          ))}
        {snap && <rect className={`snap-marker snap-${snap.kind}`} x={snap.x - 5} y={snap.y - 5} width={10} height={10} />}
      </svg>
      {snap && (
        <span className="snap-label" data-testid="snap-indicator" data-kind={snap.kind} style={{ left: snap.x + 9, top: snap.y + 9 }}>
          {SNAP_TITLES[snap.kind]}
        </span>
      )}
      {segments.map(({ a, b, live }, i) => {
        const at = view({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
        return (
          <span
            key={i}
            className={live ? 'length-label live' : 'length-label'}
            data-testid={live ? 'draft-length' : 'segment-length'}
            style={{ left: at.x, top: at.y }}
          >
            {formatFeetInches(Math.hypot(b.x - a.x, b.y - a.y))}
          </span>
        );
      })}
      {measure && box && (
        <span
          className="selection-measure"
          data-testid="selection-measure"
          style={{ left: box.left + box.width / 2, top: box.top + box.height + 6 }}
        >
          {measure}
        </span>
      )}
    </div>
  );
}
