import { describe, expect, it } from 'vitest';
import { putFields } from './put-fields';

// ERPNext replaces a child table given in a PUT whole (issue 24): the put must send every row back.
const whole = {
  name: 'LBR-10007',
  item_code: 'LBR-10007',
  stock_uom: 'Each',
  item_defaults: [
    { name: 'r1', idx: 1, company: 'Modulr Building', default_supplier: 'Acme', default_warehouse: 'Stores - MDB' },
    { name: 'r2', idx: 2, company: 'Modulr Field Services', default_supplier: null, default_warehouse: 'Site Staging - MDB' },
  ],
  reorder_levels: [],
};

describe('the Item fields a table edit puts', () => {
  it('changes only the edited field of the first Item Default row and keeps every other row', () => {
    expect(putFields(whole, { field: 'default_supplier', value: 'Foothill Hardware' })).toEqual({
      item_defaults: [{ ...whole.item_defaults[0], default_supplier: 'Foothill Hardware' }, whole.item_defaults[1]],
    });
    expect(putFields(whole, { field: 'default_warehouse', value: 'Raw Materials - MDB' })).toEqual({
      item_defaults: [{ ...whole.item_defaults[0], default_warehouse: 'Raw Materials - MDB' }, whole.item_defaults[1]],
    });
  });

  it("makes a reorder row for the item's default warehouse when it has none (Item Reorder.warehouse is mandatory)", () => {
    expect(putFields(whole, { field: 'warehouse_reorder_level', value: 5 })).toEqual({
      reorder_levels: [{ warehouse: 'Stores - MDB', warehouse_reorder_level: 5 }],
    });
  });

  it('puts a top-level field alone', () => {
    expect(putFields(whole, { field: 'complexity', value: 'D - Engineered to order' })).toEqual({ complexity: 'D - Engineered to order' });
  });
});
