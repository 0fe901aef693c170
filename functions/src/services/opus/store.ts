import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { blockingReason, storedSchemaOf, type PipeAssembly, type PipeStage } from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { notFound } from '../../lib/http.js';
import { conflict } from '../../lib/errors.js';

export const projectRef = (projectId: string) => firestore.collection('projects').doc(projectId);
export const pipeRef = (projectId: string, assembly: string) => projectRef(projectId).collection('pipe').doc(assembly);

/** The project document (404 when unknown), read in the transaction when one is given. */
export async function readProject(projectId: string, tx?: Transaction, missingMessage?: string): Promise<DocumentSnapshot> {
  const ref = projectRef(projectId);
  const snap = tx ? await tx.get(ref) : await ref.get();
  if (!snap.exists) throw notFound(missingMessage ?? `Project ${projectId} not found`);
  return snap;
}

/** An assembly's pipe document (404 when unknown or unreadable), with its parsed content. */
export function pipeOf(projectId: string, assembly: string, snap: DocumentSnapshot): PipeAssembly {
  const parsed = storedSchemaOf('pipe').safeParse(snap.data());
  if (!snap.exists || !parsed.success) throw notFound(`Assembly ${assembly} not found in project ${projectId}`);
  return parsed.data;
}

/** 409 with the reason in words when the stage's prerequisites are not met ('waiting for production approval'). */
export function refuseBlocked(project: DocumentSnapshot, assembly: PipeAssembly, stage: PipeStage): void {
  const reason = blockingReason(assembly, stage, { hasBase: project.get('base.latest') !== undefined });
  if (reason) throw conflict(`${assembly.assembly}: ${reason}`);
}
