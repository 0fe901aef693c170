import { useCallback, useMemo } from 'react';
import { readPanelLayout, writePanelLayout, type PanesOf } from '@workhub/domain';
import { usePanelLayout } from '../../../components/panel-layout';
import { PLUME_KNOWN, resolvePlumePanes, type PlumePane, type ResolvedPane } from './plume-views';
import { useAddressSearch } from '../../../lib/address';

export interface PlumeLayout {
  /** The panes as the address names them. */
  panes: PanesOf<'plume'>;
  /** Each pane's view and properties, defaults applied. */
  resolved: Record<PlumePane, ResolvedPane>;
  /** Replaces one pane's properties (null closes it): the address is replaced, other parameters kept. */
  setPaneProps: (pane: PlumePane, props: Record<string, string> | null) => void;
  /** Replaces all panes at once (the page's 'Run' shows the new run in three panes). */
  setPanes: (update: (panes: PanesOf<'plume'>) => PanesOf<'plume'>) => void;
}

/**
 * The plume frame's layout in the address (`plume=` parameter, usePanelLayout('plume')): a copied
 * address restores the same views in the same panes. Setting several properties goes through one
 * address replace (setPane sets one property per navigation).
 */
export function usePlumeLayout(): PlumeLayout {
  const layout = usePanelLayout('plume', PLUME_KNOWN);
  const [, setSearch] = useAddressSearch();
  const setPanes = useCallback(
    (update: (panes: PanesOf<'plume'>) => PanesOf<'plume'>) =>
      setSearch(
        (current) => {
          const now = readPanelLayout('plume', current, PLUME_KNOWN);
          return writePanelLayout({ ...now, panes: update(now.panes) }, current);
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearch],
  );
  const setPaneProps = useCallback(
    (pane: PlumePane, props: Record<string, string> | null) =>
      setPanes((panes) => {
        const next = { ...panes };
        if (props && Object.keys(props).length > 0) next[pane] = props;
        else delete next[pane];
        return next;
      }),
    [setPanes],
  );
  const resolved = useMemo(() => resolvePlumePanes(layout.panes), [layout.panes]);
  return { panes: layout.panes, resolved, setPaneProps, setPanes };
}
