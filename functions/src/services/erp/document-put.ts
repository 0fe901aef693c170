import { checkSavedField, type ErpItemDocument, type ErpItemRow, type ErpPutFailure, type erpRoutes } from '@workhub/domain';
import type { ContractHandler } from '../../lib/route-docs.js';
import { erp, erpHttpError } from './erp.js';
import { readItemAt, rowOf, stockOf, writeMirror } from './items.js';
import { putFields } from './put-fields.js';

/**
 * PUT /erp/document { documents: [{ docType: 'Item', name, field, value }] } → { failed, updated }.
 * Each entry is a read-modify-write of the ERP's current Item (putFields).
 * Every named item must exist (404 otherwise, nothing put). Each entry is put through the adapter,
 * then the item is re-read: when the field does not hold the new value the entry fails with the §5
 * words; a put the ERP refuses fails with the ERP's reason. After each saved put the re-read item
 * is mirrored into erpItems/{item_code} with its stock (its Bins) and mirroredAt.
 */
export const putDocument: ContractHandler<typeof erpRoutes.put.schema, typeof erpRoutes.put.answer> = async (input) => {
  const adapter = erp();
  // Read-modify-write of the ERP's current document (never the mirror): every child row is kept.
  const current = new Map<string, ErpItemDocument>();
  for (const name of new Set(input.documents.map((d) => d.name))) current.set(name, (await readItemAt(adapter, name)).whole);
  const failed: ErpPutFailure[] = [];
  const updated: ErpItemRow[] = [];
  for (const entry of input.documents) {
    const before = current.get(entry.name)!;
    const fail = (message: string) => failed.push({ docType: 'Item', name: entry.name, field: entry.field, message });
    try {
      await adapter.putDoc('Item', entry.name, putFields(before, entry));
    } catch (error) {
      const mapped = erpHttpError(error);
      if (mapped instanceof Error && 'status' in mapped && Number(mapped.status) < 500) {
        fail(mapped.message);
        continue;
      }
      throw mapped;
    }
    const { doc: after, whole, modified } = await readItemAt(adapter, entry.name);
    current.set(entry.name, whole);
    const stock = await stockOf(adapter, [['item_code', '=', after.item_code]]);
    const row = rowOf(after, stock.get(after.item_code) ?? 0);
    await writeMirror(entry.name, row, modified);
    const problem = checkSavedField(row, entry.field, entry.value);
    if (problem) fail(problem);
    else updated.push(row);
  }
  return { failed, updated };
};
