import { useMatches } from 'react-router';
import { Breadcrumbs } from '../components/breadcrumbs';

/** A route whose screen is not built yet says so; it never shows a fake screen. */
export function Component() {
  const matches = useMatches();
  const title =
    [...matches]
      .reverse()
      .map((m) => (m.handle as { title?: string } | undefined)?.title)
      .find(Boolean) ?? 'This page';
  return (
    <main className="page not-built" data-testid="not-built">
      <Breadcrumbs dropTrailing={0} />
      <h1>{title}</h1>
      <p>This page is not built yet.</p>
    </main>
  );
}
