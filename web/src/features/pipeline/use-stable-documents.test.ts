// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';

vi.mock('reactfire', () => ({ useFirestore: () => ({}) }));
const { useStableDocuments } = await import('./use-pipe');

const keyOf = (d: { id: string }) => d.id;

describe('useStableDocuments', () => {
  it('keeps the object of a document that did not change, so its memoised row does not render again', () => {
    const first = [
      { id: 'a', status: 'new' },
      { id: 'b', status: 'done' },
    ];
    const { result, rerender } = renderHook(({ items }) => useStableDocuments(items, keyOf), { initialProps: { items: first } });
    expect(result.current).toEqual(first);
    const [a, b] = result.current;
    // A new snapshot: every document parsed anew, only b changed.
    rerender({
      items: [
        { id: 'a', status: 'new' },
        { id: 'b', status: 'error' },
      ],
    });
    expect(result.current[0]).toBe(a);
    expect(result.current[1]).not.toBe(b);
    expect(result.current[1]).toEqual({ id: 'b', status: 'error' });
    // A document that leaves and comes back is a new object; order follows the snapshot.
    rerender({ items: [{ id: 'b', status: 'error' }] });
    rerender({
      items: [
        { id: 'a', status: 'new' },
        { id: 'b', status: 'error' },
      ],
    });
    expect(result.current[0]).not.toBe(a);
    expect(result.current.map((d) => d.id)).toEqual(['a', 'b']);
  });
});
