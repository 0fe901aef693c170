import {
  archivedBlockId,
  blockContentSchema,
  storedBlockWorkspaceSchema,
  blockVersionOfWorkspace,
  commitBlock,
  formatBlockVersion,
  refreshClassBlock,
  sameBlockVersion,
  type ClassBlock,
} from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { badRequest } from '../../lib/http.js';
import { assertChangeable, findBlock, loadBlockWorkspace } from './store.js';
import { conflict } from '../../lib/errors.js';
import { workspaceCallerOf } from '../../lib/caller.js';
import { stampedToStore, storedAs } from '../../lib/stored.js';
import { blocksCollection } from '../../lib/block-store.js';
import type { BaseHandler } from './contract-handler.js';

/**
 * POST /blocks/commit { workspaceId, message }: in one transaction, the block's current doc is
 * archived as `<id>~v<major>.<minor>.<patch>` (with `version`), the current doc takes the
 * workspace's drawing with the next version (minor bump, `currentVersion`; see nextBlockVersion)
 * and a `history` entry, and the workspace and its content are removed. Only the creator or a
 * workspace admin (403). 409 when the block was committed from elsewhere since the workspace was
 * made (its version is no longer the block's), so no one's commit is silently overwritten.
 *
 * The stored workspace and its content are read with their domain schemas (blockWorkspaceDocSchema through the migrations,
 * blockContentSchema: the same layer rules as a PATCH's layerData and collab-server's write-back).
 * Content written around the services, straight into Firestore, that does not fit is a 400 naming
 * each problem, and nothing is written.
 *
 * "Commit refreshes class blocks" (core spec section 4): in the same transaction, every class
 * block holding the block records its new version and takes its own next patch version
 * (refreshClassBlock), so open class-block pages update live.
 */
export const commitBlockWorkspace: BaseHandler<'commit'> = async (input, req) => {
  const caller = workspaceCallerOf(req);
  const answer = await firestore.runTransaction(async (tx) => {
    const loaded = await loadBlockWorkspace(input.workspaceId, caller, tx);
    assertChangeable(loaded, caller);
    if (!loaded.content) throw conflict(`Block workspace ${input.workspaceId} has no content`);
    const workspace = storedAs(storedBlockWorkspaceSchema, loaded.workspace, 'workspace');
    const content = storedAs(blockContentSchema, loaded.content, 'content');
    if (content.data.name !== workspace.workspaceName) {
      throw badRequest(`The stored content is block ${content.data.name}, the workspace is on block ${workspace.workspaceName}`, {
        'content.data.name': `Must be ${workspace.workspaceName}`,
      });
    }
    const { current, version } = await findBlock(workspace.workspaceName, tx);
    const base = blockVersionOfWorkspace(workspace);
    if (!sameBlockVersion(base, version)) {
      throw conflict(
        `Block ${workspace.workspaceName} is at ${formatBlockVersion(version)} now; this workspace started from ${formatBlockVersion(base)}`,
      );
    }
    const archiveRef = blocksCollection().doc(archivedBlockId(current.id, version));
    if ((await tx.get(archiveRef)).exists) throw conflict(`blocks/${archiveRef.id} exists already`);
    const blockName = String(current.get('name'));
    const classBlocks = await tx.get(firestore.collection('classBlocks').where('blocks', 'array-contains', blockName));
    const { archived, next, nextVersion } = commitBlock(current.data() ?? {}, content.data, {
      version,
      message: input.message,
      author: caller.user,
      at: new Date().toISOString(),
      workspaceId: input.workspaceId,
    });
    // Both written in the current shape with their schemaVersion (an archive of a block stored
    // before versions gets what its migration fills in, such as layerCount).
    tx.create(archiveRef, stampedToStore('blocks', archived, `block ${current.id}`));
    tx.set(current.ref, stampedToStore('blocks', next, `block ${current.id}`));
    const refresh = { blockName, blockVersion: formatBlockVersion(nextVersion), at: new Date().toISOString(), by: caller.user };
    for (const classBlock of classBlocks.docs) tx.update(classBlock.ref, refreshClassBlock(classBlock.data() as ClassBlock, refresh));
    for (const ref of loaded.contentRefs) tx.delete(ref);
    tx.delete(loaded.ref);
    return {
      version: formatBlockVersion(nextVersion),
      previousVersion: formatBlockVersion(version),
      blockId: current.id,
      classBlocks: classBlocks.docs.map((doc) => String(doc.get('key'))),
    };
  });
  return answer;
};
