// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { useAsync } from './use-async';

afterEach(cleanup);

/** A promise the test settles when it says. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useAsync', () => {
  it('is loading, then gives the answer', async () => {
    const d = deferred<number>();
    const { result } = renderHook(() => useAsync(() => d.promise, 'k'));
    expect(result.current.status).toBe('loading');
    await act(async () => d.resolve(7));
    expect(result.current).toMatchObject({ status: 'success', data: 7, error: null });
  });

  it('gives the error (through onError when given)', async () => {
    const { result } = renderHook(() =>
      useAsync(() => Promise.reject(new Error('offline')), 'k', { onError: (e) => new Error(`reported: ${(e as Error).message}`) }),
    );
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.message).toBe('reported: offline');
  });

  it('cancels the previous run when the key changes: its signal aborts and its late answer is ignored', async () => {
    const runs: { key: string; signal: AbortSignal; d: ReturnType<typeof deferred<string>> }[] = [];
    const { result, rerender } = renderHook(
      ({ key }) =>
        useAsync((signal) => {
          const d = deferred<string>();
          runs.push({ key, signal, d });
          return d.promise;
        }, key),
      { initialProps: { key: 'a' } },
    );
    await waitFor(() => expect(runs).toHaveLength(1));
    rerender({ key: 'b' });
    await waitFor(() => expect(runs).toHaveLength(2));
    expect(runs[0]!.signal.aborted).toBe(true);
    await act(async () => runs[1]!.d.resolve('answer of b'));
    await act(async () => runs[0]!.d.resolve('late answer of a'));
    expect(result.current).toMatchObject({ status: 'success', data: 'answer of b' });
  });

  it('does not run while the key is null, and runs again on reload keeping the last answer while loading', async () => {
    let calls = 0;
    const { result, rerender } = renderHook(({ key }: { key: string | null }) => useAsync(async () => ++calls, key), {
      initialProps: { key: null as string | null },
    });
    expect(result.current.status).toBe('loading');
    expect(calls).toBe(0);
    rerender({ key: 'k' });
    await waitFor(() => expect(result.current.data).toBe(1));
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ status: 'loading', data: 1 });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 2 }));
  });
});
