import { useMatches } from 'react-router';
import { Breadcrumbs } from '../../components/breadcrumbs';

/** Issue 13 builds this page (docs/versioned-data.md "Pages"); until then it says so. */
export function Component() {
  const title = (useMatches().at(-1)?.handle as { title?: string } | undefined)?.title ?? 'This page';
  return (
    <main className="page not-built" data-testid="not-built">
      <Breadcrumbs dropTrailing={0} />
      <h1>{title}</h1>
      <p>This page is not built yet.</p>
    </main>
  );
}
