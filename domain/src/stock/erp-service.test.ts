import { describe, expect, it } from 'vitest';
import {
  erpDocumentPutSchema,
  erpDocumentQuerySchema,
  erpFieldsOptionsQuerySchema,
  erpMaintenanceQuerySchema,
  erpSearchQuerySchema,
} from './erp-service.js';

describe('ERP service inputs', () => {
  it('fields_options: comma-separated fields of the doctype, once each', () => {
    expect(erpFieldsOptionsQuerySchema.parse({ docType: 'Item', fields: 'complexity,lifecycle' })).toEqual({
      docType: 'Item',
      fields: ['complexity', 'lifecycle'],
    });
    expect(erpFieldsOptionsQuerySchema.parse({ docType: 'Material Request', fields: 'material_request_type' }).fields).toEqual([
      'material_request_type',
    ]);
    for (const q of [
      { docType: 'Item', fields: 'material_request_type' },
      { docType: 'Item', fields: 'lifecycle,lifecycle' },
      { docType: 'Item', fields: 'complexity,' },
      { docType: 'Supplier', fields: 'complexity' },
      { docType: 'Item', fields: 'complexity', x: '1' },
    ])
      expect(erpFieldsOptionsQuerySchema.safeParse(q).success, JSON.stringify(q)).toBe(false);
  });

  it('search: the three doctypes, limit 1..5000 as digits', () => {
    expect(erpSearchQuerySchema.parse({ docType: 'Item Group', limit: '5000' })).toEqual({ docType: 'Item Group', limit: 5000 });
    expect(erpSearchQuerySchema.parse({ docType: 'Supplier' })).toEqual({ docType: 'Supplier' });
    for (const limit of ['0', '5001', '-1', '1.5', '1e3', 'x'])
      expect(erpSearchQuerySchema.safeParse({ docType: 'Supplier', limit }).success).toBe(false);
    expect(erpSearchQuerySchema.safeParse({ docType: 'Item' }).success).toBe(false);
  });

  it('document: Item names without slashes, control characters or padding', () => {
    expect(erpDocumentQuerySchema.parse({ docType: 'Item', name: 'LBR-10001' }).name).toBe('LBR-10001');
    for (const name of ['', 'a/b', ' LBR', '.', '..', 'a\nb', 'x'.repeat(141)])
      expect(erpDocumentQuerySchema.safeParse({ docType: 'Item', name }).success, name).toBe(false);
  });

  it('put: editable fields with values the row allows', () => {
    const ok = (field: string, value: unknown) =>
      erpDocumentPutSchema.safeParse({ documents: [{ docType: 'Item', name: 'LBR-10001', field, value }] }).success;
    expect(ok('lead_time_days', 4)).toBe(true);
    expect(ok('lead_time_days', null)).toBe(true);
    expect(ok('complexity', 'A - Off the shelf')).toBe(true);
    expect(ok('check_stock', '')).toBe(true);
    expect(ok('default_supplier', 'Acme')).toBe(true);
    expect(ok('complexity', 'Z - Off the list')).toBe(true);
    expect(ok('check_stock', 2)).toBe(true);
    expect(ok('lead_time_days', -5)).toBe(false);
    expect(ok('lead_time_days', 2.5)).toBe(false);
    expect(ok('warehouse_reorder_qty', -1)).toBe(false);
    expect(ok('warehouse_reorder_qty', 2.5)).toBe(true);
    expect(ok('lead_time_days', 'soon')).toBe(false);
    expect(ok('stock_qty', 1)).toBe(false);
    expect(ok('for_tiling', 1)).toBe(false);
    expect(ok('__proto__', 1)).toBe(false);
    expect(erpDocumentPutSchema.safeParse({ documents: [] }).success).toBe(false);
  });

  it('maintenance: limit 1..2000, skip from 0', () => {
    expect(erpMaintenanceQuerySchema.parse({ limit: '2000', skip: '4000' })).toEqual({ limit: 2000, skip: 4000 });
    for (const q of [{ limit: '2001' }, { limit: '0' }, { skip: '-1' }, { other: '1' }])
      expect(erpMaintenanceQuerySchema.safeParse(q).success).toBe(false);
  });
});
