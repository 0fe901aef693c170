import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import {
  deleteMilestoneBlocker,
  phaseOfMilestones,
  phasesOfMilestones,
  salesStartOf,
  setMilestoneBlocker,
  type MilestoneName,
  type PhaseSpans,
  type ProjectPhase,
} from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { notFound } from '../../lib/http.js';
import { crm } from './crm.js';
import { callerName, conflict, loadProject, storedMilestones } from './store.js';

/** An update in flight longer than this is taken to have died (its marker no longer blocks). */
export const MILESTONE_UPDATE_LEASE_MS = 30_000;

export type MilestoneChange = { kind: 'set'; milestone: MilestoneName; date: string } | { kind: 'delete'; milestone: MilestoneName };

export interface MilestoneMarker {
  milestone: string;
  kind: string;
  by: string;
  at: string;
  token: string;
}

export interface MilestoneResult {
  projectId: string;
  milestones: Record<string, string>;
  phase: ProjectPhase;
  phases: PhaseSpans;
}

/** The project's in-flight milestone update, when its lease is still running. */
export function liveMarker(snap: DocumentSnapshot, now: Date): MilestoneMarker | undefined {
  const marker = snap.get('milestoneUpdate') as MilestoneMarker | undefined;
  if (!marker || typeof marker !== 'object' || typeof marker.at !== 'string') return undefined;
  return now.getTime() - Date.parse(marker.at) < MILESTONE_UPDATE_LEASE_MS ? marker : undefined;
}

/** The milestones after `change`, or the 404/409 that refuses it. */
function applied(projectId: string, milestones: Record<string, string>, change: MilestoneChange): Record<string, string> {
  const { milestone } = change;
  if (change.kind === 'delete') {
    if (!Object.hasOwn(milestones, milestone)) throw notFound(`${projectId} has no ${milestone} milestone`);
    const blocker = deleteMilestoneBlocker(milestone, milestones);
    if (blocker) throw conflict(blocker);
    const next = { ...milestones };
    delete next[milestone];
    return next;
  }
  const current = milestones[milestone];
  if (current !== undefined && Date.parse(current) === Date.parse(change.date))
    throw conflict(`${milestone} is already set (${current.slice(0, 10)})`);
  const blocker = setMilestoneBlocker(milestone, milestones, change.date);
  if (blocker) throw conflict(blocker);
  return { ...milestones, [milestone]: change.date };
}

/**
 * Sets or deletes one milestone in three steps, so a repeat request while one is updating is
 * refused (core spec: 'milestone updates block repeat requests while updating'):
 * 1. a transaction checks the change (404/409 with the reason) and that no update is in flight
 *    (409), and marks the project `milestoneUpdate: { milestone, kind, by, at, token }`;
 * 2. Salesforce is told (its failure — not configured 503, down 502, slow 504 — leaves the
 *    milestones untouched);
 * 3. a transaction checks again, writes the milestones with the phase and phases that follow, and
 *    clears the marker. On any failure the marker is cleared (when it is still ours).
 * A marker older than MILESTONE_UPDATE_LEASE_MS (a dead request) no longer blocks.
 */
export async function updateMilestone(req: Request, projectId: string, change: MilestoneChange): Promise<MilestoneResult> {
  const by = callerName(req);
  const token = randomUUID();
  await firestore.runTransaction(async (tx) => {
    const snap = await loadProject(projectId, tx);
    const marker = liveMarker(snap, new Date());
    if (marker)
      throw conflict(
        marker.milestone === change.milestone
          ? `${change.milestone} is already being updated (by ${marker.by})`
          : `A milestone update is in progress (${marker.milestone} by ${marker.by})`,
      );
    applied(projectId, storedMilestones(snap), change);
    tx.update(snap.ref, { milestoneUpdate: { milestone: change.milestone, kind: change.kind, by, at: new Date().toISOString(), token } });
  });
  try {
    await crm().pushMilestone(projectId, change.milestone, change.kind === 'set' ? change.date : null);
    return await firestore.runTransaction(async (tx) => {
      const snap = await loadProject(projectId, tx);
      if ((snap.get('milestoneUpdate') as MilestoneMarker | undefined)?.token !== token)
        throw conflict(`The update of ${change.milestone} took too long and was taken over; try again`);
      const milestones = applied(projectId, storedMilestones(snap), change);
      const now = new Date().toISOString();
      const phase = phaseOfMilestones(milestones);
      const phases = phasesOfMilestones(milestones, salesStartOf(snap.get('phases') as PhaseSpans | undefined, milestones, now));
      tx.update(snap.ref, { milestones, phase, phases, milestoneUpdate: FieldValue.delete() });
      return { projectId, milestones, phase, phases };
    });
  } catch (err) {
    await firestore
      .runTransaction(async (tx) => {
        const snap = await tx.get(firestore.collection('projects').doc(projectId));
        if ((snap.get('milestoneUpdate') as MilestoneMarker | undefined)?.token === token)
          tx.update(snap.ref, { milestoneUpdate: FieldValue.delete() });
      })
      .catch((cleanup: unknown) => console.error('[projects] could not clear the milestone marker', cleanup));
    throw err;
  }
}
