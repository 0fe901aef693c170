import { Router } from 'express';
import { registerDocsJson } from '../../lib/docs-json.js';
import { z } from 'zod';
import { DIAGRAM_GENERATORS, diagramInvokeInputSchema } from '@workhub/domain';
import { handle, notFound, parse, sendOk } from '../../lib/http.js';
import { route } from '../../lib/route-docs.js';
import { DIAGRAMS } from './svg.js';
import { loadBaseSpec, newestBaseSpecVersion } from '../../lib/base-spec.js';

/**
 * Diagrams service (core spec §7 "Diagrams generators GET and invoke POST"; docs/base-spec.md
 * "Diagrams"). Mounted at /diagrams; every route needs a staff token. Nothing is written.
 */
export const diagramsRouter = Router();

const generatorsQuerySchema = z.strictObject({});

route(
  diagramsRouter,
  'GET',
  '/generators',
  {
    input: 'query',
    schema: generatorsQuerySchema,
    answer: '{ generators: [{ id, name, description }] }',
    summary: 'The diagrams the service draws',
  },
  handle(async (req, res) => {
    parse(generatorsQuerySchema, req.query);
    sendOk(res, { generators: DIAGRAM_GENERATORS.map((d) => ({ ...d })) });
  }),
);

route(
  diagramsRouter,
  'POST',
  '/invoke',
  {
    input: 'body',
    schema: diagramInvokeInputSchema,
    answer: '{ svg, title }',
    summary: 'One diagram of a base-spec version (default the newest) as SVG; 404 unknown version',
  },
  handle(async (req, res) => {
    const input = parse(diagramInvokeInputSchema, req.body);
    const version = input.version ?? (await newestBaseSpecVersion());
    if (!version) throw notFound('There is no committed base spec');
    const spec = await loadBaseSpec(version);
    const draw = DIAGRAMS[input.generator]!;
    sendOk(res, draw(spec));
  }),
);

// GET /docsJson: the routes of this router, read from its stack when asked.
registerDocsJson(diagramsRouter, '/diagrams', 'the Diagrams service');
