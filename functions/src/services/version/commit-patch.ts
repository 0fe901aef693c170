import {
  BASE_SPEC_NAME,
  approvalState,
  baseSpecContentSchema,
  formatVersion,
  needsApprovalMessage,
  versionDocId,
  versionOf,
  type BaseSpecDoc,
  type VersionDoc,
  type versionRoutes,
} from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { contentText } from '../../lib/chunked-content.js';
import { badRequest } from '../../lib/http.js';
import type { ContractHandler } from '../../lib/route-docs.js';
import {
  assertChangeable,
  isAlreadyExists,
  loadCandidate,
  baseSpecsCollection,
  loadWorkspace,
  nowIso,
  versionsCollection,
  writeContent,
} from '../../lib/versioned-store.js';
import { PROJECT_BASE_NAME, prepareBasePipeline } from '../../lib/base-pipeline.js';
import { conflict } from '../../lib/errors.js';
import { workspaceCallerOf } from '../../lib/caller.js';

/**
 * PATCH /commit { projectId, name, type, major, minor, patch, candidate, workspaceId, message? }:
 * in ONE transaction creates `versions/{versionDocId}` (a `create`: an existing version is a 409
 * 'v1.2.0 of <name> is committed already'), copies the candidate's content chunks to
 * `versions/{id}/content`, marks the candidate 'committed' and the workspace 'committed'. The
 * candidate must be the workspace's open candidate (409) and name the same document and version
 * as the body (400 per field). Two commits racing for one version: exactly one wins.
 * A base-spec candidate (name 'baseSpec', projectId '') needs every approval role approved (409
 * 'Needs approval by production', naming the roles missing; approvalState) and its content must
 * be a base spec (409); the same transaction creates `baseSpecs/{version}` (docs/base-spec.md).
 * A project's base (name 'base', a projectId) must be a drawing (409); the same transaction sets
 * the project's `base.latest`, its pipe documents and `assemblyCount` (../base/pipeline.ts).
 * { version: 'v1.2.0', versionId }.
 */
export const commitCandidate: ContractHandler<typeof versionRoutes.commit.schema, typeof versionRoutes.commit.answer> = async (
  input,
  req,
) => {
  const caller = workspaceCallerOf(req);
  const version = versionOf(input);
  const versionText = formatVersion(version);
  const versionId = versionDocId({ ...input, version });
  const versionRef = versionsCollection().doc(versionId);
  const taken = () => conflict(`${versionText} of ${input.name} is committed already`);
  try {
    await firestore.runTransaction(async (tx) => {
      const [loaded, cand, existing] = await Promise.all([
        loadWorkspace(input.workspaceId, caller, tx, { content: false }),
        loadCandidate(input.candidate, tx),
        tx.get(versionRef),
      ]);
      assertChangeable(loaded, caller);
      const { candidate } = cand;
      if (candidate.workspaceId !== input.workspaceId) throw conflict(`Candidate ${candidate.id} belongs to another workspace`);
      const mismatch: Record<string, string> = {};
      for (const field of ['name', 'type', 'projectId', 'major', 'minor', 'patch'] as const)
        if (input[field] !== candidate[field]) mismatch[field] = `Must be the candidate's ${field} (${JSON.stringify(candidate[field])})`;
      if (Object.keys(mismatch).length > 0) throw badRequest('The commit does not match its candidate', mismatch);
      if (existing.exists) throw taken();
      if (candidate.status !== 'open' || loaded.workspace.activeCandidate !== candidate.id)
        throw conflict(`Candidate ${candidate.id} is not the open candidate of workspace ${input.workspaceId} (it is ${candidate.status})`);
      const text = contentText(cand.chunks, `content of candidate ${candidate.id}`);
      const now = nowIso();
      const isBaseSpec = candidate.name === BASE_SPEC_NAME && candidate.projectId === '';
      const pipeline =
        candidate.name === PROJECT_BASE_NAME && candidate.projectId !== '' && candidate.type === 'json'
          ? await prepareBasePipeline(tx, {
              projectId: candidate.projectId,
              version: versionText,
              content: jsonOrUndefined(text),
              committed: now,
              committedBy: caller.user,
              message: input.message ?? '',
            })
          : undefined;
      if (isBaseSpec) {
        const state = approvalState(candidate.approvals);
        if (!state.complete) throw conflict(needsApprovalMessage(state.missing));
        let content: unknown;
        try {
          content = JSON.parse(text) as unknown;
        } catch {
          content = undefined;
        }
        const spec = baseSpecContentSchema.safeParse(content);
        if (!spec.success) throw conflict(`Candidate ${candidate.id} is not a base spec: ${spec.error.issues[0]?.message ?? 'invalid'}`);
        const doc: BaseSpecDoc = { ...spec.data, version: versionText, created: now, createdBy: caller.user, message: input.message ?? '' };
        tx.create(baseSpecsCollection().doc(versionText), doc);
      }
      const doc: VersionDoc = {
        id: versionId,
        name: input.name,
        type: input.type,
        projectId: input.projectId,
        version: versionText,
        ...version,
        creator: caller.user,
        created: now,
        message: input.message ?? '',
        candidateId: candidate.id,
        workspaceId: input.workspaceId,
        contentBytes: candidate.contentBytes,
        contentChunks: candidate.contentChunks,
      };
      tx.create(versionRef, doc);
      writeContent(tx, versionRef, text);
      tx.update(cand.ref, { status: 'committed', version: versionText });
      tx.update(loaded.ref, { status: 'committed', modified: now });
      pipeline?.write();
    });
  } catch (err) {
    // The create of a version another commit made between our read and our write.
    if (isAlreadyExists(err)) throw taken();
    throw err;
  }
  return { version: versionText, versionId };
};

function jsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
