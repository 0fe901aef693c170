import { z } from 'zod';
import { LAYER_DRAW_ORDER, blockObjectSchema, translatePoints, type BlockObject } from '@workhub/domain';

/**
 * Copy and paste of block objects (issue 26), also between two workspaces: what is copied is the
 * objects with their layer names, as JSON under one localStorage key (every tab of this browser
 * reads it) and, when the browser allows, on the system clipboard.
 */
export const CLIPBOARD_KEY = 'workhub.block-editor.clipboard';
/** Marks the JSON as ours (a text pasted from elsewhere is not taken for objects). */
export const CLIP_KIND = 'workhub/block-objects';
/** A paste lands a grid step (the major grid, 1') right and down from what was copied, one more per paste. */
export const PASTE_STEP = 12;

const clipSchema = z.object({
  kind: z.literal(CLIP_KIND),
  /** Identifies one copy: pastes of the same copy step further each time. */
  id: z.string().min(1).max(100),
  objects: z.array(z.object({ layer: z.string().min(1).max(200), object: blockObjectSchema })).max(5_000),
});
export type Clip = z.infer<typeof clipSchema>;
export interface LayerObject {
  layer: string;
  object: BlockObject;
}

/** A copy of these objects (keys and ids left out: a paste gives new ones). */
export function clipOf(objects: readonly LayerObject[], id: string = crypto.randomUUID()): Clip {
  return {
    kind: CLIP_KIND,
    id,
    objects: objects.map(({ layer, object }) => {
      const { id: _id, ...rest } = blockObjectSchema.parse(object);
      return { layer, object: rest };
    }),
  };
}

/** The clip in a text (from localStorage or the system clipboard); null if it is not one. */
export function parseClip(text: string | null | undefined): Clip | null {
  if (!text) return null;
  try {
    const parsed = clipSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The objects a paste adds: each on its own layer if the block has it or the base specification's
 * layer list does (it is created), else on the active layer (null: such objects are left out and
 * counted); moved `times` grid steps right and down, with new ids; a wall's line moves with it.
 */
export function pastePlan(
  clip: Clip,
  options: { layers: readonly string[]; activeLayer: string | null; times: number },
): { adds: LayerObject[]; leftOut: number } {
  const known = new Set<string>([...LAYER_DRAW_ORDER, ...options.layers]);
  const dx = PASTE_STEP * options.times;
  const dy = -PASTE_STEP * options.times;
  const adds: LayerObject[] = [];
  let leftOut = 0;
  for (const { layer, object } of clip.objects) {
    const target = known.has(layer) ? layer : options.activeLayer;
    if (!target) {
      leftOut++;
      continue;
    }
    const moved: BlockObject = { ...object, id: crypto.randomUUID(), points: translatePoints(object.points, dx, dy) };
    if (object.wall) moved.wall = { ...object.wall, line: translatePoints(object.wall.line, dx, dy) };
    if (object.style) moved.style = { ...object.style };
    adds.push({ layer: target, object: moved });
  }
  return { adds, leftOut };
}
