import { COMPLEXITIES, LIFECYCLES, MATERIAL_REQUEST_TYPES, STOCK_UOMS, erpItemRowSchema } from '@workhub/domain';
import { describe, expect, it } from 'vitest';
import { createPrng } from '../prng.js';
import * as seedItems from './erp-items.js';
import { ERP_EXTRA_OPTIONS, ERP_ITEM_COUNT, buildErpItems } from './erp-items.js';

describe('seeded ERP items', () => {
  const docs = buildErpItems(createPrng(20260105));

  it('are table rows of the domain schema, keyed by item code', () => {
    expect(docs).toHaveLength(ERP_ITEM_COUNT);
    for (const doc of docs) {
      const row = erpItemRowSchema.parse(doc.data);
      expect(row.item_code).toBe(doc.id);
    }
  });

  it('re-export the domain choice lists', () => {
    expect(seedItems.COMPLEXITIES).toBe(COMPLEXITIES);
    expect(seedItems.LIFECYCLES).toBe(LIFECYCLES);
    expect(seedItems.STOCK_UOMS).toBe(STOCK_UOMS);
    expect(seedItems.MATERIAL_REQUEST_TYPES).toBe(MATERIAL_REQUEST_TYPES);
  });

  it("use the domain choice lists, and the ERP's own options on the few off-list items", () => {
    const seen = (field: string) => new Set(docs.map((d) => (d.data as Record<string, unknown>)[field]));
    const allowed = (list: readonly unknown[], extra: readonly unknown[]) => (value: unknown) =>
      value === null || list.includes(value) || extra.includes(value);
    for (const value of seen('complexity')) expect(allowed(COMPLEXITIES, ERP_EXTRA_OPTIONS.complexity)(value)).toBe(true);
    for (const value of seen('lifecycle')) expect(allowed(LIFECYCLES, ERP_EXTRA_OPTIONS.lifecycle)(value)).toBe(true);
    for (const value of seen('stock_uom')) expect(allowed(STOCK_UOMS, ERP_EXTRA_OPTIONS.uom)(value)).toBe(true);
    for (const value of seen('material_request_type'))
      expect(allowed(MATERIAL_REQUEST_TYPES, ERP_EXTRA_OPTIONS.material_request_type)(value)).toBe(true);
    const offList = docs.filter((d) => {
      const data = d.data as Record<string, unknown>;
      return (
        (data.complexity !== null && !(COMPLEXITIES as readonly unknown[]).includes(data.complexity)) ||
        !(STOCK_UOMS as readonly unknown[]).includes(data.stock_uom) ||
        !['', 0, 1].includes(data.check_stock as never)
      );
    });
    expect(offList.length).toBeGreaterThanOrEqual(3);
    // Every lifecycle appears in 5,000 items.
    expect(new Set([...seen('lifecycle')].filter((v) => v !== null)).size).toBe(LIFECYCLES.length + ERP_EXTRA_OPTIONS.lifecycle.length);
  });
});
