import { useMemo } from 'react';
import { Link } from 'react-router';
import {
  describeErpItemsQuery,
  emptyDirectionText,
  ERP_DIRECTION_LABELS,
  ERP_ITEM_FIELDS,
  ERP_ITEMS_DIRECTIONS,
  erpItemsQueryFromSearch,
  erpItemsQueryToSearch,
  ITEM_COLUMN_LABELS,
  rowOfMirror,
  type ErpItemField,
  type ErpItemRow,
  type ErpItemsDirection,
  type ErpItemsQuery,
} from '@workhub/domain';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { LiveStatus } from '../../components/live-status';
import { useAddressSearch } from '../../lib/address';
import { paths } from '../../lib/paths';
import { useErpItemsLive } from './use-erp-items-live';
import './stock-pages.css';
import { ErrorNote, useDebounced } from '../../components/kit';

/** Rows of the preview (the query's first rows; the table shows its pages). */
const PREVIEW_ROWS = 10;

const shown = (value: ErpItemRow[ErpItemField]) =>
  value === null || value === '' ? (
    <span className="stock-blank">empty</span>
  ) : typeof value === 'number' ? (
    value.toLocaleString('en-US')
  ) : (
    value
  );

/**
 * /stock/items2/query: building the live item query (docs/stock-erp.md "The live item query"). The
 * form is the address: each choice replaces this page's search, so an address prefills the form and
 * can be shared; 'Open in the table' opens /stock/items2 with the same search.
 */
export function Component() {
  const [address, setAddress] = useAddressSearch();
  const addressText = address.toString();
  const query = useMemo(() => erpItemsQueryFromSearch(addressText, false), [addressText]);
  const previewQuery: ErpItemsQuery = useMemo(() => ({ ...query, limit: PREVIEW_ROWS }), [query]);
  // The preview's read waits until the choices have not changed for the spec's minimum fetch delay.
  const preview = useErpItemsLive(useDebounced(previewQuery));
  const search = erpItemsQueryToSearch(query);
  // Each choice changes the latest address: an order chosen and a direction checked right after both hold.
  const choose = (next: Partial<ErpItemsQuery>) =>
    setAddress((latest) => erpItemsQueryToSearch({ ...erpItemsQueryFromSearch(latest.toString(), false), ...next, startAfter: null }), {
      replace: true,
    });
  // The preview shows the order field next to the code and name (unless it is one of them).
  const columns: ErpItemField[] = [
    'item_code',
    'item_name',
    ...(['item_code', 'item_name'].includes(query.order) ? [] : [query.order]),
    'stock_qty',
  ];
  const uniqueColumns = [...new Set(columns)];

  return (
    <main className="page stock-page" data-testid="stock-query">
      <Breadcrumbs dropTrailing={0} />
      <h1>Item query</h1>
      <p className="hint">
        Choose how the live item table orders its items, or keep only the items with an empty field. The preview below is live from the item
        mirror.
      </p>
      <form className="stock-form" onSubmit={(e) => e.preventDefault()} aria-label="Item query">
        <label>
          Order by
          <select value={query.order} onChange={(e) => choose({ order: e.target.value as ErpItemField })}>
            {ERP_ITEM_FIELDS.map((field) => (
              <option key={field} value={field}>
                {ITEM_COLUMN_LABELS[field]}
              </option>
            ))}
          </select>
        </label>
        <fieldset>
          <legend>Direction</legend>
          {ERP_ITEMS_DIRECTIONS.map((direction: ErpItemsDirection) => (
            <label key={direction} title={direction === 'empty' ? emptyDirectionText(query.order) : undefined}>
              <input
                type="radio"
                name="direction"
                value={direction}
                checked={query.direction === direction}
                onChange={() => choose({ direction })}
              />
              {ERP_DIRECTION_LABELS[direction]}
            </label>
          ))}
        </fieldset>
      </form>
      {query.direction === 'empty' && <p className="hint">Empty: {emptyDirectionText(query.order)}.</p>}
      <p>
        The query:{' '}
        <span className="stock-words" data-testid="query-words">
          {describeErpItemsQuery(query)}
        </span>
      </p>
      {query.startAfter && (
        <p className="hint">
          This address starts after {query.startAfter.item_code}; changing the order or direction starts from the first item again.
        </p>
      )}
      <Link className="stock-open" to={paths.stockItems(search)} data-testid="open-in-table">
        Open in the table →
      </Link>

      <section className="stock-section" aria-labelledby="preview-title">
        <div className="stock-section-head">
          <h2 id="preview-title">Preview: the first {PREVIEW_ROWS} items</h2>
          <LiveStatus connection={preview.connection} />
        </div>
        {preview.status === 'loading' && <p className="page-loading">Reading the items…</p>}
        {preview.status === 'error' && preview.error && <ErrorNote>{preview.error.message}</ErrorNote>}
        {preview.status === 'success' && preview.data.length === 0 && (
          <p data-testid="preview-empty">
            No item matches this query
            {query.direction === 'empty' ? `: every item has a ${ITEM_COLUMN_LABELS[query.order].toLowerCase()}` : ''}.
          </p>
        )}
        {preview.data.length > 0 && (
          <table className="stock-table" data-testid="query-preview">
            <thead>
              <tr>
                {uniqueColumns.map((field) => (
                  <th key={field} className={field === 'stock_qty' ? 'num' : undefined}>
                    {ITEM_COLUMN_LABELS[field]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {preview.data.map(rowOfMirror).map((row) => (
                <tr key={row.item_code} data-testid="query-preview-row">
                  {uniqueColumns.map((field) => (
                    <td key={field} className={typeof row[field] === 'number' ? 'num' : undefined}>
                      {field === 'item_code' ? <Link to={paths.item(row.item_code)}>{row.item_code}</Link> : shown(row[field])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <nav className="stock-links" aria-label="Stock pages">
        <Link to={paths.stock()}>Stock overview</Link>
        <Link to={paths.stockItems()}>Live item table</Link>
        <Link to={paths.stockMaintenance()}>Item maintenance table</Link>
      </nav>
    </main>
  );
}
