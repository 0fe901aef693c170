import { z } from 'zod';
import { zoneLookupQuerySchema, zoneReportInputSchema, zoneReportSchema, zoneSchema } from '../projects/index.js';
import { defineRoute } from './contract.js';
import { docsJsonRoute } from './docs-json.js';

/** The zone service (core spec section 7): zoning lookup and stored zone reports, mounted at /zone. */
export const zoneRoutes = {
  lookup: defineRoute({
    service: 'zone',
    method: 'GET',
    path: '/lookup',
    input: 'query',
    schema: zoneLookupQuerySchema,
    answer: z.object({ zone: zoneSchema }),
    errors: '404 for an unknown project, a project without an address, or an address without zoning data',
    summary: "The zoning of the project's primary address, or of an address written as one line ('1234 Oak St, Santa Rosa, CA 95401').",
  }),
  report: defineRoute({
    service: 'zone',
    method: 'POST',
    path: '/report',
    input: 'body',
    schema: zoneReportInputSchema,
    answer: z.object({ reportId: z.string(), report: zoneReportSchema }),
    errors: "404 for an unknown project or an address without zoning data; 400 for an address that is not the project's",
    summary:
      "Looks up the zoning of the project's address (its primary one, or the given address, which must be one of the project's Salesforce or APN addresses) and stores it as a zone report.",
  }),
  docsJson: docsJsonRoute('zone', 'the zone service'),
};
