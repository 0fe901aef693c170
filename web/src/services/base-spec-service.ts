import {
  BASE_SPEC_NAME,
  BASE_SPEC_PARTS,
  baseRoutes,
  baseSpecWorkspaceAnswerSchema,
  type ApprovalRole,
  type ApprovalStatus,
  type BaseSpecAnswer,
  type BaseSpecContent,
  type BaseSpecImpactAnswer,
  type BaseSpecInitialAnswer,
  type BaseSpecPart,
  type BaseSpecWorkspaceAnswer,
  type VersionCandidate,
} from '@workhub/domain';
import { callRoute } from './service-client';
import { answerParser } from './answer';
import { versionService, type VersionParts } from './version-service';

export type { BaseSpecAnswer, BaseSpecImpactAnswer, BaseSpecInitialAnswer, BaseSpecWorkspaceAnswer };

/** Parses a version-service answer as a base-spec workspace; a shape we do not understand is an error, not a half-drawn page. */
const parsed = answerParser('base');

/** The base spec is company-wide: project ''. */
const BASE_SPEC_REF = { name: BASE_SPEC_NAME, type: 'json' as const, projectId: '' };

/**
 * The base service's spec routes (docs/base-spec.md "Base service: the spec"), each called from its
 * contract (domain/src/routes/base.ts), and the version service calls the base-spec workspace
 * editor needs (a base-spec draft is a version-service workspace named 'baseSpec').
 */
export const baseSpecService = {
  /** GET /base/spec: a committed base spec (default the newest); 404 for an unknown version. */
  spec: async (version?: string): Promise<BaseSpecAnswer> => callRoute(baseRoutes.spec, { version }),
  /**
   * POST /base/spec: replaces the given parts of a base-spec workspace's content (each sent as a
   * JSON string); 400 with fieldErrors.<part> ('Not JSON', or part.path for a shape error).
   */
  saveParts: async (workspaceId: string, parts: Partial<BaseSpecContent>): Promise<BaseSpecWorkspaceAnswer> => {
    const texts: Partial<Record<BaseSpecPart, string>> = {};
    for (const part of BASE_SPEC_PARTS) if (parts[part] !== undefined) texts[part] = JSON.stringify(parts[part]);
    return callRoute(baseRoutes.saveSpec, { workspaceId, ...texts });
  },
  /** POST /base/spec with parts already as JSON text (a raw editor). */
  savePartTexts: async (workspaceId: string, texts: Partial<Record<BaseSpecPart, string>>): Promise<BaseSpecWorkspaceAnswer> =>
    callRoute(baseRoutes.saveSpec, { workspaceId, ...texts }),
  /** PATCH /base/workspace: an RFC 6902 patch (operations or their JSON text); the result must still be a base spec (400), 422 when it does not apply. */
  patchWorkspace: async (workspaceId: string, patch: readonly object[] | string): Promise<BaseSpecWorkspaceAnswer> =>
    callRoute(baseRoutes.patchSpecWorkspace, { workspaceId, patch: typeof patch === 'string' ? patch : JSON.stringify(patch) }),
  /** GET /base/initial: the newest spec, versions, base-spec workspaces and candidates, generators, tests and views. */
  initial: async (): Promise<BaseSpecInitialAnswer> => callRoute(baseRoutes.initial, {}),
  /** POST /base/spec/approval: the caller's entry for a role on an open base-spec candidate (their earlier one replaced). */
  approve: async (input: { candidateId: string; role: ApprovalRole; status: ApprovalStatus; notes?: string }): Promise<VersionCandidate> =>
    (
      await callRoute(baseRoutes.approval, {
        candidateId: input.candidateId,
        role: input.role,
        status: input.status,
        notes: input.notes ?? '',
      })
    ).candidate,
  /** GET /base/spec/impact: which projects' drawings the candidate would change (layers added, removed, restyled). */
  impact: async (candidateId: string): Promise<BaseSpecImpactAnswer> => callRoute(baseRoutes.impact, { candidateId }),

  // ── Version service calls of the workspace editor ─────────────────────────────────────────

  /** GET /version/workspace of a base-spec workspace, its content parsed as a base spec. */
  workspace: async (workspaceId: string): Promise<BaseSpecWorkspaceAnswer> => {
    const { workspace, content } = await versionService.workspace(workspaceId);
    return parsed(baseSpecWorkspaceAnswerSchema, { workspace, spec: content }, 'base-spec workspace');
  },
  /**
   * POST /version/workspace: a new base-spec workspace holding `spec`, its version parts those of
   * the committed version it starts from (supporting spec §3: v0.3.0 → w0.3.0).
   */
  createWorkspace: async (from: VersionParts, spec: BaseSpecContent) =>
    versionService.createWorkspace({ ...BASE_SPEC_REF, ...from, content: spec }),
  /** POST /version/candidate: proposes the workspace's content as `version` (by default the next minor). */
  candidate: async (workspaceId: string, version: VersionParts) => versionService.candidate({ ...BASE_SPEC_REF, workspaceId, ...version }),
  /** PATCH /version/commit: commits the open candidate; 409 'Needs approval by …' until every role approved. */
  commit: async (input: { workspaceId: string; candidate: string; message?: string } & VersionParts) =>
    versionService.commit({ ...BASE_SPEC_REF, ...input }),
  /** GET /version/list of the base spec: committed versions, oldest first. */
  versions: async () => versionService.list({ name: BASE_SPEC_NAME, type: 'json', projectId: '' }),
  /** DELETE /version/workspace: the workspace to the trash. */
  deleteWorkspace: async (workspaceId: string) => versionService.deleteWorkspace(workspaceId),
};

/** The version a base-spec candidate proposes by default: the next minor of the version the workspace starts from. */
export const nextMinorOf = (v: VersionParts): VersionParts => ({ major: v.major, minor: v.minor + 1, patch: 0 });
