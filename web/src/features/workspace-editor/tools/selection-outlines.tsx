import type { BlockCanvas } from '../canvas/block-canvas';
import type { ObjectKey } from '../../../collab';

export interface SelectionOutlinesProps {
  canvas: BlockCanvas;
  selection: readonly ObjectKey[];
  /** The box being dragged (view pixels), or null. */
  box: { left: number; top: number; width: number; height: number } | null;
}

/**
 * Over the canvas: the box being dragged (box select), and when several objects are selected a
 * frame round each (the last picked also has the canvas's own selection border).
 */
export function SelectionOutlines({ canvas, selection, box }: SelectionOutlinesProps) {
  const frames = selection.length > 1 ? selection.flatMap((key) => [{ key, box: canvas.viewBoxOf(key) }]) : [];
  return (
    <div className="canvas-overlay selection-outlines" aria-hidden="true" data-testid="selection-outlines" data-count={selection.length}>
      {frames.map(
        ({ key, box: b }) =>
          b && (
            <span
              key={key}
              className="selection-outline"
              data-testid="selection-outline"
              style={{ left: b.left - 3, top: b.top - 3, width: b.width + 6, height: b.height + 6 }}
            />
          ),
      )}
      {box && (
        <span
          className="selection-box"
          data-testid="selection-box"
          style={{ left: box.left, top: box.top, width: box.width, height: box.height }}
        />
      )}
    </div>
  );
}
