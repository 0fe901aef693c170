import { describe, expect, it } from 'vitest';
import { sampleRow } from './sample-rows.testing.js';
import { checkSavedField, decideEdit, fieldNotUpdatedMessage, itemFieldPut, readPutAnswer, sameItemValue } from './update-rules.js';

describe('item field put', () => {
  it('builds one Item document with the field to change', () => {
    expect(itemFieldPut('LBR-10001', 'lead_time_days', 7)).toEqual({
      documents: [{ docType: 'Item', name: 'LBR-10001', lead_time_days: 7 }],
    });
  });

  it('refuses read-only fields and a blank code', () => {
    expect(() => itemFieldPut('X', 'stock_qty', 1)).toThrow('The field stock_qty is not editable');
    expect(() => itemFieldPut('X', 'item_code', 'Y')).toThrow(/not editable/);
    expect(() => itemFieldPut('', 'item_name', 'Y')).toThrow(/item code/);
  });
});

describe('put answer', () => {
  it('succeeds without failed entries', () => {
    expect(readPutAnswer({ success: true, data: { failed: [] }, error: null })).toEqual({ ok: true });
    expect(readPutAnswer({ success: true, data: {} })).toEqual({ ok: true });
  });

  it('fails with the failed entries', () => {
    const failed = [{ name: 'LBR-10001', error: 'Locked' }, { name: 'LBR-10002' }];
    expect(readPutAnswer({ success: true, data: { failed } })).toEqual({
      ok: false,
      message: 'The ERP reported failed entries: LBR-10001, LBR-10002',
      failed,
    });
    expect(readPutAnswer({ success: true, data: { failed: [{}] } })).toMatchObject({
      ok: false,
      message: 'The ERP reported failed entries: 1',
    });
  });

  it('fails on a failed call or an unreadable answer', () => {
    expect(readPutAnswer({ success: false, data: null, error: { message: 'Not permitted' } })).toEqual({
      ok: false,
      message: 'Not permitted',
      failed: [],
    });
    expect(readPutAnswer('nope')).toMatchObject({ ok: false, message: 'The ERP answer could not be read' });
    expect(readPutAnswer({ success: true, data: { failed: 'LBR-1' } })).toMatchObject({ ok: false });
  });
});

describe('saved field check', () => {
  it('passes when the re-read item holds the new value', () => {
    expect(checkSavedField(sampleRow({ lead_time_days: 7 }), 'lead_time_days', 7)).toBeNull();
    expect(checkSavedField(sampleRow({ default_supplier: null }), 'default_supplier', '')).toBeNull();
  });

  it('gives the exact error when it does not', () => {
    expect(checkSavedField(sampleRow({ item_code: 'LBR-10001', lead_time_days: 5 }), 'lead_time_days', 7)).toBe(
      'The field lead_time_days for the item LBR-10001 could not be updated',
    );
    expect(checkSavedField(sampleRow({ item_code: 'A', check_stock: '' }), 'check_stock', 0)).toBe(
      fieldNotUpdatedMessage('check_stock', 'A'),
    );
  });
});

describe('value sameness', () => {
  it('treats blanks alike, numeric strings as numbers, and keeps 0 apart from blank', () => {
    expect(sameItemValue(null, '')).toBe(true);
    expect(sameItemValue('5', 5)).toBe(true);
    expect(sameItemValue(5, '5.0')).toBe(true);
    expect(sameItemValue(0, '')).toBe(false);
    expect(sameItemValue(0, ' ')).toBe(false);
    expect(sameItemValue('abc', 'ABC')).toBe(false);
    expect(sameItemValue('x', 1)).toBe(false);
  });
});

describe('edit decision', () => {
  it('sends when nobody else changed the value', () => {
    expect(decideEdit(5, 5, 7)).toEqual({ action: 'send', value: 7 });
    expect(decideEdit(null, '', 'Acme')).toEqual({ action: 'send', value: 'Acme' });
  });

  it('is unchanged when the user kept the value or it already holds it', () => {
    expect(decideEdit(5, 5, 5)).toEqual({ action: 'unchanged' });
    expect(decideEdit(5, 9, 5)).toEqual({ action: 'unchanged' });
    expect(decideEdit(5, 7, 7)).toEqual({ action: 'unchanged' });
  });

  it('is a conflict when someone else changed it to something else', () => {
    expect(decideEdit(5, 9, 7)).toEqual({ action: 'conflict', theirs: 9, yours: 7 });
    expect(decideEdit('Purchase', null, 'Transfer')).toEqual({ action: 'conflict', theirs: null, yours: 'Transfer' });
  });
});

describe('what the ERP number fields can hold', () => {
  it('refuses a negative lead time, a fractional one and negative reorder values; blank is fine', async () => {
    const { itemValueProblem } = await import('./update-rules.js');
    expect(itemValueProblem('lead_time_days', -5)).toBe('Lead Time in days cannot be negative (-5)');
    expect(itemValueProblem('lead_time_days', 1.5)).toBe('Lead Time in days must be a whole number (1.5)');
    expect(itemValueProblem('lead_time_days', 0)).toBeNull();
    expect(itemValueProblem('lead_time_days', null)).toBeNull();
    expect(itemValueProblem('warehouse_reorder_level', -1)).toBe('Re-order Level cannot be negative (-1)');
    expect(itemValueProblem('warehouse_reorder_qty', 2.5)).toBeNull();
    expect(itemValueProblem('complexity', 'Z')).toBeNull();
  });
});
