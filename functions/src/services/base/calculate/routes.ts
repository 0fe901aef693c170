import type { Router } from 'express';
import { baseRoutes } from '@workhub/domain';
import { serve } from '../../../lib/route-docs.js';
import { getCalculate } from './calculate-get.js';
import { postStructure } from './structure-post.js';
import { getStructureAssets } from './structure-assets-get.js';
import { postChangespace } from './changespace-post.js';
import { postUpdatePrices } from './update-prices-post.js';
import { postLatest } from './latest-post.js';
import { getVariationList } from './variation-list-get.js';

/**
 * The calculation routes of the base service (docs/base-spec.md "Calculations"): calculate GET,
 * calculate/structure POST, calculate/structure/assets GET, changespace POST, updatePrices POST,
 * latest POST, variation/list GET, each served from its contract (domain/src/routes/base.ts).
 */
export function registerCalculateRoutes(router: Router): void {
  serve(router, baseRoutes.calculate, getCalculate);
  serve(router, baseRoutes.structure, postStructure);
  serve(router, baseRoutes.structureAssets, getStructureAssets);
  serve(router, baseRoutes.changespace, postChangespace);
  serve(router, baseRoutes.updatePrices, postUpdatePrices);
  serve(router, baseRoutes.latest, postLatest);
  serve(router, baseRoutes.variations, getVariationList);
}
