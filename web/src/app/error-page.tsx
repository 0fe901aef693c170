import { Component, useEffect, type ReactNode } from 'react';
import { reloadForChunkError, willReloadForChunkError } from './chunk-reload';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorView, NOT_FOUND_TEXT } from '../components/error-view';

/** Status and message of a navigation error: defaults 500 and 'Error' (core spec section 8). */
export function describeRouteError(error: unknown): { status: number; message: string } {
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' && error.data ? error.data : error.statusText || 'Error';
    return { status: error.status || 500, message: error.status === 404 ? NOT_FOUND_TEXT : message };
  }
  const e = error as { status?: unknown; message?: unknown } | null;
  const status = typeof e?.status === 'number' ? e.status : 500;
  const message = typeof e?.message === 'string' && e.message ? e.message : 'Error';
  return { status, message: status === 404 ? NOT_FOUND_TEXT : message };
}

function RouteErrorView() {
  const error = useRouteError();
  const reloading = willReloadForChunkError(error);
  useEffect(() => {
    if (reloading) reloadForChunkError(error);
  }, [reloading, error]);
  if (reloading) return <div className="page-loading">Loading a newer version…</div>;
  const described = describeRouteError(error);
  if (import.meta.env.DEV && described.status !== 404) console.error(error);
  return <ErrorView {...described} />;
}

/** If showing the error page fails too, this is the last line. */
class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('Error page failed', error);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="error-page" data-testid="error-page-failed">
        <p>An error occurred while showing the error page</p>
        <a href="/">Go back to home</a>
      </main>
    );
  }
}

export function RouteErrorPage() {
  return (
    <ErrorPageBoundary>
      <RouteErrorView />
    </ErrorPageBoundary>
  );
}
