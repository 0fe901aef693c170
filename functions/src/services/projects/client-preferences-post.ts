import { clientPreferencesInputSchema } from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { handle, parse, sendOk } from '../../lib/http.js';
import { loadProject } from './store.js';

/**
 * POST /clientPreferences { projectId, preferences }: replaces the project's client preference
 * answers whole (domain clientPreferenceAnswersSchema: known questions only, bounded strings).
 * 404 for an unknown project.
 */
export const postClientPreferences = handle(async (req, res) => {
  const input = parse(clientPreferencesInputSchema, req.body);
  await firestore.runTransaction(async (tx) => {
    const snap = await loadProject(input.projectId, tx);
    tx.update(snap.ref, { clientPreferences: input.preferences });
  });
  sendOk(res, { projectId: input.projectId, clientPreferences: input.preferences });
});
