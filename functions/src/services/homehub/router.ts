import { Router } from 'express';

/** Homehub service (docs/staff-tools.md "Services"). Mounted at /homehub; every route needs a staff token. */
export const homehubRouter = Router();
