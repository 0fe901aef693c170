import { useMemo } from 'react';
import { blockLayerSchema, pairsOf, planLabelOf, type BlockObject } from '@workhub/domain';
import { staticObjects } from '../../collab';
import { BlockDrawing } from '../workspace-editor';

/**
 * The drawable layers of a space: those stored as the blocks' layers are (`{ objects: [{ name,
 * type, points }] }`, inches), so a space is drawn with the block drawing. Other layers are left
 * to the layer table.
 */
export function drawableLayers(layers: Record<string, unknown>): Record<string, { objects: BlockObject[] }> {
  const out: Record<string, { objects: BlockObject[] }> = {};
  for (const [name, layer] of Object.entries(layers)) {
    const parsed = blockLayerSchema.safeParse(layer);
    if (parsed.success && parsed.data.objects.length > 0) out[name] = parsed.data;
  }
  return out;
}

/** The extent of the drawn objects in inches (what the block outline frames). */
function extentOf(layers: Record<string, { objects: BlockObject[] }>): { width: number; height: number } {
  let width = 0;
  let height = 0;
  for (const { objects } of Object.values(layers))
    for (const object of objects)
      for (const { x, y } of pairsOf(object.points)) {
        width = Math.max(width, x);
        height = Math.max(height, y);
      }
  return { width, height };
}

/**
 * A space's drawable layers, drawn read-only; the focused layer alone when one is focused. Walls are
 * labelled with their length in feet and inches, rooms with their name and area (domain planLabelOf);
 * the block drawing places the labels so none covers another.
 */
export function SpaceDrawing({ layers, focusedLayer }: { layers: Record<string, unknown>; focusedLayer?: string }) {
  const drawable = useMemo(() => drawableLayers(layers), [layers]);
  const objects = useMemo(() => staticObjects(drawable), [drawable]);
  const extent = useMemo(() => extentOf(drawable), [drawable]);
  const visible = useMemo(
    () =>
      Object.fromEntries(
        Object.keys(drawable).map((name) => [name, focusedLayer === undefined || !(focusedLayer in drawable) || name === focusedLayer]),
      ),
    [drawable, focusedLayer],
  );
  if (Object.keys(drawable).length === 0) return null;
  return (
    <div className="space-drawing" data-testid="space-drawing">
      <BlockDrawing objects={objects} visible={visible} width={extent.width} height={extent.height} labelOf={planLabelOf} />
    </div>
  );
}
