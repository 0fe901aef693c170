// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportItems } from './export-items';
import { sampleRow } from '@workhub/domain/testing';

afterEach(() => vi.restoreAllMocks());

/** jsdom's Blob has no arrayBuffer(); its FileReader reads it. */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

describe('exportItems', () => {
  it('downloads the rows as a file named with the format extension through a download link', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:export-1';
    });
    URL.revokeObjectURL = vi.fn();
    const clicks: { href: string; download: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
    });
    await exportItems(
      [sampleRow({ item_code: 'A-1' }), sampleRow({ item_code: 'A-2', stock_qty: 0 })],
      ['item_code', 'stock_qty'],
      'csv',
      'items-today',
    );
    expect(clicks).toEqual([{ href: 'blob:export-1', download: 'items-today.csv', attached: true }]);
    expect(document.querySelector('a[download]')).toBeNull(); // the link is removed again
    const csv = await bytesOf(blobs[0]!);
    expect([...csv.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(csv.slice(3))).toBe('Item code,Stock qty\r\nA-1,42\r\nA-2,0\r\n');

    await exportItems([sampleRow()], ['item_code'], 'xlsx', 'items-today');
    expect(clicks[1]!.download).toBe('items-today.xlsx');
    expect(blobs[1]!.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // An XLSX file is a zip archive.
    expect([...(await bytesOf(blobs[1]!)).slice(0, 2)]).toEqual([0x50, 0x4b]);
  });
});
