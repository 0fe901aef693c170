import { describe, expect, it } from 'vitest';
import {
  isBelowReorder,
  mirrorDocHolds,
  mirrorDocOf,
  mirrorReadIsCurrent,
  reorderShortfall,
  rowOfMirror,
  erpItemMirrorSchema,
  COMPLEXITIES,
  ERP_ITEM_FIELDS,
  blankReorderLevel,
  erpItemDocumentSchema,
  erpItemRowSchema,
  flattenItemDocument,
  shapeItemDocument,
} from './item.js';
import { sampleRow } from './sample-rows.testing.js';

const doc = (over: Record<string, unknown> = {}) =>
  erpItemDocumentSchema.parse({
    name: 'LBR-10001',
    item_code: 'LBR-10001',
    item_name: 'Stud',
    item_group: 'Lumber',
    lead_time_days: 3,
    for_tiling: 1,
    complexity: 'B - Block custom',
    lifecycle: 'N - NPI',
    check_stock: 0,
    stock_uom: 'Linear Foot',
    purchase_uom: 'Each',
    item_defaults: [
      { company: 'MDB', default_warehouse: 'Stores - MDB', default_supplier: 'Acme', idx: 1 },
      { company: 'Other', default_warehouse: 'Elsewhere', default_supplier: 'Other Co' },
    ],
    reorder_levels: [
      { warehouse: 'Stores - MDB', warehouse_reorder_level: 5, warehouse_reorder_qty: 50, material_request_type: 'Transfer' },
    ],
    modified: '2026-01-01 00:00:00',
    ...over,
  });

describe('ERP item row schema', () => {
  it('has the 16 fields in table order', () => {
    expect(ERP_ITEM_FIELDS).toEqual([
      'item_code',
      'item_name',
      'lead_time_days',
      'for_tiling',
      'complexity',
      'item_group',
      'lifecycle',
      'check_stock',
      'warehouse_reorder_level',
      'warehouse_reorder_qty',
      'purchase_uom',
      'stock_uom',
      'material_request_type',
      'default_supplier',
      'default_warehouse',
      'stock_qty',
    ]);
  });

  it('accepts blank, 0 and 1 flags and any other value the ERP holds (the ERP owns its options), not null', () => {
    for (const flag of ['', 0, 1] as const)
      expect(erpItemRowSchema.safeParse(sampleRow({ for_tiling: flag, check_stock: flag })).success).toBe(true);
    expect(erpItemRowSchema.safeParse({ ...sampleRow(), check_stock: 2 }).success).toBe(true);
    expect(erpItemRowSchema.safeParse({ ...sampleRow(), for_tiling: '1' }).success).toBe(true);
    expect(erpItemRowSchema.safeParse({ ...sampleRow(), for_tiling: null }).success).toBe(false);
  });

  it("accepts the ERP's own option values beyond WorkHub's constants (issue 24)", () => {
    for (const c of COMPLEXITIES) expect(erpItemRowSchema.safeParse(sampleRow({ complexity: c })).success).toBe(true);
    expect(erpItemRowSchema.safeParse({ ...sampleRow(), complexity: 'D - Other' }).success).toBe(true);
    expect(erpItemRowSchema.safeParse({ ...sampleRow(), lifecycle: 'X' }).success).toBe(true);
    expect(erpItemRowSchema.safeParse({ ...sampleRow(), stock_uom: 'Ton' }).success).toBe(true);
    expect(erpItemRowSchema.safeParse({ ...sampleRow(), material_request_type: 'Manufacture' }).success).toBe(true);
    expect(erpItemRowSchema.safeParse({ ...sampleRow(), complexity: 7 }).success).toBe(false);
    expect(erpItemRowSchema.safeParse({ ...sampleRow(), stock_uom: null }).success).toBe(false);
    expect(erpItemRowSchema.safeParse({ ...sampleRow(), purchase_uom: null }).success).toBe(true);
  });

  it('rejects missing fields, wrong types and unknown keys', () => {
    const { stock_qty: _omit, ...missing } = sampleRow();
    expect(erpItemRowSchema.safeParse(missing).success).toBe(false);
    expect(erpItemRowSchema.safeParse({ ...sampleRow(), lead_time_days: '5' }).success).toBe(false);
    expect(erpItemRowSchema.safeParse({ ...sampleRow(), extra: 1 }).success).toBe(false);
    expect(erpItemRowSchema.safeParse({ ...sampleRow(), item_code: '' }).success).toBe(false);
  });
});

describe('ERP item document shaping', () => {
  it('keeps only the first item_defaults entry', () => {
    const shaped = shapeItemDocument(doc());
    expect(shaped.item_defaults).toHaveLength(1);
    expect(shaped.item_defaults[0]).toMatchObject({ company: 'MDB', idx: 1 });
  });

  it('gives an item without reorder levels one blank entry, and keeps existing ones', () => {
    expect(shapeItemDocument(doc({ reorder_levels: [] })).reorder_levels).toEqual([
      { warehouse_reorder_qty: null, material_request_type: null, warehouse_reorder_level: null },
    ]);
    expect(shapeItemDocument(doc({ reorder_levels: undefined })).reorder_levels).toEqual([blankReorderLevel()]);
    expect(shapeItemDocument(doc()).reorder_levels).toHaveLength(1);
    expect(shapeItemDocument(doc()).reorder_levels[0]).toMatchObject({ warehouse_reorder_qty: 50 });
  });

  it('does not change its input and keeps unknown ERP fields', () => {
    const input = doc();
    const shaped = shapeItemDocument(input);
    expect(input.item_defaults).toHaveLength(2);
    expect(shaped.modified).toBe('2026-01-01 00:00:00');
  });

  it('flattens a document into a valid table row', () => {
    const row = flattenItemDocument(doc(), 12.5);
    expect(erpItemRowSchema.parse(row)).toEqual({
      item_code: 'LBR-10001',
      item_name: 'Stud',
      lead_time_days: 3,
      for_tiling: 1,
      complexity: 'B - Block custom',
      item_group: 'Lumber',
      lifecycle: 'N - NPI',
      check_stock: 0,
      warehouse_reorder_level: 5,
      warehouse_reorder_qty: 50,
      purchase_uom: 'Each',
      stock_uom: 'Linear Foot',
      material_request_type: 'Transfer',
      default_supplier: 'Acme',
      default_warehouse: 'Stores - MDB',
      stock_qty: 12.5,
    });
  });

  it('flattens a bare document with blanks', () => {
    const bare = erpItemDocumentSchema.parse({ name: 'X-1', item_code: 'X-1', stock_uom: 'Each' });
    expect(erpItemRowSchema.parse(flattenItemDocument(bare))).toMatchObject({
      item_name: '',
      for_tiling: '',
      check_stock: '',
      complexity: null,
      warehouse_reorder_level: null,
      material_request_type: null,
      default_supplier: null,
      stock_qty: 0,
    });
  });

  it('rejects a document with a bad child table or choice', () => {
    expect(erpItemDocumentSchema.safeParse({ name: 'X', item_code: 'X', stock_uom: 'Each', reorder_levels: {} }).success).toBe(false);
    expect(
      erpItemDocumentSchema.safeParse({ name: 'X', item_code: 'X', stock_uom: 'Each', reorder_levels: [{ material_request_type: 3 }] })
        .success,
    ).toBe(false);
    expect(
      erpItemDocumentSchema.safeParse({
        name: 'X',
        item_code: 'X',
        stock_uom: 'Nos',
        reorder_levels: [{ material_request_type: 'Manufacture' }],
      }).success,
    ).toBe(true);
    expect(erpItemDocumentSchema.safeParse({ name: 'X', item_code: 'X' }).success).toBe(false);
  });
});

describe("the reorder shortfall (the mirror's derived field)", () => {
  const at = (stock_qty: number, warehouse_reorder_level: number | null) => ({ stock_qty, warehouse_reorder_level });

  it('is the level minus the stock when the stock is under the level', () => {
    expect(reorderShortfall(at(3, 10))).toBe(7);
    expect(reorderShortfall(at(0, 5))).toBe(5);
    expect(reorderShortfall(at(12.5, 12.75))).toBe(0.25);
    expect(isBelowReorder(at(3, 10))).toBe(true);
  });

  it('is null without a reorder level, whatever the stock', () => {
    expect(reorderShortfall(at(0, null))).toBeNull();
    expect(reorderShortfall(at(-4, null))).toBeNull();
    expect(isBelowReorder(at(-4, null))).toBe(false);
  });

  it('is null at a level of 0 unless the stock is negative', () => {
    expect(reorderShortfall(at(0, 0))).toBeNull();
    expect(reorderShortfall(at(3, 0))).toBeNull();
    expect(reorderShortfall(at(-2, 0))).toBe(2);
  });

  it('is null when the stock equals the level or is above it', () => {
    expect(reorderShortfall(at(10, 10))).toBeNull();
    expect(reorderShortfall(at(30, 10))).toBeNull();
    expect(isBelowReorder(at(10, 10))).toBe(false);
  });

  it('counts negative stock in full', () => {
    expect(reorderShortfall(at(-6, 10))).toBe(16);
  });
});

describe('the mirror document', () => {
  it('is the row, its shortfall and when it was mirrored; it reads back as the row', () => {
    const row = sampleRow({ stock_qty: 4, warehouse_reorder_level: 10 });
    const doc = mirrorDocOf(row, 1700000000000);
    expect(doc).toEqual({ ...row, reorder_shortfall: 6, mirroredAt: 1700000000000 });
    expect(rowOfMirror(erpItemMirrorSchema.parse(doc))).toEqual(row);
    expect(mirrorDocOf(sampleRow({ stock_qty: 42 }), 1).reorder_shortfall).toBeNull();
  });

  it('reads older documents without the derived field', () => {
    const row = sampleRow();
    expect(erpItemMirrorSchema.parse(row)).toEqual(row);
    expect(erpItemMirrorSchema.parse({ ...row, mirroredAt: 5 }).reorder_shortfall).toBeUndefined();
  });

  it('holds a row only with the same fields and the derived shortfall (old documents are repaired)', () => {
    const row = sampleRow({ stock_qty: 4, warehouse_reorder_level: 10 });
    const doc = mirrorDocOf(row, 1);
    expect(mirrorDocHolds(doc, row)).toBe(true);
    expect(mirrorDocHolds({ ...doc, mirroredAt: 99 }, row)).toBe(true);
    expect(mirrorDocHolds({ ...row, mirroredAt: 1 }, row)).toBe(false);
    expect(mirrorDocHolds({ ...doc, reorder_shortfall: 5 }, row)).toBe(false);
    expect(mirrorDocHolds({ ...doc, stock_qty: 5 }, row)).toBe(false);
    const above = sampleRow({ stock_qty: 42 });
    expect(mirrorDocHolds(mirrorDocOf(above, 1), above)).toBe(true);
    expect(mirrorDocHolds({ ...above }, above)).toBe(false);
  });
});

describe('mirrorReadIsCurrent', () => {
  it('lets a read at the same or a later ERP modified replace the mirror, never an older one', () => {
    expect(mirrorReadIsCurrent('2026-11-27 10:00:00.000002', '2026-11-27 10:00:00.000001')).toBe(false);
    expect(mirrorReadIsCurrent('2026-11-27 10:00:00.000001', '2026-11-27 10:00:00.000001')).toBe(true);
    expect(mirrorReadIsCurrent('2026-11-27T10:00:00.000Z', '2026-11-27T10:00:00.001Z')).toBe(true);
    // A side that does not know its time lets the write through (older documents, a resync).
    expect(mirrorReadIsCurrent(undefined, '2026-11-27T10:00:00.000Z')).toBe(true);
    expect(mirrorReadIsCurrent('2026-11-27T10:00:00.000Z', undefined)).toBe(true);
  });

  it('the mirror document carries the modified it was read at, when known', () => {
    expect(mirrorDocOf(sampleRow({}), 5, '2026-11-27T10:00:00.000Z').erpModified).toBe('2026-11-27T10:00:00.000Z');
    expect(mirrorDocOf(sampleRow({}), 5)).not.toHaveProperty('erpModified');
  });
});
