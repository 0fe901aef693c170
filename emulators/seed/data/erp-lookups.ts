import type { SeedDoc } from './types.js';

/** ERP suppliers (fictional), read by the item table's supplier dropdown. */
export const ERP_SUPPLIERS = [
  'Alder Creek Lumber',
  'Anchor Fastening Supply',
  'Bayline Electric Wholesale',
  'Bridgewater Windows',
  'Cascade Building Products',
  'Cedar Ridge Millwork',
  'Coastal Plumbing Distributors',
  'Columbia Steel Service',
  'Delta Insulation Co',
  'Evergreen Sheet Goods',
  'Falcon HVAC Supply',
  'Foothill Hardware',
  'Granite State Countertops',
  'Harbor Roofing Supply',
  'Ironwood Structural',
  'Keystone Adhesives',
  'Lakeshore Cabinet Works',
  'Meridian Appliance Distribution',
  'Northgate Flooring',
  'Oakline Doors',
  'Pacific Paint & Coatings',
  'Pinecrest Trim Co',
  'Quarry Tile Imports',
  'Redwood Engineered Lumber',
  'Ridgeview Siding',
  'Sierra Industrial Consumables',
  'Summit Solar Supply',
  'Tidewater Sealants',
  'Union Fastener Group',
  'Valley Electrical Components',
  'Westbrook Packaging',
  'Yardarm Logistics Supply',
] as const;

/** ERP warehouses, named the ERP way ('<name> - <company abbreviation>'). */
export const ERP_WAREHOUSES = [
  'Stores - MDB',
  'Raw Materials - MDB',
  'Work In Progress - MDB',
  'Finished Goods - MDB',
  'Site Staging - MDB',
  'Quarantine - MDB',
  'Returns - MDB',
] as const;

/** ERP item groups; 'Manufactured Parts' is the class-part default. */
export const ERP_ITEM_GROUPS = [
  'Adhesives and Sealants',
  'Appliances',
  'Cabinetry',
  'Consumables',
  'Electrical',
  'Fasteners',
  'Flooring',
  'Hardware',
  'HVAC',
  'Insulation',
  'Lumber',
  'Manufactured Parts',
  'Paint and Finishes',
  'Plumbing',
  'Roofing',
  'Sheet Goods',
  'Siding and Trim',
  'Steel',
  'Windows and Doors',
] as const;
export type ErpItemGroup = (typeof ERP_ITEM_GROUPS)[number];
export type ErpWarehouse = (typeof ERP_WAREHOUSES)[number];

function named(names: readonly string[]): SeedDoc[] {
  return names.map((name) => ({ id: name, data: { name } }));
}

export const buildErpSuppliers = (): SeedDoc[] => named(ERP_SUPPLIERS);
export const buildErpWarehouses = (): SeedDoc[] => named(ERP_WAREHOUSES);
export const buildErpItemGroups = (): SeedDoc[] => named(ERP_ITEM_GROUPS);
