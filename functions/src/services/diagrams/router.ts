import { Router } from 'express';
import { registerDocsJson } from '../../lib/docs-json.js';
import { DIAGRAM_GENERATORS, diagramsRoutes } from '@workhub/domain';
import { notFound } from '../../lib/http.js';
import { serve } from '../../lib/route-docs.js';
import { DIAGRAMS } from './svg.js';
import { loadBaseSpec, newestBaseSpecVersion } from '../../lib/base-spec.js';

/**
 * Diagrams service (core spec §7 "Diagrams generators GET and invoke POST"; docs/base-spec.md
 * "Diagrams"). Mounted at /diagrams; every route needs a staff token and is served from its
 * contract (domain/src/routes/diagrams.ts). Nothing is written.
 */
export const diagramsRouter = Router();

serve(diagramsRouter, diagramsRoutes.generators, async () => ({ generators: DIAGRAM_GENERATORS.map((d) => ({ ...d })) }));

serve(diagramsRouter, diagramsRoutes.invoke, async (input) => {
  const version = input.version ?? (await newestBaseSpecVersion());
  if (!version) throw notFound('There is no committed base spec');
  const spec = await loadBaseSpec(version);
  const draw = DIAGRAMS[input.generator]!;
  return draw(spec);
});

// GET /docsJson: the routes of this router, read from its stack when asked.
registerDocsJson(diagramsRouter, '/diagrams', 'the Diagrams service');
