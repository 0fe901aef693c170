import { COMPLEXITIES, LIFECYCLES, MATERIAL_REQUEST_TYPES, STOCK_UOMS, erpItemRowSchema } from '@workhub/domain';
import { describe, expect, it } from 'vitest';
import { createPrng } from '../prng.js';
import * as seedItems from './erp-items.js';
import { ERP_ITEM_COUNT, buildErpItems } from './erp-items.js';

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

  it('use the domain choice lists', () => {
    const seen = (field: string) => new Set(docs.map((d) => (d.data as Record<string, unknown>)[field]));
    for (const value of seen('complexity')) expect(value === null || (COMPLEXITIES as readonly unknown[]).includes(value)).toBe(true);
    for (const value of seen('lifecycle')) expect(value === null || (LIFECYCLES as readonly unknown[]).includes(value)).toBe(true);
    for (const value of seen('stock_uom')) expect((STOCK_UOMS as readonly unknown[]).includes(value)).toBe(true);
    for (const value of seen('material_request_type'))
      expect(value === null || (MATERIAL_REQUEST_TYPES as readonly unknown[]).includes(value)).toBe(true);
    // Every lifecycle appears in 5,000 items.
    expect(new Set([...seen('lifecycle')].filter((v) => v !== null)).size).toBe(LIFECYCLES.length);
  });
});
