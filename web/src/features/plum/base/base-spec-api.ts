import {
  baseSpecContentSchema,
  type ApprovalRole,
  type ApprovalStatus,
  type BaseSpecContent,
  type BaseSpecPart,
  type VersionCandidate,
} from '@workhub/domain';
import { baseSpecService, type BaseSpecImpactAnswer } from '../../../services/base-spec-service';
import type { VersionParts } from '../../../services/version-service';

/**
 * What the base-spec pages ask of the services (docs/base-spec.md "Base service: the spec" and the
 * version service), through the typed client web/src/services/base-spec-service.ts: one place, so
 * the store and the pages do not build requests themselves (and the store's test replaces it).
 */

/** A base-spec candidate: the version-service candidate with its approvals per role. */
export type BaseSpecCandidate = VersionCandidate;
export type BaseSpecImpact = BaseSpecImpactAnswer;

/** The content fields of a base spec (what a workspace holds), whatever else the document carries. */
export const contentOf = (spec: unknown): BaseSpecContent => baseSpecContentSchema.parse(spec);

export const baseSpecApi = {
  /** GET /version/workspace: the workspace and its content, a base spec. */
  workspace: async (workspaceId: string) => {
    const answer = await baseSpecService.workspace(workspaceId);
    return { workspace: answer.workspace, content: answer.spec };
  },
  /** POST /base/spec: the changed parts, each as a JSON string; answers the saved spec. */
  saveSpec: (workspaceId: string, parts: Partial<Record<BaseSpecPart, string>>) => baseSpecService.savePartTexts(workspaceId, parts),
  /** PATCH /base/workspace: an RFC 6902 patch (its JSON text) applied to the draft; the result must still be a base spec. */
  patchWorkspace: (workspaceId: string, patch: string) => baseSpecService.patchWorkspace(workspaceId, patch),
  /** POST /version/workspace: a new base-spec draft from `content`, at the version parts of the version it starts from. */
  createWorkspace: (content: BaseSpecContent, parts: VersionParts) => baseSpecService.createWorkspace(parts, content),
  /** POST /version/candidate: the workspace's content proposed as that version. */
  submitCandidate: (workspaceId: string, parts: VersionParts) => baseSpecService.candidate(workspaceId, parts),
  /** POST /base/spec/approval: the signed-in user's entry for a role. */
  approve: (candidateId: string, role: ApprovalRole, status: ApprovalStatus, notes: string) =>
    baseSpecService.approve({ candidateId, role, status, notes }),
  /** GET /base/spec/impact: which projects' drawings the candidate changes. */
  impact: (candidateId: string) => baseSpecService.impact(candidateId),
  /** PATCH /version/commit: the candidate becomes the version it names. */
  commit: (candidate: BaseSpecCandidate, message: string) =>
    baseSpecService.commit({
      workspaceId: candidate.workspaceId,
      candidate: candidate.id,
      major: candidate.major,
      minor: candidate.minor,
      patch: candidate.patch,
      ...(message ? { message } : {}),
    }),
};
