import { type erpRoutes } from '@workhub/domain';
import type { ContractHandler } from '../../lib/route-docs.js';
import { erp } from './erp.js';
import { readItem } from './items.js';

/** GET /erp/document?docType=Item&name=<item_code>: the shaped Item (item_defaults first entry only; a blank reorder entry when none). 404 for an unknown item. */
export const getDocument: ContractHandler<typeof erpRoutes.document.schema, typeof erpRoutes.document.answer> = async (input) => {
  return await readItem(erp(), input.name);
};
