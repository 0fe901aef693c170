import { BLOCK_CONTENT_DOC_ID, blockWorkspaceContentOf, blockWorkspaceCreateSchema, newBlockWorkspace, type StoredBlock } from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { handle, parse, sendOk } from '../../lib/http.js';
import { callerOf, conflict, findBlock, notAllowed, workspacesCollection } from './store.js';

/**
 * POST /blocks/workspace { name, user?, units? }: a block workspace on the current version of
 * block `name`, with its content entry `content/block` holding the block's drawing. The creator
 * is the caller (`user` defaults to the caller too); units default to inches. 201 { workspaceId };
 * 404 for an unknown block.
 */
export const createBlockWorkspace = handle(async (req, res) => {
  const input = parse(blockWorkspaceCreateSchema, req.body);
  const caller = callerOf(req);
  if (!caller.user) throw notAllowed();
  const ref = workspacesCollection().doc();
  await firestore.runTransaction(async (tx) => {
    const { current, version } = await findBlock(input.name, tx);
    const block = current.data() ?? {};
    if (typeof block.layers !== 'object' || block.layers === null || typeof block.width !== 'number' || typeof block.height !== 'number') {
      throw conflict(`Block ${input.name} has no drawing (layers, width, height)`);
    }
    const workspace = newBlockWorkspace({ id: ref.id, blockName: input.name, creator: caller.user, user: input.user ?? caller.user, units: input.units, version });
    tx.create(ref, workspace);
    tx.create(ref.collection('content').doc(BLOCK_CONTENT_DOC_ID), blockWorkspaceContentOf(block as StoredBlock));
  });
  sendOk(res, { workspaceId: ref.id }, 201);
});
