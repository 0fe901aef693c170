import { accessGroupsSchema, type AccessGroups } from '@workhub/domain';
import { firestore } from '../lib/admin.js';

/** Group membership lives in Firestore `config/access` (seeded; editable without a deploy). */
export async function readAccessGroups(): Promise<AccessGroups> {
  const snap = await firestore.collection('config').doc('access').get();
  const parsed = accessGroupsSchema.safeParse(snap.data());
  if (!parsed.success) {
    console.warn('[auth] config/access missing or invalid: nobody gets group roles');
    return { softwareEng: [], workspaceAdmin: [] };
  }
  return parsed.data;
}
