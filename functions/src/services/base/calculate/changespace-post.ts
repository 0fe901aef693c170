import { type Changespace } from '@workhub/domain';
import { firestore } from '../../../lib/admin.js';
import { notAllowed } from '../../../lib/errors.js';
import { callerUser } from '../../../lib/caller.js';
import type { BaseHandler } from '../contract-handler.js';

/**
 * POST /base/changespace { application, name, contents? } → 201 { changespaceId }:
 * `changespaces/{id}` with the shape the browser also writes (firestore.rules: application,
 * creator = the caller, name, deleted false) and its `contents/{id}` documents, in one batch.
 */
export const postChangespace: BaseHandler<'changespace'> = async (input, req) => {
  const creator = callerUser(req);
  if (!creator) throw notAllowed('A changespace needs a caller with an email');
  const ref = firestore.collection('changespaces').doc();
  const doc: Changespace = { application: input.application, creator, name: input.name, deleted: false };
  const batch = firestore.batch();
  batch.create(ref, doc);
  for (const content of input.contents ?? []) batch.create(ref.collection('contents').doc(content.id), content.data);
  await batch.commit();
  return { changespaceId: ref.id };
};
