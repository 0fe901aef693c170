import type { Router } from 'express';
import { z } from 'zod';
import { route } from '../../lib/route-docs.js';
import { docsJsonHandler } from '../firebase/docs-json.js';

/** GET /docsJson takes no input (an unknown query key is a 400). */
export const docsJsonQuerySchema = z.strictObject({});

/**
 * GET /base/docsJson (core spec §7 "docsJson GET"; docs/base-spec.md "Home and trunk parts"):
 * every route of the base service — the block routes and those the spec, generate and calculate
 * parts register — read from the router's own stack when asked, so a route added later is listed
 * too (as `undocumented` if it was not registered with `route(…)`).
 */
export function registerBaseDocsJson(router: Router): void {
  route(
    router,
    'GET',
    '/docsJson',
    {
      input: 'query',
      schema: docsJsonQuerySchema,
      answer: '{ routes: RouteDoc[] } (method, path, summary, input, fields, schema, answer)',
      summary: "Describes every route of the base service, generated from the router and the routes' input schemas",
    },
    docsJsonHandler(() => ({ '/base': router })),
  );
}
