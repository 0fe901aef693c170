import { ERP_MAINTENANCE_BATCH, type erpRoutes } from '@workhub/domain';
import type { ContractHandler } from '../../lib/route-docs.js';
import { erp } from './erp.js';
import { readItemRows } from './items.js';

/**
 * GET /erp/items_maintenanceTool?limit=2000&skip=0 → { items, limit, skip }: the ERP's items in
 * item_code order, flattened to table rows with their stock (the sum of their Bins), one page of at
 * most 2000 (a page shorter than limit is the last). Read in bulk: 4 ERP calls a page (Item list,
 * Item Default and Item Reorder child lists, Bin list), whatever the page size.
 */
export const getItemsMaintenance: ContractHandler<typeof erpRoutes.maintenance.schema, typeof erpRoutes.maintenance.answer> = async (
  input,
) => {
  const limit = input.limit ?? ERP_MAINTENANCE_BATCH;
  const skip = input.skip ?? 0;
  const items = await readItemRows(erp(), { start: skip, limit });
  return { items, limit, skip };
};
