import { useCallback, useEffect, useMemo, useState } from 'react';
import { collection, getCountFromServer, limit, orderBy, query, where, type Firestore, type Query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import {
  belowReorderCandidates,
  erpItemMirrorSchema,
  groupFigures,
  OUT_OF_STOCK_AT_MOST,
  rowOfMirror,
  scanBelowReorder,
  type BelowReorderScan,
  type GroupFigure,
} from '@workhub/domain';
import { useLiveQuery, type LiveRead } from '../../lib/live-read';
import { useStoreErrors } from '../../stores/store-errors';
import { erpService } from '../../services/erp-service';
import { ERP_ITEMS_STORE } from './use-erp-items-live';

/**
 * The reads of /stock (docs/stock-erp.md "The stock overview, the query builder and the item page").
 *
 * Live (useLiveQuery on the erpItems mirror), each bounded whatever the number of items:
 * - the highest reorder level (1 item, ordered by warehouse_reorder_level descending);
 * - the below-reorder candidates: items with stock under that level, fewest in stock first, at most
 *   BELOW_REORDER_CANDIDATES; the reorder rule (two fields, which Firestore cannot compare) is
 *   applied to each in the browser;
 * - the newest mirror write (1 item, ordered by mirroredAt descending): its change re-counts the figures.
 *
 * Counted (Firestore count aggregation, not live; one index read per 1,000 items): all items, out of
 * stock, without a default supplier, and per item group. Counted on opening, after any mirror write
 * (following the newest mirroredAt live), and on demand; the page shows when.
 */

const items = (db: Firestore) => collection(db, 'erpItems');

export interface StockFigures {
  total: number;
  outOfStock: number;
  withoutSupplier: number;
  groups: GroupFigure[];
  countedAt: Date;
}

export interface FiguresRead {
  figures: StockFigures | null;
  counting: boolean;
  error: Error | null;
  recount: () => void;
}

export interface BelowReorderRead {
  status: LiveRead<unknown>['status'];
  connection: LiveRead<unknown>['connection'];
  error: Error | null;
  highestReorderLevel: number | null;
  scan: BelowReorderScan;
}

const liveOptions = (what: string) => ({ store: ERP_ITEMS_STORE, what });

/** The items below their reorder level, live (see the header for how they are found). */
export function useBelowReorder(): BelowReorderRead {
  const db = useFirestore();
  const highestQuery = useMemo(() => query(items(db), orderBy('warehouse_reorder_level', 'desc'), limit(1)), [db]);
  const highest = useLiveQuery(highestQuery, erpItemMirrorSchema, liveOptions('the highest reorder level'));
  const highestReorderLevel = highest.data[0]?.warehouse_reorder_level ?? null;
  const candidates = belowReorderCandidates(highest.status === 'success' ? highestReorderLevel : null);
  const candidatesQuery = useMemo(
    () =>
      candidates ? query(items(db), where('stock_qty', '<', candidates.below), orderBy('stock_qty', 'asc'), limit(candidates.limit)) : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the bound's value, not its identity
    [db, candidates?.below, candidates?.limit],
  );
  const read = useLiveQuery(candidatesQuery, erpItemMirrorSchema, liveOptions('the items below their reorder level'));
  const scan = useMemo(() => scanBelowReorder(read.data.map(rowOfMirror), candidates), [read.data, candidates?.below, candidates?.limit]); // eslint-disable-line react-hooks/exhaustive-deps
  const waiting = highest.status !== 'success' ? highest : candidatesQuery ? read : highest;
  return { status: waiting.status, connection: read.connection, error: highest.error ?? read.error, highestReorderLevel, scan };
}

async function count(q: Query): Promise<number> {
  return (await getCountFromServer(q)).data().count;
}

async function countFigures(db: Firestore): Promise<StockFigures> {
  const groupNames = await erpService.search('Item Group');
  const [total, outOfStock, noSupplierNull, noSupplierBlank, ...perGroup] = await Promise.all([
    count(items(db)),
    count(query(items(db), where('stock_qty', '<=', OUT_OF_STOCK_AT_MOST))),
    // `in` never matches null: null and blank are counted apart and added.
    count(query(items(db), where('default_supplier', '==', null))),
    count(query(items(db), where('default_supplier', '==', ''))),
    ...groupNames.map((group) => count(query(items(db), where('item_group', '==', group)))),
  ]);
  const byGroup = Object.fromEntries(groupNames.map((group, i) => [group, perGroup[i] ?? 0]));
  return {
    total: total!,
    outOfStock: outOfStock!,
    withoutSupplier: noSupplierNull! + noSupplierBlank!,
    groups: groupFigures(byGroup, total!),
    countedAt: new Date(),
  };
}

/** The stock figures, counted on the server; counted again when the mirror changes (debounced) or on demand. */
export function useStockFigures(): FiguresRead {
  const db = useFirestore();
  const newestQuery = useMemo(() => query(items(db), orderBy('mirroredAt', 'desc'), limit(1)), [db]);
  const newest = useLiveQuery(newestQuery, erpItemMirrorSchema, liveOptions('the newest mirror write'));
  const newestWrite = newest.data[0] ? `${newest.data[0].item_code}@${newest.data[0].mirroredAt ?? ''}` : '';
  const [state, setState] = useState<Omit<FiguresRead, 'recount'>>({ figures: null, counting: true, error: null });
  const [asked, setAsked] = useState(0);
  const recount = useCallback(() => setAsked((n) => n + 1), []);

  const ready = newest.status !== 'loading';
  useEffect(() => {
    if (!ready) return;
    let stopped = false;
    // A burst of mirror writes (a resync) is counted once, after it settles.
    const timer = setTimeout(
      () => {
        setState((s) => ({ ...s, counting: true }));
        countFigures(db).then(
          (figures) => !stopped && setState({ figures, counting: false, error: null }),
          (error: unknown) => {
            if (stopped) return;
            const failure = new Error(`The stock figures could not be counted: ${(error as Error).message ?? String(error)}`);
            useStoreErrors.getState().report(ERP_ITEMS_STORE, failure);
            setState((s) => ({ ...s, counting: false, error: failure }));
          },
        );
      },
      newestWrite ? 800 : 0,
    );
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [db, ready, newestWrite, asked]);

  return { ...state, recount };
}
