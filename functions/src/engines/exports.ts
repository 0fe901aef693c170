import {
  chunkRows,
  MBOM_EXPORT_COLUMNS,
  PBOM_EXPORT_COLUMNS,
  pipeAssemblySchema,
  type ExportCell,
  type ExportDoc,
  type ExportKind,
  type PipeAssembly,
} from '@workhub/domain';
import { firestore } from '../lib/admin.js';
import { EngineError } from './manufacturing.js';

/**
 * The rows of a project's BOM exports, and their storage (`exports/{exportId}` with `rows/{n}`
 * chunks, domain projects/exports.ts). A purchasing export joins each line of the assemblies'
 * finished purchasing BOMs with its ERP item; a manufacturing export lists the lines of the
 * finished manufacturing BOMs with their routings.
 */

export const EXPORTS_COLLECTION = 'exports';

/** The project's pipe documents (assemblies) in board order; malformed ones are skipped. */
export async function assembliesOf(projectId: string): Promise<PipeAssembly[]> {
  const snap = await firestore.collection('projects').doc(projectId).collection('pipe').get();
  return snap.docs
    .map((d) => pipeAssemblySchema.safeParse(d.data()))
    .flatMap((p) => (p.success ? [p.data] : []))
    .sort((a, b) => a.order - b.order || a.assembly.localeCompare(b.assembly));
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * Purchasing BOM export rows: one per line of each assembly whose pbom is done, joined with the
 * line's ERP item (`erpItems/{itemCode}`). An item code the ERP does not know refuses the export
 * ('Unknown ERP item LBR-…'): a purchasing file naming items nobody can order is worse than none.
 */
export async function pbomExportRows(projectId: string): Promise<ExportCell[][]> {
  const lines = (await assembliesOf(projectId)).flatMap((a) =>
    a.pbom.status === 'done' ? (a.pbom.items ?? []).map((item) => ({ assembly: a.assembly, item })) : [],
  );
  if (lines.length === 0) throw new EngineError(`No purchasing BOM to export: no assembly of ${projectId} has a finished pbom`);
  const codes = [...new Set(lines.map((l) => l.item.itemCode))];
  const docs = await firestore.getAll(...codes.map((code) => firestore.collection('erpItems').doc(code)));
  const items = new Map(docs.filter((d) => d.exists).map((d) => [d.id, d.data() ?? {}]));
  const unknown = codes.filter((code) => !items.has(code));
  if (unknown.length)
    throw new EngineError(`Unknown ERP item ${unknown[0]}${unknown.length > 1 ? ` (and ${unknown.length - 1} more)` : ''}`);
  return lines.map(({ assembly, item }) => {
    const erp = items.get(item.itemCode)!;
    const lead = erp.lead_time_days;
    return [
      assembly,
      item.itemCode,
      text(erp.item_name) || item.itemName || '',
      item.qty,
      item.uom ?? text(erp.stock_uom),
      text(erp.item_group),
      text(erp.default_supplier),
      text(erp.default_warehouse),
      typeof lead === 'number' ? lead : '',
    ];
  });
}

/** Manufacturing BOM export rows: one per line of each assembly whose mbom is done. */
export async function mbomExportRows(projectId: string): Promise<ExportCell[][]> {
  const rows = (await assembliesOf(projectId)).flatMap((a) =>
    a.mbom.status === 'done'
      ? (a.mbom.lines ?? []).map((line): ExportCell[] => [
          a.assembly,
          a.module,
          line.classPart,
          line.description ?? '',
          line.qty,
          (line.routing ?? []).join(' > '),
          line.minutes ?? '',
        ])
      : [],
  );
  if (rows.length === 0) throw new EngineError(`No manufacturing BOM to export: no assembly of ${projectId} has a finished mbom`);
  return rows;
}

export const EXPORT_COLUMNS: Record<ExportKind, readonly string[]> = { pbom: PBOM_EXPORT_COLUMNS, mbom: MBOM_EXPORT_COLUMNS };

/**
 * Stores an export: the row chunks first, the export document last, so an export that is listed is
 * complete. Batches stay under Firestore's 500 writes.
 */
export async function writeExport(
  exportId: string,
  doc: Omit<ExportDoc, 'rowCount' | 'chunkCount'>,
  rows: ExportCell[][],
): Promise<ExportDoc> {
  const ref = firestore.collection(EXPORTS_COLLECTION).doc(exportId);
  const chunks = chunkRows(rows);
  for (let i = 0; i < chunks.length; i += 400) {
    const batch = firestore.batch();
    chunks.slice(i, i + 400).forEach((chunk, j) => batch.set(ref.collection('rows').doc(String(i + j)), chunk));
    await batch.commit();
  }
  const stored: ExportDoc = { ...doc, rowCount: rows.length, chunkCount: chunks.length };
  await ref.set(stored);
  return stored;
}
