import { useEffect, useMemo, useRef, useState } from 'react';
import {
  DEFAULT_BLOCK_SCALE,
  PAGE_SCALE,
  boundsToCanvas,
  padBounds,
  snapPoint,
  snapToUnit,
  translatePoints,
  zoomBoundsOfLayers,
  type BaseSettings,
  type BlockObject,
  type LayerViewState,
  type Point,
} from '@workhub/domain';
import type { BlockCanvas } from './canvas/block-canvas';
import { PresenceOverlay } from './canvas/presence-overlay';
import { useBlockCanvas } from './canvas/use-block-canvas';
import type { CollabSession } from '../../collab';
import type { LiveObjects, ObjectKey } from '../../collab';
import type { Peer, PresenceUser, ScenePoint, ViewArea } from '../../collab';
import { boundsOfArea, roundArea, sameArea } from './viewport';
import type { DrawingState, DrawingTool } from './tools/drawing-tool';
import { ToolOverlay } from './tools/tool-overlay';
import { VertexHandles } from './tools/vertex-handles';
import { SNAP_PX } from './tools/tool-kinds';
import { snapTargetsOf } from './tools/use-drawing-tool';
import { boxBetween, keysInBox, selectedObjects } from './tools/box-select';
import { TransformHandles } from './tools/transform-handles';
import { SelectionOutlines } from './tools/selection-outlines';

type BlockObjectType = BlockObject['type'];
type BlockObjectWall = BlockObject['wall'];

/** Pointer positions go out at most this often. */
const POINTER_INTERVAL_MS = 50;

export interface EditorCanvasProps {
  session: CollabSession;
  layers: LiveObjects;
  view: LayerViewState;
  settings: BaseSettings;
  editable: boolean;
  /** The selected objects; `selected` the last picked (the one with vertex handles). */
  selection: readonly ObjectKey[];
  selected: ObjectKey | null;
  onSelect: (key: ObjectKey | null) => void;
  /** Box select (`add`: Shift held), and a pick that keeps a multi-selection. */
  onSelectMany: (keys: readonly ObjectKey[], add?: boolean) => void;
  /** Shift-click: in or out of the selection. */
  onToggle: (key: ObjectKey) => void;
  peers: Peer[];
  block: { width: number; height: number } | null;
  fitRequest: number;
  onReady: (canvas: BlockCanvas | null) => void;
  /** The drawing tools: presses and pointer moves go to them while one is on. */
  drawing: DrawingTool;
  drawingState: DrawingState;
  /** The colleague followed, and the part of the drawing they see (shown here as it moves). */
  followed: PresenceUser | null;
  followView: ViewArea | null;
  /** This user moved the view (pan, wheel, zoom to fit): following stops. */
  onViewMoved: () => void;
}

function findObject(layers: LiveObjects, key: ObjectKey) {
  for (const objects of Object.values(layers)) {
    const found = objects.find((o) => o.key === key);
    if (found) return found;
  }
  return undefined;
}

/**
 * The binding between the live document and the Fabric view: document changes redraw the layers
 * they touched; a drag on the canvas becomes one edit of the document (a Y transaction with the
 * local origin, so this user's undo covers it); presence goes out through awareness. Other users'
 * pointers and selections are drawn over the canvas in their colours (PresenceOverlay).
 */
export function EditorCanvas({
  session,
  layers,
  view,
  settings,
  editable,
  selection,
  selected,
  onSelect,
  onSelectMany,
  onToggle,
  peers,
  block,
  fitRequest,
  onReady,
  drawing,
  drawingState,
  followed,
  followView,
  onViewMoved,
}: EditorCanvasProps) {
  const { hostRef, canvas } = useBlockCanvas({ interactive: true, editable });
  const [, setViewportTick] = useState(0);
  const [box, setBox] = useState<{ left: number; top: number; width: number; height: number } | null>(null);

  useEffect(() => {
    onReady(canvas);
    return () => onReady(null);
  }, [canvas, onReady]);

  // Document → canvas: each change redraws only the layers whose object list changed.
  useEffect(() => {
    if (!canvas) return;
    let drawn = session.getLayers();
    canvas.setLayers(drawn);
    return session.subscribe(() => {
      const next = session.getLayers();
      if (next === drawn) return;
      for (const layer of new Set([...Object.keys(drawn), ...Object.keys(next)])) {
        if (drawn[layer] !== next[layer]) canvas.setLayer(layer, next[layer] ?? []);
      }
      drawn = next;
    });
  }, [canvas, session]);

  // Canvas → document and presence. Handlers read the latest props through a ref.
  const latest = useRef({ onSelect, onSelectMany, onToggle, selection, editable, view, onViewMoved, followView });
  latest.current = { onSelect, onSelectMany, onToggle, selection, editable, view, onViewMoved, followView };
  useEffect(() => {
    if (!canvas) return;
    let lastSent = 0;
    let pending: ScenePoint | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // This user's view goes out at most once a frame while it changes, for whoever follows them.
    // Following someone, it is their area (not the larger one fitted here): a chain of followers
    // sees the same, and two following each other do not zoom out without end.
    let frame = 0;
    let sentView: ViewArea | null = null;
    const sendView = () => {
      frame = 0;
      const area = roundArea(latest.current.followView ?? canvas.visibleArea());
      if (sameArea(area, sentView)) return;
      sentView = area;
      session.setView(area);
    };
    const sendPointer = () => {
      timer = undefined;
      lastSent = Date.now();
      session.setPointer(pending);
    };
    canvas.setEvents({
      onMove: (key, movedX, movedY) => {
        let dx = movedX;
        let dy = movedY;
        if (!latest.current.editable) return;
        const layers = session.getLayers();
        const object = findObject(layers, key);
        if (!object) return;
        // The object's first point snaps to what is near (ends, edges, the inch grid); moves land on 1/16".
        const [x0, y0] = object.points as [number, number];
        if (x0 !== undefined && y0 !== undefined) {
          const visible = latest.current.view.visible;
          const targets = snapTargetsOf(layers, (layer) => visible[layer] !== false, key);
          const snapped = snapPoint({ x: x0 + dx, y: y0 + dy }, targets, { tolerance: SNAP_PX / canvas.pixelsPerInch });
          dx = snapped.point.x - x0;
          dy = snapped.point.y - y0;
        }
        // Dragging one of several selected objects moves them all: one undo step.
        const { selection: picked } = latest.current;
        const keys = picked.length > 1 && picked.includes(key) ? picked : [key];
        session.stopCapturing();
        for (const moved of keys) {
          const o = moved === key ? object : findObject(layers, moved);
          if (o) session.setPoints(moved, translatePoints(o.points, snapToUnit(dx), snapToUnit(dy)));
        }
        session.stopCapturing();
      },
      onSelect: (key, additive) => {
        const { selection: picked } = latest.current;
        // Shift: in or out of the selection (an empty press with Shift keeps it for the box).
        if (additive) {
          if (key) latest.current.onToggle(key);
        } else if (key && picked.length > 1 && picked.includes(key)) latest.current.onSelectMany([key], true);
        else latest.current.onSelect(key);
      },
      onBox: (from, to, done, additive) => {
        if (!done) {
          const a = canvas.toView(from);
          const b = canvas.toView(to);
          setBox({ left: Math.min(a.x, b.x), top: Math.min(a.y, b.y), width: Math.abs(b.x - a.x), height: Math.abs(b.y - a.y) });
          return;
        }
        setBox(null);
        const visible = latest.current.view.visible;
        const keys = keysInBox(session.getLayers(), boxBetween(from, to), (layer) => visible[layer] !== false);
        if (keys.length > 0 || !additive) latest.current.onSelectMany(keys, additive);
      },
      onToolDown: (point) => {
        if (latest.current.editable) drawing.down(point);
      },
      onPointer: (point) => {
        drawing.move(point);
        pending = point ? { x: Math.round(point.x * 16) / 16, y: Math.round(point.y * 16) / 16 } : null;
        if (!point) {
          clearTimeout(timer);
          sendPointer();
        } else if (!timer) timer = setTimeout(sendPointer, Math.max(0, POINTER_INTERVAL_MS - (Date.now() - lastSent)));
      },
      onViewport: () => {
        drawing.tolerance = SNAP_PX / canvas.pixelsPerInch;
        setViewportTick((t) => t + 1);
        if (!frame) frame = requestAnimationFrame(sendView);
      },
      onUserMovedView: () => latest.current.onViewMoved(),
    });
    drawing.tolerance = SNAP_PX / canvas.pixelsPerInch;
    sendView();
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
      canvas.setEvents({
        onMove: undefined,
        onSelect: undefined,
        onBox: undefined,
        onPointer: undefined,
        onViewport: undefined,
        onToolDown: undefined,
        onUserMovedView: undefined,
      });
    };
  }, [canvas, session, drawing]);
  const drawingOn = drawingState.tool !== 'select' && editable;
  useEffect(() => canvas?.setDrawing(drawingOn), [canvas, drawingOn]);

  useEffect(() => {
    canvas?.setAppearance({ visible: view.visible, showHidden: settings.showHiddenLayers, hovered: view.hovered, styles: view.styles });
  }, [canvas, view.visible, view.hovered, view.styles, settings.showHiddenLayers]);
  useEffect(() => canvas?.setGrid(settings.showMinorGrid), [canvas, settings.showMinorGrid]);
  useEffect(() => canvas?.setTransitions(!settings.noTransitions), [canvas, settings.noTransitions]);
  useEffect(() => canvas?.setBlock(block ?? undefined), [canvas, block]);
  // Re-run on layer changes too: an object just added is selectable once it is drawn.
  // And on every change of the selection: a Shift-click that took the active shape out hands it back to the last picked.
  useEffect(() => canvas?.select(selected), [canvas, selected, selection, layers]);
  // Dragging one of the selected objects moves them all, live (the canvas paints them where the drag takes them).
  useEffect(() => void (canvas && (canvas.group = new Set(selection))), [canvas, selection]);

  // Zoom to fit: when the drawing first arrives, on request, and to the zoomed layer (or back).
  const hasDrawing = Object.keys(layers).length > 0;
  const visibleNames = useMemo(() => Object.keys(view.visible).filter((l) => view.visible[l]), [view.visible]);
  const fitTarget = useRef({ layers, visibleNames });
  const lastFit = useRef(fitRequest);
  fitTarget.current = { layers, visibleNames };
  // An empty block (drawn from scratch) shows its outline; the first objects drawn keep the view.
  const startedEmpty = useRef(false);
  const lastZoomed = useRef(view.zoomed);
  const blockBox = block && block.width > 0 && block.height > 0 ? block : null;
  const following = useRef(false);
  following.current = followView !== null;
  useEffect(() => {
    if (!canvas) return;
    const { layers: current, visibleNames: shown } = fitTarget.current;
    const asked = fitRequest !== lastFit.current || view.zoomed !== lastZoomed.current;
    lastFit.current = fitRequest;
    lastZoomed.current = view.zoomed;
    // Following: the view is the colleague's, until this user asks for a fit (which stops following).
    if (following.current && !asked) return;
    if (asked) latest.current.onViewMoved();
    if (!hasDrawing || (startedEmpty.current && !asked)) {
      if (!hasDrawing && blockBox) {
        startedEmpty.current = true;
        canvas.fitTo(padBounds(boundsToCanvas({ minX: 0, minY: 0, maxX: blockBox.width, maxY: blockBox.height }, DEFAULT_BLOCK_SCALE), 24));
      }
      return;
    }
    const names = view.zoomed ? [view.zoomed] : shown.length > 0 ? shown : Object.keys(current);
    canvas.fitTo(zoomBoundsOfLayers(current, names, DEFAULT_BLOCK_SCALE));
  }, [canvas, hasDrawing, view.zoomed, fitRequest, blockBox]);

  // Following: the colleague's view, shown at once as it arrives (and again if this canvas is resized).
  useEffect(() => {
    if (canvas && followView) canvas.fitTo(boundsOfArea(followView, PAGE_SCALE * DEFAULT_BLOCK_SCALE), true);
  }, [canvas, followView]);

  // Vertex handles (select tool): a point dragged snaps to what is near, the selected object left out.
  const snapVertex = (point: Point, from: Point | null) => {
    const visible = latest.current.view.visible;
    const targets = snapTargetsOf(session.getLayers(), (layer) => visible[layer] !== false, selected);
    return snapPoint(point, targets, { tolerance: SNAP_PX / (canvas?.pixelsPerInch ?? 1), from }).point;
  };
  const editVertices = (key: ObjectKey, edit: { type: BlockObjectType; points: number[]; wall?: BlockObjectWall }) => {
    session.stopCapturing();
    session.setShape(key, edit);
    session.stopCapturing();
  };

  // Resize and rotate handles: each release writes every selected object's points, one undo step.
  const selectedList = useMemo(() => selectedObjects(layers, selection), [layers, selection]);
  const transform = (points: ReadonlyMap<ObjectKey, number[]>) => {
    session.stopCapturing();
    for (const [key, flat] of points) session.setPoints(key, flat);
    session.stopCapturing();
  };

  // Where the drawing's origin is and its scale, for whoever needs to point at an exact spot (tests, tools).
  const origin = canvas?.toView({ x: 0, y: 0 });
  const centre = canvas?.viewCentre();
  const selectedObject = selected ? findObject(layers, selected) : undefined;
  const selectedLayer = selectedObject && Object.keys(layers).find((l) => layers[l]?.includes(selectedObject));
  return (
    <div className="editor-canvas">
      <div
        className="block-canvas"
        ref={hostRef}
        data-testid="block-canvas"
        data-tool={drawingState.tool}
        data-origin-x={origin?.x}
        data-origin-y={origin?.y}
        data-px-per-inch={canvas?.pixelsPerInch}
        data-view-center={centre ? `${centre.x.toFixed(2)},${centre.y.toFixed(2)}` : undefined}
        data-settled={canvas ? String(!canvas.fitting) : 'false'}
        data-fitted-to={startedEmpty.current ? 'block' : hasDrawing ? 'drawing' : 'nothing'}
      />
      <PresenceOverlay canvas={canvas} selected={selected} peers={peers} />
      {canvas && <SelectionOutlines canvas={canvas} selection={selection} box={box} />}
      {canvas && selectedList.length > 0 && editable && drawingState.tool === 'select' && (
        <TransformHandles canvas={canvas} objects={selectedList} onApply={transform} />
      )}
      {followed && (
        <div className="follow-banner" role="status" data-testid="follow-banner" style={{ background: followed.colour }}>
          Following {followed.name} — move the view to stop
        </div>
      )}
      {canvas && selectedObject && selection.length === 1 && editable && drawingState.tool === 'select' && (
        <VertexHandles canvas={canvas} object={selectedObject} onEdit={editVertices} snap={snapVertex} />
      )}
      <ToolOverlay
        canvas={canvas}
        state={drawingState}
        preview={drawing.preview()}
        selected={selectedObject && selectedLayer ? { ...selectedObject, layer: selectedLayer } : null}
      />
    </div>
  );
}
