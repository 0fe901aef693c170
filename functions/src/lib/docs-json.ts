import type { Router } from 'express';
import { docsJsonQuerySchema, docsJsonRoute, type AnyRouteDoc } from '@workhub/domain';
import { handle, parse, sendOk } from './http.js';
import { describeRouter, serve } from './route-docs.js';

/**
 * GET /docsJson: every route of the given routers (by base path: the Firebase service and the
 * workspace endpoints) — method, path, input fields (type, required), the input's JSON schema and
 * the answer — read from the routers' stacks and the zod schemas their handlers parse with
 * (lib/route-docs.ts), never a copy.
 */
export const docsJsonHandler = (routers: () => Record<string, Router>) =>
  handle(async (req, res) => {
    parse(docsJsonQuerySchema, req.query);
    const routes = Object.entries(routers()).flatMap(([base, router]) => describeRouter(base, router));
    sendOk(res, { routes });
  });

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
