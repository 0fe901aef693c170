import { Outlet } from 'react-router';

/** Being built in this slice (replaced before the slice lands): says so, and shows any nested tab. */
export function Component() {
  return (
    <main className="page not-built" data-testid="not-built">
      <p>This page is not built yet.</p>
      <Outlet />
    </main>
  );
}
