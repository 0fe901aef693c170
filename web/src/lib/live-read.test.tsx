// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { jobDocumentSchema } from '@workhub/domain';
import { useStoreErrors } from '../stores/store-errors';

// Firestore's onSnapshot is driven by hand: the test plays the server's snapshots and errors.
type Next = (snapshot: unknown) => void;
type Fail = (error: unknown) => void;
const listeners: { next: Next; fail: Fail; unsubscribe: ReturnType<typeof vi.fn> }[] = [];
vi.mock('firebase/firestore', () => ({
  onSnapshot: (_target: unknown, _options: unknown, next: Next, fail: Fail) => {
    const unsubscribe = vi.fn();
    listeners.push({ next, fail, unsubscribe });
    return unsubscribe;
  },
}));

const { useLiveQuery, useLiveDoc } = await import('./live-read');

/** A query snapshot; `changedIds` are its document changes (default: every document, as a first snapshot). */
const querySnapshot = (docs: { id: string; data: Record<string, unknown> }[], fromCache = false, changedIds?: string[]) => ({
  docs: docs.map((d) => ({ id: d.id, ref: { path: `jobs/${d.id}` }, data: () => d.data })),
  docChanges: () => (changedIds ?? docs.map((d) => d.id)).map((id) => ({ doc: { ref: { path: `jobs/${id}` } } })),
  metadata: { fromCache, hasPendingWrites: false },
});
const fakeQuery = { type: 'query' } as never;
const fakeDoc = { type: 'document', path: 'jobs/a' } as never;

beforeEach(() => {
  listeners.length = 0;
  useStoreErrors.setState({ byStore: {} });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useLiveQuery', () => {
  it('parses each document; one that does not parse is listed and reported in the store toast, the rest shown', () => {
    const { result } = renderHook(() => useLiveQuery(fakeQuery, jobDocumentSchema, { store: 'jobs', what: 'the jobs', idField: 'id' }));
    expect(result.current.status).toBe('loading');
    act(() =>
      listeners[0]!.next(
        querySnapshot([
          { id: 'a', data: { title: 'A' } },
          { id: 'bad', data: { title: 7 } },
        ]),
      ),
    );
    expect(result.current.status).toBe('success');
    expect(result.current.data).toEqual([{ id: 'a', title: 'A' }]);
    expect(result.current.invalid.map((d) => d.path)).toEqual(['jobs/bad']);
    expect(useStoreErrors.getState().byStore.jobs?.message).toBe('1 stored document of the jobs could not be read');
    expect(console.error).toHaveBeenCalled();
  });

  it('reads again only the documents a snapshot changed: the others keep their very same value', () => {
    const { result } = renderHook(() => useLiveQuery(fakeQuery, jobDocumentSchema, { store: 'jobs', idField: 'id' }));
    const a = { id: 'a', data: { title: 'A' } };
    act(() => listeners[0]!.next(querySnapshot([a, { id: 'b', data: { title: 'B' } }])));
    const [firstA, firstB] = result.current.data;
    act(() => listeners[0]!.next(querySnapshot([a, { id: 'b', data: { title: 'B2' } }], false, ['b'])));
    expect(result.current.data[0]).toBe(firstA);
    expect(result.current.data[1]).not.toBe(firstB);
    expect(result.current.data[1]).toEqual({ id: 'b', title: 'B2' });
    // A metadata-only snapshot (back from cache to the server) changes no document.
    const [secondA, secondB] = result.current.data;
    act(() => listeners[0]!.next(querySnapshot([a, { id: 'b', data: { title: 'B2' } }], false, [])));
    expect(result.current.data[0]).toBe(secondA);
    expect(result.current.data[1]).toBe(secondB);
  });

  it('a failed read goes to the owning store (toast, console, its error slice), keeps what was shown and subscribes again', () => {
    vi.useFakeTimers();
    const onError = vi.fn();
    const { result } = renderHook(() =>
      useLiveQuery(fakeQuery, jobDocumentSchema, { store: 'jobs', what: 'the jobs', idField: 'id', onError }),
    );
    act(() => listeners[0]!.next(querySnapshot([{ id: 'a', data: { title: 'A' } }])));
    act(() => listeners[0]!.fail({ code: 'permission-denied', message: 'Missing or insufficient permissions.' }));
    expect(result.current.status).toBe('error');
    expect(result.current.connection).toBe('reconnecting');
    expect(result.current.data).toEqual([{ id: 'a', title: 'A' }]);
    const toast = useStoreErrors.getState().byStore.jobs;
    expect(toast?.message).toBe('Could not read the jobs (not allowed for this account): Missing or insufficient permissions.');
    expect(onError).toHaveBeenCalledWith(toast);
    expect(console.error).toHaveBeenCalledWith('[jobs]', expect.any(Error));

    // Subscribes again after a while; a second failure is not toasted again.
    act(() => vi.advanceTimersByTime(5000));
    expect(listeners).toHaveLength(2);
    useStoreErrors.getState().dismiss('jobs');
    act(() => listeners[1]!.fail({ code: 'permission-denied', message: 'again' }));
    expect(useStoreErrors.getState().byStore.jobs).toBeUndefined();
    act(() => vi.advanceTimersByTime(10_000));
    act(() => listeners[2]!.next(querySnapshot([{ id: 'b', data: { title: 'B' } }])));
    expect(result.current).toMatchObject({ status: 'success', connection: 'live', data: [{ id: 'b', title: 'B' }] });
  });

  it('listens again when a new listener answers nothing at all for 15 s, and never once it has answered', () => {
    vi.useFakeTimers();
    const { result, unmount } = renderHook(() => useLiveQuery(fakeQuery, jobDocumentSchema, { store: 'jobs', idField: 'id' }));
    act(() => vi.advanceTimersByTime(14_999));
    expect(listeners).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(listeners[0]!.unsubscribe).toHaveBeenCalled();
    expect(listeners).toHaveLength(2);
    expect(result.current.status).toBe('loading');
    act(() => listeners[1]!.next(querySnapshot([{ id: 'a', data: { title: 'A' } }])));
    act(() => vi.advanceTimersByTime(60_000));
    expect(listeners).toHaveLength(2);
    expect(result.current).toMatchObject({ status: 'success', data: [{ id: 'a', title: 'A' }] });
    unmount();
    act(() => vi.advanceTimersByTime(60_000));
    expect(listeners).toHaveLength(2);
  });

  it('says from cache when Firestore serves its saved copy', () => {
    const { result } = renderHook(() => useLiveQuery(fakeQuery, jobDocumentSchema, { store: 'jobs', idField: 'id' }));
    act(() => listeners[0]!.next(querySnapshot([{ id: 'a', data: { title: 'A' } }], true)));
    expect(result.current.connection).toBe('from cache');
  });

  it("says from cache at once when the browser goes offline, and the listener's word again once it is back", () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const { result } = renderHook(() => useLiveQuery(fakeQuery, jobDocumentSchema, { store: 'jobs', idField: 'id' }));
    act(() => listeners[0]!.next(querySnapshot([{ id: 'a', data: { title: 'A' } }])));
    expect(result.current.connection).toBe('live');
    online.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(result.current.connection).toBe('from cache');
    expect(result.current.data).toEqual([expect.objectContaining({ id: 'a', title: 'A' })]);
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(result.current.connection).toBe('live');
  });

  it('stops listening when unmounted', () => {
    const { unmount } = renderHook(() => useLiveQuery(fakeQuery, jobDocumentSchema, { store: 'jobs', idField: 'id' }));
    unmount();
    expect(listeners[0]!.unsubscribe).toHaveBeenCalled();
  });
});

describe('useLiveDoc', () => {
  it('is null for a document that does not exist, the parsed fields for one that does', () => {
    const { result } = renderHook(() => useLiveDoc(fakeDoc, jobDocumentSchema, { store: 'jobs', idField: 'id' }));
    const snapshot = (data: Record<string, unknown> | undefined) => ({
      id: 'a',
      ref: { path: 'jobs/a' },
      data: () => data,
      metadata: { fromCache: false, hasPendingWrites: false },
    });
    act(() => listeners[0]!.next(snapshot(undefined)));
    expect(result.current).toMatchObject({ status: 'success', data: null });
    act(() => listeners[0]!.next(snapshot({ title: 'A' })));
    expect(result.current.data).toEqual({ id: 'a', title: 'A' });
  });
});
