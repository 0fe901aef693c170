import { z } from 'zod';
import {
  BASE_SPEC_NAME,
  baseSpecApprovalsSchema,
  baseSpecContentSchema,
  versionCandidateSchema,
  versionedWorkspaceSchema,
  type ApprovalRole,
  type ApprovalStatus,
  type BaseSpecContent,
  type BaseSpecPart,
} from '@workhub/domain';
import { serviceClient } from '../../../services/service-client';
import { versionService, type VersionParts } from '../../../services/version-service';

/**
 * What the base-spec pages ask of the services (docs/base-spec.md "Base service: the spec" and the
 * version service): one place, so the store and the pages do not build requests themselves.
 */
const base = serviceClient('base');

function parsed<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`base: unexpected ${what} (${result.error.issues[0]?.message ?? 'invalid'})`);
  return result.data;
}

/** A base-spec candidate as /plum/base reads it: the version-service candidate with its approvals per role. */
export const baseSpecCandidateSchema = versionCandidateSchema.extend({ approvals: baseSpecApprovalsSchema.optional() });
export type BaseSpecCandidate = z.infer<typeof baseSpecCandidateSchema>;

const specSavedSchema = z.object({ workspace: versionedWorkspaceSchema, spec: z.unknown() });
const approvalAnswerSchema = z.object({ candidate: z.unknown() });
export const baseSpecImpactSchema = z.object({
  base: z.string(),
  projects: z.array(
    z.object({
      projectId: z.string(),
      clientName: z.string().optional(),
      added: z.array(z.string()),
      removed: z.array(z.string()),
      restyled: z.array(z.string()),
    }),
  ),
});
export type BaseSpecImpact = z.infer<typeof baseSpecImpactSchema>;

/** The content fields of a base spec (what a workspace holds), whatever else the document carries. */
export const contentOf = (spec: unknown): BaseSpecContent => parsed(baseSpecContentSchema, spec, 'base spec');

export const baseSpecApi = {
  /** GET /version/workspace: the workspace and its content, a base spec. */
  workspace: async (workspaceId: string) => {
    const answer = await versionService.workspace(workspaceId);
    return { workspace: answer.workspace, content: contentOf(answer.content) };
  },
  /** POST /base/spec: the changed parts, each as a JSON string; answers the saved spec. */
  saveSpec: async (workspaceId: string, parts: Partial<Record<BaseSpecPart, string>>) => {
    const answer = parsed(specSavedSchema, await base.post<unknown>('/spec', { workspaceId, ...parts }), 'saved spec');
    return { workspace: answer.workspace, spec: contentOf(answer.spec) };
  },
  /** POST /version/workspace: a new base-spec draft from `content`, at the given version parts. */
  createWorkspace: (content: BaseSpecContent, parts: VersionParts) =>
    versionService.createWorkspace({ name: BASE_SPEC_NAME, projectId: '', content, ...parts }),
  /** POST /version/candidate: the workspace's content proposed as that version. */
  submitCandidate: (workspaceId: string, parts: VersionParts) =>
    versionService.candidate({ name: BASE_SPEC_NAME, projectId: '', workspaceId, ...parts }),
  /** POST /base/spec/approval: the signed-in user's entry for a role. */
  approve: async (candidateId: string, role: ApprovalRole, status: ApprovalStatus, notes: string) =>
    parsed(approvalAnswerSchema, await base.post<unknown>('/spec/approval', { candidateId, role, status, notes }), 'approval'),
  /** GET /base/spec/impact: which projects' drawings the candidate changes. */
  impact: async (candidateId: string) => parsed(baseSpecImpactSchema, await base.get<unknown>('/spec/impact', { candidateId }), 'impact'),
  /** PATCH /version/commit: the candidate becomes the version it names. */
  commit: (candidate: BaseSpecCandidate, message: string) =>
    versionService.commit({
      name: BASE_SPEC_NAME,
      projectId: '',
      major: candidate.major,
      minor: candidate.minor,
      patch: candidate.patch,
      candidate: candidate.id,
      workspaceId: candidate.workspaceId,
      ...(message ? { message } : {}),
    }),
};
