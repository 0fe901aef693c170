// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { FETCH_DELAY_MIN_MS } from '@workhub/domain';
import { useDebounced } from './use-debounced';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useDebounced: the minimum fetch delay', () => {
  it('passes the first value at once, then a new one only after it has not changed for 200 ms', () => {
    const { result, rerender } = renderHook(({ value }) => useDebounced(value), { initialProps: { value: 'a' } });
    expect(result.current).toBe('a');
    rerender({ value: 'ab' });
    act(() => vi.advanceTimersByTime(FETCH_DELAY_MIN_MS - 1));
    rerender({ value: 'abc' }); // still typing: the wait starts again
    act(() => vi.advanceTimersByTime(FETCH_DELAY_MIN_MS - 1));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('abc');
  });

  it('never waits less than the minimum, whatever is asked', () => {
    const { result, rerender } = renderHook(({ value }) => useDebounced(value, 10), { initialProps: { value: 1 } });
    rerender({ value: 2 });
    act(() => vi.advanceTimersByTime(10));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(FETCH_DELAY_MIN_MS - 10));
    expect(result.current).toBe(2);
  });
});
