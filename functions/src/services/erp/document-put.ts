import {
  checkSavedField,
  erpDocumentPutSchema,
  type ErpDocumentPutEntry,
  type ErpItemDocument,
  type ErpItemRow,
  type ErpPutFailure,
} from '@workhub/domain';
import { handle, parse, sendOk } from '../../lib/http.js';
import { erp, erpHttpError } from './erp.js';
import { readItem, readItemAt, rowOf, stockOf, writeMirror } from './items.js';

const DEFAULT_FIELDS: readonly string[] = ['default_supplier', 'default_warehouse'];
const REORDER_FIELDS: readonly string[] = ['warehouse_reorder_level', 'warehouse_reorder_qty', 'material_request_type'];

/** The Item fields to put for one table field: defaults and reorder fields live in the first entry of their child table. */
function putFields(doc: ErpItemDocument, entry: ErpDocumentPutEntry): Record<string, unknown> {
  const { field, value } = entry;
  if (DEFAULT_FIELDS.includes(field)) {
    const [first = {}, ...rest] = doc.item_defaults;
    return { item_defaults: [{ ...first, [field]: value }, ...rest] };
  }
  if (REORDER_FIELDS.includes(field)) {
    const [first = {}, ...rest] = doc.reorder_levels;
    return { reorder_levels: [{ ...first, [field]: value }, ...rest] };
  }
  return { [field]: value };
}

/**
 * PUT /erp/document { documents: [{ docType: 'Item', name, field, value }] } → { failed, updated }.
 * Every named item must exist (404 otherwise, nothing put). Each entry is put through the adapter,
 * then the item is re-read: when the field does not hold the new value the entry fails with the §5
 * words; a put the ERP refuses fails with the ERP's reason. After each saved put the re-read item
 * is mirrored into erpItems/{item_code} with its stock (its Bins) and mirroredAt.
 */
export const putDocument = handle(async (req, res) => {
  const input = parse(erpDocumentPutSchema, req.body);
  const adapter = erp();
  const current = new Map<string, ErpItemDocument>();
  for (const name of new Set(input.documents.map((d) => d.name))) current.set(name, await readItem(adapter, name));
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
    const { doc: after, modified } = await readItemAt(adapter, entry.name);
    current.set(entry.name, after);
    const stock = await stockOf(adapter, [['item_code', '=', after.item_code]]);
    const row = rowOf(after, stock.get(after.item_code) ?? 0);
    await writeMirror(entry.name, row, modified);
    const problem = checkSavedField(row, entry.field, entry.value);
    if (problem) fail(problem);
    else updated.push(row);
  }
  sendOk(res, { failed, updated });
});
