import type { z } from 'zod';

/**
 * The pure half of the live-read hook (live-read.ts): reading snapshot documents with their zod
 * schema, telling what was refused, and naming the connection state. No Firebase here, so it is
 * tested without emulators.
 */

/** How fresh what a live read shows is. */
export type ConnectionState = 'live' | 'reconnecting' | 'from cache';

/** A stored document that does not fit its schema: where it is and what is wrong with it. */
export interface InvalidDocument {
  path: string;
  problems: string[];
}

/** A document as a snapshot gives it: its path, its id and its fields. */
export interface RawDocument {
  path: string;
  id: string;
  data: Record<string, unknown>;
  /** The snapshot did not change it (not among its document changes): its last reading still holds. */
  unchanged?: boolean;
}

/** What reading one document gave: its value, or what is wrong with it. */
export type DocumentReading<T> = { ok: true; value: T } | { ok: false; problems: string[] };

export interface ParsedDocuments<T> {
  valid: T[];
  invalid: InvalidDocument[];
  /** Each document's reading by path, for the next snapshot to reuse for its unchanged documents. */
  readings: Map<string, DocumentReading<T>>;
}

function problemsOf(error: z.ZodError): string[] {
  return error.issues.slice(0, 5).map((issue) => `${issue.path.length ? issue.path.join('.') : '(document)'}: ${issue.message}`);
}

/**
 * Each document parsed with the schema; `idField` puts the document id into the fields first (the
 * schema then sees it like any field). A document that does not parse is kept in `invalid`.
 */
export function parseDocuments<T>(
  docs: readonly RawDocument[],
  schema: z.ZodType<T>,
  idField?: string,
  previous?: ReadonlyMap<string, DocumentReading<T>>,
): ParsedDocuments<T> {
  const valid: T[] = [];
  const invalid: InvalidDocument[] = [];
  const readings = new Map<string, DocumentReading<T>>();
  for (const doc of docs) {
    // An unchanged document keeps its reading (and the very same value, so memoised views skip it).
    let reading = doc.unchanged ? previous?.get(doc.path) : undefined;
    if (!reading) {
      const fields = idField ? { ...doc.data, [idField]: doc.id } : doc.data;
      const parsed = schema.safeParse(fields);
      reading = parsed.success ? { ok: true, value: parsed.data } : { ok: false, problems: problemsOf(parsed.error) };
    }
    readings.set(doc.path, reading);
    if (reading.ok) valid.push(reading.value);
    else invalid.push({ path: doc.path, problems: reading.problems });
  }
  return { valid, invalid, readings };
}

/** The same set of refused documents (so one that stays malformed is reported once, not per snapshot). */
export const sameInvalid = (a: readonly InvalidDocument[], b: readonly InvalidDocument[]) =>
  a.length === b.length && a.every((d, i) => d.path === b[i]?.path && d.problems.join('\n') === b[i]?.problems.join('\n'));

/** What the toast shows for refused documents: one line per document. */
export function invalidDocumentsError(invalid: readonly InvalidDocument[], what: string): Error & { fieldErrors: Record<string, string> } {
  const error = new Error(`${invalid.length} stored document${invalid.length === 1 ? '' : 's'} of ${what} could not be read`) as Error & {
    fieldErrors: Record<string, string>;
  };
  error.fieldErrors = Object.fromEntries(invalid.map((d) => [d.path, `could not be read (${d.problems.join('; ')})`]));
  return error;
}

/** What the toast shows for a failed read: the Firestore code and message, in words. */
export function readFailureError(what: string, error: unknown): Error {
  const e = error as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : 'unknown';
  const reason =
    code === 'permission-denied' ? 'not allowed for this account' : code === 'unavailable' ? 'the database cannot be reached' : code;
  const message = typeof e?.message === 'string' && e.message ? e.message : 'Error';
  const failure = new Error(`Could not read ${what} (${reason}): ${message}`);
  (failure as Error & { cause?: unknown }).cause = error;
  return failure;
}

/**
 * The connection state from the latest event: a failed read waits to subscribe again
 * ('reconnecting'); a snapshot served from the local cache (Firestore thinks it is offline) is
 * 'from cache'; otherwise the server has confirmed what is shown ('live'). Pending local writes do
 * not change it: they are ours and the server is reachable.
 */
export function connectionOf(event: { failed: boolean; fromCache: boolean }): ConnectionState {
  if (event.failed) return 'reconnecting';
  return event.fromCache ? 'from cache' : 'live';
}

/**
 * While the browser itself says it is offline, a live page shows its saved copy, whatever its
 * listener said last: Firestore notices a lost connection only when a stream fails, which can take
 * half a minute on a busy machine, while the browser's own offline event is at once. Back online,
 * the listener's word counts again (Firestore reconnects on the browser's online event).
 */
export const withBrowserOnline = (connection: ConnectionState, online: boolean): ConnectionState =>
  online || connection !== 'live' ? connection : 'from cache';

/**
 * A listener that has delivered nothing (no snapshot, no error) this long after subscribing is
 * started again: now and then a listen stream opened under load never answers (seen against the
 * emulator with 5,000-document queries), and a page must not say 'Loading…' for ever.
 */
export const FIRST_SNAPSHOT_TIMEOUT_MS = 15_000;

/** How long to wait before subscribing again after the n-th failure in a row (0-based): 5 s doubling, at most 60 s. */
export const resubscribeDelay = (failures: number) => Math.min(60_000, 5_000 * 2 ** Math.max(0, failures));

/** The words the indicator shows; null when live (nothing to say). */
export function connectionText(state: ConnectionState): string | null {
  if (state === 'reconnecting') return 'Reconnecting…';
  if (state === 'from cache') return 'Offline — showing saved data';
  return null;
}
