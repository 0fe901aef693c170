import { registerDocsJson } from '../../lib/docs-json.js';
import { serve } from '../../lib/route-docs.js';
import { zoneRoutes } from '@workhub/domain';
import { Router } from 'express';
import { getZoneLookup } from './lookup-get.js';
import { postZoneReport } from './report-post.js';

/** Zone service (core spec section 7): zoning lookup and stored zone reports. Mounted at /zone; served from domain/src/routes/zone.ts. */
export const zoneRouter = Router();

serve(zoneRouter, zoneRoutes.lookup, getZoneLookup);
serve(zoneRouter, zoneRoutes.report, postZoneReport);

registerDocsJson(zoneRouter, '/zone', 'the zone service');
