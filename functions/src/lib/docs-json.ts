import type { Router } from 'express';
import { docsJsonRoute, type AnyRouteDoc } from '@workhub/domain';
import { describeRouter, serve } from './route-docs.js';

/**
 * Registers GET /docsJson on a service router mounted at `base` ('/pick'): every route of that
 * router, read from its stack when asked (a route added later is listed too, as `undocumented`
 * when it was not registered with `route(…)`).
 */
export function registerDocsJson(router: Router, base: string, what: string, more: Record<string, Router> = {}): void {
  serve(router, docsJsonRoute(base.replace(/^\//, ''), what), async () => ({
    routes: Object.entries({ [base]: router, ...more }).flatMap(([b, r]) => describeRouter(b, r)) as AnyRouteDoc[],
  }));
}
