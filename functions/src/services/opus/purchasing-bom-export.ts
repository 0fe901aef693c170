import { startExport } from './bom-export.js';
import type { OpusHandler } from './served.js';

/**
 * POST /purchasingBom/export { projectId }: exports every finished purchasing BOM line of the
 * project joined with its ERP item (job 'opus.pbomExport' on the project's `opus.pbom` stage;
 * done: `opus.pbom.exportId`; a failure shows the server's error as substatus, e.g. 'Unknown ERP
 * item LBR-…'). 202; 404 unknown project; 409 while it runs.
 */
export const purchasingBomExport: OpusHandler<'purchasingBomExport'> = (input, req) => startExport(input.projectId, req, 'pbom');
