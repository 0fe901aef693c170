import { Router } from 'express';

/** Pick service (docs/staff-tools.md "Services"). Mounted at /pick; every route needs a staff token. */
export const pickRouter = Router();
