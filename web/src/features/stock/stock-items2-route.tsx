import { Breadcrumbs } from '../../components/breadcrumbs';

/** Placeholder while the page is built (issue 14). */
export function Component() {
  return (
    <main className="page not-built" data-testid="not-built">
      <Breadcrumbs dropTrailing={0} />
      <h1>Stock: items (live)</h1>
      <p>This page is not built yet.</p>
    </main>
  );
}
