// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { runningClocks, useNow } from './use-now';

function Clock({ every, id }: { every?: number | false; id: string }) {
  const now = useNow(every);
  return <span data-testid={id}>{now}</span>;
}
const shown = (id: string) => Number(screen.getByTestId(id).textContent);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-02T10:00:00.400Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useNow', () => {
  it('starts at this second and renews every period; clocks of one period share a timer that stops when the last one goes', () => {
    const start = Date.parse('2026-03-02T10:00:00.000Z');
    const view = render(
      <>
        <Clock id="a" every={5000} />
        <Clock id="b" every={5000} />
        <Clock id="c" />
      </>,
    );
    expect(shown('a')).toBe(start);
    expect(runningClocks()).toBe(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(shown('c')).toBe(start + 1400);
    expect(shown('a')).toBe(start);
    act(() => vi.advanceTimersByTime(4000));
    expect(shown('a')).toBe(start + 5400);
    expect(shown('b')).toBe(start + 5400);
    view.unmount();
    expect(runningClocks()).toBe(0);
  });

  it('never ticks with false', () => {
    render(<Clock id="still" every={false} />);
    const first = shown('still');
    expect(runningClocks()).toBe(0);
    act(() => vi.advanceTimersByTime(10_000));
    expect(shown('still')).toBe(first);
  });
});
