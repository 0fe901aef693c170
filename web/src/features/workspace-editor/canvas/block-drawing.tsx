import { useEffect, useMemo } from 'react';
import { zoomBoundsOfLayers, DEFAULT_BLOCK_SCALE } from '@workhub/domain';
import type { LiveObject, LiveObjects } from '../../../collab';
import { useBlockCanvas } from './use-block-canvas';
import './block-drawing.css';

export interface BlockDrawingProps {
  objects: LiveObjects;
  /** Layer → shown (a layer missing here is shown). */
  visible: Record<string, boolean>;
  /** Block size in inches (outlined). */
  width: number;
  height: number;
  /**
   * What is written on each object (domain canvasLabelOf unless given; a plan drawn read-only
   * passes domain planLabelOf: walls in feet and inches, rooms by name and area). Read once, when
   * the drawing is made: pass a module-level function.
   */
  labelOf?: (object: LiveObject, layer: string) => string | null;
}

/** A stored block drawn read-only: its layers in draw order, zoomed to fit the shown layers. */
export function BlockDrawing({ objects, visible, width, height, labelOf }: BlockDrawingProps) {
  const { hostRef, canvas } = useBlockCanvas({ interactive: false, editable: false, ...(labelOf ? { labelOf } : {}) });
  const shown = useMemo(() => Object.keys(objects).filter((l) => visible[l] !== false), [objects, visible]);

  useEffect(() => {
    if (!canvas) return;
    canvas.setBlock({ width, height });
    canvas.setLayers(objects);
  }, [canvas, objects, width, height]);

  useEffect(() => {
    if (!canvas) return;
    canvas.setAppearance({ visible, showHidden: false, hovered: null, styles: {} });
    canvas.fitTo(zoomBoundsOfLayers(objects, shown.length > 0 ? shown : Object.keys(objects), DEFAULT_BLOCK_SCALE));
  }, [canvas, objects, visible, shown]);

  // How many objects it draws, for assistive technology and tests (the canvas itself says nothing).
  const count = useMemo(() => Object.values(objects).reduce((n, layer) => n + layer.length, 0), [objects]);
  // What it writes on the shown layers' objects (a plan's labels), listed for the same reason.
  const labels = useMemo(
    () =>
      labelOf ? shown.flatMap((layer) => (objects[layer] ?? []).map((o) => labelOf(o, layer)).filter((t): t is string => t !== null)) : [],
    [labelOf, objects, shown],
  );
  return (
    <>
      <div
        className="block-canvas block-drawing"
        ref={hostRef}
        data-testid="block-canvas"
        data-object-count={count}
        aria-label={`Block drawing, ${count} ${count === 1 ? 'object' : 'objects'}`}
        role="img"
      />
      {labels.length > 0 && (
        <ul className="block-drawing-labels" data-testid="drawing-labels" aria-label="Labels on the drawing">
          {labels.map((text, i) => (
            <li key={i}>{text.replace('\n', ' ')}</li>
          ))}
        </ul>
      )}
    </>
  );
}
