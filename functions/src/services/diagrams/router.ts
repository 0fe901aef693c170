import { Router } from 'express';

/**
 * Diagrams service (core spec §7 "Diagrams generators GET and invoke POST"; docs/base-spec.md
 * "Diagrams"). Mounted at /diagrams; every route needs a staff token.
 */
export const diagramsRouter = Router();
