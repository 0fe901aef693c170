import { type projectsRoutes } from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import type { ContractHandler } from '../../lib/route-docs.js';
import { loadProject } from './store.js';

/**
 * POST /clientPreferences { projectId, preferences }: replaces the project's client preference
 * answers whole (domain clientPreferenceAnswersSchema: known questions only, bounded strings).
 * 404 for an unknown project.
 */
export const postClientPreferences: ContractHandler<
  typeof projectsRoutes.clientPreferences.schema,
  typeof projectsRoutes.clientPreferences.answer
> = async (input) => {
  await firestore.runTransaction(async (tx) => {
    const snap = await loadProject(input.projectId, tx);
    tx.update(snap.ref, { clientPreferences: input.preferences });
  });
  return { projectId: input.projectId, clientPreferences: input.preferences };
};
