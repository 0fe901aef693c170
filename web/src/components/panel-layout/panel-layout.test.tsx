// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { PaneContent, usePanelLayout } from './index';

afterEach(cleanup);

function Probe() {
  const layout = usePanelLayout('navigation', { centre: ['space', 'layer'], floating: ['open', 'tab'] });
  const location = useLocation();
  return (
    <div>
      <p data-testid="space">{layout.pane('centre', 'space') ?? 'none'}</p>
      <p data-testid="open">{layout.pane('floating', 'open', 'false')}</p>
      <p data-testid="filter">{layout.filter}</p>
      <p data-testid="search">{location.search}</p>
      <button onClick={() => layout.setPane('centre', 'space', 'ws_1.a-b')}>space</button>
      <button onClick={() => layout.setPane('floating', 'open', 'true')}>open</button>
      <button onClick={() => layout.setPane('floating', 'open', null)}>close</button>
      <button onClick={() => layout.setFilter('warnings')}>filter</button>
    </div>
  );
}

function renderAt(address: string) {
  const router = createMemoryRouter([{ path: '/space0/:id?', element: <Probe /> }], { initialEntries: [address] });
  render(<RouterProvider router={router} />);
  return router;
}

const text = (id: string) => screen.getByTestId(id).textContent;

describe('usePanelLayout', () => {
  it('reads the panes and the filter from the address, ignoring unknown panes and keys', () => {
    renderAt('/space0?navigation=centre.space-kitchen_floating.open-true_centre.colour-red_right.x-1');
    expect(text('space')).toBe('kitchen');
    expect(text('open')).toBe('true');
    expect(text('filter')).toBe('all');
  });

  it('setPane replaces the address query, keeps other parameters, and the new address restores the panes', () => {
    const router = renderAt('/space0/ws-1?tab=x');
    const before = router.state.historyAction;
    act(() => fireEvent.click(screen.getByText('space')));
    act(() => fireEvent.click(screen.getByText('open')));
    act(() => fireEvent.click(screen.getByText('filter')));
    const search = new URLSearchParams(text('search')!);
    expect(search.get('tab')).toBe('x');
    expect(search.get('navigation')).toBe('centre.space-ws~u1~da~hb_floating.open-true');
    expect(search.get('filter')).toBe('warnings');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(before).toBe('POP');
    const address = `${router.state.location.pathname}${router.state.location.search}`;

    // The copied address, opened anew, shows the same panes.
    cleanup();
    renderAt(address);
    expect(text('space')).toBe('ws_1.a-b');
    expect(text('open')).toBe('true');
    expect(text('filter')).toBe('warnings');
  });

  it('removing the last property of a pane removes it from the address', () => {
    renderAt('/space0?navigation=floating.open-true');
    act(() => fireEvent.click(screen.getByText('close')));
    expect(text('search')).toBe('');
    expect(text('open')).toBe('false');
  });
});

describe('PaneContent', () => {
  it('shows a loading placeholder first, then the real value on the next tick', async () => {
    const view = render(
      <PaneContent contentKey="a">
        <p>value A</p>
      </PaneContent>,
    );
    expect(screen.getByTestId('pane-placeholder').textContent).toBe('Loading…');
    expect(screen.queryByText('value A')).toBeNull();
    expect(await screen.findByText('value A')).toBeTruthy();
    expect(screen.queryByTestId('pane-placeholder')).toBeNull();

    // Other content opened in the same pane: the placeholder again, then the new value.
    view.rerender(
      <PaneContent contentKey="b">
        <p>value B</p>
      </PaneContent>,
    );
    expect(screen.getByTestId('pane-placeholder')).toBeTruthy();
    expect(screen.queryByText('value B')).toBeNull();
    expect(await screen.findByText('value B')).toBeTruthy();
  });
});
