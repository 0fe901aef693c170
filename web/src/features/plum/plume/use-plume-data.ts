import { useCallback, useMemo } from 'react';
import { limit, orderBy } from 'firebase/firestore';
import { plumeSettingsOf, type GeneratorRun, type LogLine, type PlumeSettings, type Project, type RunOutput } from '@workhub/domain';
import { type LiveRead, type LiveStatus } from '../../../lib/live-read';
import { useLiveCollection, useLiveDocument } from '../../../lib/live-collections';
import { useSettings } from '../../settings';
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
  return useLiveDocument('generatorRuns', runId, options(`run ${runId ?? ''}`));
}

/** A run's log lines, live: its chunk documents in seq order, flattened. */
export function useRunLog(runId: string | undefined): LiveRead<LogLine[]> {
  const read = useLiveCollection('generatorRunLog', runId ? [orderBy('seq')] : null, {
    ...options(`the log of run ${runId ?? ''}`),
    parents: runId ? [runId] : undefined,
  });
  const lines = useMemo(() => linesOfChunks(read.data), [read.data]);
  return { ...read, data: lines };
}

/** What a run drew, layer by layer (`generatorRuns/{runId}/outputs`), live: the run page draws it. */
export function useRunOutputs(runId: string | undefined): LiveRead<RunOutput[]> {
  return useLiveCollection('generatorRunOutputs', runId ? [] : null, {
    ...options(`the layers drawn by run ${runId ?? ''}`),
    parents: runId ? [runId] : undefined,
  });
}

/** The newest runs of every generator and test, live. */
export function useRecentRuns(count = RECENT_RUNS): LiveRead<GeneratorRun[]> {
  return useLiveCollection('generatorRuns', [orderBy('createdAt', 'desc'), limit(count)], options('the recent runs'));
}

/** The projects a generator can run on: those with a latest base (the query leaves the others out), by id. */
export function useProjectsWithBase(): LiveRead<Project[]> {
  const read = useLiveCollection('projects', [orderBy('base.latest.version')], options('the projects with a base'));
  const data = useMemo(() => [...read.data].sort((a, b) => a.id.localeCompare(b.id, undefined, { numeric: true })), [read.data]);
  return { ...read, data };
}

export interface PlumeSettingsRead {
  settings: PlumeSettings;
  status: LiveStatus;
  /** Saves the group (merged into settings/{uid}, the other groups stay); false when it failed (the toast says why). */
  save: (next: PlumeSettings) => Promise<boolean>;
}

/** The signed-in user's plume settings (settings/{uid}.plume; defaults when nothing is saved), through the one settings module (useSettings). */
export function usePlumeSettings(): PlumeSettingsRead {
  const { doc: stored, status, writeGroup } = useSettings();
  const plume = stored?.plume;
  const settings = useMemo(() => plumeSettingsOf(plume), [plume]);
  const save = useCallback((next: PlumeSettings) => writeGroup('plume', plumeSettingsOf(next)), [writeGroup]);
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
