import { registerDocsJson } from '../../lib/docs-json.js';
import { opusRoutes } from '@workhub/domain';
import { serve } from '../../lib/route-docs.js';
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
 * class parts with their workspaces, CAD and routing assignments. Mounted at /opus; every route needs a staff token and is served from its contract
 * (domain/src/routes/opus.ts).
 * Job-starting routes answer 202 and the work runs in the background (jobs.ts).
 */
export const opusRouter = Router();

serve(opusRouter, opusRoutes.cadAssignBulk, cadAssignBulk);
serve(opusRouter, opusRoutes.manufacturingBom, manufacturingBom);
serve(opusRouter, opusRoutes.manufacturingBomExport, manufacturingBomExport);
serve(opusRouter, opusRoutes.purchasingBomExport, purchasingBomExport);
serve(opusRouter, opusRoutes.cncPackage, cncPackage);
serve(opusRouter, opusRoutes.exports, listExports);
serve(opusRouter, opusRoutes.exportFile, exportFile);

// Class parts, their workspaces, CAD and routing assignments (docs/versioned-data.md "Class parts").
serve(opusRouter, opusRoutes.classParts, listClassParts);
serve(opusRouter, opusRoutes.classPart, getClassPart);
serve(opusRouter, opusRoutes.classPartVersions, getClassPartVersions);
serve(opusRouter, opusRoutes.classPartActive, setClassPartActive);
serve(opusRouter, opusRoutes.classPartWorkspace, getClassPartWorkspace);
serve(opusRouter, opusRoutes.classPartWorkspaceCreate, createClassPartWorkspace);
serve(opusRouter, opusRoutes.classPartWorkspacePatch, patchClassPartWorkspace);
serve(opusRouter, opusRoutes.classPartWorkspaceDelete, deleteClassPartWorkspace);
serve(opusRouter, opusRoutes.classPartCommit, commitClassPartWorkspace);
serve(opusRouter, opusRoutes.cadAssign, getCadAssign);
serve(opusRouter, opusRoutes.cadAssignPost, postCadAssign);
serve(opusRouter, opusRoutes.cadAssignDelete, deleteCadAssign);
serve(opusRouter, opusRoutes.routingAssign, getRoutingAssign);
serve(opusRouter, opusRoutes.routingAssignPost, postRoutingAssign);
serve(opusRouter, opusRoutes.routingAssignDelete, deleteRoutingAssign);
serve(opusRouter, opusRoutes.classPartCompare, compareClassPartVersions);
serve(opusRouter, opusRoutes.classPartUsage, getClassPartUsage);
serve(opusRouter, opusRoutes.classPartRestore, restoreClassPartVersion);

registerDocsJson(opusRouter, '/opus', 'the opus service');
