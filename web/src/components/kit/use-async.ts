import { useCallback, useEffect, useRef, useState } from 'react';

/** A promise's state for a page: loading (with the last answer of the same key, if any), its answer, or its error. */
export type AsyncRead<T> = (
  | { status: 'loading'; data: T | undefined; error: null }
  | { status: 'success'; data: T; error: null }
  | { status: 'error'; data: T | undefined; error: Error }
) & { reload: () => void };

export interface AsyncOptions {
  /** Turns a failure into the error shown (e.g. reports it to a store's toast and returns its message). */
  onError?: (error: unknown) => Error;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * Runs `load` for `key` (again when the key changes or on reload; not at all while the key is null)
 * and gives its loading/answer/error. The previous run is cancelled: its signal is aborted and its
 * late answer ignored, so an older request never overwrites a newer one.
 */
export function useAsync<T>(load: (signal: AbortSignal) => Promise<T>, key: string | null, options: AsyncOptions = {}): AsyncRead<T> {
  const [state, setState] = useState<{ key: string | null; status: 'loading' | 'success' | 'error'; data?: T; error: Error | null }>({
    key: null,
    status: 'loading',
    error: null,
  });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const onErrorRef = useRef(options.onError);
  onErrorRef.current = options.onError;

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState((s) => ({ key, status: 'loading', data: s.key === key ? s.data : undefined, error: null }));
    Promise.resolve()
      .then(() => loadRef.current(controller.signal))
      .then(
        (data) => {
          if (!controller.signal.aborted) setState({ key, status: 'success', data, error: null });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const shown = onErrorRef.current ? onErrorRef.current(error) : asError(error);
          setState((s) => ({ key, status: 'error', data: s.key === key ? s.data : undefined, error: shown }));
        },
      );
    return () => controller.abort();
  }, [key, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  if (key === null || state.key !== key) return { status: 'loading', data: undefined, error: null, reload };
  if (state.status === 'success') return { status: 'success', data: state.data as T, error: null, reload };
  if (state.status === 'error') return { status: 'error', data: state.data, error: state.error ?? new Error('failed'), reload };
  return { status: 'loading', data: state.data, error: null, reload };
}
