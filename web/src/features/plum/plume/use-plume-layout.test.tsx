// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { panesShowingRun } from './plume-views';
import { usePlumeLayout } from './use-plume-layout';

afterEach(cleanup);

function Probe() {
  const layout = usePlumeLayout();
  const location = useLocation();
  return (
    <div>
      {(['centre', 'right', 'bottom', 'floating'] as const).map((pane) => (
        <p key={pane} data-testid={pane}>
          {layout.resolved[pane].view ?? 'closed'} {layout.resolved[pane].runId ?? '-'}
        </p>
      ))}
      <p data-testid="search">{location.search}</p>
      <button onClick={() => layout.setPanes((panes) => panesShowingRun(panes, 'run_1.a'))}>show run</button>
      <button onClick={() => layout.setPaneProps('floating', { view: 'settings' })}>float</button>
      <button onClick={() => layout.setPaneProps('floating', null)}>close</button>
    </div>
  );
}

function renderAt(address: string) {
  const router = createMemoryRouter([{ path: '/plum/plume', element: <Probe /> }], { initialEntries: [address] });
  render(<RouterProvider router={router} />);
  return router;
}

const text = (id: string) => screen.getByTestId(id).textContent;

describe('usePlumeLayout', () => {
  it('shows a run in three panes with one address replace, keeps other parameters, and the copied address restores it', () => {
    const router = renderAt('/plum/plume?generator=site-plan');
    expect(text('centre')).toBe('run -');
    expect(text('floating')).toBe('closed -');
    act(() => fireEvent.click(screen.getByText('show run')));
    act(() => fireEvent.click(screen.getByText('float')));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(text('centre')).toBe('run run_1.a');
    expect(text('right')).toBe('log run_1.a');
    expect(text('bottom')).toBe('compare run_1.a');
    expect(text('floating')).toBe('settings -');
    const search = new URLSearchParams(text('search')!);
    expect(search.get('generator')).toBe('site-plan');
    const address = `${router.state.location.pathname}${router.state.location.search}`;

    cleanup();
    renderAt(address);
    expect(text('centre')).toBe('run run_1.a');
    expect(text('right')).toBe('log run_1.a');
    expect(text('bottom')).toBe('compare run_1.a');
    expect(text('floating')).toBe('settings -');
  });

  it('closing the floating pane removes it from the address', () => {
    renderAt('/plum/plume?plume=floating.view-costs_centre.runId-r1');
    expect(text('floating')).toBe('costs -');
    act(() => fireEvent.click(screen.getByText('close')));
    expect(text('floating')).toBe('closed -');
    expect(new URLSearchParams(text('search')!).get('plume')).toBe('centre.runId-r1');
  });
});
