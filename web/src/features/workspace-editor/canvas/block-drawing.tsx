import { useEffect, useMemo } from 'react';
import { zoomBoundsOfLayers, DEFAULT_BLOCK_SCALE } from '@workhub/domain';
import type { LiveObjects } from '../../../collab';
import { useBlockCanvas } from './use-block-canvas';

export interface BlockDrawingProps {
  objects: LiveObjects;
  /** Layer → shown (a layer missing here is shown). */
  visible: Record<string, boolean>;
  /** Block size in inches (outlined). */
  width: number;
  height: number;
}

/** A stored block drawn read-only: its layers in draw order, zoomed to fit the shown layers. */
export function BlockDrawing({ objects, visible, width, height }: BlockDrawingProps) {
  const { hostRef, canvas } = useBlockCanvas({ interactive: false, editable: false });
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
  return (
    <div
      className="block-canvas"
      ref={hostRef}
      data-testid="block-canvas"
      data-object-count={count}
      aria-label={`Block drawing, ${count} ${count === 1 ? 'object' : 'objects'}`}
      role="img"
    />
  );
}
