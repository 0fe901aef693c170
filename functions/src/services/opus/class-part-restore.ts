import { classPartVersionOf, contentOfVersion, nextClassPartVersion } from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import {
  classPartsCollection,
  existingVersionsOf,
  forbidden,
  isAlreadyExists,
  latestOf,
  versionNamed,
  versionOfText,
} from './class-part-store.js';
import { conflict } from '../../lib/errors.js';
import { workspaceCallerOf } from '../../lib/caller.js';
import type { OpusHandler } from './served.js';

/**
 * POST /classPart/restore { name, version, message? }: a NEW version (the minor bump of the
 * newest) whose content is `version`'s: a forward change, never an overwrite; the old and the
 * newest versions stay as they are. The new doc records `restoredFrom`. 201 { version,
 * classPartId, restoredFrom }; 404 for an unknown part or version; 409 when a racing commit
 * took the version.
 */
export const restoreClassPartVersion: OpusHandler<'classPartRestore'> = async (input, req) => {
  const caller = workspaceCallerOf(req);
  if (!caller.user) throw forbidden();
  let attempted = '';
  try {
    const answer = await firestore.runTransaction(async (tx) => {
      const versions = await existingVersionsOf(input.name, tx);
      const old = versionNamed(versions, input.name, input.version);
      const next = nextClassPartVersion(versionOfText(latestOf(versions)!.version), 'minor');
      const doc = classPartVersionOf(contentOfVersion(old), {
        version: next,
        message: input.message ?? `Restored from ${old.version}`,
        by: caller.user,
        at: new Date().toISOString(),
        restoredFrom: old.version,
      });
      attempted = `${doc.version} of ${input.name}`;
      tx.create(classPartsCollection().doc(doc.id), doc);
      return { version: doc.version, classPartId: doc.id, restoredFrom: old.version };
    });
    return answer;
  } catch (err) {
    if (isAlreadyExists(err)) throw conflict(`${attempted} is committed already`);
    throw err;
  }
};
