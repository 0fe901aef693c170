import { z } from 'zod';
import { formatUtcDay } from '../time.js';

/**
 * Exports of a project's BOMs (docs/projects-pipeline.md "exports"): `exports/{exportId}` describes one export
 * and its rows live in `exports/{exportId}/rows/{n}` chunks of at most EXPORT_ROWS_PER_CHUNK rows
 * (so an export of any size stays far below Firestore's 1 MiB per document). Files (CSV, XLSX)
 * are rendered from the stored rows on download, so both formats always hold the same rows.
 */
export const EXPORT_KINDS = ['pbom', 'mbom'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const EXPORT_ROWS_PER_CHUNK = 500;

/** A cell of an exported row: text or a number (quantities, minutes). */
export const exportCellSchema = z.union([z.string(), z.number()]);
export type ExportCell = z.infer<typeof exportCellSchema>;

export const exportDocSchema = z.object({
  projectId: z.string(),
  kind: z.enum(EXPORT_KINDS),
  createdAt: z.string(),
  /** User (email local part) who started the export. */
  createdBy: z.string(),
  columns: z.array(z.string()),
  rowCount: z.number().int(),
  chunkCount: z.number().int(),
});
export type ExportDoc = z.infer<typeof exportDocSchema>;

/**
 * One chunk of rows. Firestore stores no array directly inside an array, so each row is a map
 * `{ cells }` (the contract's `(string|number)[][]`, one level of wrapping).
 */
export const exportRowsChunkSchema = z.object({ rows: z.array(z.object({ cells: z.array(exportCellSchema) })) });
export type ExportRowsChunk = z.infer<typeof exportRowsChunkSchema>;

/** An entry of GET /opus/exports. */
export const exportListEntrySchema = z.object({
  exportId: z.string(),
  kind: z.enum(EXPORT_KINDS),
  createdAt: z.string(),
  createdBy: z.string(),
  rowCount: z.number().int(),
});
export type ExportListEntry = z.infer<typeof exportListEntrySchema>;

/** Splits rows into stored chunks of at most EXPORT_ROWS_PER_CHUNK rows. */
export function chunkRows(rows: readonly ExportCell[][]): ExportRowsChunk[] {
  const chunks: ExportRowsChunk[] = [];
  for (let i = 0; i < rows.length; i += EXPORT_ROWS_PER_CHUNK)
    chunks.push({ rows: rows.slice(i, i + EXPORT_ROWS_PER_CHUNK).map((cells) => ({ cells: [...cells] })) });
  return chunks;
}

/** The downloaded file's name: 'P-1001-pbom-2026-11-24.csv' (the export's creation date). */
export const exportFileName = (doc: Pick<ExportDoc, 'projectId' | 'kind' | 'createdAt'>, format: 'csv' | 'xlsx') =>
  `${doc.projectId}-${doc.kind}-${formatUtcDay(doc.createdAt) || 'undated'}.${format}`;

/** The export columns (docs/projects-pipeline.md): a pbom line joined with its ERP item; an mbom line with its routing. */
export const PBOM_EXPORT_COLUMNS = [
  'Assembly',
  'Item code',
  'Item name',
  'Qty',
  'UOM',
  'Item group',
  'Default supplier',
  'Default warehouse',
  'Lead time (days)',
] as const;
export const MBOM_EXPORT_COLUMNS = ['Assembly', 'Module', 'Class part', 'Description', 'Qty', 'Routing', 'Minutes'] as const;
