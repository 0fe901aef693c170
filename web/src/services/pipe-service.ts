import { z } from 'zod';
import {
  approversAnswerSchema,
  approvalsSchema,
  manualMaterialRequestSchema,
  pbomLineSchema,
  pipeAssemblySchema,
  stageSchema,
  type ApprovalRole,
  type ApprovalStatus,
  type PipeStage,
} from '@workhub/domain';
import { serviceClient } from './service-client';
import { answerParser } from './answer';

const client = serviceClient('pipe');

/** Parses a service answer; a shape we do not understand is an error, not a half-drawn page. */
const parsed = answerParser('pipe');

/** A job-starting route's 202 answer: the job and the stage it runs. */
export const startedJobSchema = z.object({
  jobId: z.string(),
  projectId: z.string().optional(),
  assembly: z.string().optional(),
  stage: z.string(),
});
export type StartedJob = z.infer<typeof startedJobSchema>;
export const startedJobsSchema = z.object({
  jobs: z.array(z.object({ jobId: z.string(), assembly: z.string().optional(), stage: z.string() })),
});
export type StartedJobs = z.infer<typeof startedJobsSchema>;

const assignAnswer = z.object({ assembly: z.string(), assign: pipeAssemblySchema.shape.assign });
const approvalsAnswer = z.object({ assembly: z.string(), approvals: approvalsSchema });
const manualAnswer = z.object({ assembly: z.string(), manualMaterialRequests: z.array(manualMaterialRequestSchema) });
const notesAnswer = z.object({ assembly: z.string(), notes: z.string() });
const pbomAnswer = z.object({ assembly: z.string(), pbom: stageSchema.extend({ items: z.array(pbomLineSchema).optional() }) });
const supportedAnswer = z.object({
  projectId: z.string(),
  supported: z.record(z.string(), z.object({ supported: z.boolean(), reason: z.string().optional() })),
});

const started = async (path: string, body: unknown) => parsed(startedJobSchema, await client.post<unknown>(path, body), 'job answer');

/** The pipe service (docs/projects-pipeline.md "pipe"): starts the stages of a project's assemblies; status is read live from Firestore. */
export const pipeService = {
  /** POST /projectAssembly: generates the project assembly (job). */
  projectAssembly: (projectId: string, assembly: string) => started('/projectAssembly', { projectId, projectAssembly: assembly }),
  /** POST /assign: assigns the CAD (Onshape document) at once. */
  assign: async (projectId: string, assembly: string, onshapeLink: string) =>
    parsed(assignAnswer, await client.post<unknown>('/assign', { projectId, assembly, onshapeLink }), 'assign answer'),
  /** DELETE /assign: the CAD assignment back to new. */
  unassign: async (projectId: string, assembly: string) =>
    parsed(assignAnswer, await client.delete<unknown>('/assign', { projectId, assembly }), 'assign answer'),
  /** POST /parts: reads the parts from the assigned CAD (job). */
  parts: (projectId: string, assembly: string, onshapeLink: string) => started('/parts', { projectId, assembly, onshapeLink }),
  reassembly: (projectId: string, assembly: string) => started('/reassembly', { projectId, assembly }),
  /** POST /pbom: the purchasing BOM (job). */
  pbom: (projectId: string, assembly: string) => started('/pbom', { projectId, assembly }),
  getPbom: async (projectId: string, assembly: string) =>
    parsed(pbomAnswer, await client.get<unknown>('/pbom', { projectId, assembly }), 'pbom'),
  /** POST /pbom/createItems: ERP items for BOM lines without one (job). */
  createItems: (projectId: string, assembly: string) => started('/pbom/createItems', { projectId, assembly }),
  materialRequest: (projectId: string, assembly: string) => started('/materialRequest', { projectId, assembly }),
  manualMaterialRequest: async (projectId: string, assembly: string, url: string) =>
    parsed(
      manualAnswer,
      await client.post<unknown>('/materialRequest/manual', { projectId, cga: assembly, url }),
      'material request answer',
    ),
  /** POST /cgaApproval: the caller's entry for the role (an earlier one is replaced). */
  approve: async (projectId: string, assembly: string, role: ApprovalRole, status: ApprovalStatus, notes: string) =>
    parsed(approvalsAnswer, await client.post<unknown>('/cgaApproval', { projectId, assembly, role, status, notes }), 'approval answer'),
  /** GET /approvers: who holds each approval role (names) and the caller's own roles. */
  approvers: async () => parsed(approversAnswerSchema, await client.get<unknown>('/approvers'), 'approvers answer'),
  /** PUT /assembly: the notes of an assembly. */
  setNotes: async (projectId: string, assembly: string, notes: string) =>
    parsed(notesAnswer, await client.put<unknown>('/assembly', { projectId, assembly, path: 'notes', value: notes }), 'notes answer'),
  /** POST /run: every assembly runs its next stages in order until done or blocked. */
  run: async (projectId: string) => parsed(startedJobsSchema, await client.post<unknown>('/run', { projectId }), 'run answer'),
  supported: async (projectId: string, stages?: readonly PipeStage[]) =>
    parsed(supportedAnswer, await client.get<unknown>('/supported', { projectId, fields: stages?.join(',') }), 'supported answer'),
};
