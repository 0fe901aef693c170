import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { collection, getDocs, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { erpItemMirrorSchema, fetchAllMaintenancePages, rowOfMirror, type ErpItemRow } from '@workhub/domain';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { LiveStatus } from '../../components/live-status';
import { useLiveQuery } from '../../lib/live-read';
import { paths } from '../../lib/paths';
import { erpItemUrl } from './erp-link';
import { erpService } from '../../services/erp-service';
import { ItemTable } from './table/item-table';
import { ItemTableTools } from './table/item-table-tools';
import { STOCK_ITEMS_STORE } from './table/item-edits-store';

type Load = { status: 'loading'; loaded: number } | { status: 'error'; message: string } | { status: 'ready' };

/** A row known newer than the loaded one: from the live mirror or from the ERP's answer to an edit. */
interface Newer {
  row: ErpItemRow;
  at: number;
}

const count = (n: number) => n.toLocaleString('en-US');

/**
 * /stock/items: the item maintenance table on the ERP itself (docs/stock-erp.md "Pages"): every item
 * from items_maintenanceTool (pages of 2000 until a shorter one), then filtered, sorted and paged by
 * 50 in the browser. Changes mirrored after the load began (a colleague's edit, an ERP-side change)
 * arrive live from the erpItems mirror (`mirroredAt > openedAt`) and replace their rows.
 */
export function Component() {
  const [openedAt, setOpenedAt] = useState(() => Date.now());
  const [load, setLoad] = useState<Load>({ status: 'loading', loaded: 0 });
  const [loaded, setLoaded] = useState<ErpItemRow[]>([]);
  const [newer, setNewer] = useState<ReadonlyMap<string, Newer>>(new Map());

  const db = useFirestore();
  // The mirror's rows (the erpItems collection), read once and shown at once while the ERP's own
  // pages load (issue 27 item 8: a first load shows the items in a second, not after the ERP).
  const [mirror, setMirror] = useState<ErpItemRow[] | null>(null);
  useEffect(() => {
    let live = true;
    setMirror(null);
    getDocs(collection(db, 'erpItems'))
      .then((snapshot) => {
        if (!live) return;
        const rows: ErpItemRow[] = [];
        for (const doc of snapshot.docs) {
          const parsed = erpItemMirrorSchema.safeParse(doc.data());
          if (parsed.success) rows.push(rowOfMirror(parsed.data));
        }
        setMirror(rows);
      })
      // Without the mirror the page waits for the ERP, as before.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [db, openedAt]);

  useEffect(() => {
    let live = true;
    let so = 0;
    setLoad({ status: 'loading', loaded: 0 });
    fetchAllMaintenancePages(async ({ skip, limit }) => {
      const page = await erpService.maintenancePage(skip, limit);
      so += page.items.length;
      if (live) setLoad({ status: 'loading', loaded: so });
      return page.items;
    })
      .then((items) => {
        if (!live) return;
        setLoaded(items);
        setLoad({ status: 'ready' });
      })
      .catch((error: unknown) => live && setLoad({ status: 'error', message: error instanceof Error ? error.message : String(error) }));
    return () => {
      live = false;
    };
  }, [openedAt]);

  const changedQuery = useMemo(() => query(collection(db, 'erpItems'), where('mirroredAt', '>', openedAt)), [db, openedAt]);
  const changed = useLiveQuery(changedQuery, erpItemMirrorSchema, { store: STOCK_ITEMS_STORE, what: 'the changed ERP items' });

  const onRowsFromErp = useCallback((rows: ErpItemRow[]) => {
    setNewer((before) => {
      const next = new Map(before);
      for (const row of rows) next.set(row.item_code, { row, at: Date.now() });
      return next;
    });
  }, []);

  // Loaded rows, each replaced by the newest known version (live mirror or the ERP's answer).
  const rows = useMemo(() => {
    const latest = new Map(newer);
    for (const doc of changed.data) {
      const known = latest.get(doc.item_code);
      const at = doc.mirroredAt ?? 0;
      if (!known || at >= known.at) latest.set(doc.item_code, { row: rowOfMirror(doc), at });
    }
    if (latest.size === 0) return loaded;
    const codes = new Set(loaded.map((r) => r.item_code));
    const merged = loaded.map((r) => latest.get(r.item_code)?.row ?? r);
    for (const [code, { row }] of latest) if (!codes.has(code)) merged.push(row);
    return merged;
  }, [loaded, newer, changed.data]);

  return (
    <main className="page stock-items-page">
      <Breadcrumbs dropTrailing={0} />
      <div className="stock-links">
        <h1>Stock: items</h1>
        <LiveStatus connection={changed.connection} />
        <Link to={paths.stockItems()}>Live table (server order) →</Link>
      </div>
      {load.status === 'loading' && (
        <p className="stock-progress" role="status" data-testid="items-progress">
          {mirror
            ? `Showing the mirror's ${count(mirror.length)} items; completing from the ERP (${count(load.loaded)} read)…`
            : load.loaded === 0
              ? 'Loading the items from the ERP…'
              : `Loaded ${count(load.loaded)} items…`}
        </p>
      )}
      {load.status === 'error' && (
        <div className="stock-error" role="alert" data-testid="items-error">
          <p>The items could not be loaded from the ERP: {load.message}</p>
          <button type="button" onClick={() => setOpenedAt(Date.now())}>
            Try again
          </button>
        </div>
      )}
      {/* One table, first on the mirror's rows, then on the ERP's (its filter, sort and page stay). */}
      {(load.status === 'ready' || (load.status === 'loading' && mirror)) && (
        <ItemTable
          rows={load.status === 'ready' ? rows : mirror!}
          onRowsFromErp={onRowsFromErp}
          toolbar={(context) => <ItemTableTools {...context} fileName="items" />}
          erpItemUrl={erpItemUrl}
        />
      )}
    </main>
  );
}
