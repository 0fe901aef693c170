import { registerDocsJson } from '../../lib/docs-json.js';
import { route } from '../../lib/route-docs.js';
import { zoneLookupQuerySchema, zoneReportInputSchema } from '@workhub/domain';
import { Router } from 'express';
import { getZoneLookup } from './lookup-get.js';
import { postZoneReport } from './report-post.js';

/** Zone service (core spec section 7): zoning lookup and stored zone reports. Mounted at /zone. */
export const zoneRouter = Router();

route(
  zoneRouter,
  'GET',
  '/lookup',
  {
    input: 'query',
    schema: zoneLookupQuerySchema,
    answer: '404 for an unknown project, a project without an address, or an address without zoning data',
    summary:
      "The zoning of the project's primary address, or of an address written as one line ('1234 Oak St, Santa Rosa, CA 95401'): `{ zone }` (domain zoneSchema)",
  },
  getZoneLookup,
);
route(
  zoneRouter,
  'POST',
  '/report',
  {
    input: 'body',
    schema: zoneReportInputSchema,
    answer: '`{ reportId, report }`',
    summary:
      "Looks up the zoning of the project's address (its primary one, or `address`, which must be one of the project's salesforce or APN addresses) and stores it as `zoneReports/{id}` { projectId, zone, notes, createdBy, createdAt }",
  },
  postZoneReport,
);

registerDocsJson(zoneRouter, '/zone', 'the zone service');
