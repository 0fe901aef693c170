/**
 * The fixed layer draw order lives in domain (core spec section 9: client, site, sitework, design,
 * assemblies, utilities groups); re-exported here under the names the seed has always used.
 */
import { LAYER_DRAW_ORDER, type LayerName } from '@workhub/domain';

export { LAYER_GROUPS, LAYER_DRAW_ORDER, layerGroupOf, type LayerGroup, type LayerName } from '@workhub/domain';

/** Layers a building block draws on: blocks are site-independent, so no client or site layers. */
export const BLOCK_LAYERS: readonly LayerName[] = LAYER_DRAW_ORDER.filter((l) => /^(design|assemblies|utilities)\//.test(l));
