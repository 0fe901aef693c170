import { Router } from 'express';
import { registerDiagramsDocsJson } from './docs-json.js';

/**
 * Diagrams service (core spec §7 "Diagrams generators GET and invoke POST"; docs/base-spec.md
 * "Diagrams"). Mounted at /diagrams; every route needs a staff token.
 */
export const diagramsRouter = Router();

// GET /docsJson: the routes of this router, read from its stack when asked.
registerDiagramsDocsJson(diagramsRouter);
