import { useMemo, type CSSProperties } from 'react';
import { blockLayerSchema, pairsOf, planLabelOf, type BlockObject } from '@workhub/domain';
import { staticObjects } from '../../collab';
import { BlockDrawing } from '../workspace-editor';

/**
 * What the drawing reads of a stored object: its name (none: ''), type, points, style and wall; the
 * rest (a project base's module number and assemblies, a generator's measures) is not drawn.
 */
function drawnFields(object: unknown): unknown {
  if (typeof object !== 'object' || object === null) return object;
  const { id, name, type, points, style, wall } = object as Record<string, unknown>;
  return {
    ...(id !== undefined ? { id } : {}),
    name: typeof name === 'string' ? name : '',
    type,
    points,
    ...(style !== undefined ? { style } : {}),
    ...(wall !== undefined ? { wall } : {}),
  };
}

/**
 * The drawable layers of a space: those stored as the blocks' layers are (`{ objects: [{ name,
 * type, points }] }`, inches), so a space is drawn with the block drawing. Other layers are left
 * to the layer table. A project's base and a generator run's layers are drawn the same way.
 */
export function drawableLayers(layers: Record<string, unknown>): Record<string, { objects: BlockObject[] }> {
  const out: Record<string, { objects: BlockObject[] }> = {};
  for (const [name, layer] of Object.entries(layers)) {
    const objects = (layer as { objects?: unknown } | null)?.objects;
    const parsed = blockLayerSchema.safeParse(Array.isArray(objects) ? { objects: objects.map(drawnFields) } : layer);
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

export interface PlanDrawingProps {
  /** Stored layers (`{ objects: [{ name, type, points }] }`, inches); others are left out. */
  layers: Record<string, unknown>;
  /** The layer drawn alone (when it is one of the drawable layers). */
  focusedLayer?: string;
  /** Which drawable layers are shown (all unless given); the others are not drawn. */
  showLayer?: (layer: string) => boolean;
  testId?: string;
  /** Class of the frame round the drawing. */
  className?: string;
  /** The drawing's height (CSS), when the page's stylesheet does not set --block-drawing-height. */
  height?: string;
}

/**
 * Stored layers drawn read-only as a plan, with the block drawing: walls labelled with their length
 * in feet and inches, rooms with their name and area (domain planLabelOf); the block drawing places
 * the labels so none covers another. A space, a project's design and a generator run's result are
 * drawn with it.
 */
export function PlanDrawing({
  layers,
  focusedLayer,
  showLayer,
  testId = 'plan-drawing',
  className = 'plan-drawing',
  height,
}: PlanDrawingProps) {
  const drawable = useMemo(() => drawableLayers(layers), [layers]);
  const objects = useMemo(() => staticObjects(drawable), [drawable]);
  const visible = useMemo(
    () =>
      Object.fromEntries(
        Object.keys(drawable).map((name) => [
          name,
          focusedLayer !== undefined && focusedLayer in drawable ? name === focusedLayer : (showLayer?.(name) ?? true),
        ]),
      ),
    [drawable, focusedLayer, showLayer],
  );
  // The outline frames the shown layers (a hidden layer far off does not stretch it).
  const extent = useMemo(
    () => extentOf(Object.fromEntries(Object.entries(drawable).filter(([name]) => visible[name]))),
    [drawable, visible],
  );
  if (Object.keys(drawable).length === 0) return null;
  return (
    <div className={className} data-testid={testId} style={height ? ({ '--block-drawing-height': height } as CSSProperties) : undefined}>
      <BlockDrawing objects={objects} visible={visible} width={extent.width} height={extent.height} labelOf={planLabelOf} />
    </div>
  );
}

/** A space's drawable layers, drawn read-only as a plan; the focused layer alone when one is focused. */
export function SpaceDrawing({ layers, focusedLayer }: { layers: Record<string, unknown>; focusedLayer?: string }) {
  return (
    <PlanDrawing
      layers={layers}
      {...(focusedLayer !== undefined ? { focusedLayer } : {})}
      testId="space-drawing"
      className="space-drawing"
    />
  );
}
