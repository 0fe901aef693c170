import { describe, expect, it } from 'vitest';
import { EXPORT_ROWS_PER_CHUNK, chunkRows, exportFileName, exportRowsChunkSchema } from './exports';
import { exportFileQuerySchema } from './requests';

describe('exports', () => {
  it('stores rows in chunks of at most EXPORT_ROWS_PER_CHUNK, in order, each row a map of cells', () => {
    const rows = Array.from({ length: EXPORT_ROWS_PER_CHUNK * 2 + 1 }, (_, i) => [`r${i}`, i]);
    const chunks = chunkRows(rows);
    expect(chunks.map((c) => c.rows.length)).toEqual([EXPORT_ROWS_PER_CHUNK, EXPORT_ROWS_PER_CHUNK, 1]);
    expect(chunks.flatMap((c) => c.rows.map((r) => r.cells))).toEqual(rows);
    for (const chunk of chunks) expect(exportRowsChunkSchema.parse(chunk)).toEqual(chunk);
    expect(chunkRows([])).toEqual([]);
  });

  it('names the file after the project, the kind and the day it was made', () => {
    const doc = { projectId: 'P-1001', kind: 'pbom' as const, createdAt: '2026-11-24T01:50:00.000Z' };
    expect(exportFileName(doc, 'csv')).toBe('P-1001-pbom-2026-11-24.csv');
    expect(exportFileName({ ...doc, kind: 'mbom' }, 'xlsx')).toBe('P-1001-mbom-2026-11-24.xlsx');
  });

  it('accepts export ids Firestore can store and the two formats only', () => {
    expect(exportFileQuerySchema.safeParse({ exportId: 'P-1001-pbom-1a2b3c4d', format: 'csv' }).success).toBe(true);
    for (const exportId of ['__name__', '_x', '', 'a/b', 'a.b', 'x'.repeat(101)])
      expect(exportFileQuerySchema.safeParse({ exportId, format: 'csv' }).success, exportId).toBe(false);
    expect(exportFileQuerySchema.safeParse({ exportId: 'P-1001-pbom-1', format: 'pdf' }).success).toBe(false);
  });
});
