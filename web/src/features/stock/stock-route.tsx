import { useState } from 'react';
import { Link } from 'react-router';
import {
  belowReorderLimit,
  BELOW_REORDER_FIRST_ROWS,
  describeBelowReorder,
  erpItemsQueryToSearch,
  firstErpItemsQuery,
  reorderShortfall,
  type ErpItemField,
  type ErpItemsDirection,
  formatUtc,
} from '@workhub/domain';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { LiveStatus } from '../../components/live-status';
import { paths } from '../../lib/paths';
import { ResyncButton } from './resync-button';
import { useBelowReorder, useStockFigures, type FiguresRead } from './use-stock-overview';
import './stock-pages.css';
import { ErrorNote } from '../../components/kit';

const number = (n: number | null) => (n === null ? '—' : n.toLocaleString('en-US', { maximumFractionDigits: 2 }));
const text = (s: string | null) => (s ? s : <span className="stock-blank">none</span>);

/** A search of /stock/items2 (the live table) by a field and direction. */
const tableSearch = (order: ErpItemField, dir: ErpItemsDirection) =>
  paths.stockItems(erpItemsQueryToSearch(firstErpItemsQuery(false, order, dir)));

/** /stock: the warehouse's morning view (docs/stock-erp.md "The stock overview, the query builder and the item page"). */
export function Component() {
  const figures = useStockFigures();
  return (
    <main className="page stock-page" data-testid="stock-overview">
      <Breadcrumbs dropTrailing={0} />
      <h1>Stock</h1>
      <p className="hint">
        The ERP's items as mirrored in WorkHub, live: what needs reordering, and the stock figures. Edit items in the tables.
      </p>
      <nav className="stock-links" aria-label="Stock pages">
        <Link to={paths.stockMaintenance()}>Item maintenance table (from the ERP)</Link>
        <Link to={paths.stockItems()}>Live item table</Link>
        <Link to={paths.stockItemsQuery()}>Build an item query</Link>
        <Link to={paths.item()}>Open an item</Link>
      </nav>
      <ResyncButton />
      <StockFiguresSection figures={figures} />
      <BelowReorderSection figures={figures} />
      <GroupFiguresSection figures={figures} />
    </main>
  );
}

function StockFiguresSection({ figures: { figures, counting, error, recount } }: { figures: FiguresRead }) {
  return (
    <section className="stock-section" aria-labelledby="stock-figures-title" data-testid="stock-figures">
      <div className="stock-section-head">
        <h2 id="stock-figures-title">Stock figures</h2>
        <span className="hint" data-testid="figures-counted-at">
          {counting
            ? 'Counting…'
            : figures
              ? `Counted on the server at ${formatUtc(figures.countedAt)}; counted again when the ERP changes an item.`
              : ''}
        </span>
        <button type="button" onClick={recount} disabled={counting}>
          Count again
        </button>
      </div>
      {error && <ErrorNote>{error.message}</ErrorNote>}
      {!figures && !error && <p className="page-loading">Counting the items…</p>}
      {figures && (
        <dl className="stock-figures">
          <div data-testid="figure-items">
            <dt>Items</dt>
            <dd>{number(figures.total)}</dd>
            <Link to={paths.stockItems()}>all items</Link>
          </div>
          <div data-testid="figure-out-of-stock">
            <dt>Out of stock</dt>
            <dd>{number(figures.outOfStock)}</dd>
            <Link to={tableSearch('stock_qty', 'asc')}>least stock first</Link>
          </div>
          <div data-testid="figure-without-supplier">
            <dt>Without a default supplier</dt>
            <dd>{number(figures.withoutSupplier)}</dd>
            <Link to={tableSearch('default_supplier', 'empty')}>list them</Link>
          </div>
        </dl>
      )}
    </section>
  );
}

function BelowReorderSection({ figures: { figures } }: { figures: FiguresRead }) {
  const [showAll, setShowAll] = useState(false);
  const counted = figures?.belowReorder ?? null;
  const { status, connection, error, rows } = useBelowReorder(belowReorderLimit(showAll, counted));
  return (
    <section className="stock-section" aria-labelledby="below-reorder-title" data-testid="below-reorder">
      <div className="stock-section-head">
        <h2 id="below-reorder-title">Below their reorder level</h2>
        <LiveStatus connection={connection} />
      </div>
      <p className="hint">
        An item is below its reorder level when its stock is under its warehouse reorder level. Most urgent first: the largest shortfall
        (reorder level − stock).
      </p>
      {status === 'loading' && <p className="page-loading">Reading the items…</p>}
      {status === 'error' && error && <ErrorNote>{error.message}</ErrorNote>}
      {status !== 'loading' && <p data-testid="below-reorder-summary">{describeBelowReorder(counted, rows.length)}</p>}
      {rows.length > 0 && (
        <table className="stock-table" data-testid="below-reorder-table">
          <thead>
            <tr>
              <th>Item code</th>
              <th>Item name</th>
              <th className="num">Stock</th>
              <th className="num">Reorder level</th>
              <th className="num">Short by</th>
              <th className="num">Reorder qty</th>
              <th>Default supplier</th>
              <th>Default warehouse</th>
              <th>Material request</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.item_code} data-testid="below-reorder-row" data-code={row.item_code}>
                <td>
                  <Link to={paths.item(row.item_code)}>{row.item_code}</Link>
                </td>
                <td>{row.item_name}</td>
                <td className={`num ${row.stock_qty <= 0 ? 'stock-out' : ''}`}>
                  {number(row.stock_qty)} <span className="stock-uom">{row.stock_uom}</span>
                </td>
                <td className="num">{number(row.warehouse_reorder_level)}</td>
                <td className="num">{number(reorderShortfall(row))}</td>
                <td className="num">{number(row.warehouse_reorder_qty)}</td>
                <td>{text(row.default_supplier)}</td>
                <td>{text(row.default_warehouse)}</td>
                <td>{text(row.material_request_type)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {counted !== null && counted > BELOW_REORDER_FIRST_ROWS && (
        <button type="button" onClick={() => setShowAll((v) => !v)}>
          {showAll ? `Show the first ${BELOW_REORDER_FIRST_ROWS}` : `Show all ${counted.toLocaleString('en-US')}`}
        </button>
      )}
    </section>
  );
}

function GroupFiguresSection({ figures: { figures } }: { figures: FiguresRead }) {
  if (!figures) return null;
  return (
    <section className="stock-section" aria-labelledby="group-figures-title">
      <h2 id="group-figures-title">Items by item group</h2>
      <table className="stock-table stock-groups" data-testid="figure-groups">
        <thead>
          <tr>
            <th>Item group</th>
            <th className="num">Items</th>
          </tr>
        </thead>
        <tbody>
          {figures.groups.map((g) => (
            <tr key={g.group}>
              <td>{g.group}</td>
              <td className="num">{number(g.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
