import { describe, expect, it } from 'vitest';
import {
  applyPick,
  isShortage,
  linesByWarehouse,
  MAIN_STORES_WAREHOUSE,
  isHoldWarehouse,
  pickWarehouseOf,
  pickLinePatchSchema,
  pickListCreateSchema,
  pickStatusOf,
  requestedItems,
  shortageCount,
  type PickItemInfo,
  type PickList,
} from './picking.js';

const stage = (status: 'new' | 'done') => ({ status, substatus: '', details: '' });
const assembly = (name: string, mr: 'new' | 'done', items: { itemCode: string; qty: number }[]) => ({
  assembly: name,
  materialRequest: stage(mr),
  pbom: { ...stage('done'), items },
});

const mirror: Record<string, PickItemInfo> = {
  'LBR-1': { item_name: '2x6 stud', stock_uom: 'Nos', default_warehouse: 'Stores - MDB', stock_qty: 100 },
  'ELC-2': { item_name: 'Cable 12/2', stock_uom: 'Meter', default_warehouse: 'Electrical - MDB', stock_qty: 5 },
  'PLB-3': { item_name: 'PEX 1/2', stock_uom: 'Meter', default_warehouse: null, stock_qty: 0 },
  'INS-4': { item_name: 'Batt R-21', stock_uom: 'Nos', default_warehouse: 'Quarantine - MDB', stock_qty: 40 },
};

describe('requestedItems', () => {
  it('sums the purchasing-BOM lines of raised material requests only, per item', () => {
    const items = requestedItems([
      assembly('m1-bath', 'done', [
        { itemCode: 'LBR-1', qty: 10 },
        { itemCode: 'ELC-2', qty: 3 },
      ]),
      assembly('m2-kitchen', 'done', [{ itemCode: 'LBR-1', qty: 4 }]),
      assembly('m3-bed', 'new', [{ itemCode: 'LBR-1', qty: 1000 }]),
    ]);
    expect(items).toEqual([
      { item_code: 'ELC-2', qty: 3, assemblies: ['m1-bath'] },
      { item_code: 'LBR-1', qty: 14, assemblies: ['m1-bath', 'm2-kitchen'] },
    ]);
  });
});

describe('linesByWarehouse', () => {
  it("groups the lines by the warehouse each item is picked from, with the mirror's name, unit and stock", () => {
    const groups = linesByWarehouse(
      [
        { item_code: 'LBR-1', qty: 14, assemblies: ['a'] },
        { item_code: 'ELC-2', qty: 3, assemblies: ['a'] },
        { item_code: 'PLB-3', qty: 2, assemblies: ['a'] },
        { item_code: 'GONE-9', qty: 1, assemblies: ['a'] },
        { item_code: 'INS-4', qty: 8, assemblies: ['a'] },
      ],
      (code) => mirror[code],
    );
    expect(Object.keys(groups).sort()).toEqual(['Electrical - MDB', 'Stores - MDB']);
    expect(groups['Electrical - MDB']).toEqual([expect.objectContaining({ item_code: 'ELC-2', stock_qty: 5 })]);
    expect(groups['Stores - MDB']!.map((l) => [l.item_code, l.stock_qty, l.held_in ?? null, l.held_qty ?? null])).toEqual([
      ['LBR-1', 100, null, null],
      ['PLB-3', 0, null, null],
      ['GONE-9', 0, null, null],
      ['INS-4', 0, 'Quarantine - MDB', 40],
    ]);
    expect(groups['Stores - MDB']![0]).toEqual(
      expect.objectContaining({ item_code: 'LBR-1', item_name: '2x6 stud', uom: 'Nos', qty: 14, stock_qty: 100, picked: 0 }),
    );
    expect(groups['Stores - MDB']![0]).not.toHaveProperty('held_in');
    expect(isShortage(groups['Stores - MDB']![3]!)).toBe(true);
  });
});

describe('pickWarehouseOf', () => {
  const item = (default_warehouse: string | null, stock_qty: number) => ({
    item_name: 'x',
    stock_uom: 'Nos',
    default_warehouse,
    stock_qty,
  });

  it("picks from the item's default warehouse, with its stock, when that warehouse issues stock", () => {
    expect(pickWarehouseOf(item('Raw Materials - MDB', 12))).toEqual({ warehouse: 'Raw Materials - MDB', stock_qty: 12 });
    expect(pickWarehouseOf(item('Site Staging - MDB', 3))).toEqual({ warehouse: 'Site Staging - MDB', stock_qty: 3 });
    expect(pickWarehouseOf(item(' Stores - MDB ', 0))).toEqual({ warehouse: 'Stores - MDB', stock_qty: 0 });
  });

  it('never picks from a quarantine, returns or rejected warehouse: the main stores, the held stock not counted but kept', () => {
    expect(pickWarehouseOf(item('Quarantine - MDB', 30))).toEqual({
      warehouse: MAIN_STORES_WAREHOUSE,
      stock_qty: 0,
      held_in: 'Quarantine - MDB',
      held_qty: 30,
    });
    expect(pickWarehouseOf(item('Returns - MDB', 4))).toMatchObject({ warehouse: MAIN_STORES_WAREHOUSE, stock_qty: 0, held_qty: 4 });
    expect(pickWarehouseOf(item('Rejected Goods - XYZ', 0))).toEqual({ warehouse: MAIN_STORES_WAREHOUSE, stock_qty: 0 });
  });

  it('picks an item without a default warehouse from the main stores with its stock, and an unknown item with none', () => {
    expect(pickWarehouseOf(item(null, 7))).toEqual({ warehouse: MAIN_STORES_WAREHOUSE, stock_qty: 7 });
    expect(pickWarehouseOf(item('  ', 7))).toEqual({ warehouse: MAIN_STORES_WAREHOUSE, stock_qty: 7 });
    expect(pickWarehouseOf(undefined)).toEqual({ warehouse: MAIN_STORES_WAREHOUSE, stock_qty: 0 });
  });
});

describe('isHoldWarehouse', () => {
  it('reads the ERP name before the company: quarantine, inspection, returns, rejected, scrap, damaged', () => {
    for (const w of [
      'Quarantine - MDB',
      'Returns - MDB',
      'Rejected Goods - MDB',
      'Scrap - MDB',
      'QC Inspection - MDB',
      'Damaged - X',
      'quarantine',
    ])
      expect(isHoldWarehouse(w), w).toBe(true);
    for (const w of [
      'Stores - MDB',
      'Raw Materials - MDB',
      'Work In Progress - MDB',
      'Finished Goods - MDB',
      'Site Staging - MDB',
      'Returnable Crates - MDB',
    ])
      expect(isHoldWarehouse(w), w).toBe(false);
  });
});

describe('isShortage', () => {
  it('is a shortage when the stock is under the quantity', () => {
    expect(isShortage({ qty: 3, stock_qty: 5 })).toBe(false);
    expect(isShortage({ qty: 5, stock_qty: 5 })).toBe(false);
    expect(isShortage({ qty: 6, stock_qty: 5 })).toBe(true);
    expect(shortageCount({ lines: [{ qty: 6, stock_qty: 5 } as never, { qty: 1, stock_qty: 5 } as never] })).toBe(1);
  });
});

describe('status transitions', () => {
  const list = (): PickList => ({
    projectId: 'P-1',
    warehouse: 'Stores - MDB',
    assemblies: ['a'],
    materialRequests: ['MAT-MR-2025-00001'],
    status: 'open',
    lines: linesByWarehouse(
      [
        { item_code: 'LBR-1', qty: 10, assemblies: ['a'] },
        { item_code: 'ELC-2', qty: 2, assemblies: ['a'] },
      ],
      (code) => ({ ...mirror[code]!, default_warehouse: 'Stores - MDB' }),
    )['Stores - MDB']!,
    createdBy: 'ana',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  });

  it('derives open, picking and picked from the lines', () => {
    expect(pickStatusOf([])).toBe('open');
    expect(pickStatusOf([{ qty: 2, picked: 0 }])).toBe('open');
    expect(
      pickStatusOf([
        { qty: 2, picked: 1 },
        { qty: 1, picked: 0 },
      ]),
    ).toBe('picking');
    expect(
      pickStatusOf([
        { qty: 2, picked: 2 },
        { qty: 1, picked: 1 },
      ]),
    ).toBe('picked');
  });

  it('goes open → picking → picked, records the picker, then is closed', () => {
    const first = applyPick(list(), { line: 0, picked: 4 }, 'bo', '2026-01-02T00:00:00.000Z');
    if (!('list' in first)) throw new Error('expected a list');
    expect(first.list.status).toBe('picking');
    expect(first.list.lines[0]).toMatchObject({ picked: 4, pickedBy: 'bo', pickedAt: '2026-01-02T00:00:00.000Z' });
    const second = applyPick(first.list, { line: 0, picked: 10 }, 'bo', 't2');
    if (!('list' in second)) throw new Error('expected a list');
    const third = applyPick(second.list, { line: 1, picked: 2 }, 'cy', 't3');
    if (!('list' in third)) throw new Error('expected a list');
    expect(third.list.status).toBe('picked');
    expect(applyPick(third.list, { line: 1, picked: 0 }, 'cy', 't4')).toEqual({ problem: expect.objectContaining({ kind: 'closed' }) });
  });

  it('clears who picked a line when it is put back to 0', () => {
    const first = applyPick(list(), { line: 0, picked: 4 }, 'bo', 't1');
    if (!('list' in first)) throw new Error('expected a list');
    const back = applyPick(first.list, { line: 0, picked: 0 }, 'cy', 't2');
    if (!('list' in back)) throw new Error('expected a list');
    expect(back.list.lines[0]).toMatchObject({ picked: 0, pickedBy: null, pickedAt: null });
    expect(back.list.status).toBe('open');
  });

  it('refuses more than the line quantity and an unknown line', () => {
    expect(applyPick(list(), { line: 0, picked: 11 }, 'bo', 't')).toEqual({
      problem: expect.objectContaining({ kind: 'too-many', field: 'picked' }),
    });
    expect(applyPick(list(), { line: 7, picked: 1 }, 'bo', 't')).toEqual({
      problem: expect.objectContaining({ kind: 'no-line', field: 'line' }),
    });
  });
});

describe('input schemas', () => {
  it('refuses unknown keys, blank names and negative quantities', () => {
    expect(pickListCreateSchema.safeParse({ projectId: 'P', warehouse: 'W' }).success).toBe(true);
    expect(pickListCreateSchema.safeParse({ projectId: ' ', warehouse: 'W' }).success).toBe(false);
    expect(pickListCreateSchema.safeParse({ projectId: 'a/b', warehouse: 'W' }).success).toBe(false);
    expect(pickListCreateSchema.safeParse({ projectId: 'P', warehouse: 'W', assemblies: ['..'] }).success).toBe(false);
    expect(pickLinePatchSchema.safeParse({ id: 'a/b', line: 0, picked: 1 }).success).toBe(false);
    expect(pickLinePatchSchema.safeParse({ id: '__x__', line: 0, picked: 1 }).success).toBe(false);
    expect(pickListCreateSchema.safeParse({ projectId: 'P', warehouse: 'W', extra: 1 }).success).toBe(false);
    expect(pickLinePatchSchema.safeParse({ id: 'x', line: 0, picked: -1 }).success).toBe(false);
    expect(pickLinePatchSchema.safeParse({ id: 'x', line: 0.5, picked: 1 }).success).toBe(false);
  });
});
