import { describe, expect, it } from 'vitest';
import { erpItemDeskUrl } from './erp-desk.js';

describe('erpItemDeskUrl', () => {
  it("is the ERP desk's Item form, the code one path part", () => {
    expect(erpItemDeskUrl('https://erp.modulr.example', 'LBR-10001')).toBe('https://erp.modulr.example/app/item/LBR-10001');
    expect(erpItemDeskUrl('https://erp.modulr.example/', 'DOOR 3/0 #2')).toBe('https://erp.modulr.example/app/item/DOOR%203%2F0%20%232');
  });

  it('is none without an ERP address or a code', () => {
    expect(erpItemDeskUrl(undefined, 'LBR-10001')).toBeNull();
    expect(erpItemDeskUrl('  ', 'LBR-10001')).toBeNull();
    expect(erpItemDeskUrl('https://erp.modulr.example', '')).toBeNull();
  });
});
