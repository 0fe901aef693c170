import type { ErpItemGroup } from './erp-lookups.js';

/**
 * How many of an item one assembly's BOM line plausibly asks for, by item group (in the item's
 * stock unit: a dishwasher by the Each, PEX by the foot): one family home picks one or two
 * dishwashers, a dozen windows, a few hundred studs. emulators/seed/realism.test.ts pins the seed
 * to these bounds.
 */
export const LINE_QTY_BOUNDS: Record<ErpItemGroup, readonly [number, number]> = {
  Lumber: [4, 300],
  'Sheet Goods': [2, 80],
  Fasteners: [1, 40],
  'Adhesives and Sealants': [1, 24],
  Electrical: [1, 60],
  Plumbing: [1, 120],
  HVAC: [1, 8],
  'Windows and Doors': [1, 12],
  Insulation: [2, 60],
  Roofing: [1, 80],
  'Siding and Trim': [4, 160],
  Cabinetry: [1, 16],
  Flooring: [1, 240],
  'Paint and Finishes': [1, 12],
  Hardware: [1, 40],
  Appliances: [1, 2],
  Steel: [4, 120],
  'Manufactured Parts': [1, 40],
  Consumables: [1, 20],
};

/** The item group of a seeded item code, by its prefix ('APL-10004' → 'Appliances'). */
export const GROUP_OF_PREFIX: Record<string, ErpItemGroup> = {
  LBR: 'Lumber',
  SHT: 'Sheet Goods',
  FST: 'Fasteners',
  ADH: 'Adhesives and Sealants',
  ELC: 'Electrical',
  PLB: 'Plumbing',
  HVC: 'HVAC',
  WND: 'Windows and Doors',
  INS: 'Insulation',
  RFG: 'Roofing',
  SDG: 'Siding and Trim',
  CAB: 'Cabinetry',
  FLR: 'Flooring',
  PNT: 'Paint and Finishes',
  HDW: 'Hardware',
  APL: 'Appliances',
  STL: 'Steel',
  MFG: 'Manufactured Parts',
  CON: 'Consumables',
};

/** The bounds for an item code (by its prefix; unknown prefixes get the loosest). */
export function lineQtyBounds(itemCode: string): readonly [number, number] {
  const group = GROUP_OF_PREFIX[itemCode.split('-')[0] ?? ''];
  return group ? LINE_QTY_BOUNDS[group] : [1, 400];
}

/** A quantity drawn from 1…400 folded into the item's bounds (the draw stays one, so the seed's streams stay as they were). */
export function boundedQty(itemCode: string, drawn: number): number {
  const [low, high] = lineQtyBounds(itemCode);
  return low + ((drawn - 1) % (high - low + 1));
}
