import { useCallback, useEffect, useRef, useState } from 'react';
import { runStoreAction } from '../../stores/store-action';

export interface ServiceRead<T> {
  status: 'loading' | 'success' | 'error';
  data: T | undefined;
  error: string | null;
  /** When the answer shown was received. */
  at: number | null;
  refresh: () => void;
}

/**
 * A service answer read on open and on refresh. A failure shows in the store's toast (the
 * service's own message, e.g. a route that does not exist) and in `error`.
 */
export function useServiceRead<T>(store: string, load: (() => Promise<T>) | null, key: string): ServiceRead<T> {
  const [state, setState] = useState<Omit<ServiceRead<T>, 'refresh'>>({ status: 'loading', data: undefined, error: null, at: null });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const current = loadRef.current;
    if (!current) return;
    let stale = false;
    setState((s) => ({ ...s, status: 'loading' }));
    let failure: string | null = null;
    void runStoreAction(
      store,
      (partial) => {
        if (partial.error) failure = partial.error.message;
      },
      current,
    ).then((data) => {
      if (stale) return;
      if (data === undefined) setState((s) => ({ ...s, status: 'error', error: failure ?? 'failed' }));
      else setState({ status: 'success', data, error: null, at: Date.now() });
    });
    return () => {
      stale = true;
    };
  }, [store, key, round]);

  const refresh = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, refresh };
}
