import { useEffect, useMemo, useRef, useState } from 'react';
import {
  DEFAULT_BLOCK_SCALE,
  snapToUnit,
  translatePoints,
  zoomBoundsOfLayers,
  type BaseSettings,
  type LayerViewState,
} from '@workhub/domain';
import type { BlockCanvas } from './canvas/block-canvas';
import { PresenceOverlay } from './canvas/presence-overlay';
import { useBlockCanvas } from './canvas/use-block-canvas';
import type { CollabSession } from '../../collab';
import type { LiveObjects, ObjectKey } from '../../collab';
import type { Peer, ScenePoint } from '../../collab';

/** Pointer positions go out at most this often. */
const POINTER_INTERVAL_MS = 50;

export interface EditorCanvasProps {
  session: CollabSession;
  layers: LiveObjects;
  view: LayerViewState;
  settings: BaseSettings;
  editable: boolean;
  selected: ObjectKey | null;
  onSelect: (key: ObjectKey | null) => void;
  peers: Peer[];
  block: { width: number; height: number } | null;
  fitRequest: number;
  onReady: (canvas: BlockCanvas | null) => void;
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
  selected,
  onSelect,
  peers,
  block,
  fitRequest,
  onReady,
}: EditorCanvasProps) {
  const { hostRef, canvas } = useBlockCanvas({ interactive: true, editable });
  const [, setViewportTick] = useState(0);

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
  const latest = useRef({ onSelect, editable });
  latest.current = { onSelect, editable };
  useEffect(() => {
    if (!canvas) return;
    let lastSent = 0;
    let pending: ScenePoint | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const sendPointer = () => {
      timer = undefined;
      lastSent = Date.now();
      session.setPointer(pending);
    };
    canvas.setEvents({
      onMove: (key, dx, dy) => {
        if (!latest.current.editable) return;
        const object = findObject(session.getLayers(), key);
        if (!object) return;
        // Moves land on the 1/16" grid the drawing is measured in.
        session.stopCapturing();
        session.setPoints(key, translatePoints(object.points, snapToUnit(dx), snapToUnit(dy)));
      },
      onSelect: (key) => latest.current.onSelect(key),
      onPointer: (point) => {
        pending = point ? { x: Math.round(point.x * 16) / 16, y: Math.round(point.y * 16) / 16 } : null;
        if (!point) {
          clearTimeout(timer);
          sendPointer();
        } else if (!timer) timer = setTimeout(sendPointer, Math.max(0, POINTER_INTERVAL_MS - (Date.now() - lastSent)));
      },
      onViewport: () => setViewportTick((t) => t + 1),
    });
    return () => {
      clearTimeout(timer);
      canvas.setEvents({ onMove: undefined, onSelect: undefined, onPointer: undefined, onViewport: undefined });
    };
  }, [canvas, session]);

  useEffect(() => {
    canvas?.setAppearance({ visible: view.visible, showHidden: settings.showHiddenLayers, hovered: view.hovered, styles: view.styles });
  }, [canvas, view.visible, view.hovered, view.styles, settings.showHiddenLayers]);
  useEffect(() => canvas?.setGrid(settings.showMinorGrid), [canvas, settings.showMinorGrid]);
  useEffect(() => canvas?.setTransitions(!settings.noTransitions), [canvas, settings.noTransitions]);
  useEffect(() => canvas?.setBlock(block ?? undefined), [canvas, block]);
  // Re-run on layer changes too: an object just added is selectable once it is drawn.
  useEffect(() => canvas?.select(selected), [canvas, selected, layers]);

  // Zoom to fit: when the drawing first arrives, on request, and to the zoomed layer (or back).
  const hasDrawing = Object.keys(layers).length > 0;
  const visibleNames = useMemo(() => Object.keys(view.visible).filter((l) => view.visible[l]), [view.visible]);
  const fitTarget = useRef({ layers, visibleNames });
  fitTarget.current = { layers, visibleNames };
  useEffect(() => {
    if (!canvas || !hasDrawing) return;
    const { layers: current, visibleNames: shown } = fitTarget.current;
    const names = view.zoomed ? [view.zoomed] : shown.length > 0 ? shown : Object.keys(current);
    canvas.fitTo(zoomBoundsOfLayers(current, names, DEFAULT_BLOCK_SCALE));
  }, [canvas, hasDrawing, view.zoomed, fitRequest]);

  return (
    <div className="editor-canvas">
      <div className="block-canvas" ref={hostRef} data-testid="block-canvas" />
      <PresenceOverlay canvas={canvas} selected={selected} peers={peers} />
    </div>
  );
}
