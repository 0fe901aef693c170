/** Placeholder while this page is being built (docs/staff-tools.md "Pages"); replaced by the page itself. */
export function Component() {
  return (
    <main className="page not-built" data-testid="not-built">
      <p>This page is not built yet.</p>
    </main>
  );
}
