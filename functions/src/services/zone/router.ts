import { Router } from 'express';
import { getZoneLookup } from './lookup-get.js';
import { postZoneReport } from './report-post.js';

/** Zone service (core spec section 7): zoning lookup and stored zone reports. Mounted at /zone. */
export const zoneRouter = Router();

zoneRouter.get('/lookup', getZoneLookup);
zoneRouter.post('/report', postZoneReport);
