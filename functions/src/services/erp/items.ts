import { erpItemDocumentSchema, flattenItemDocument, shapeItemDocument, type ErpItemDocument, type ErpItemRow } from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { HttpError } from '../../lib/http.js';
import type { ErpAdapter } from '../../engines/erp/frappe.js';
import { viaErp } from './erp.js';

/** The Firestore mirror of the ERP items the live table reads: erpItems/{item_code}, one flattened row. */
export const mirrorRef = (itemCode: string) => firestore.collection('erpItems').doc(itemCode);

/** An Item document from the ERP, shaped (§3); an answer that is not an Item is a 502. */
export async function readItem(adapter: ErpAdapter, name: string): Promise<ErpItemDocument> {
  const doc = await viaErp(() => adapter.getDoc('Item', name));
  const parsed = erpItemDocumentSchema.safeParse(doc);
  if (!parsed.success) throw new HttpError(502, 'erp-unavailable', `The ERP answered an Item ${name} that cannot be read`);
  return shapeItemDocument(parsed.data);
}

/** The table row of an item; stock_qty from the document when it has one, else the mirror's. */
export function rowOf(doc: ErpItemDocument, mirrorStockQty: unknown): ErpItemRow {
  const own = (doc as Record<string, unknown>).stock_qty;
  const qty = typeof own === 'number' ? own : typeof mirrorStockQty === 'number' ? mirrorStockQty : 0;
  return flattenItemDocument(doc, qty);
}
