import {
  BLOCK_CONTENT_DOC_ID,
  blockWorkspaceContentOf,
  blockWorkspaceCreateSchema,
  newBlockWorkspace,
  storedBlockProblems,
  type StoredBlock,
} from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { handle, parse, sendOk } from '../../lib/http.js';
import { findBlock, workspacesCollection } from './store.js';
import { conflict, notAllowed } from '../../lib/errors.js';
import { workspaceCallerOf } from '../../lib/caller.js';

/**
 * POST /blocks/workspace { name, user?, units? }: a block workspace on the current version of
 * block `name`, with its content entry `content/block` holding the block's drawing. The creator
 * is the caller (`user` defaults to the caller too); units default to inches; `s3Name` names
 * its file in storage (blockWorkspaceS3Name). 201 { workspaceId }; 404 for an unknown block; 409
 * for a stored block that does not fit the block schema.
 */
export const createBlockWorkspace = handle(async (req, res) => {
  const input = parse(blockWorkspaceCreateSchema, req.body);
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
    });
    tx.create(ref, workspace);
    tx.create(ref.collection('content').doc(BLOCK_CONTENT_DOC_ID), blockWorkspaceContentOf(block as StoredBlock));
  });
  sendOk(res, { workspaceId: ref.id }, 201);
});
