import type { DocumentSnapshot } from 'firebase-admin/firestore';

// The shared refusal and caller helpers, under the names this service's handlers use.
export { conflict } from '../../lib/errors.js';
export { callerUser as callerName } from '../../lib/caller.js';
export { loadProject, projectsCollection } from '../../lib/projects.js';

/** A project's stored milestones as a plain name -> ISO date map (other values are ignored). */
export function storedMilestones(snap: DocumentSnapshot): Record<string, string> {
  const raw: unknown = snap.get('milestones');
  const out: Record<string, string> = {};
  if (raw && typeof raw === 'object')
    for (const [k, v] of Object.entries(raw as Record<string, unknown>)) if (typeof v === 'string') out[k] = v;
  return out;
}
