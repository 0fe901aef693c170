// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { resetAddressMemory, useAddressSearch } from './address';

afterEach(() => {
  cleanup();
  resetAddressMemory();
});

/** A query form like /stock/items2/query: each control sets one parameter, keeping the others. */
function Form() {
  const [search, update] = useAddressSearch();
  const set = (key: string, value: string) =>
    update(
      (latest) => {
        latest.set(key, value);
        return latest;
      },
      { replace: true },
    );
  return (
    <div>
      <p data-testid="address">{search.toString()}</p>
      <button type="button" onClick={() => set('order', 'default_supplier')}>
        order
      </button>
      <button type="button" onClick={() => set('dir', 'empty')}>
        direction
      </button>
      <button type="button" onClick={() => set('page', '2')}>
        page
      </button>
      <button
        type="button"
        onClick={() => {
          set('a', '1');
          set('b', '2');
        }}
      >
        both
      </button>
      <Link to="/other?x=1">away</Link>
    </div>
  );
}

function Other() {
  const [search, update] = useAddressSearch();
  return (
    <div>
      <p data-testid="other">{search.toString()}</p>
      <button type="button" onClick={() => update((latest) => (latest.set('y', '2'), latest), { replace: true })}>
        y
      </button>
    </div>
  );
}

/** The form's loader waits for `release()`, as a lazy route or a loader does in the app: an address asked for lands later. */
let held: Promise<void> = Promise.resolve();
let release = () => {};
function hold() {
  held = new Promise<void>((resolve) => (release = resolve));
}

function app(initial: string) {
  const router = createMemoryRouter(
    [
      { path: '/query', element: <Form />, loader: async () => (await held, null) },
      { path: '/other', element: <Other /> },
    ],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const shown = () => new URLSearchParams(screen.getByTestId('address').textContent ?? '');

describe('useAddressSearch', () => {
  it('keeps every one of several choices made back to back, before the page re-renders', async () => {
    const router = app('/query?order=item_code&dir=asc');
    await waitFor(() => expect(shown().get('dir')).toBe('asc'));
    hold();
    fireEvent.click(screen.getByText('order'));
    fireEvent.click(screen.getByText('direction'));
    fireEvent.click(screen.getByText('page'));
    // The router is still on its way (the loader holds it); the page already shows every choice.
    expect(new URLSearchParams(router.state.location.search).get('order')).toBe('item_code');
    expect(Object.fromEntries(shown())).toEqual({ order: 'default_supplier', dir: 'empty', page: '2' });
    release();
    await waitFor(() => expect(shown().get('page')).toBe('2'));
    expect(Object.fromEntries(shown())).toEqual({ order: 'default_supplier', dir: 'empty', page: '2' });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      order: 'default_supplier',
      dir: 'empty',
      page: '2',
    });
  });

  it('keeps two updates made in one handler', async () => {
    app('/query?keep=yes');
    await waitFor(() => expect(shown().get('keep')).toBe('yes'));
    fireEvent.click(screen.getByText('both'));
    await waitFor(() => expect(shown().get('b')).toBe('2'));
    expect(Object.fromEntries(shown())).toEqual({ keep: 'yes', a: '1', b: '2' });
  });

  it('builds on the address shown once the choices have landed, and on the new page after a link', async () => {
    const router = app('/query?order=item_code');
    await waitFor(() => expect(shown().get('order')).toBe('item_code'));
    fireEvent.click(screen.getByText('order'));
    await waitFor(() => expect(shown().get('order')).toBe('default_supplier'));
    fireEvent.click(screen.getByText('away'));
    await waitFor(() => expect(screen.getByTestId('other').textContent).toBe('x=1'));
    fireEvent.click(screen.getByText('y'));
    await waitFor(() => expect(screen.getByTestId('other').textContent).toBe('x=1&y=2'));
    // Back on the form (history), a choice builds on that entry's address, not on anything asked before.
    await router.navigate(-1);
    await waitFor(() => expect(shown().get('order')).toBe('default_supplier'));
    fireEvent.click(screen.getByText('direction'));
    await waitFor(() => expect(shown().get('dir')).toBe('empty'));
    expect(Object.fromEntries(shown())).toEqual({ order: 'default_supplier', dir: 'empty' });
  });
});
