/**
 * The fixed layer draw order (core spec section 9: client, site, sitework, design, assemblies,
 * utilities groups). Earlier layers are drawn first, so later ones sit on top.
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

export function layerGroupOf(layer: string): string {
  return layer.split('/')[0] ?? layer;
}

/** Layers a building block draws on: blocks are site-independent, so no client or site layers. */
export const BLOCK_LAYERS: readonly LayerName[] = LAYER_DRAW_ORDER.filter((l) => /^(design|assemblies|utilities)\//.test(l));
