import { Router } from 'express';

/** Email service (docs/staff-tools.md "Services"). Mounted at /email; every route needs a staff token. */
export const emailRouter = Router();
