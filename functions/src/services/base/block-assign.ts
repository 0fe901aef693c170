import { FieldPath } from 'firebase-admin/firestore';
import { fieldNameProblem, type BlockAssign } from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { badRequest } from '../../lib/http.js';
import { findBlock } from './store.js';
import type { BaseHandler } from './contract-handler.js';

/**
 * POST /blocks/assign { name, user, onshapeUrl, workspaceId? }: assigns the current block `name`
 * to `user`'s Onshape document: `assigns[user] = { onshapeUrl, workspaceId?, at }`, replacing the
 * user's earlier assignment. Any staff member may assign. 404 for an unknown block.
 */
export const assignBlock: BaseHandler<'assign'> = async (input) => {
  // The user becomes a map key: Firestore refuses keys of the form __name__.
  const userProblem = fieldNameProblem(input.user);
  if (userProblem) throw badRequest('Invalid request', { user: userProblem });
  const assign: BlockAssign = { onshapeUrl: input.onshapeUrl, at: new Date().toISOString() };
  if (input.workspaceId !== undefined) assign.workspaceId = input.workspaceId;
  await firestore.runTransaction(async (tx) => {
    const { current } = await findBlock(input.name, tx);
    // A FieldPath, so a user name with a dot stays one key.
    tx.update(current.ref, new FieldPath('assigns', input.user), assign);
  });
  return { name: input.name, user: input.user, assign };
};
