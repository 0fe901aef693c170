import type { Router } from 'express';
import { route } from '../../lib/route-docs.js';
import { docsJsonQuerySchema } from '../base/docs-json.js';
import { docsJsonHandler } from '../firebase/docs-json.js';

/** GET /email/docsJson: every route of the Email service, read from the router's own stack when asked. */
export function registerEmailDocsJson(router: Router): void {
  route(
    router,
    'GET',
    '/docsJson',
    {
      input: 'query',
      schema: docsJsonQuerySchema,
      answer: '{ routes: RouteDoc[] } (method, path, summary, input, fields, schema, answer)',
      summary: "Describes every route of the Email service, generated from the router and the routes' input schemas",
    },
    docsJsonHandler(() => ({ '/email': router })),
  );
}
