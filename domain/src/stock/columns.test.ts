import { describe, expect, it } from 'vitest';
import {
  EDITABLE_ITEM_FIELDS,
  ERP_DEBUG_ITEM_LIMIT,
  ERP_MAINTENANCE_BATCH,
  ERP_SEARCH_LIMIT,
  ITEM_COLUMNS,
  ITEM_PAGE_SIZE,
  itemPageBounds,
} from './columns.js';
import { ERP_ITEM_FIELDS, LIFECYCLES } from './item.js';

describe('item table columns', () => {
  it('are the 16 fields in the spec order with their kinds', () => {
    expect(ITEM_COLUMNS.map((c) => [c.field, c.kind])).toEqual([
      ['item_code', 'erpLink'],
      ['item_name', 'text'],
      ['lead_time_days', 'numberInput'],
      ['for_tiling', 'readOnly'],
      ['complexity', 'dropdown'],
      ['item_group', 'fetchedDropdown'],
      ['lifecycle', 'dropdown'],
      ['check_stock', 'dropdown'],
      ['warehouse_reorder_level', 'numberInput'],
      ['warehouse_reorder_qty', 'numberInput'],
      ['purchase_uom', 'readOnly'],
      ['stock_uom', 'readOnly'],
      ['material_request_type', 'dropdown'],
      ['default_supplier', 'fetchedDropdown'],
      ['default_warehouse', 'fetchedDropdown'],
      ['stock_qty', 'readOnly'],
    ]);
    expect(ITEM_COLUMNS.map((c) => c.field)).toEqual(ERP_ITEM_FIELDS);
  });

  it('marks the link and read-only columns as not editable, the others editable', () => {
    for (const column of ITEM_COLUMNS) expect(column.editable).toBe(column.kind !== 'readOnly' && column.kind !== 'erpLink');
    expect(EDITABLE_ITEM_FIELDS).not.toContain('stock_qty');
    expect(EDITABLE_ITEM_FIELDS).toContain('check_stock');
    expect(EDITABLE_ITEM_FIELDS).toHaveLength(11);
  });

  const itemColumnOf = (field: string) => ITEM_COLUMNS.find((c) => c.field === field);

  it('gives dropdowns their choices and fetched dropdowns their doc type', () => {
    const checkStock = itemColumnOf('check_stock');
    expect(checkStock?.kind === 'dropdown' && checkStock.choices).toEqual(['', 0, 1]);
    const lifecycle = itemColumnOf('lifecycle');
    expect(lifecycle?.kind === 'dropdown' && lifecycle.choices).toEqual(LIFECYCLES);
    const mrt = itemColumnOf('material_request_type');
    expect(mrt?.kind === 'dropdown' && mrt.optionsFrom).toEqual({ docType: 'Material Request', field: 'material_request_type' });
    const docTypes = ITEM_COLUMNS.flatMap((c) => (c.kind === 'fetchedDropdown' ? [[c.field, c.docType]] : []));
    expect(docTypes).toEqual([
      ['item_group', 'Item Group'],
      ['default_supplier', 'Supplier'],
      ['default_warehouse', 'Warehouse'],
    ]);
    expect(itemColumnOf('nope')).toBeUndefined();
  });

  it('has the spec constants', () => {
    expect([ITEM_PAGE_SIZE, ERP_MAINTENANCE_BATCH, ERP_SEARCH_LIMIT, ERP_DEBUG_ITEM_LIMIT]).toEqual([50, 2000, 5000, 200]);
    expect(itemPageBounds(0)).toEqual({ start: 0, end: 50 });
    expect(itemPageBounds(3)).toEqual({ start: 150, end: 200 });
    expect(itemPageBounds(-1)).toEqual({ start: 0, end: 50 });
  });
});
