// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate, useParams } from 'react-router';
import { ARRIVAL_WAIT_MS, arrivalState, useAwaitingArrival } from './arrival';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Probe({ id, present }: { id: string; present: boolean }) {
  return <p data-testid="probe">{useAwaitingArrival(id, present) ? 'waiting' : 'decided'}</p>;
}

function at(state: unknown, id: string, present: boolean) {
  return (
    <MemoryRouter initialEntries={[{ pathname: `/admin/jobs/${id}`, state }]}>
      <Probe id={id} present={present} />
    </MemoryRouter>
  );
}

describe('useAwaitingArrival', () => {
  it('waits for an item this browser has just written until it arrives', () => {
    const view = render(at(arrivalState('crane'), 'crane', false));
    expect(screen.getByTestId('probe').textContent).toBe('waiting');
    view.rerender(at(arrivalState('crane'), 'crane', true));
    expect(screen.getByTestId('probe').textContent).toBe('decided');
  });

  it('does not wait again once the item has arrived: an item deleted afterwards is missing at once', () => {
    const view = render(at(arrivalState('crane'), 'crane', false));
    view.rerender(at(arrivalState('crane'), 'crane', true));
    view.rerender(at(arrivalState('crane'), 'crane', false));
    expect(screen.getByTestId('probe').textContent).toBe('decided');
  });

  it('gives up after ARRIVAL_WAIT_MS, so a missing item still ends on 404', () => {
    vi.useFakeTimers();
    render(at(arrivalState('crane'), 'crane', false));
    expect(screen.getByTestId('probe').textContent).toBe('waiting');
    act(() => void vi.advanceTimersByTime(ARRIVAL_WAIT_MS - 1));
    expect(screen.getByTestId('probe').textContent).toBe('waiting');
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByTestId('probe').textContent).toBe('decided');
  });

  it('does not wait for an item opened by address or for another id', () => {
    render(at(null, 'crane', false));
    expect(screen.getByTestId('probe').textContent).toBe('decided');
    cleanup();
    render(at(arrivalState('crane'), 'welder', false));
    expect(screen.getByTestId('probe').textContent).toBe('decided');
  });

  it('waits for the new id when the same page is renamed to it (the old id had arrived)', () => {
    const present = new Set(['crane']);
    // Every render's outcome: a 'missing' render would throw the 404 page, which stays for good.
    const seen: string[] = [];
    function Editor() {
      const id = useParams().id!;
      const navigate = useNavigate();
      const waiting = useAwaitingArrival(id, present.has(id));
      const text = `${id}: ${waiting ? 'waiting' : present.has(id) ? 'shown' : 'missing'}`;
      seen.push(text);
      return (
        <>
          <p data-testid="probe">{text}</p>
          <button onClick={() => navigate('/admin/jobs/craneSenior', { replace: true, state: arrivalState('craneSenior') })}>rename</button>
        </>
      );
    }
    function Recorder() {
      return (
        <Routes>
          <Route path="/admin/jobs/:id" element={<Editor />} />
        </Routes>
      );
    }
    render(
      <MemoryRouter initialEntries={[{ pathname: '/admin/jobs/crane', state: arrivalState('crane') }]}>
        <Recorder />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('crane: shown');
    act(() => screen.getByText('rename').click());
    expect(seen.filter((t) => t.startsWith('craneSenior'))).not.toContain('craneSenior: missing');
    expect(screen.getByTestId('probe').textContent).toBe('craneSenior: waiting');
  });
});
