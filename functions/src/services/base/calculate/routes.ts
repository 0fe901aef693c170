import type { Router } from 'express';

/**
 * The calculation routes of the base service (docs/base-spec.md "Calculations"): calculate GET,
 * calculate/structure POST, calculate/structure/assets GET, changespace POST, updatePrices POST,
 * latest POST, variation/list GET. Registered with `route(router, …)` so docsJson describes them.
 */
export function registerCalculateRoutes(router: Router): void {
  void router;
}
