import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { firestore } from '../../lib/admin.js';
import { notFound } from '../../lib/http.js';

export const projectsCollection = () => firestore.collection('projects');
// The shared refusal and caller helpers, under the names this service's handlers use.
export { conflict } from '../../lib/errors.js';
export { callerUser as callerName } from '../../lib/caller.js';

/** The project document (in a transaction when given); 404 when there is none. */
export async function loadProject(projectId: string, tx?: Transaction): Promise<DocumentSnapshot> {
  const ref = projectsCollection().doc(projectId);
  const snap = tx ? await tx.get(ref) : await ref.get();
  if (!snap.exists) throw notFound(`No project ${projectId}`);
  return snap;
}

/** A project's stored milestones as a plain name -> ISO date map (other values are ignored). */
export function storedMilestones(snap: DocumentSnapshot): Record<string, string> {
  const raw: unknown = snap.get('milestones');
  const out: Record<string, string> = {};
  if (raw && typeof raw === 'object')
    for (const [k, v] of Object.entries(raw as Record<string, unknown>)) if (typeof v === 'string') out[k] = v;
  return out;
}
