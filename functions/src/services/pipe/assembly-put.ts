import { FieldPath } from 'firebase-admin/firestore';
import { fieldErrorsOf, PIPE_DOT_PATH_MESSAGE, pipeUpdateSchema } from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { badRequest, handle, sendOk } from '../../lib/http.js';
import { loadAssembly } from './store.js';

/**
 * PUT /assembly { projectId, assembly, path, value }: a pipe update of one editable field of an
 * assembly (PIPE_EDITABLE_PATHS: the notes). A path with a dot is refused with 400 'A pipe update
 * path may not use dot notation' (core spec section 5): stages are written by the services only.
 * Answers { assembly, notes }.
 */
export const putAssembly = handle(async (req, res) => {
  const parsed = pipeUpdateSchema.safeParse(req.body);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    throw badRequest(fieldErrors.path === PIPE_DOT_PATH_MESSAGE ? PIPE_DOT_PATH_MESSAGE : 'Invalid request', fieldErrors);
  }
  const input = parsed.data;
  await firestore.runTransaction(async (tx) => {
    const loaded = await loadAssembly(input.projectId, input.assembly, tx);
    tx.update(loaded.snap.ref, new FieldPath(input.path), input.value, 'updatedAt', new Date().toISOString());
  });
  sendOk(res, { assembly: input.assembly, notes: input.value });
});
