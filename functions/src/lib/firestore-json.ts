import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';

/*
 * Firestore documents as the JSON the services answer with (issue 25, item 3: one definition for
 * the database, base, live and Firebase services and the workspace endpoints).
 */

/** Firestore values as JSON: timestamps become ISO strings. */
export function toPlain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(toPlain);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toPlain(v)]));
  }
  return value;
}

export function plainDocument(snap: DocumentSnapshot): Record<string, unknown> {
  return { ...(toPlain(snap.data() ?? {}) as Record<string, unknown>), id: snap.id };
}
