import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { firestore } from './admin.js';
import { notFound } from './http.js';

/** `projects`: one document per project (the projects service writes them; every service reads them). */
export const projectsCollection = () => firestore.collection('projects');

/** The project document (in a transaction when given); 404 when there is none. */
export async function loadProject(projectId: string, tx?: Transaction): Promise<DocumentSnapshot> {
  const ref = projectsCollection().doc(projectId);
  const snap = tx ? await tx.get(ref) : await ref.get();
  if (!snap.exists) throw notFound(`No project ${projectId}`);
  return snap;
}
