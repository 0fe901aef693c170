import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  describeErpItemsQuery,
  erpItemsQueryFromSearch,
  erpItemsQueryToSearch,
  firstErpItemsQuery,
  nextErpItemsQuery,
  rowOfMirror,
  type ErpItemField,
  type ErpItemsDirection,
} from '@workhub/domain';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { LiveStatus } from '../../components/live-status';
import { useAddressSearch } from '../../lib/address';
import { config } from '../../lib/env';
import { paths } from '../../lib/paths';
import { useErpItemsLive } from './use-erp-items-live';
import { ItemTable, type ItemTableServer } from './table/item-table';
import { ItemTableTools } from './table/item-table-tools';
import { erpItemUrl } from './erp-link';

/**
 * /stock/items2: the item table on the live erpItems mirror (docs/stock-erp.md "Pages"): the query
 * (order, direction, cursor) is the address's search; the server orders and pages (Next starts
 * after the last row shown); Previous goes back through the pages visited (kept in this page's
 * state; an address opened mid-way offers First). The text filter applies to the page shown.
 */
export function Component() {
  const [address, setAddress] = useAddressSearch();
  const addressText = address.toString();
  const debug = config.environment === 'dev';
  const q = useMemo(() => erpItemsQueryFromSearch(addressText, debug), [addressText, debug]);
  const live = useErpItemsLive(q);
  const rows = useMemo(() => live.data.map(rowOfMirror), [live.data]);
  // The searches of the pages before this one, for Previous.
  const [previous, setPrevious] = useState<string[]>([]);

  const open = (search: string, stack: string[]) => {
    setPrevious(stack);
    setAddress(search);
  };
  const server: ItemTableServer = {
    order: q.order,
    direction: q.direction,
    onOrder: (order: ErpItemField, direction: ErpItemsDirection) =>
      open(erpItemsQueryToSearch(firstErpItemsQuery(debug, order, direction)), []),
    pageIndex: previous.length,
    pageSize: q.limit,
    hasNext: rows.length >= q.limit,
    loading: live.status === 'loading',
    canFirst: q.startAfter !== null,
    after: q.startAfter?.item_code ?? null,
    onFirst: () => open(erpItemsQueryToSearch({ ...q, startAfter: null }), []),
    onPrevious: () => {
      const stack = previous.slice(0, -1);
      const back = previous[previous.length - 1];
      open(back ?? erpItemsQueryToSearch({ ...q, startAfter: null }), stack);
    },
    onNext: () => {
      const last = rows[rows.length - 1];
      if (last) open(erpItemsQueryToSearch(nextErpItemsQuery(q, last)), [...previous, erpItemsQueryToSearch(q)]);
    },
  };

  return (
    <main className="page stock-items-page">
      <Breadcrumbs dropTrailing={0} />
      <div className="stock-links">
        <h1>Stock: items (live)</h1>
        <LiveStatus connection={live.connection} />
        <span className="hint" data-testid="items2-query">
          {describeErpItemsQuery(q)}
        </span>
        <Link to={paths.stockItemsQuery(erpItemsQueryToSearch(q))}>Build the query →</Link>
        <Link to={paths.stockMaintenance()}>All items from the ERP →</Link>
      </div>
      {live.status === 'error' && rows.length === 0 ? (
        <div className="stock-error" role="alert" data-testid="items-error">
          The live items could not be read: {live.error?.message ?? 'unknown error'}. The page tries again by itself.
        </div>
      ) : (
        <ItemTable
          rows={rows}
          server={server}
          toolbar={(context) => <ItemTableTools {...context} fileName="items-live" />}
          erpItemUrl={erpItemUrl}
        />
      )}
    </main>
  );
}
