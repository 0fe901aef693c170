import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { onSnapshot, type DocumentReference, type Query } from 'firebase/firestore';
import type { z } from 'zod';
import { useStoreErrors, type StoreError } from '../stores/store-errors';
import {
  connectionOf,
  invalidDocumentsError,
  parseDocuments,
  readFailureError,
  resubscribeDelay,
  FIRST_SNAPSHOT_TIMEOUT_MS,
  sameInvalid,
  withBrowserOnline,
  type ConnectionState,
  type InvalidDocument,
  type ParsedDocuments,
  type RawDocument,
} from './live-documents';

export type { ConnectionState, InvalidDocument } from './live-documents';

/**
 * The one way the app reads Firestore live (ARCHITECTURE.md §3): a query or a document, each
 * document parsed with its zod schema from `domain`. A document that does not parse is left out of
 * `data`, listed in `invalid` and reported; a failed read is reported to the owning store (console
 * and the store's error toast), keeps what was shown, and subscribes again after a while.
 */

export interface LiveReadOptions {
  /** The owning store's name: failures show in its error toast. */
  store: string;
  /** What is read, in words, for the messages ('the jobs'); default: the store's name (a document: its path). */
  what?: string;
  /** Puts the document id into the fields under this name before parsing. */
  idField?: string;
  /** Also keeps the failure as the owning store's error (its ErrorSlice). */
  onError?: (error: StoreError) => void;
}

export type LiveStatus = 'loading' | 'success' | 'error';

export interface LiveRead<V> {
  /** 'error' while the latest attempt failed (what was read before is still in `data`). */
  status: LiveStatus;
  data: V;
  /** Stored documents that do not fit the schema (left out of `data`). */
  invalid: InvalidDocument[];
  connection: ConnectionState;
  error: Error | null;
}

type Listener = (next: (docs: RawDocument[], fromCache: boolean) => void, fail: (error: unknown) => void) => () => void;

interface Snapshot<T> {
  target: Query | DocumentReference | null;
  status: LiveStatus;
  data: T[];
  invalid: InvalidDocument[];
  connection: ConnectionState;
  error: Error | null;
}

const initial = <T>(target: Query | DocumentReference | null): Snapshot<T> => ({
  target,
  status: 'loading',
  data: [],
  invalid: [],
  connection: 'live',
  error: null,
});

function report(options: LiveReadOptions, error: Error): void {
  const stored = useStoreErrors.getState().report(options.store, error);
  options.onError?.(stored);
}

function useLiveDocuments<T>(
  target: Query | DocumentReference | null,
  schema: z.ZodType<T>,
  options: LiveReadOptions,
  what: string,
): Snapshot<T> {
  const [state, setState] = useState<Snapshot<T>>(() => initial<T>(target));
  const { store, idField } = options;
  // Options are read when an event arrives, not subscribed to (a new object each render).
  const optionsRef = useRef(options);
  optionsRef.current = options;

  useEffect(() => {
    if (!target) return;
    const listen = target.type === 'document' ? docListener(target) : queryListener(target);
    let unsubscribe: (() => void) | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let failures = 0;
    let reportedInvalid: InvalidDocument[] = [];
    let readings: ParsedDocuments<T>['readings'] | undefined;
    let stopped = false;
    let silence: ReturnType<typeof setTimeout> | null = null;
    const heard = () => {
      if (silence) clearTimeout(silence);
      silence = null;
    };

    const subscribe = () => {
      // Nothing at all from a new listener for a while: listen again (FIRST_SNAPSHOT_TIMEOUT_MS).
      silence = setTimeout(() => {
        silence = null;
        if (stopped) return;
        console.warn(`[${store}] no answer for ${what} in ${FIRST_SNAPSHOT_TIMEOUT_MS / 1000} s; listening again`);
        unsubscribe?.();
        subscribe();
      }, FIRST_SNAPSHOT_TIMEOUT_MS);
      unsubscribe = listen(
        (docs, fromCache) => {
          heard();
          failures = 0;
          const parsed = parseDocuments(docs, schema, idField, readings);
          const { valid, invalid } = parsed;
          readings = parsed.readings;
          if (!sameInvalid(invalid, reportedInvalid)) {
            reportedInvalid = invalid;
            if (invalid.length > 0) report(optionsRef.current, invalidDocumentsError(invalid, what));
          }
          setState({
            target,
            status: 'success',
            data: valid,
            invalid,
            connection: connectionOf({ failed: false, fromCache }),
            error: null,
          });
        },
        (error) => {
          heard();
          unsubscribe?.();
          unsubscribe = null;
          const failure = readFailureError(what, error);
          // The first failure of a run goes to the toast; the retries after it only to the console.
          if (failures === 0) report(optionsRef.current, failure);
          else console.warn(`[${store}] still failing:`, error);
          const delay = resubscribeDelay(failures++);
          setState((s) => ({
            ...s,
            target,
            status: 'error',
            connection: connectionOf({ failed: true, fromCache: false }),
            error: failure,
          }));
          if (!stopped) retry = setTimeout(subscribe, delay);
        },
      );
    };
    subscribe();
    return () => {
      stopped = true;
      heard();
      if (retry) clearTimeout(retry);
      unsubscribe?.();
    };
  }, [target, schema, idField, store, what]);

  // Another target: start from 'loading' rather than show the previous target's documents.
  const shown = state.target === target ? state : initial<T>(target);
  const connection = withBrowserOnline(shown.connection, useBrowserOnline());
  return connection === shown.connection ? shown : { ...shown, connection };
}

function subscribeToOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The browser's own word on its network (navigator.onLine, its online and offline events). */
const useBrowserOnline = () =>
  useSyncExternalStore(
    subscribeToOnline,
    () => navigator.onLine,
    () => true,
  );

function queryListener(q: Query): Listener {
  return (next, fail) =>
    onSnapshot(
      q,
      { includeMetadataChanges: true },
      (snapshot) => {
        // Only the documents this snapshot added or changed are read again (a board of hundreds
        // of documents parses one per status change); metadata-only snapshots change none.
        const changed = new Set(snapshot.docChanges().map((c) => c.doc.ref.path));
        next(
          snapshot.docs.map((d) => ({
            path: d.ref.path,
            id: d.id,
            // Converted only when read: an unchanged document's last reading is reused instead.
            get data() {
              return d.data();
            },
            unchanged: !changed.has(d.ref.path),
          })),
          snapshot.metadata.fromCache,
        );
      },
      fail,
    );
}

function docListener(ref: DocumentReference): Listener {
  return (next, fail) =>
    onSnapshot(
      ref,
      { includeMetadataChanges: true },
      (snapshot) => {
        const data = snapshot.data();
        next(data === undefined ? [] : [{ path: snapshot.ref.path, id: snapshot.id, data }], snapshot.metadata.fromCache);
      },
      fail,
    );
}

/**
 * A live query: the documents that fit `schema`, in the query's order. Pass a memoised query
 * (useMemo), or null to read nothing yet.
 */
export function useLiveQuery<T>(q: Query | null, schema: z.ZodType<T>, options: LiveReadOptions): LiveRead<T[]> {
  const what = options.what ?? options.store;
  const { target: _target, ...read } = useLiveDocuments(q, schema, options, what);
  return read;
}

/** A live document: its fields parsed with `schema`, or null when it does not exist (or does not parse). */
export function useLiveDoc<T>(ref: DocumentReference | null, schema: z.ZodType<T>, options: LiveReadOptions): LiveRead<T | null> {
  const what = options.what ?? ref?.path ?? '';
  const { target: _target, data, ...read } = useLiveDocuments(ref, schema, options, what);
  return { ...read, data: data[0] ?? null };
}
