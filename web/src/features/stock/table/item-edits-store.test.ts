import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErpItemRow } from '@workhub/domain';
import { sampleRow } from '@workhub/domain/testing';

// The ERP service is the network boundary here; its routes are tested against the stand-in in
// tests/integration/erp-service.test.ts and the whole flow in tests/e2e/stock-items.spec.ts.
const erp = vi.hoisted(() => ({ put: vi.fn(), item: vi.fn() }));
vi.mock('../../../services/erp-service', () => ({ erpService: erp }));

const { cellKey, useItemEditsStore, STOCK_ITEMS_STORE } = await import('./item-edits-store');
const { useStoreErrors } = await import('../../../stores/store-errors');

/** The ERP's Item document of a row (what document get answers). */
const documentOf = (row: ErpItemRow) => ({
  name: row.item_code,
  item_code: row.item_code,
  item_name: row.item_name,
  item_group: row.item_group,
  lead_time_days: row.lead_time_days,
  for_tiling: row.for_tiling,
  complexity: row.complexity,
  lifecycle: row.lifecycle,
  check_stock: row.check_stock,
  stock_uom: row.stock_uom,
  purchase_uom: row.purchase_uom,
  item_defaults: [{ default_supplier: row.default_supplier, default_warehouse: row.default_warehouse }],
  reorder_levels: [
    {
      warehouse_reorder_level: row.warehouse_reorder_level,
      warehouse_reorder_qty: row.warehouse_reorder_qty,
      material_request_type: row.material_request_type,
    },
  ],
});

const row = sampleRow({ lead_time_days: 5 });
const key = cellKey(row.item_code, 'lead_time_days');
const cell = () => useItemEditsStore.getState().cells[key];

beforeEach(() => {
  useItemEditsStore.setState({ cells: {}, error: null });
  useStoreErrors.setState({ byStore: {} });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  erp.item.mockResolvedValue(documentOf(row));
});
afterEach(() => vi.resetAllMocks());

describe('the item edits store', () => {
  it('refuses a value the ERP field cannot hold before sending it (a lead time of -5)', async () => {
    await useItemEditsStore.getState().commit(row, 'lead_time_days', 5, -5);
    expect(erp.put).not.toHaveBeenCalled();
    expect(cell()).toEqual({ status: 'failed', value: -5, start: 5, message: 'Lead Time in days cannot be negative (-5)' });
    expect(useItemEditsStore.getState().error).not.toBeNull();
    await useItemEditsStore.getState().retry(row, 'lead_time_days');
    expect(erp.put).not.toHaveBeenCalled();
    expect(cell()).toMatchObject({ status: 'failed', message: 'Lead Time in days cannot be negative (-5)' });
  });

  it('sends one entry and confirms once the updated row holds the value', async () => {
    let answer!: (value: unknown) => void;
    erp.put.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const onRows = vi.fn();
    const done = useItemEditsStore.getState().commit(row, 'lead_time_days', 5, 9, onRows);
    await vi.waitFor(() => expect(erp.put).toHaveBeenCalled());
    expect(erp.put).toHaveBeenCalledWith([{ docType: 'Item', name: row.item_code, field: 'lead_time_days', value: 9 }]);
    expect(cell()).toEqual({ status: 'sending', value: 9, start: 5 });
    answer({ failed: [], updated: [{ ...row, lead_time_days: 9 }] });
    await done;
    expect(cell()).toEqual({ status: 'confirmed', value: 9 });
    expect(onRows).toHaveBeenCalledWith([{ ...row, lead_time_days: 9 }]);
    expect(useStoreErrors.getState().byStore[STOCK_ITEMS_STORE]).toBeUndefined();
  });

  it("fails with the ERP's reason, keeps it as the store's error, and Retry sends again", async () => {
    erp.put.mockResolvedValueOnce({
      failed: [{ docType: 'Item', name: row.item_code, field: 'lead_time_days', message: 'Lead time is locked' }],
      updated: [],
    });
    await useItemEditsStore.getState().commit(row, 'lead_time_days', 5, 9);
    expect(cell()).toEqual({ status: 'failed', value: 9, start: 5, message: 'Lead time is locked' });
    expect(useItemEditsStore.getState().error?.message).toBe('Lead time is locked');
    expect(useStoreErrors.getState().byStore[STOCK_ITEMS_STORE]?.message).toBe('Lead time is locked');

    erp.put.mockResolvedValueOnce({ failed: [], updated: [{ ...row, lead_time_days: 9 }] });
    await useItemEditsStore.getState().retry(row, 'lead_time_days');
    expect(erp.put).toHaveBeenCalledTimes(2);
    expect(cell()).toEqual({ status: 'confirmed', value: 9 });
  });

  it('fails with the §5 words when the updated row does not hold the value', async () => {
    erp.put.mockResolvedValueOnce({ failed: [], updated: [row] });
    await useItemEditsStore.getState().commit(row, 'lead_time_days', 5, 9);
    expect(cell()).toMatchObject({
      status: 'failed',
      message: `The field lead_time_days for the item ${row.item_code} could not be updated`,
    });
  });

  it("Revert drops the failed value and gives the ERP's row", async () => {
    erp.put.mockResolvedValueOnce({
      failed: [{ docType: 'Item', name: row.item_code, field: 'lead_time_days', message: 'No' }],
      updated: [],
    });
    await useItemEditsStore.getState().commit(row, 'lead_time_days', 5, 9);
    const onRows = vi.fn();
    await useItemEditsStore.getState().revert(row, 'lead_time_days', onRows);
    expect(cell()).toBeUndefined();
    expect(onRows).toHaveBeenCalledWith([row]);
  });

  it('sends nothing when the value is unchanged', async () => {
    await useItemEditsStore.getState().commit(row, 'lead_time_days', 5, 5);
    expect(erp.put).not.toHaveBeenCalled();
    expect(cell()).toBeUndefined();
  });

  it('offers both values when someone else changed the field since editing began; Keep theirs sends nothing', async () => {
    erp.item.mockResolvedValue(documentOf({ ...row, lead_time_days: 7 }));
    const onRows = vi.fn();
    await useItemEditsStore.getState().commit(row, 'lead_time_days', 5, 9, onRows);
    expect(erp.put).not.toHaveBeenCalled();
    expect(cell()).toEqual({ status: 'conflict', theirs: 7, yours: 9 });
    expect(onRows).toHaveBeenCalledWith([{ ...row, lead_time_days: 7 }]);
    await useItemEditsStore.getState().resolve(row, 'lead_time_days', 'theirs');
    expect(cell()).toBeUndefined();
    expect(erp.put).not.toHaveBeenCalled();
  });

  it('Use mine sends the value over theirs', async () => {
    erp.item.mockResolvedValue(documentOf({ ...row, lead_time_days: 7 }));
    await useItemEditsStore.getState().commit(row, 'lead_time_days', 5, 9);
    erp.put.mockResolvedValueOnce({ failed: [], updated: [{ ...row, lead_time_days: 9 }] });
    await useItemEditsStore.getState().resolve({ ...row, lead_time_days: 7 }, 'lead_time_days', 'mine');
    expect(erp.put).toHaveBeenCalledWith([{ docType: 'Item', name: row.item_code, field: 'lead_time_days', value: 9 }]);
    expect(cell()).toEqual({ status: 'confirmed', value: 9 });
  });
});
