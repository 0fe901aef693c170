import { Link } from 'react-router';
import { paths } from '../lib/paths';

export const NOT_FOUND_TEXT = 'This page could not be found';

/** Status and message; a 404 links back to the home page. */
export function ErrorView({ status, message }: { status: number; message: string }) {
  return (
    <main className="error-page" data-testid="error-page">
      <h1 className="error-status">{status}</h1>
      <p className="error-message">{message}</p>
      {status === 404 ? <Link to={paths.home()}>Back to the home page</Link> : <Link to={paths.home()}>Home</Link>}
    </main>
  );
}
