import { erpDocumentQuerySchema } from '@workhub/domain';
import { handle, parse, sendOk } from '../../lib/http.js';
import { erp } from './erp.js';
import { readItem } from './items.js';

/** GET /erp/document?docType=Item&name=<item_code>: the shaped Item (item_defaults first entry only; a blank reorder entry when none). 404 for an unknown item. */
export const getDocument = handle(async (req, res) => {
  const input = parse(erpDocumentQuerySchema, req.query);
  sendOk(res, await readItem(erp(), input.name));
});
