import { classPartVersionOf, commitContent, compareVersions, formatVersion, nextClassPartVersion } from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import {
  assertMayChange,
  classPartsCollection,
  isAlreadyExists,
  latestOf,
  loadClassPartWorkspace,
  versionOfText,
  versionsOf,
} from './class-part-store.js';
import { conflict } from '../../lib/errors.js';
import { workspaceCallerOf } from '../../lib/caller.js';
import type { OpusHandler } from './served.js';

/**
 * POST /classPart/workspace/commit { workspaceId, message, bump? }: in one transaction, reads the
 * part's newest version, creates (tx.create) the `classParts` doc of the next version (bump,
 * default minor; the first version of a new part is v1.0.0) from the content without the
 * class-part id fields, and removes the workspace and its content. Answers { version, classPartId }.
 *
 * 409 when the part moved on since the workspace started (its newest version is no longer the
 * workspace's: another commit took it; no one's commit is silently built on), or when the
 * version exists already (two commits racing: one create wins, the other is refused). 403
 * unless the creator or a workspace admin; 404 for an unknown workspace.
 */
export const commitClassPartWorkspace: OpusHandler<'classPartCommit'> = async (input, req) => {
  const caller = workspaceCallerOf(req);
  let attempted = '';
  try {
    const answer = await firestore.runTransaction(async (tx) => {
      const loaded = await loadClassPartWorkspace(input.workspaceId, tx);
      assertMayChange(loaded, caller);
      const path = loaded.content.path;
      const latest = latestOf(await versionsOf(path, tx));
      const latestVersion = latest ? versionOfText(latest.version) : { major: 0, minor: 0, patch: 0 };
      const base = { major: loaded.workspace.major, minor: loaded.workspace.minor, patch: loaded.workspace.patch };
      if (compareVersions(latestVersion, base) !== 0) {
        throw conflict(
          latest
            ? `${path} is at ${latest.version} now; this workspace started from ${formatVersion(base)}. Start a new workspace from ${latest.version}.`
            : `${path} has no version ${formatVersion(base)}; this workspace cannot be committed`,
        );
      }
      const next = nextClassPartVersion(latest ? latestVersion : null, input.bump ?? 'minor');
      attempted = `${formatVersion(next)} of ${path}`;
      const doc = classPartVersionOf(commitContent(loaded.content), {
        version: next,
        message: input.message,
        by: caller.user || loaded.workspace.creator,
        at: new Date().toISOString(),
      });
      tx.create(classPartsCollection().doc(doc.id), doc);
      for (const ref of loaded.contentRefs) tx.delete(ref);
      tx.delete(loaded.ref);
      return { version: doc.version, classPartId: doc.id };
    });
    return answer;
  } catch (err) {
    if (isAlreadyExists(err)) throw conflict(`${attempted} is committed already`);
    throw err;
  }
};
