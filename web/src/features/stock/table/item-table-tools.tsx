import { useState } from 'react';
import type { ItemTableToolbarContext } from './item-table';
import { exportItems } from '../export';

/** The toolbar's export of exactly the filtered rows (CSV or XLSX, the visible columns). */
export function ItemTableTools({ filteredRows, view, fileName }: ItemTableToolbarContext & { fileName: string }) {
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
  return (
    <div className="item-tools">
      <span className="hint">Export {filteredRows.length.toLocaleString('en-US')} rows</span>
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
