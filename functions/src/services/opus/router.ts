import { Router } from 'express';
import { cadAssignBulk } from './cad-assign-bulk.js';
import { manufacturingBom } from './manufacturing-bom.js';
import { manufacturingBomExport } from './manufacturing-bom-export.js';
import { purchasingBomExport } from './purchasing-bom-export.js';
import { cncPackage } from './cnc-package.js';
import { listExports } from './exports-list.js';
import { exportFile } from './export-file.js';
import { listClassParts } from './class-parts-list.js';
import { getClassPart } from './class-part-get.js';
import { getClassPartVersions } from './class-part-versions.js';
import { setClassPartActive } from './class-part-active.js';
import { getClassPartWorkspace } from './class-part-workspace-get.js';
import { createClassPartWorkspace } from './class-part-workspace-create.js';
import { patchClassPartWorkspace } from './class-part-workspace-patch.js';
import { deleteClassPartWorkspace } from './class-part-workspace-delete.js';
import { commitClassPartWorkspace } from './class-part-commit.js';
import { deleteCadAssign, getCadAssign, postCadAssign } from './cad-assign.js';
import { deleteRoutingAssign, getRoutingAssign, postRoutingAssign } from './routing-assign.js';
import { compareClassPartVersions } from './class-part-compare.js';
import { getClassPartUsage } from './class-part-usage.js';
import { restoreClassPartVersion } from './class-part-restore.js';

/**
 * Opus service (core spec section 7; docs/projects-pipeline.md "opus"): CAD bulk assignment, manufacturing BOMs,
 * the project's BOM exports and their files, and
 * class parts with their workspaces, CAD and routing assignments. Mounted at /opus; every route needs a staff token.
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

// Class parts, their workspaces, CAD and routing assignments (docs/versioned-data.md "Class parts").
opusRouter.get('/classParts', listClassParts);
opusRouter.get('/classPart', getClassPart);
opusRouter.get('/classPart/versions', getClassPartVersions);
opusRouter.put('/classPart/active', setClassPartActive);
opusRouter.get('/classPart/workspace', getClassPartWorkspace);
opusRouter.post('/classPart/workspace', createClassPartWorkspace);
opusRouter.patch('/classPart/workspace', patchClassPartWorkspace);
opusRouter.delete('/classPart/workspace', deleteClassPartWorkspace);
opusRouter.post('/classPart/workspace/commit', commitClassPartWorkspace);
opusRouter.get('/cadAssign', getCadAssign);
opusRouter.post('/cadAssign', postCadAssign);
opusRouter.delete('/cadAssign', deleteCadAssign);
opusRouter.get('/routingAssign', getRoutingAssign);
opusRouter.post('/routingAssign', postRoutingAssign);
opusRouter.delete('/routingAssign', deleteRoutingAssign);
opusRouter.get('/classPart/compare', compareClassPartVersions);
opusRouter.get('/classPart/usage', getClassPartUsage);
opusRouter.post('/classPart/restore', restoreClassPartVersion);
