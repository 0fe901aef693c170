import { useCallback, useEffect, useMemo, useState } from 'react';
import { collection, getCountFromServer, limit, orderBy, query, where, type Firestore, type Query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { erpItemMirrorSchema, groupFigures, OUT_OF_STOCK_AT_MOST, rowOfMirror, type ErpItemRow, type GroupFigure } from '@workhub/domain';
import { useLiveQuery, type LiveRead } from '../../lib/live-read';
import { useStoreErrors } from '../../stores/store-errors';
import { erpService } from '../../services/erp-service';
import { ERP_ITEMS_STORE } from './use-erp-items-live';

/**
 * The reads of /stock (docs/stock-erp.md "The stock overview, the query builder and the item page").
 *
 * Live (useLiveQuery on the erpItems mirror), each bounded whatever the number of items:
 * - the items below their reorder level: `where('reorder_shortfall', '>', 0)` (the mirror's derived
 *   field, `reorderShortfall`: Firestore cannot compare stock with the level), largest shortfall
 *   first, limited (`belowReorderLimit`: 50, or every counted item with 'Show all');
 * - the newest mirror write (1 item, ordered by mirroredAt descending): its change re-counts the figures.
 *
 * Counted (Firestore count aggregation, not live; one index read per 1,000 items): all items, out of
 * stock, without a default supplier, below their reorder level (the list's query), and per item
 * group. Counted on opening, after any mirror write (following the newest mirroredAt live), and on
 * demand; the page shows when.
 */

const items = (db: Firestore) => collection(db, 'erpItems');

export interface StockFigures {
  total: number;
  outOfStock: number;
  withoutSupplier: number;
  /** Items below their reorder level (the count of the list's query). */
  belowReorder: number;
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
  /** The items below their reorder level, largest shortfall first, at most `limit`. */
  rows: ErpItemRow[];
  limit: number;
}

const liveOptions = (what: string) => ({ store: ERP_ITEMS_STORE, what });

/** The query of the items below their reorder level (the list reads it live, the figures count it). */
const belowReorderQuery = (db: Firestore) => query(items(db), where('reorder_shortfall', '>', 0), orderBy('reorder_shortfall', 'desc'));

/** The items below their reorder level, live: the first `limit`, largest shortfall first. */
export function useBelowReorder(limitTo: number): BelowReorderRead {
  const db = useFirestore();
  const listQuery = useMemo(() => query(belowReorderQuery(db), limit(limitTo)), [db, limitTo]);
  const read = useLiveQuery(listQuery, erpItemMirrorSchema, liveOptions('the items below their reorder level'));
  const rows = useMemo(() => read.data.map(rowOfMirror), [read.data]);
  return { status: read.status, connection: read.connection, error: read.error, rows, limit: limitTo };
}

async function count(q: Query): Promise<number> {
  return (await getCountFromServer(q)).data().count;
}

async function countFigures(db: Firestore): Promise<StockFigures> {
  const groupNames = await erpService.search('Item Group');
  const [total, outOfStock, noSupplierNull, noSupplierBlank, belowReorder, ...perGroup] = await Promise.all([
    count(items(db)),
    count(query(items(db), where('stock_qty', '<=', OUT_OF_STOCK_AT_MOST))),
    // `in` never matches null: null and blank are counted apart and added.
    count(query(items(db), where('default_supplier', '==', null))),
    count(query(items(db), where('default_supplier', '==', ''))),
    count(belowReorderQuery(db)),
    ...groupNames.map((group) => count(query(items(db), where('item_group', '==', group)))),
  ]);
  const byGroup = Object.fromEntries(groupNames.map((group, i) => [group, perGroup[i] ?? 0]));
  return {
    total: total!,
    outOfStock: outOfStock!,
    withoutSupplier: noSupplierNull! + noSupplierBlank!,
    belowReorder: belowReorder!,
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
