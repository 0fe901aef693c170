import { describe, expect, it } from 'vitest';
import { COMPLEXITIES, LIFECYCLES } from './item.js';
import { FIELD_OPTIONS_REQUESTS, fieldOptionsFrom, namesFromSearch } from './search.js';

describe('search answer', () => {
  it('reads names from data.message, sorted case-insensitively', () => {
    const answer = {
      success: true,
      data: { message: [{ name: 'beta Supply' }, { name: 'Alpha' }, 'Zeta', { name: 'alpha' }, { name: 'Gamma' }] },
    };
    expect(namesFromSearch(answer)).toEqual({ ok: true, value: ['Alpha', 'alpha', 'beta Supply', 'Gamma', 'Zeta'] });
  });

  it('skips entries without a name and fails on a failed or malformed answer', () => {
    expect(namesFromSearch({ success: true, data: { message: [{ title: 'x' }, 5, '', { name: 'B' }] } })).toEqual({
      ok: true,
      value: ['B'],
    });
    expect(namesFromSearch({ success: false, error: 'Timed out' })).toEqual({ ok: false, message: 'Timed out' });
    expect(namesFromSearch({ success: true, data: {} })).toEqual({ ok: false, message: 'The ERP answer has no names' });
    expect(namesFromSearch(undefined)).toMatchObject({ ok: false });
  });
});

describe('fields_options answer', () => {
  it('asks for the Item and Material Request fields', () => {
    expect(FIELD_OPTIONS_REQUESTS).toEqual([
      { docType: 'Item', fields: ['complexity', 'lifecycle'] },
      { docType: 'Material Request', fields: ['material_request_type'] },
    ]);
  });

  it('reads options from the first data entry (lists or newline text)', () => {
    const answer = {
      success: true,
      data: [{ complexity: `\n${COMPLEXITIES.join('\n')}`, lifecycle: [...LIFECYCLES] }, { complexity: 'ignored' }],
    };
    expect(fieldOptionsFrom(answer, ['complexity', 'lifecycle'])).toEqual({
      ok: true,
      value: { complexity: [...COMPLEXITIES], lifecycle: [...LIFECYCLES] },
    });
    expect(
      fieldOptionsFrom({ success: true, data: { message: [{ material_request_type: ['Purchase', 'Transfer'] }] } }, [
        'material_request_type',
      ]),
    ).toEqual({
      ok: true,
      value: { material_request_type: ['Purchase', 'Transfer'] },
    });
  });

  it('fails when the first entry lacks a field, data is empty, or the call failed', () => {
    expect(fieldOptionsFrom({ success: true, data: [{ complexity: ['A'] }, { lifecycle: ['U'] }] }, ['complexity', 'lifecycle'])).toEqual({
      ok: false,
      message: 'The ERP answer has no options for lifecycle',
    });
    expect(fieldOptionsFrom({ success: true, data: [] }, ['complexity'])).toEqual({ ok: false, message: 'The ERP answer has no options' });
    expect(fieldOptionsFrom({ success: true, data: [{ toString: ['x'] }] }, ['valueOf'])).toMatchObject({ ok: false });
    expect(fieldOptionsFrom({ success: false, error: { message: 'No such doctype' } }, ['complexity'])).toEqual({
      ok: false,
      message: 'No such doctype',
    });
  });
});
