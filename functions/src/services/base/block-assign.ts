import { FieldPath } from 'firebase-admin/firestore';
import { blockAssignSchema, fieldNameProblem, type BlockAssign } from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { badRequest, handle, parse, sendOk } from '../../lib/http.js';
import { findBlock } from './store.js';

/**
 * POST /blocks/assign { name, user, onshapeUrl, workspaceId? }: assigns the current block `name`
 * to `user`'s Onshape document: `assigns[user] = { onshapeUrl, workspaceId?, at }`, replacing the
 * user's earlier assignment. Any staff member may assign. 404 for an unknown block.
 */
export const assignBlock = handle(async (req, res) => {
  const input = parse(blockAssignSchema, req.body);
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
  sendOk(res, { name: input.name, user: input.user, assign });
});
