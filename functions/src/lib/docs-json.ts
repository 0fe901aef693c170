import type { Router } from 'express';
import { z } from 'zod';
import { handle, parse, sendOk } from './http.js';
import { describeRouter, route } from './route-docs.js';

/** GET /docsJson takes no input (an unknown query key is a 400). */
export const docsJsonQuerySchema = z.strictObject({});

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
  route(
    router,
    'GET',
    '/docsJson',
    {
      input: 'query',
      schema: docsJsonQuerySchema,
      answer: '{ routes: RouteDoc[] } (method, path, summary, input, fields, schema, answer)',
      summary: `Describes every route of ${what}, generated from the router and the routes' input schemas`,
    },
    docsJsonHandler(() => ({ [base]: router, ...more })),
  );
}
