import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import {
  boundsOfLists,
  centreOf,
  dragAngle,
  formatFeetInches,
  pairsOf,
  resizeBox,
  rotatePoints,
  scaleLists,
  type BoxCorner,
  type Point,
} from '@workhub/domain';
import type { BlockCanvas } from '../canvas/block-canvas';
import type { LiveObject, ObjectKey } from '../../../collab';

export interface TransformHandlesProps {
  canvas: BlockCanvas;
  /** The selected objects. */
  objects: readonly LiveObject[];
  /** Writes one finished gesture: the new points of each object (one undo step). */
  onApply: (points: ReadonlyMap<ObjectKey, number[]>) => void;
}

/** Shift while turning: whole steps of this many degrees. */
export const ROTATE_STEP_DEGREES = 15;
/** How far (view pixels) the handles sit outside the selection's box, clear of its vertex handles. */
const OFFSET = 10;
const ROTATE_REACH = 30;
const CORNERS: readonly BoxCorner[] = ['nw', 'ne', 'se', 'sw'];

/** A resize holds the box corner where it was grabbed (`grab`: from the press to the corner). */
type Drag = { kind: 'resize'; corner: BoxCorner; grab: Point; at: Point } | { kind: 'rotate'; from: Point; at: Point; snapped: boolean };

/**
 * Resize and rotate handles round the selection (select tool): a corner handle stretches the
 * selection's box with the opposite corner fixed, the dragged corner on the inch grid; the handle
 * above turns it freely about the box's centre (Shift: 15° steps). The outline follows the drag;
 * the release writes once (one undo step).
 */
export function TransformHandles({ canvas, objects, onApply }: TransformHandlesProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const lists = objects.map((o) => o.points);
  const box = boundsOfLists(lists);
  if (!box) return null;
  const centre = centreOf(box);

  const drawingPoint = (clientX: number, clientY: number): Point => {
    const r = svgRef.current!.getBoundingClientRect();
    return canvas.fromView(clientX - r.left, clientY - r.top);
  };
  const result = (d: Drag): number[][] => {
    if (d.kind === 'resize') return scaleLists(lists, box, resizeBox(box, d.corner, { x: d.at.x + d.grab.x, y: d.at.y + d.grab.y }));
    const angle = dragAngle(centre, d.from, d.at, d.snapped ? ROTATE_STEP_DEGREES : undefined);
    return lists.map((flat) => rotatePoints(flat, centre, angle));
  };
  const onDown = (start: (at: Point) => Drag) => (e: ReactPointerEvent<SVGElement>) => {
    if (e.button !== 0) return;
    e.stopPropagation();
    e.currentTarget.setPointerCapture(e.pointerId);
    setDrag(start(drawingPoint(e.clientX, e.clientY)));
  };
  const onMove = (e: ReactPointerEvent<SVGElement>) => {
    if (!drag) return;
    const at = drawingPoint(e.clientX, e.clientY);
    setDrag(drag.kind === 'rotate' ? { ...drag, at, snapped: e.shiftKey } : { ...drag, at });
  };
  const onUp = () => {
    if (!drag) return;
    setDrag(null);
    const next = result(drag);
    const changed = next.some((flat, i) => flat.some((v, j) => v !== lists[i]![j]));
    if (changed) onApply(new Map(objects.map((o, i) => [o.key, next[i]!])));
  };

  const view = (p: Point) => canvas.toView(p);
  const corner = (c: BoxCorner) => {
    const p = view(boxCorner(box, c));
    return { x: p.x + (c.includes('w') ? -OFFSET : OFFSET), y: p.y + (c.startsWith('n') ? -OFFSET : OFFSET) };
  };
  const top = view({ x: centre.x, y: box.maxY });
  const knob = { x: top.x, y: top.y - ROTATE_REACH };
  const preview = drag ? result(drag) : null;
  const readout = drag ? readoutOf(drag, preview!, centre) : null;
  const handlers = { onPointerMove: onMove, onPointerUp: onUp };
  return (
    <div className="canvas-overlay transform-handles">
      <svg ref={svgRef} width="100%" height="100%">
        {preview?.map((flat, i) => {
          const points = pairsOf(flat)
            .map((p) => `${view(p).x},${view(p).y}`)
            .join(' ');
          return objects[i]?.type === 'polyline' ? (
            <polyline key={i} className="transform-draft" points={points} />
          ) : (
            <polygon key={i} className="transform-draft" points={points} />
          );
        })}
        <line className="rotate-stem" x1={top.x} y1={top.y - OFFSET} x2={knob.x} y2={knob.y} />
        <circle
          className="rotate-handle"
          data-testid="rotate-handle"
          cx={knob.x}
          cy={knob.y}
          r={6}
          onPointerDown={onDown((at) => ({ kind: 'rotate', from: at, at, snapped: false }))}
          {...handlers}
        />
        {CORNERS.map((c) => {
          const p = corner(c);
          return (
            <rect
              key={c}
              className={`resize-handle resize-${c}`}
              data-testid="resize-handle"
              data-corner={c}
              x={p.x - 5}
              y={p.y - 5}
              width={10}
              height={10}
              onPointerDown={onDown((at) => {
                const held = boxCorner(box, c);
                return { kind: 'resize', corner: c, grab: { x: held.x - at.x, y: held.y - at.y }, at };
              })}
              {...handlers}
            />
          );
        })}
      </svg>
      {readout && (
        <span className="transform-readout" data-testid="transform-readout" style={{ left: knob.x + 12, top: knob.y - 8 }}>
          {readout}
        </span>
      )}
    </div>
  );
}

function boxCorner(box: { minX: number; minY: number; maxX: number; maxY: number }, c: BoxCorner): Point {
  return { x: c.includes('w') ? box.minX : box.maxX, y: c.startsWith('n') ? box.maxY : box.minY };
}

/** What a drag under way does: the new size, or the angle turned (counter-clockwise positive). */
function readoutOf(drag: Drag, preview: number[][], centre: Point): string {
  if (drag.kind === 'rotate') {
    const degrees = (dragAngle(centre, drag.from, drag.at, drag.snapped ? ROTATE_STEP_DEGREES : undefined) * 180) / Math.PI;
    return `${Math.round(degrees * 10) / 10}°`;
  }
  const b = boundsOfLists(preview);
  return b ? `${formatFeetInches(b.maxX - b.minX)} × ${formatFeetInches(b.maxY - b.minY)}` : '';
}
