import { registerDocsJson } from '../../lib/docs-json.js';
import { pipeRoutes } from '@workhub/domain';
import { route, serve } from '../../lib/route-docs.js';
import { Router } from 'express';
import { getAssign } from './assign-get.js';
import { postAssign } from './assign-post.js';
import { deleteAssign } from './assign-delete.js';
import { postCgaApproval } from './cga-approval.js';
import { getApprovers } from './approvers.js';
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
 * Mounted at /pipe; every route needs a staff token and is served from its contract
 * (domain/src/routes/pipe.ts). Job routes answer 202 and the background
 * worker runs the job (functions/src/jobs, handlers in ./jobs.ts); each route's file documents it.
 */
export const pipeRouter = Router();

serve(pipeRouter, pipeRoutes.assign, getAssign);
serve(pipeRouter, pipeRoutes.assignPost, postAssign);
serve(pipeRouter, pipeRoutes.assignDelete, deleteAssign);
serve(pipeRouter, pipeRoutes.cgaApproval, postCgaApproval);
serve(pipeRouter, pipeRoutes.approvers, getApprovers);
serve(pipeRouter, pipeRoutes.materialRequest, postMaterialRequest);
serve(pipeRouter, pipeRoutes.materialRequestManual, postManualMaterialRequest);
serve(pipeRouter, pipeRoutes.parts, postParts);
serve(pipeRouter, pipeRoutes.pbom, getPbom);
serve(pipeRouter, pipeRoutes.pbomPost, postPbom);
serve(pipeRouter, pipeRoutes.pbomCreateItems, postPbomCreateItems);
serve(pipeRouter, pipeRoutes.projectAssembly, postProjectAssembly);
serve(pipeRouter, pipeRoutes.reassembly, getReassembly);
serve(pipeRouter, pipeRoutes.reassemblyPost, postReassembly);
serve(pipeRouter, pipeRoutes.run, postRun);
serve(pipeRouter, pipeRoutes.supported, getSupported);
// PUT /assembly parses its own input: a dotted path is refused with its own message (not 'Invalid
// request'), which serve's parse cannot give; method, path and schemas still come from the contract.
const assemblyContract = pipeRoutes.assembly;
route(
  pipeRouter,
  assemblyContract.method,
  assemblyContract.path,
  {
    input: assemblyContract.input,
    schema: assemblyContract.schema,
    answer: assemblyContract.answerText ?? '{ assembly, notes }',
    answerSchema: assemblyContract.answer,
    summary: assemblyContract.summary,
    ...(assemblyContract.errors ? { errors: assemblyContract.errors } : {}),
  },
  putAssembly,
);
serve(pipeRouter, pipeRoutes.bom, getBom);
serve(pipeRouter, pipeRoutes.bomTree, getBomTree);
serve(pipeRouter, pipeRoutes.cga, getCga);
serve(pipeRouter, pipeRoutes.cutList, getCutList);
serve(pipeRouter, pipeRoutes.layers, getLayers);
serve(pipeRouter, pipeRoutes.snapshot, getSnapshot);
serve(pipeRouter, pipeRoutes.sketch, getSketch);
serve(pipeRouter, pipeRoutes.qsee, getQsee);
serve(pipeRouter, pipeRoutes.changespace, getChangespace);

registerDocsJson(pipeRouter, '/pipe', 'the pipe service');
