import { create } from 'zustand';
import {
  decideEdit,
  fieldNotUpdatedMessage,
  flattenItemDocument,
  itemValueProblem,
  sameItemValue,
  type ErpItemField,
  type ErpItemRow,
  type ErpDocumentPutEntry,
} from '@workhub/domain';
import { erpService } from '../../../services/erp-service';
import { useLoadingStore } from '../../../stores/loading-store';
import { useStoreErrors } from '../../../stores/store-errors';
import type { ErrorSlice } from '../../../stores/store-action';

/** The stock store's name: its failures show in the 'stock items' toast. */
export const STOCK_ITEMS_STORE = 'stock items';

export type CellValue = ErpItemRow[ErpItemField];

/**
 * The state of one edited cell (docs/stock-erp.md "The item table"):
 * - sending: the value is on its way to the ERP;
 * - confirmed: the ERP's re-read item holds the value;
 * - failed: the ERP refused it (its reason) or did not take it (the §5 words); Retry or Revert;
 * - conflict: someone else changed the field since editing began; the user keeps theirs or uses theirs.
 */
export type CellEdit =
  | { status: 'sending'; value: CellValue; start: CellValue }
  | { status: 'confirmed'; value: CellValue }
  | { status: 'failed'; value: CellValue; start: CellValue; message: string }
  | { status: 'conflict'; theirs: CellValue; yours: CellValue };

export type CellKey = string;
export const cellKey = (itemCode: string, field: ErpItemField): CellKey => `${itemCode}\u0000${field}`;

/** Rows the ERP answered (after a put or a revert), for pages that do not follow the mirror. */
export type RowsFromErp = (rows: ErpItemRow[]) => void;

interface ItemEditsState extends ErrorSlice {
  cells: Record<CellKey, CellEdit>;
  /**
   * Commits an edit: `start` is the value when editing began, `row` the row shown now. The item's
   * current value is re-read from the ERP and `decideEdit` decides: unchanged (nothing sent), send,
   * or conflict (both values offered; nothing sent).
   */
  commit: (row: ErpItemRow, field: ErpItemField, start: CellValue, yours: CellValue, onRows?: RowsFromErp) => Promise<void>;
  /** Sends the failed value again. */
  retry: (row: ErpItemRow, field: ErpItemField, onRows?: RowsFromErp) => Promise<void>;
  /** Drops the failed value and shows the ERP's value again (re-read from the ERP). */
  revert: (row: ErpItemRow, field: ErpItemField, onRows?: RowsFromErp) => Promise<void>;
  /** Settles a conflict: keep theirs (nothing sent) or use mine (sent over theirs). */
  resolve: (row: ErpItemRow, field: ErpItemField, choice: 'theirs' | 'mine', onRows?: RowsFromErp) => Promise<void>;
  /** Forgets a cell's state (a new edit begins). */
  clear: (itemCode: string, field: ErpItemField) => void;
}

function withCell(cells: Record<CellKey, CellEdit>, key: CellKey, edit: CellEdit | null): Record<CellKey, CellEdit> {
  if (edit) return { ...cells, [key]: edit };
  const { [key]: _gone, ...rest } = cells;
  return rest;
}

/** The ERP's current row of an item (document get, flattened; stock_qty from the row shown). */
async function erpRowOf(row: ErpItemRow): Promise<ErpItemRow> {
  return flattenItemDocument(await erpService.item(row.item_code), row.stock_qty);
}

/** The item edits of the item table; failed ERP entries are also the store's error (its toast). */
export const useItemEditsStore = create<ItemEditsState>((set, get) => {
  const setCell = (key: CellKey, edit: CellEdit | null) => set((s) => ({ cells: withCell(s.cells, key, edit) }));
  const fail = (key: CellKey, value: CellValue, start: CellValue, message: string) => {
    setCell(key, { status: 'failed', value, start, message });
    set({ error: useStoreErrors.getState().report(STOCK_ITEMS_STORE, new Error(message)) });
  };

  /** Puts one field; the cell confirms only when the answer's updated row holds the value. */
  const send = async (row: ErpItemRow, field: ErpItemField, value: CellValue, start: CellValue, onRows?: RowsFromErp) => {
    const key = cellKey(row.item_code, field);
    const problem = itemValueProblem(field, value); // a Retry of a refused value is refused again, not sent
    if (problem) return fail(key, value, start, problem);
    setCell(key, { status: 'sending', value, start });
    const end = useLoadingStore.getState().begin();
    try {
      const entry = { docType: 'Item', name: row.item_code, field, value } as ErpDocumentPutEntry;
      const answer = await erpService.put([entry]);
      const updated = answer.updated.find((r) => r.item_code === row.item_code);
      if (updated) onRows?.([updated]);
      const failed = answer.failed.find((f) => f.name === row.item_code && f.field === field) ?? answer.failed[0];
      if (get().cells[key]?.status !== 'sending') return; // reverted or edited again meanwhile
      if (failed) return fail(key, value, start, failed.message);
      if (!updated || !sameItemValue(updated[field], value)) return fail(key, value, start, fieldNotUpdatedMessage(field, row.item_code));
      setCell(key, { status: 'confirmed', value: updated[field] });
      set({ error: null });
    } catch (error) {
      fail(key, value, start, error instanceof Error ? error.message : String(error));
    } finally {
      end();
    }
  };

  return {
    error: null,
    cells: {},
    commit: async (row, field, start, yours, onRows) => {
      const key = cellKey(row.item_code, field);
      if (sameItemValue(yours, start) && sameItemValue(yours, row[field])) return setCell(key, null);
      // A value the ERP field cannot hold (a negative lead time) is refused here, never sent.
      const problem = itemValueProblem(field, yours);
      if (problem) return fail(key, yours, start, problem);
      setCell(key, { status: 'sending', value: yours, start });
      let current: CellValue = row[field];
      try {
        const fresh = await erpRowOf(row);
        current = fresh[field];
        if (!sameItemValue(fresh[field], row[field])) onRows?.([fresh]);
      } catch {
        // The re-read is a safeguard; without it the row shown is the latest value known.
      }
      const decision = decideEdit(start, current, yours);
      if (decision.action === 'unchanged')
        return setCell(key, sameItemValue(yours, current) ? { status: 'confirmed', value: current } : null);
      if (decision.action === 'conflict') return setCell(key, { status: 'conflict', theirs: current, yours });
      await send(row, field, yours, start, onRows);
    },
    retry: async (row, field, onRows) => {
      const edit = get().cells[cellKey(row.item_code, field)];
      if (edit?.status !== 'failed') return;
      await send(row, field, edit.value, edit.start, onRows);
    },
    revert: async (row, field, onRows) => {
      const key = cellKey(row.item_code, field);
      setCell(key, null);
      try {
        onRows?.([await erpRowOf(row)]);
      } catch (error) {
        set({ error: useStoreErrors.getState().report(STOCK_ITEMS_STORE, error) });
      }
    },
    resolve: async (row, field, choice, onRows) => {
      const key = cellKey(row.item_code, field);
      const edit = get().cells[key];
      if (edit?.status !== 'conflict') return;
      if (choice === 'theirs') return setCell(key, null);
      // Use mine: their value is now the starting point, so the next commit checks again from there.
      await send(row, field, edit.yours, edit.theirs, onRows);
    },
    clear: (itemCode, field) => setCell(cellKey(itemCode, field), null),
  };
});
