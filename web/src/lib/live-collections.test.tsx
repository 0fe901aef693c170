// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { buildSeed } from '../../../emulators/seed/index';
import { useStoreErrors } from '../stores/store-errors';

// Firestore is played by hand: paths are plain objects, onSnapshot records what each listener reads.
type Next = (snapshot: unknown) => void;
interface Fake {
  type: 'query' | 'document';
  path: string;
  group?: boolean;
  constraints?: unknown[];
}
const listeners: { target: Fake; next: Next }[] = [];
vi.mock('firebase/firestore', () => ({
  collection: (_db: unknown, path: string) => ({ type: 'query', path }),
  collectionGroup: (_db: unknown, id: string) => ({ type: 'query', path: id, group: true }),
  doc: (_db: unknown, path: string, id: string) => ({ type: 'document', path: `${path}/${id}`, id }),
  query: (base: Fake, ...constraints: unknown[]) => ({ ...base, constraints }),
  where: (field: string, op: string, value: unknown) => ({ where: [field, op, value] }),
  limit: (n: number) => ({ limit: n }),
  queryEqual: (a: Fake, b: Fake) => JSON.stringify(a) === JSON.stringify(b),
  refEqual: (a: Fake, b: Fake) => a.path === b.path,
  onSnapshot: (target: Fake, _options: unknown, next: Next) => {
    listeners.push({ target, next });
    return () => undefined;
  },
}));
vi.mock('reactfire', () => ({ useFirestore: () => ({}) }));

const { useLiveCollection, useLiveCollectionGroup, useLiveDocument } = await import('./live-collections');
const { limit, where } = await import('firebase/firestore');

const querySnapshot = (collection: string, docs: { id: string; data: Record<string, unknown> }[]) => ({
  docs: docs.map((d) => ({ id: d.id, ref: { path: `${collection}/${d.id}` }, data: () => d.data })),
  docChanges: () => docs.map((d) => ({ doc: { ref: { path: `${collection}/${d.id}` } } })),
  metadata: { fromCache: false, hasPendingWrites: false },
});
const docSnapshot = (path: string, data: Record<string, unknown> | undefined) => ({
  id: path.split('/').pop(),
  ref: { path },
  data: () => data,
  metadata: { fromCache: false, hasPendingWrites: false },
});

beforeEach(() => {
  listeners.length = 0;
  useStoreErrors.setState({ byStore: {} });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useLiveCollection / useLiveDocument (schemas from the collection registry)', () => {
  const seeded = buildSeed().projects[0]!;

  it('reads a collection with its registry schema and id field: a project keeps its client name, a project without one is left out', () => {
    const { result } = renderHook(() => useLiveCollection('projects', [limit(5)], { store: 'test', what: 'the projects' }));
    expect(listeners[0]!.target).toMatchObject({ path: 'projects', constraints: [{ limit: 5 }] });
    const { clientName: _gone, ...nameless } = seeded.data;
    act(() =>
      listeners[0]!.next(
        querySnapshot('projects', [
          { id: seeded.id, data: seeded.data },
          { id: 'P-nameless', data: nameless },
        ]),
      ),
    );
    expect(result.current.data.map((p) => [p.id, p.clientName])).toEqual([[seeded.id, seeded.data.clientName]]);
    expect(result.current.invalid.map((d) => d.path)).toEqual(['projects/P-nameless']);
  });

  it('builds a sub-collection path from its parents, and a collection group from the registry path', () => {
    renderHook(() => useLiveCollection('pipe', [], { store: 'test', parents: ['P-1'] }));
    renderHook(() => useLiveCollectionGroup('pipe', [], { store: 'test' }));
    expect(listeners.map((l) => l.target)).toEqual([
      { type: 'query', path: 'projects/P-1/pipe', constraints: [] },
      { type: 'query', path: 'pipe', group: true, constraints: [] },
    ]);
  });

  it('listens once while the constraints are equal (made anew each render), again when they change; null reads nothing', () => {
    const { rerender } = renderHook(
      ({ verifier }: { verifier: string | null }) =>
        useLiveCollection('tags', verifier === 'none' ? null : [where('verifier', '==', verifier)], { store: 'test' }),
      { initialProps: { verifier: 'ada' } },
    );
    rerender({ verifier: 'ada' });
    rerender({ verifier: 'ada' });
    expect(listeners).toHaveLength(1);
    rerender({ verifier: 'grace' });
    expect(listeners).toHaveLength(2);
    rerender({ verifier: 'none' });
    expect(listeners).toHaveLength(2);
  });

  it('reads one document with its registry schema: a settings document with a group the rules refuse does not read', () => {
    const { result } = renderHook(() => useLiveDocument('settings', 'u-1', { store: 'test' }));
    expect(listeners[0]!.target).toMatchObject({ type: 'document', path: 'settings/u-1' });
    act(() => listeners[0]!.next(docSnapshot('settings/u-1', { plume: { logLevel: 3 } })));
    expect(result.current.data).toEqual({ plume: { logLevel: 3 } });
    act(() => listeners[0]!.next(docSnapshot('settings/u-1', { plume: { logLevel: 3 }, forged: {} })));
    expect(result.current.data).toBeNull();
  });
});
