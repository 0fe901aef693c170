import { Breadcrumbs } from '../../../components/breadcrumbs';
import { PlumeFrame } from './plume-frame';

/** /plum/plume: the plume frame on its own (docs/base-spec.md "Pages"); with no run in the address, the recent runs to pick from. */
export function Component() {
  return (
    <main className="page plume-page" data-testid="plume-page">
      <Breadcrumbs dropTrailing={0} />
      <h1>Plume</h1>
      <p className="hint">
        Generator and test runs, live: progress, log, comparison with the earlier run, structure, costs and your plume settings. Each pane
        shows the view chosen in its menu; the address keeps the panes, so a copied address opens the same view.
      </p>
      <PlumeFrame />
    </main>
  );
}
