/**
 * The fixed layer draw order (core spec section 9: client, site, sitework, design, assemblies,
 * utilities groups). Earlier layers are drawn first, so later ones sit on top. Layer names are
 * `group/name`; the seed (emulators/seed/data/layers.ts) re-exports this list.
 */
export const LAYER_GROUPS = ['client', 'site', 'sitework', 'design', 'assemblies', 'utilities'] as const;
export type LayerGroup = (typeof LAYER_GROUPS)[number];

export const LAYER_DRAW_ORDER = [
  'client/boundary',
  'client/easements',
  'client/existing',
  'client/notes',
  'site/parcel',
  'site/setback',
  'site/topography',
  'site/trees',
  'site/access',
  'site/utilities-existing',
  'sitework/grading',
  'sitework/foundation',
  'sitework/trenching',
  'sitework/driveway',
  'sitework/retaining',
  'design/modules',
  'design/walls',
  'design/rooms',
  'design/doors',
  'design/windows',
  'design/fixtures',
  'design/casework',
  'design/furniture',
  'design/dimensions',
  'design/annotations',
  'assemblies/floor',
  'assemblies/walls',
  'assemblies/ceiling',
  'assemblies/roof',
  'assemblies/deck',
  'assemblies/stair',
  'utilities/plumbing',
  'utilities/sewer',
  'utilities/electrical',
  'utilities/lighting',
  'utilities/hvac',
  'utilities/gas',
  'utilities/solar',
] as const;
export type LayerName = (typeof LAYER_DRAW_ORDER)[number];

const DRAW_INDEX: ReadonlyMap<string, number> = new Map(LAYER_DRAW_ORDER.map((name, i) => [name, i]));

/**
 * The group of a layer: the part of its name before the first '/' ('design/walls' → 'design'); a
 * name without '/' is its own group. Works for layers outside the fixed list too.
 */
export function layerGroupOf(layer: string): string {
  return layer.split('/')[0] ?? layer;
}

/** Whether a group name is one of the six fixed groups. */
export function isLayerGroup(group: string): group is LayerGroup {
  return (LAYER_GROUPS as readonly string[]).includes(group);
}

/** Whether a layer is in the fixed draw order. */
export function isKnownLayer(layer: string): layer is LayerName {
  return DRAW_INDEX.has(layer);
}

/** A layer's place in the draw order, or -1 when it is not in the fixed list. */
export function drawOrderIndex(layer: string): number {
  return DRAW_INDEX.get(layer) ?? -1;
}

/** Comparator for the draw order: known layers in list order, then unknown ones alphabetically. */
export function compareLayersByDrawOrder(a: string, b: string): number {
  const ia = DRAW_INDEX.get(a);
  const ib = DRAW_INDEX.get(b);
  if (ia !== undefined && ib !== undefined) return ia - ib;
  if (ia !== undefined) return -1;
  if (ib !== undefined) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Layer names in draw order (a new array): known layers first in list order, unknown ones after, alphabetically. */
export function sortLayersByDrawOrder(names: readonly string[]): string[] {
  return [...names].sort(compareLayersByDrawOrder);
}

/** The layers of a group in draw order, from the fixed list. */
export function layersOfGroup(group: string): LayerName[] {
  return LAYER_DRAW_ORDER.filter((l) => layerGroupOf(l) === group);
}

/** Client layers: shown initially when the block holds geographic data (core spec section 4). */
export const CLIENT_LAYERS: readonly LayerName[] = layersOfGroup('client');

/**
 * The fixed list of design and plan layers shown when a block opens (core spec section 4), in draw
 * order. Chosen as:
 * - the whole design group (modules, walls, rooms, doors, windows, fixtures, casework, furniture,
 *   dimensions, annotations): what the block is designed as;
 * - the plan layers outside it: outlines a plan drawing shows: site/parcel and site/setback (site
 *   plan), sitework/grading, sitework/foundation and sitework/driveway (grading and foundation plan),
 *   assemblies/deck and assemblies/stair (drawn on floor plans).
 * Left hidden until asked for: framing (assemblies floor, walls, ceiling, roof), every utility run,
 * and detailed site context (topography, trees, access, existing utilities, trenching, retaining).
 * Every kind of block the seed draws (rooms, modules, entries, decks, stairs, foundations, site
 * pads) has its core layer in this list, so no block opens empty.
 */
export const INITIAL_VISIBLE_LAYERS: readonly LayerName[] = [
  'site/parcel',
  'site/setback',
  'sitework/grading',
  'sitework/foundation',
  'sitework/driveway',
  ...layersOfGroup('design'),
  'assemblies/deck',
  'assemblies/stair',
];
