import { startExport } from './bom-export.js';
import type { OpusHandler } from './served.js';

/**
 * POST /manufacturingBom/export { projectId }: exports the lines of every finished manufacturing
 * BOM of the project (job 'opus.mbomExport' on the project's `opus.mbom` stage, substatus
 * 'initializing export' until it starts; done: `opus.mbom.exportId`; failure 'Could not export
 * Mbom.'). 202; 404 unknown project; 409 while it runs.
 */
export const manufacturingBomExport: OpusHandler<'manufacturingBomExport'> = (input, req) => startExport(input.projectId, req, 'mbom');
