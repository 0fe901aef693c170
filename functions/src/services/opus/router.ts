import { Router } from 'express';
import { cadAssignBulk } from './cad-assign-bulk.js';
import { manufacturingBom } from './manufacturing-bom.js';
import { manufacturingBomExport } from './manufacturing-bom-export.js';
import { purchasingBomExport } from './purchasing-bom-export.js';
import { cncPackage } from './cnc-package.js';
import { listExports } from './exports-list.js';
import { exportFile } from './export-file.js';

/**
 * Opus service (core spec section 7; docs/projects-pipeline.md "opus"): CAD bulk assignment, manufacturing BOMs,
 * the project's BOM exports and their files. Mounted at /opus; every route needs a staff token.
 * Job-starting routes answer 202 and the work runs in the background (jobs.ts).
 */
export const opusRouter = Router();

opusRouter.post('/cadAssign/bulk', cadAssignBulk);
opusRouter.post('/manufacturingBom', manufacturingBom);
opusRouter.post('/manufacturingBom/export', manufacturingBomExport);
opusRouter.post('/purchasingBom/export', purchasingBomExport);
opusRouter.get('/cncPackage', cncPackage);
opusRouter.get('/exports', listExports);
opusRouter.get('/exports/file', exportFile);
