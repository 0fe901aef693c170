/**
 * The ERP service as the item-table bench page sees it (bench/item-table.ts swaps it in for
 * web/src/services/erp-service.ts): the dropdowns' options and names answered at once from the
 * seed's lists, as the stand-in would, without a network or a signed-in user. Nothing is put.
 */
import { COMPLEXITIES, LIFECYCLES, MATERIAL_REQUEST_TYPES, type ErpSearchDocType } from '@workhub/domain';
import { ERP_ITEM_GROUPS, ERP_SUPPLIERS, ERP_WAREHOUSES } from '../../emulators/seed/data/erp-lookups';

const OPTIONS: Record<string, readonly string[]> = {
  complexity: COMPLEXITIES,
  lifecycle: LIFECYCLES,
  material_request_type: MATERIAL_REQUEST_TYPES,
};
const NAMES: Record<ErpSearchDocType, readonly string[]> = {
  Supplier: ERP_SUPPLIERS,
  Warehouse: ERP_WAREHOUSES,
  'Item Group': ERP_ITEM_GROUPS,
};

const refused = () => Promise.reject(new Error('The bench page does not talk to the ERP'));

export const erpService = {
  fieldsOptions: async (_docType: string, fields: readonly string[]) => Object.fromEntries(fields.map((f) => [f, [...(OPTIONS[f] ?? [])]])),
  search: async (docType: ErpSearchDocType) => [...NAMES[docType]].sort((a, b) => a.localeCompare(b)),
  item: refused,
  put: refused,
  maintenancePage: refused,
};
