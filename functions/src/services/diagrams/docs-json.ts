import type { Router } from 'express';
import { route } from '../../lib/route-docs.js';
import { docsJsonHandler } from '../firebase/docs-json.js';
import { docsJsonQuerySchema } from '../base/docs-json.js';

/**
 * GET /diagrams/docsJson: every route of the Diagrams service (generators GET, invoke POST, …),
 * read from the router's own stack when asked, like GET /base/docsJson.
 */
export function registerDiagramsDocsJson(router: Router): void {
  route(
    router,
    'GET',
    '/docsJson',
    {
      input: 'query',
      schema: docsJsonQuerySchema,
      answer: '{ routes: RouteDoc[] } (method, path, summary, input, fields, schema, answer)',
      summary: "Describes every route of the Diagrams service, generated from the router and the routes' input schemas",
    },
    docsJsonHandler(() => ({ '/diagrams': router })),
  );
}
