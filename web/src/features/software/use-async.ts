import { useEffect, useState } from 'react';

/** A one-off read for a page: loading, its value, or the error's message. */
export type AsyncRead<T> = { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; message: string };

export function useAsync<T>(load: () => Promise<T>, key: string): AsyncRead<T> {
  const [state, setState] = useState<AsyncRead<T>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (data) => live && setState({ status: 'success', data }),
      (err: unknown) => live && setState({ status: 'error', message: (err as Error).message || 'Could not load' }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reloaded when the key changes
  }, [key]);
  return state;
}
