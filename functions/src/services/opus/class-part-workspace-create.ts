import { CLASS_PART_CONTENT_DOC_ID, newClassPartWorkspace } from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { badRequest, notFound } from '../../lib/http.js';
import { actingUser, latestOf, versionNamed, versionsOf, workspacesCollection } from './class-part-store.js';
import { workspaceCallerOf } from '../../lib/caller.js';
import type { OpusHandler } from './served.js';

/**
 * POST /classPart/workspace { name, user?, version?, owner? }: a workspace on the newest (or the
 * given) version of the class part `name` (system/name), starting from that version's parts.
 * A name with no versions makes a new class part at w0.0.0: `owner` is required then (a
 * required property), and a `version` is a 404. The creator is the caller (`user`: a workspace
 * admin may create it for someone else). 201 { workspaceId }.
 */
export const createClassPartWorkspace: OpusHandler<'classPartWorkspaceCreate'> = async (input, req) => {
  const creator = actingUser(input.user, workspaceCallerOf(req));
  const ref = workspacesCollection().doc();
  await firestore.runTransaction(async (tx) => {
    const versions = await versionsOf(input.name, tx);
    if (versions.length === 0 && input.version) throw notFound(`No class part ${input.name}`);
    if (versions.length === 0 && !input.owner)
      throw badRequest('A new class part needs an owner', { owner: 'Required for a new class part' });
    const base = input.version ? versionNamed(versions, input.name, input.version) : (latestOf(versions) ?? null);
    const { workspace, content } = newClassPartWorkspace({
      id: ref.id,
      path: input.name,
      creator,
      at: new Date().toISOString(),
      base,
      owner: input.owner,
    });
    tx.create(ref, workspace);
    tx.create(ref.collection('content').doc(CLASS_PART_CONTENT_DOC_ID), content);
  });
  return { workspaceId: ref.id };
};
