import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import {
  deleteVertex,
  handlesClosed,
  insertVertex,
  moveVertex,
  pointOnEdge,
  vertexHandles,
  type Point,
  type VertexEdit,
} from '@workhub/domain';
import type { BlockCanvas } from '../canvas/block-canvas';
import type { LiveObject, ObjectKey } from '../../../collab';
import { SNAP_PX } from './tool-kinds';

export interface VertexHandlesProps {
  canvas: BlockCanvas;
  /** The one selected object. */
  object: LiveObject;
  /** Writes one finished gesture (one undo step of this user). */
  onEdit: (key: ObjectKey, edit: Extract<VertexEdit, { ok: true }>) => void;
  /** Where a point (inches) snaps, the selected object left out; `from` the neighbouring vertex. */
  snap: (point: Point, from: Point | null) => Point;
}

function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

/**
 * The selected object's vertices as handles over the canvas (select tool): drag one (snapped,
 * written once on release), double-click an edge to insert one, Delete or Backspace on the
 * hovered or last pressed one deletes it (never below the object's fewest points). Each gesture
 * is one edit.
 */
export function VertexHandles({ canvas, object, onEdit, snap }: VertexHandlesProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const [drag, setDrag] = useState<{ index: number; at: Point; moved: boolean } | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const [picked, setPicked] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const handles = vertexHandles(object);
  const closed = handlesClosed(object);
  const latest = useRef({ object, handles, closed, target: hovered ?? picked, onEdit, snap });
  latest.current = { object, handles, closed, target: hovered ?? picked, onEdit, snap };

  // Another object selected: nothing picked, nothing to say.
  useEffect(() => {
    setPicked(null);
    setHovered(null);
    setProblem(null);
  }, [object.key]);

  const drawingPoint = (clientX: number, clientY: number): Point => {
    const box = svgRef.current!.getBoundingClientRect();
    return canvas.fromView(clientX - box.left, clientY - box.top);
  };
  const apply = (edit: VertexEdit) => {
    if (edit.ok) {
      setProblem(null);
      latest.current.onEdit(latest.current.object.key, edit);
    } else setProblem(edit.problem);
  };

  // Delete / Backspace on a vertex: before the editor's own keys (which would delete the object).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const { target, object: current } = latest.current;
      if (target === null || typing(e.target) || (e.key !== 'Delete' && e.key !== 'Backspace')) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      const edit = deleteVertex(current, target);
      apply(edit);
      if (edit.ok) {
        setPicked(null);
        setHovered(null);
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  // A double-click on an edge of the selected object inserts a vertex there (within the snap distance).
  useEffect(() => {
    const host = svgRef.current?.parentElement;
    if (!host) return;
    const onDouble = (e: MouseEvent) => {
      const { handles: points, closed: ring, object: current, snap: snapAt } = latest.current;
      const at = drawingPoint(e.clientX, e.clientY);
      const reach = SNAP_PX / canvas.pixelsPerInch;
      let best: { edge: number; point: Point; distance: number } | null = null;
      const edges = ring ? points.length : points.length - 1;
      for (let i = 0; i < edges; i++) {
        const point = pointOnEdge(points[i]!, points[(i + 1) % points.length]!, at);
        const distance = Math.hypot(point.x - at.x, point.y - at.y);
        if (distance <= reach && (!best || distance < best.distance)) best = { edge: i, point, distance };
      }
      if (!best) return;
      const a = points[best.edge]!;
      const b = points[(best.edge + 1) % points.length]!;
      apply(insertVertex(current, best.edge, pointOnEdge(a, b, snapAt(best.point, null))));
    };
    host.addEventListener('dblclick', onDouble);
    return () => host.removeEventListener('dblclick', onDouble);
    // The canvas is the same for the overlay's life; the rest is read through `latest`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [canvas]);

  const onDown = (index: number) => (e: ReactPointerEvent<SVGCircleElement>) => {
    if (e.button !== 0) return;
    e.stopPropagation();
    e.currentTarget.setPointerCapture(e.pointerId);
    setPicked(index);
    setDrag({ index, at: handles[index]!, moved: false });
  };
  const onMove = (e: ReactPointerEvent<SVGCircleElement>) => {
    if (!drag) return;
    const from = handles[drag.index - 1] ?? (closed ? handles[handles.length - 1]! : null);
    setDrag({ ...drag, at: snap(drawingPoint(e.clientX, e.clientY), from), moved: true });
  };
  const onUp = () => {
    if (!drag) return;
    setDrag(null);
    const start = handles[drag.index]!;
    if (drag.moved && (drag.at.x !== start.x || drag.at.y !== start.y)) apply(moveVertex(object, drag.index, drag.at));
  };

  const shown = drag ? handles.map((p, i) => (i === drag.index ? drag.at : p)) : handles;
  const view = shown.map((p) => canvas.toView(p));
  const line = view.map((p) => `${p.x},${p.y}`).join(' ');
  const target = hovered ?? picked;
  return (
    <div className="canvas-overlay vertex-handles">
      <svg ref={svgRef} width="100%" height="100%">
        {drag && (closed ? <polygon className="vertex-draft" points={line} /> : <polyline className="vertex-draft" points={line} />)}
        {view.map((p, i) => (
          <circle
            key={i}
            data-testid="vertex-handle"
            data-index={i}
            className={i === target ? 'vertex-handle active' : 'vertex-handle'}
            cx={p.x}
            cy={p.y}
            r={5}
            onPointerDown={onDown(i)}
            onPointerMove={onMove}
            onPointerUp={onUp}
            onPointerEnter={() => setHovered(i)}
            onPointerLeave={() => setHovered((h) => (h === i ? null : h))}
          />
        ))}
      </svg>
      {problem && (
        <span
          className="vertex-problem"
          role="status"
          data-testid="vertex-problem"
          style={{ left: view[0]?.x ?? 0, top: (view[0]?.y ?? 0) + 10 }}
        >
          {problem}
        </span>
      )}
    </div>
  );
}
