import { useCallback, useMemo } from 'react';
import {
  readPanelLayout,
  withPaneProperty,
  writePanelLayout,
  type KnownPaneKeys,
  type PaneOf,
  type PanelFrame,
  type PanelLayout,
} from '@workhub/domain';
import { useAddressSearch } from '../../lib/address';

export interface PanelLayoutControls<F extends PanelFrame> extends PanelLayout<F> {
  /** One pane property from the address ('' → the fallback; absent → the fallback). */
  pane: (pane: PaneOf<F>, key: string, fallback?: string) => string | undefined;
  /** Sets (a string) or removes (null) one pane property: the address query is replaced, other parameters kept. */
  setPane: (pane: PaneOf<F>, key: string, value: string | null) => void;
  /** Sets the `filter` parameter ('all' removes it from the address). */
  setFilter: (filter: string) => void;
}

/**
 * The panel layout of one frame (domain/src/panel-layout.ts), read from the address and written
 * back to it: reloading or sharing the address restores the same panes. Generic per frame, so the
 * navigation frame (/space0) and the plume frame (/plum/plume) share it.
 */
export function usePanelLayout<F extends PanelFrame>(frame: F, known?: KnownPaneKeys<F>): PanelLayoutControls<F> {
  const [search, setSearch] = useAddressSearch();
  const text = search.toString();
  // `known` is usually a literal: compare it by value, not by identity.
  const knownKey = known ? JSON.stringify(known) : '';
  const layout = useMemo(
    () => readPanelLayout(frame, text, knownKey ? (JSON.parse(knownKey) as KnownPaneKeys<F>) : undefined),
    [frame, text, knownKey],
  );

  const setPane = useCallback(
    (pane: PaneOf<F>, key: string, value: string | null) =>
      setSearch(
        (current) => {
          const now = readPanelLayout(frame, current);
          return writePanelLayout({ ...now, panes: withPaneProperty(frame, now.panes, pane, key, value) }, current);
        },
        { replace: true, preventScrollReset: true },
      ),
    [frame, setSearch],
  );
  const setFilter = useCallback(
    (filter: string) =>
      setSearch((current) => writePanelLayout({ ...readPanelLayout(frame, current), filter }, current), {
        replace: true,
        preventScrollReset: true,
      }),
    [frame, setSearch],
  );
  const pane = useCallback(
    (p: PaneOf<F>, key: string, fallback?: string) => {
      const value = layout.panes[p]?.[key];
      return value === undefined || value === '' ? fallback : value;
    },
    [layout],
  );
  return { ...layout, pane, setPane, setFilter };
}
