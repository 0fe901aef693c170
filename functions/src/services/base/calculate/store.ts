import { projectBaseLatestSchema, storedSchemaOf, type CostsDoc, type ProjectBaseLatest, type StructureDoc } from '@workhub/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { firestore } from '../../../lib/admin.js';
import { notFound } from '../../../lib/http.js';

/** Shared reads of the calculation routes (docs/base-spec.md "Calculations"). */

export const projectRef = (projectId: string) => firestore.collection('projects').doc(projectId);
export const structureRef = (projectId: string) => firestore.collection('structure').doc(projectId);
export const costsCollection = () => firestore.collection('costs');

/** The project document, or 404. */
export function existingProject(snap: DocumentSnapshot, projectId: string): DocumentSnapshot {
  if (!snap.exists) throw notFound(`No project ${projectId}`);
  return snap;
}

/** The project's latest base (base.latest), or undefined when it has none or it is malformed. */
export function latestBaseOf(snap: DocumentSnapshot): ProjectBaseLatest | undefined {
  const parsed = projectBaseLatestSchema.safeParse(snap.get('base.latest'));
  return parsed.success ? parsed.data : undefined;
}

/** Every costs document by version (a few per build-spec version: read whole). Malformed ones are left out. */
export async function readAllCosts(): Promise<Map<string, CostsDoc>> {
  const snap = await costsCollection().get();
  const out = new Map<string, CostsDoc>();
  for (const doc of snap.docs) {
    const parsed = storedSchemaOf('costs').safeParse(doc.data());
    if (parsed.success) out.set(doc.id, parsed.data);
  }
  return out;
}

/** The stored structure document, or undefined (absent or not of the schema). */
export function structureOf(snap: DocumentSnapshot): StructureDoc | undefined {
  if (!snap.exists) return undefined;
  const parsed = storedSchemaOf('structure').safeParse(snap.data());
  return parsed.success ? parsed.data : undefined;
}
