// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';

/**
 * The error toast carries the error report's event id (lib/error-reports.ts) when reports are on;
 * a request the service refused (4xx) is not reported and has none; with reports off, none.
 */

async function load(spotlight: string | undefined) {
  vi.resetModules();
  if (spotlight) vi.stubEnv('VITE_SENTRY_SPOTLIGHT', spotlight);
  else vi.stubEnv('VITE_SENTRY_SPOTLIGHT', '');
  vi.stubEnv('VITE_SENTRY_DSN', '');
  const { useStoreErrors } = await import('../stores/store-errors');
  const { ErrorToasts } = await import('./error-toasts');
  return { useStoreErrors, ErrorToasts };
}

class Refused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('error toast reference', () => {
  it('shows "Reference: <event id>" for a failure when error reports are on, and none for a 4xx refusal', async () => {
    const { useStoreErrors, ErrorToasts } = await load('http://127.0.0.1:8969/stream');
    render(<ErrorToasts />);
    let reported!: { reference?: string };
    act(() => {
      reported = useStoreErrors.getState().report('Projects', new Error('Could not reach the service'));
      useStoreErrors.getState().report('Items', new Refused('Invalid request', 400));
    });
    expect(reported.reference).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.getByTestId('toast-reference-Projects').textContent).toBe(`Reference: ${reported.reference}`);
    expect(screen.getByTestId('toast-Items').textContent).toContain('Invalid request');
    expect(screen.queryByTestId('toast-reference-Items')).toBeNull();
    // The console line names the reference too, for an engineer reading the browser's console.
    expect(console.error).toHaveBeenCalledWith('[Projects]', `(error report ${reported.reference})`, expect.any(Error));
  }, 60_000); // a fresh import of the stores (per environment) takes seconds on a busy machine

  it('shows no reference when error reports are off (no DSN, no receiver)', async () => {
    const { useStoreErrors, ErrorToasts } = await load(undefined);
    render(<ErrorToasts />);
    let reported!: { reference?: string };
    act(() => {
      reported = useStoreErrors.getState().report('Projects', new Error('Could not reach the service'));
    });
    expect(reported.reference).toBeUndefined();
    expect(screen.getByTestId('toast-Projects').textContent).toContain('Could not reach the service');
    expect(screen.queryByTestId('toast-reference-Projects')).toBeNull();
  }, 60_000);
});
