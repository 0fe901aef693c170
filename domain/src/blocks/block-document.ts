import { z } from 'zod';

/**
 * The contract of a block's geometry, shared by functions (blocks, block workspaces), the
 * collab-server (seeding a live document) and the editor. Coordinates are inches, y up
 * (the editor flips y for the canvas).
 */
export const BLOCK_OBJECT_TYPES = ['rect', 'polygon', 'polyline'] as const;

export const blockObjectSchema = z
  .object({
    /** Stable id inside the block, so concurrent edits address the same object. */
    id: z.string().min(1).max(100).optional(),
    name: z.string().max(200),
    type: z.enum(BLOCK_OBJECT_TYPES),
    /** Flat point list x0, y0, x1, y1, ... in inches. */
    points: z.array(z.number().finite()).max(20_000),
    /** Drawing style: colours, widths, and number lists such as a dash pattern. */
    style: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.number().finite()).max(16)])).optional(),
    /**
     * A wall drawn with the editor's wall tool (issue 26): the line it was drawn along (flat, inches),
     * its thickness, whether it closes a ring, and the side of the line the thickness goes. `points`
     * stays the outline everyone draws; the line lets a door or window cut it. Optional: objects
     * stored before it, and walls drawn otherwise, have none.
     */
    wall: z
      .object({
        line: z.array(z.number().finite()).max(2_000),
        thickness: z.number().finite().positive(),
        closed: z.boolean(),
        side: z.enum(['centre', 'left', 'right']),
      })
      .strict()
      .optional(),
  })
  .strict();
export type BlockObject = z.infer<typeof blockObjectSchema>;

export const blockLayerSchema = z.object({ objects: z.array(blockObjectSchema).max(20_000) }).strict();
/** Layer name (e.g. 'design/walls') -> its objects. */
export const blockLayersSchema = z.record(z.string().min(1).max(200), blockLayerSchema);
export type BlockLayers = z.infer<typeof blockLayersSchema>;

/**
 * A block's name as stored and as it appears in addresses (/block/{name}): 1–200 characters, no
 * '/' or '~' (ids use '~' for '/'), no surrounding spaces. Spaces inside are allowed.
 */
export const blockNameTextSchema = z
  .string({ message: 'Required' })
  .min(1, 'Required')
  .max(200, 'At most 200 characters')
  .regex(/^[^/~]+$/, 'Must not contain / or ~')
  .refine((name) => name === name.trim(), 'Must not start or end with a space');

/** Whether a text is a block name (the route /block/{name} validates with it). */
export const isBlockName = (text: unknown): text is string => blockNameTextSchema.safeParse(text).success;

/** A block document (core spec section 3). The current version has no `version` field stored. */
export const blockSchema = z
  .object({
    name: blockNameTextSchema,
    designer: z.string().optional(),
    type: z.string().optional(),
    categoryName: z.string().optional(),
    key: z.string().optional(),
    path: z.string().optional(),
    route: z.string().optional(),
    layers: blockLayersSchema,
    /** The number of layers, written with them by each commit (lists read it instead of the drawing). */
    layerCount: z.number().int().nonnegative().optional(),
    width: z.number().nonnegative(),
    height: z.number().nonnegative(),
    version: z.string().optional(),
  })
  .passthrough();
export type Block = z.infer<typeof blockSchema>;

/** Block workspaces are listed by this name prefix (core spec section 5). */
export const BLOCK_WORKSPACE_PREFIX = 'base/blocks/';
export const blockWorkspaceName = (blockName: string) => `${BLOCK_WORKSPACE_PREFIX}${blockName}`;

/** The content entry of a block workspace: `workspaces/{id}/content/block` (schema: blockContentSchema). */
export const BLOCK_CONTENT_DOC_ID = 'block';

/**
 * The live (Yjs) document of a block workspace, as plain data: `doc.getMap('layers')` maps a layer
 * name to a Y.Array of Y.Maps with the object's fields (points and style stored as plain values,
 * replaced whole on edit); `doc.getMap('meta')` holds name, width, height, units. The Y.Array
 * of a layer serialises (toJSON) to `LiveLayers[name]`.
 */
export type LiveLayers = Record<string, BlockObject[]>;

export const LIVE_LAYERS_KEY = 'layers';
export const LIVE_META_KEY = 'meta';

export function liveLayersOf(layers: BlockLayers): LiveLayers {
  return Object.fromEntries(Object.entries(layers).map(([name, layer]) => [name, layer.objects]));
}

export function blockLayersOf(live: LiveLayers): BlockLayers {
  return Object.fromEntries(Object.entries(live).map(([name, objects]) => [name, { objects }]));
}
