import { useCallback, useMemo } from 'react';
import { collection, doc, limit, orderBy, query, setDoc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import {
  generatorRunSchema,
  logChunkSchema,
  plumeSettingsOf,
  projectSchema,
  settingsDocumentSchema,
  type GeneratorRun,
  type LogLine,
  type PlumeSettings,
  type Project,
} from '@workhub/domain';
import { useLiveDoc, useLiveQuery, type LiveRead, type LiveStatus } from '../../../lib/live-read';
import { useAuthStore } from '../../../stores/auth-store';
import { runStoreAction } from '../../../stores/store-action';
import { useStoreErrors } from '../../../stores/store-errors';
import { useAsync } from '../../../components/kit';
import { linesOfChunks } from './log-lines';
import { PLUME_STORE, usePlumeStore } from './plume-store';

const onError = (error: { message: string; at: number }) => usePlumeStore.setState({ error });
const options = (what: string) => ({ store: PLUME_STORE, what, onError });

/** How many runs the recent-runs list shows. */
export const RECENT_RUNS = 25;

/** One run, live (its stage, summary and verdict); null when it does not exist. */
export function useRun(runId: string | undefined): LiveRead<GeneratorRun | null> {
  const firestore = useFirestore();
  const ref = useMemo(() => (runId ? doc(firestore, 'generatorRuns', runId) : null), [firestore, runId]);
  return useLiveDoc(ref, generatorRunSchema, { ...options(`run ${runId ?? ''}`), idField: 'id' });
}

/** A run's log lines, live: its chunk documents in seq order, flattened. */
export function useRunLog(runId: string | undefined): LiveRead<LogLine[]> {
  const firestore = useFirestore();
  const q = useMemo(() => (runId ? query(collection(firestore, 'generatorRuns', runId, 'log'), orderBy('seq')) : null), [firestore, runId]);
  const read = useLiveQuery(q, logChunkSchema, options(`the log of run ${runId ?? ''}`));
  const lines = useMemo(() => linesOfChunks(read.data), [read.data]);
  return { ...read, data: lines };
}

/** The newest runs of every generator and test, live. */
export function useRecentRuns(count = RECENT_RUNS): LiveRead<GeneratorRun[]> {
  const firestore = useFirestore();
  const q = useMemo(() => query(collection(firestore, 'generatorRuns'), orderBy('createdAt', 'desc'), limit(count)), [firestore, count]);
  return useLiveQuery(q, generatorRunSchema, { ...options('the recent runs'), idField: 'id' });
}

/** The projects a generator can run on: those with a latest base (the query leaves the others out), by id. */
export function useProjectsWithBase(): LiveRead<Project[]> {
  const firestore = useFirestore();
  const q = useMemo(() => query(collection(firestore, 'projects'), orderBy('base.latest.version')), [firestore]);
  const read = useLiveQuery(q, projectSchema, { ...options('the projects with a base'), idField: 'id' });
  const data = useMemo(() => [...read.data].sort((a, b) => a.id.localeCompare(b.id, undefined, { numeric: true })), [read.data]);
  return { ...read, data };
}

export interface PlumeSettingsRead {
  settings: PlumeSettings;
  status: LiveStatus;
  /** Saves the group (merged into settings/{uid}, the other groups stay); false when it failed (the toast says why). */
  save: (next: PlumeSettings) => Promise<boolean>;
}

/** The signed-in user's plume settings (settings/{uid}.plume; defaults when nothing is saved), written by the browser. */
export function usePlumeSettings(): PlumeSettingsRead {
  const firestore = useFirestore();
  const uid = useAuthStore((s) => s.uid);
  const ref = useMemo(() => (uid ? doc(firestore, 'settings', uid) : null), [firestore, uid]);
  const { data, status } = useLiveDoc(ref, settingsDocumentSchema, { store: 'settings', what: 'your settings' });
  const stored = data?.plume;
  const settings = useMemo(() => plumeSettingsOf(stored), [stored]);
  const save = useCallback(
    async (next: PlumeSettings) => {
      if (!ref) return false;
      const done = await runStoreAction(
        'settings',
        () => undefined,
        async () => {
          await setDoc(ref, { plume: plumeSettingsOf(next) }, { merge: true });
          return true;
        },
      );
      return done === true;
    },
    [ref],
  );
  return { settings, status, save };
}

export interface ServiceRead<T> {
  status: LiveStatus;
  data: T | undefined;
  error: Error | null;
  reload: () => void;
}

/**
 * A service answer read once per `key` (and again on reload): loading, the answer, or the error
 * (also reported to the plume toast). An older request answering late is ignored.
 */
export function useServiceRead<T>(key: string | null, read: () => Promise<T>): ServiceRead<T> {
  const answer = useAsync(read, key, { onError: (error) => new Error(useStoreErrors.getState().report(PLUME_STORE, error).message) });
  return { status: answer.status, data: answer.data, error: answer.error, reload: answer.reload };
}
