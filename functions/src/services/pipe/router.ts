import { Router } from 'express';
import { getAssign } from './assign-get.js';
import { postAssign } from './assign-post.js';
import { deleteAssign } from './assign-delete.js';
import { postCgaApproval } from './cga-approval.js';
import { postMaterialRequest } from './material-request.js';
import { postManualMaterialRequest } from './material-request-manual.js';
import { postParts } from './parts.js';
import { getPbom } from './pbom-get.js';
import { postPbom } from './pbom-post.js';
import { postPbomCreateItems } from './pbom-create-items.js';
import { postProjectAssembly } from './project-assembly.js';
import { getReassembly } from './reassembly-get.js';
import { postReassembly } from './reassembly-post.js';
import { postRun } from './run.js';
import { getSupported } from './supported.js';
import { putAssembly } from './assembly-put.js';
import { getBom } from './bom.js';
import { getBomTree } from './bom-tree.js';
import { getCga } from './cga.js';
import { getCutList } from './cut-list.js';
import { getLayers } from './layers.js';
import { getSnapshot } from './snapshot.js';
import { getSketch } from './sketch.js';
import { getQsee } from './qsee.js';
import { getChangespace } from './changespace.js';

/**
 * Pipe service (core spec section 7; docs/projects-pipeline.md "pipe"): the pipeline of each project assembly.
 * Mounted at /pipe; every route needs a staff token. Job routes answer 202 and the background
 * worker runs the job (functions/src/jobs, handlers in ./jobs.ts); each route's file documents it.
 */
export const pipeRouter = Router();

pipeRouter.get('/assign', getAssign);
pipeRouter.post('/assign', postAssign);
pipeRouter.delete('/assign', deleteAssign);
pipeRouter.post('/cgaApproval', postCgaApproval);
pipeRouter.post('/materialRequest', postMaterialRequest);
pipeRouter.post('/materialRequest/manual', postManualMaterialRequest);
pipeRouter.post('/parts', postParts);
pipeRouter.get('/pbom', getPbom);
pipeRouter.post('/pbom', postPbom);
pipeRouter.post('/pbom/createItems', postPbomCreateItems);
pipeRouter.post('/projectAssembly', postProjectAssembly);
pipeRouter.get('/reassembly', getReassembly);
pipeRouter.post('/reassembly', postReassembly);
pipeRouter.post('/run', postRun);
pipeRouter.get('/supported', getSupported);
pipeRouter.put('/assembly', putAssembly);
// Reads of the project's pipeline data.
pipeRouter.get('/bom', getBom);
pipeRouter.get('/bomTree', getBomTree);
pipeRouter.get('/cga', getCga);
pipeRouter.get('/cutList', getCutList);
pipeRouter.get('/layers', getLayers);
pipeRouter.get('/snapshot', getSnapshot);
pipeRouter.get('/sketch', getSketch);
pipeRouter.get('/qsee', getQsee);
pipeRouter.get('/changespace', getChangespace);
