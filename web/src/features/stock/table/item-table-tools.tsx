import { useRef, useState, type KeyboardEvent } from 'react';
import { ERP_ITEM_FIELDS, itemColumnLabel, type SavedItemView } from '@workhub/domain';
import type { ItemTableToolbarContext } from './item-table';
import { exportItems } from '../export';
import { SavedViewsMenu } from '../views';

/** The visible columns (item_code is always shown). */
function ColumnsChooser({ view, setView }: Pick<ItemTableToolbarContext, 'view' | 'setView'>) {
  const toggle = (field: (typeof ERP_ITEM_FIELDS)[number], on: boolean) =>
    setView({ columns: ERP_ITEM_FIELDS.filter((f) => f === 'item_code' || (f === field ? on : view.columns.includes(f))) });
  const details = useRef<HTMLDetailsElement>(null);
  // A popover closes on Escape and gives the focus back to its button.
  const closeOnEscape = (e: KeyboardEvent<HTMLDetailsElement>) => {
    const open = details.current;
    if (e.key !== 'Escape' || !open?.open) return;
    e.preventDefault();
    open.open = false;
    open.querySelector('summary')?.focus();
  };
  return (
    <details className="item-columns" ref={details} onKeyDown={closeOnEscape}>
      <summary>
        Columns ({view.columns.length}/{ERP_ITEM_FIELDS.length})
      </summary>
      <div className="item-columns-list">
        {ERP_ITEM_FIELDS.map((f) => (
          <label key={f}>
            <input
              type="checkbox"
              checked={f === 'item_code' || view.columns.includes(f)}
              disabled={f === 'item_code'}
              onChange={(e) => toggle(f, e.target.checked)}
            />
            {itemColumnLabel(f)}
          </label>
        ))}
      </div>
    </details>
  );
}

/** The toolbar's tools: columns, the user's saved views, and export of exactly the filtered rows (CSV or XLSX). */
export function ItemTableTools({ filteredRows, view, setView, fileName }: ItemTableToolbarContext & { fileName: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = (format: 'csv' | 'xlsx') => async () => {
    setBusy(true);
    setError(null);
    try {
      await exportItems([...filteredRows], view.columns, format, fileName);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const apply = (saved: SavedItemView) =>
    setView({ columns: saved.columns, order: saved.order, direction: saved.direction, filter: saved.filter, emptyOnly: saved.emptyMode });
  return (
    <div className="item-tools">
      <ColumnsChooser view={view} setView={setView} />
      <SavedViewsMenu
        current={{ columns: view.columns, order: view.order, direction: view.direction, filter: view.filter, emptyMode: view.emptyOnly }}
        onApply={apply}
      />
      <span className="hint">
        Export {filteredRows.length.toLocaleString('en-US')} {filteredRows.length === 1 ? 'row' : 'rows'}
      </span>
      <button type="button" disabled={busy || filteredRows.length === 0} onClick={run('csv')}>
        CSV
      </button>
      <button type="button" disabled={busy || filteredRows.length === 0} onClick={run('xlsx')}>
        XLSX
      </button>
      {error && (
        <span className="cell-failure" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
