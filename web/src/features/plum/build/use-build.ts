import { useEffect, useState } from 'react';
import type { BuildSpec, BuildSpecSummary, BuildType } from '@workhub/domain';
import { buildService, type ChangeListAnswer, type EntryPresenceAnswer } from '../../../services/build-service';
import { ServiceError } from '../../../services/service-client';
import { useStoreErrors } from '../../../stores/store-errors';

/** The build pages' store name, as the error toast and the console line show it. */
export const BUILD_STORE = 'build specs';

/**
 * Reads of the build service for the build pages. Released build specifications never change,
 * so each answer is kept for the session (keyed by what was asked) and pages switch instantly.
 */
export interface BuildRead<T> {
  status: 'loading' | 'success' | 'error';
  data: T | undefined;
  /** The failure in words; `notFound` when the service answered 404. */
  error: string | null;
  notFound: boolean;
}

const answers = new Map<string, Promise<unknown>>();

function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  let answer = answers.get(key) as Promise<T> | undefined;
  if (!answer) {
    answer = load();
    answers.set(key, answer);
    // A failure is not kept: the next visit asks again. It is the store's error like every other
    // store's (core spec §8: kept, logged, the toast), once per request however many parts read it.
    answer.catch((error: unknown) => {
      answers.delete(key);
      useStoreErrors.getState().report(BUILD_STORE, error);
    });
  }
  return answer;
}

function useBuildRead<T>(key: string | null, load: () => Promise<T>): BuildRead<T> {
  const [state, setState] = useState<BuildRead<T> & { key: string | null }>({
    key: null,
    status: 'loading',
    data: undefined,
    error: null,
    notFound: false,
  });
  useEffect(() => {
    if (key === null) return;
    let stale = false;
    cached(key, load).then(
      (data) => !stale && setState({ key, status: 'success', data, error: null, notFound: false }),
      (error: unknown) =>
        !stale &&
        setState({
          key,
          status: 'error',
          data: undefined,
          error: error instanceof Error ? error.message : String(error),
          notFound: error instanceof ServiceError && error.status === 404,
        }),
    );
    return () => {
      stale = true;
    };
    // `load` is derived from `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (key === null || state.key !== key) return { status: 'loading', data: undefined, error: null, notFound: false };
  return state;
}

/** Every release, oldest first. */
export const useBuildList = (): BuildRead<BuildSpecSummary[]> => useBuildRead('list', () => buildService.list());

/** One build type of one release (null: wait). */
export const useBuildSpec = (version: string | null, type: BuildType | null): BuildRead<BuildSpec> =>
  useBuildRead(version && type ? `spec:${version}:${type}` : null, () => buildService.spec(version!, type!));

/** The releases having one entry. */
export const useEntryPresence = (type: BuildType | null, name: string | null): BuildRead<EntryPresenceAnswer['versions']> | null => {
  const read = useBuildRead(type && name ? `entry:${type}:${name}` : null, () => buildService.entry(type!, name!));
  return type && name ? read : null;
};

/** The change list of a type between two releases (null: nothing to compare). */
export const useChangeList = (type: BuildType, from: string | null, to: string | null): BuildRead<ChangeListAnswer> =>
  useBuildRead(from && to ? `compare:${type}:${from}:${to}` : null, () => buildService.compare(type, from!, to!));
