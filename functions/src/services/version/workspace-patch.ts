import { applyJsonPatch, contentBytesOf, contentTextProblem, versionWorkspacePatchSchema, type VersionedWorkspace } from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { HttpError, badRequest, handle, parse, sendOk } from '../../lib/http.js';
import { assertChangeable, callerOf, loadWorkspace, nowIso, parsedContent, writeContent } from './store.js';

/**
 * PATCH /workspace { workspaceId, type 'json', patch }: applies the RFC 6902 patch (a JSON text)
 * to the workspace's content; status 'patched'. A patch that is not JSON or not a list of
 * operations is a 400 (fieldErrors.patch); one that does not apply (a missing path, a failed
 * `test`) is a 422 naming the operation. Either way nothing is written. { workspace, content }.
 */
export const patchWorkspace = handle(async (req, res) => {
  const input = parse(versionWorkspacePatchSchema, req.body);
  const caller = callerOf(req);
  let answer: { workspace: VersionedWorkspace; content: unknown } | undefined;
  await firestore.runTransaction(async (tx) => {
    const loaded = await loadWorkspace(input.workspaceId, caller, tx);
    assertChangeable(loaded, caller);
    const current = parsedContent(loaded.chunks, `content of workspace ${input.workspaceId}`);
    const result = applyJsonPatch(current, input.patch);
    if (!result.ok) {
      const { failure } = result;
      if (failure.kind === 'bad-patch') throw badRequest(`Invalid patch: ${failure.message}`, { patch: failure.message });
      throw new HttpError(422, 'conflict', failure.message, { patch: failure.message });
    }
    const text = JSON.stringify(result.document) ?? 'null';
    const problem = contentTextProblem(text);
    if (problem) throw badRequest(`The patched content cannot be stored: ${problem}`, { patch: problem });
    const chunks = writeContent(tx, loaded.ref, text, loaded.chunks);
    const changes = { status: 'patched' as const, contentBytes: contentBytesOf(text), contentChunks: chunks, modified: nowIso() };
    tx.update(loaded.ref, changes);
    answer = { workspace: { ...loaded.workspace, ...changes }, content: result.document };
  });
  sendOk(res, answer);
});
