import { BLOCK_CONTENT_DOC_ID, blockWorkspaceContentOf, newBlockWorkspace, storedBlockProblems, type StoredBlock } from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { findBlock, workspacesCollection } from './store.js';
import { conflict, notAllowed } from '../../lib/errors.js';
import { workspaceCallerOf } from '../../lib/caller.js';
import type { BaseHandler } from './contract-handler.js';

/**
 * POST /blocks/workspace { name, user?, units? }: a block workspace on the current version of
 * block `name`, with its content entry `content/block` holding the block's drawing. The creator
 * is the caller (`user` defaults to the caller too); units default to inches; `s3Name` names
 * its file in storage (blockWorkspaceS3Name). 201 { workspaceId }; 404 for an unknown block; 409
 * for a stored block that does not fit the block schema.
 */
export const createBlockWorkspace: BaseHandler<'createWorkspace'> = async (input, req) => {
  const caller = workspaceCallerOf(req);
  if (!caller.user) throw notAllowed();
  const ref = workspacesCollection().doc();
  await firestore.runTransaction(async (tx) => {
    const { current, version } = await findBlock(input.name, tx);
    const block = current.data() ?? {};
    // A workspace on a malformed block could never be committed: say what is wrong instead.
    const problems = storedBlockProblems(block);
    if (problems.length > 0) throw conflict(`Block ${input.name} cannot be read: ${problems.join('; ')}`);
    const workspace = newBlockWorkspace({
      id: ref.id,
      blockName: input.name,
      creator: caller.user,
      user: input.user ?? caller.user,
      units: input.units,
      version,
      at: new Date().toISOString(),
    });
    tx.create(ref, workspace);
    tx.create(ref.collection('content').doc(BLOCK_CONTENT_DOC_ID), blockWorkspaceContentOf(block as StoredBlock));
  });
  return { workspaceId: ref.id };
};
