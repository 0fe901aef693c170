import { signInAs } from './tokens';

/** Where the test emulators are (scripts/test-in-emulators.sh exports these). */
export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-workhub';
export const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199';
export const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8180';
export const FUNCTIONS_URL = process.env.WORKHUB_FUNCTIONS_URL ?? `http://127.0.0.1:5101/${PROJECT_ID}/us-central1/api`;

/** A real ID token of a seeded account, with the claims the sign-in exchange gives it. */
export async function idTokenFor(email: string): Promise<string> {
  return (await signInAs(email)).idToken;
}

/** Reads a document straight from the Firestore emulator, bypassing rules (owner token). */
export async function readDocument(path: string): Promise<Record<string, unknown> | null> {
  const res = await fetch(`http://${FIRESTORE_HOST}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}`, {
    headers: { Authorization: 'Bearer owner' },
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`read ${path}: ${res.status}`);
  const body = (await res.json()) as { fields?: Record<string, Record<string, unknown>> };
  return Object.fromEntries(Object.entries(body.fields ?? {}).map(([k, v]) => [k, Object.values(v)[0]]));
}

/** A suffix that keeps one run's test documents apart from another's. */
export const runSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
