import type { z } from 'zod';
import { pipeRoutes, type ApprovalRole, type ApprovalStatus, type PipeStage } from '@workhub/domain';
import { callRoute } from './service-client';

/** A job-starting route's 202 answer: the job and the stage it runs. */
export type StartedJob = z.output<typeof pipeRoutes.parts.answer>;
/** The jobs a route started (POST /pipe/run, POST /opus/manufacturingBom). */
export type StartedJobs = { jobs: { jobId: string; assembly?: string; stage: string }[] };
/** The answers of the pipe's reads. */
export type PipeRead<K extends keyof typeof pipeRoutes> = z.output<(typeof pipeRoutes)[K]['answer']>;

/** The pipe service (docs/projects-pipeline.md "pipe"): starts the stages of a project's assemblies; status is read live from Firestore. */
export const pipeService = {
  /** Generates the project assembly (job). */
  projectAssembly: (projectId: string, assembly: string) => callRoute(pipeRoutes.projectAssembly, { projectId, projectAssembly: assembly }),
  /** Assigns the CAD (Onshape document) at once. */
  assign: (projectId: string, assembly: string, onshapeLink: string) =>
    callRoute(pipeRoutes.assignPost, { projectId, assembly, onshapeLink }),
  /** The CAD assignment back to new. */
  unassign: (projectId: string, assembly: string) => callRoute(pipeRoutes.assignDelete, { projectId, assembly }),
  /** Reads the parts from the assigned CAD (job). */
  parts: (projectId: string, assembly: string, onshapeLink: string) => callRoute(pipeRoutes.parts, { projectId, assembly, onshapeLink }),
  reassembly: (projectId: string, assembly: string) => callRoute(pipeRoutes.reassemblyPost, { projectId, assembly }),
  /** The purchasing BOM (job). */
  pbom: (projectId: string, assembly: string) => callRoute(pipeRoutes.pbomPost, { projectId, assembly }),
  getPbom: (projectId: string, assembly: string) => callRoute(pipeRoutes.pbom, { projectId, assembly }),
  /** ERP items for BOM lines without one (job). */
  createItems: (projectId: string, assembly: string) => callRoute(pipeRoutes.pbomCreateItems, { projectId, assembly }),
  materialRequest: (projectId: string, assembly: string) => callRoute(pipeRoutes.materialRequest, { projectId, assembly }),
  manualMaterialRequest: (projectId: string, assembly: string, url: string) =>
    callRoute(pipeRoutes.materialRequestManual, { projectId, cga: assembly, url }),
  /** The caller's entry for the role (an earlier one is replaced). */
  approve: (projectId: string, assembly: string, role: ApprovalRole, status: ApprovalStatus, notes: string) =>
    callRoute(pipeRoutes.cgaApproval, { projectId, assembly, role, status, notes }),
  /** Who holds each approval role (names) and the caller's own roles. */
  approvers: () => callRoute(pipeRoutes.approvers, {}),
  /** The notes of an assembly. */
  setNotes: (projectId: string, assembly: string, notes: string) =>
    callRoute(pipeRoutes.assembly, { projectId, assembly, path: 'notes', value: notes }),
  /** Every assembly runs its next stages in order until done or blocked. */
  run: (projectId: string) => callRoute(pipeRoutes.run, { projectId }),
  supported: (projectId: string, stages?: readonly PipeStage[]) =>
    callRoute(pipeRoutes.supported, { projectId, ...(stages ? { fields: stages.join(',') } : {}) }),
  // The reads (the pipe tab's Reads section): point-in-time answers computed from the pipe and the build spec.
  /** The assembly's parts, purchasing and manufacturing lines and material request side by side. */
  bom: (projectId: string, assembly: string) => callRoute(pipeRoutes.bom, { projectId, assembly }),
  /** The parts as a tree of modules and assemblies (one assembly when given). */
  bomTree: (projectId: string, assembly?: string) => callRoute(pipeRoutes.bomTree, { projectId, ...(assembly ? { assembly } : {}) }),
  /** The parts cut to size in house. */
  cutList: (projectId: string, assembly: string) => callRoute(pipeRoutes.cutList, { projectId, assembly }),
  /** The build spec's sketch and key layers of the assembly, with the base quantities. */
  sketch: (projectId: string, assembly: string) => callRoute(pipeRoutes.sketch, { projectId, assembly }),
  /** The group assemblies with where each stands (one when given). */
  cga: (projectId: string, assembly?: string) => callRoute(pipeRoutes.cga, { projectId, ...(assembly ? { assembly } : {}) }),
  /** What needs someone's attention (one assembly when given). */
  qsee: (projectId: string, assembly?: string) => callRoute(pipeRoutes.qsee, { projectId, ...(assembly ? { assembly } : {}) }),
  /** The committed base's quantities by layer. */
  layers: (projectId: string) => callRoute(pipeRoutes.layers, { projectId }),
  /** Every assembly's stage statuses now, with totals. */
  snapshot: (projectId: string) => callRoute(pipeRoutes.snapshot, { projectId }),
  /** The pipeline activity, newest first. */
  changespace: (projectId: string) => callRoute(pipeRoutes.changespace, { projectId }),
};
