import type { LiveObject, ObjectKey, ScenePoint } from '../../../collab';

/** What the block canvas reports (block-canvas.ts), as plain events. */
export interface BlockCanvasEvents {
  /** The user dropped an object after dragging it by dx, dy inches. */
  onMove?: (key: ObjectKey, dx: number, dy: number) => void;
  /** `additive`: Shift was held (the object joins the selection, or leaves it). */
  onSelect?: (key: ObjectKey | null, additive?: boolean) => void;
  /** A box dragged on empty canvas (inches): while it grows, then `done` on release; Shift adds. */
  onBox?: (from: ScenePoint, to: ScenePoint, done: boolean, additive: boolean) => void;
  /** The pointer over the drawing, in inches (null when it leaves). */
  onPointer?: (point: ScenePoint | null) => void;
  /** Pan or zoom changed (overlays in page coordinates follow). */
  onViewport?: () => void;
  /** The user panned or zoomed (a drag, the wheel): not a fit, not a view shown for them. */
  onUserMovedView?: () => void;
  /** A press while a drawing tool is on, in inches (no pan, no pick). */
  onToolDown?: (point: ScenePoint) => void;
}

export interface BlockCanvasOptions extends BlockCanvasEvents {
  /** Objects can be selected (to inspect or edit). */
  interactive: boolean;
  /** Selected objects can be dragged. */
  editable: boolean;
  /** Block size in inches, outlined under the drawing. */
  block?: { width: number; height: number };
  scale?: number;
  /** What is written on an object (domain canvasLabelOf unless given: a read-only plan writes planLabelOf). */
  labelOf?: (object: LiveObject, layer: string) => string | null;
}
