import { Router } from 'express';

/** Cloud service (docs/staff-tools.md "Services"). Mounted at /cloud; every route needs a staff token. */
export const cloudRouter = Router();
