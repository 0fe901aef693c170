import { Router } from 'express';

/** Storage service (docs/staff-tools.md "Services"). Mounted at /storage; every route needs a staff token. */
export const storageRouter = Router();
