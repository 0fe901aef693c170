// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { RouteErrorPage, describeRouteError } from './error-page';
import { NotFound } from '../components/not-found';

afterEach(cleanup);

function renderFailing(error: unknown) {
  const router = createMemoryRouter([
    {
      path: '/',
      loader: () => {
        throw error;
      },
      Component: () => null,
      errorElement: <RouteErrorPage />,
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('error page', () => {
  it('a page whose item is missing renders NotFound: the same 404 page as an unknown address', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined); // React logs the caught render error
    const router = createMemoryRouter([{ path: '/', Component: () => <NotFound />, errorElement: <RouteErrorPage /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toBeTruthy();
    logged.mockRestore();
  });

  it('defaults to status 500 and message Error', () => {
    expect(describeRouteError({})).toEqual({ status: 500, message: 'Error' });
    expect(describeRouteError(new Error('Database unreachable'))).toEqual({ status: 500, message: 'Database unreachable' });
  });

  it('shows a 404 with a link back to the home page', async () => {
    renderFailing(data('nope', { status: 404 }));
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
  });

  it('shows status and message of other errors', async () => {
    renderFailing(data('Upstream timed out', { status: 504 }));
    expect(await screen.findByText('504')).toBeTruthy();
    expect(screen.getByText('Upstream timed out')).toBeTruthy();
  });

  it('falls back when showing the error page itself fails', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // An error whose message cannot be read breaks the error page while it renders.
    const hostile = {
      get message(): string {
        throw new Error('broken error object');
      },
    };
    renderFailing(hostile);
    expect(await screen.findByText('An error occurred while showing the error page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back to home' }).getAttribute('href')).toBe('/');
    spy.mockRestore();
  });
});
