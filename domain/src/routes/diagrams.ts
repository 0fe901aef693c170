import { z } from 'zod';
import { diagramAnswerSchema, diagramGeneratorsAnswerSchema, diagramInvokeInputSchema } from '../base-spec/index.js';
import { defineRoute } from './contract.js';
import { docsJsonRoute } from './docs-json.js';

/** The Diagrams service (core spec §7; docs/base-spec.md "Diagrams"), mounted at /diagrams. Nothing is written. */
export const diagramsRoutes = {
  generators: defineRoute({
    service: 'diagrams',
    method: 'GET',
    path: '/generators',
    input: 'query',
    schema: z.strictObject({}),
    answer: diagramGeneratorsAnswerSchema,
    summary: 'The diagrams the service draws.',
  }),
  invoke: defineRoute({
    service: 'diagrams',
    method: 'POST',
    path: '/invoke',
    input: 'body',
    schema: diagramInvokeInputSchema,
    answer: diagramAnswerSchema,
    errors: '404 for an unknown base-spec version or when no base spec is committed',
    summary: 'One diagram of a base-spec version (default the newest) as SVG.',
  }),
  docsJson: docsJsonRoute('diagrams', 'the Diagrams service'),
};
