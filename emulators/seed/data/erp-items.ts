import type { Complexity, ErpFlag, Lifecycle, MaterialRequestType, StockUom as DomainStockUom } from '@workhub/domain';
import type { Prng } from '../prng.js';
import { ERP_SUPPLIERS, type ErpItemGroup, type ErpWarehouse } from './erp-lookups.js';
import type { SeedDoc } from './types.js';

/**
 * Where a bought item is kept by default, weighted as a stores manager would set it up: two in
 * three in the main stores, one in five in raw materials, some delivered to the site yard, one in
 * sixteen held in quarantine or returns (awaiting inspection or a supplier's credit). One draw
 * (rng.pick), so the rest of the seed is the same whatever the weights.
 */
const BOUGHT_ITEM_WAREHOUSES: readonly ErpWarehouse[] = [
  ...Array<ErpWarehouse>(22).fill('Stores - MDB'),
  ...Array<ErpWarehouse>(6).fill('Raw Materials - MDB'),
  ...Array<ErpWarehouse>(3).fill('Site Staging - MDB'),
  'Quarantine - MDB',
  'Returns - MDB',
];

export const ERP_ITEM_COUNT = 5000;

// The choice lists live in domain (domain/src/stock/item.ts); re-exported here for the seed's users
// (the ERP stand-in imports them from this file).
export { COMPLEXITIES, LIFECYCLES, STOCK_UOMS, MATERIAL_REQUEST_TYPES } from '@workhub/domain';
type StockUom = DomainStockUom;
type Flag = ErpFlag;

/** An ERP item as the item maintenance table shows it (supporting spec section 2). */
export interface ErpItem {
  item_code: string;
  item_name: string;
  lead_time_days: number | null;
  for_tiling: Flag;
  complexity: Complexity | null;
  item_group: ErpItemGroup;
  lifecycle: Lifecycle | null;
  check_stock: Flag;
  warehouse_reorder_level: number | null;
  warehouse_reorder_qty: number | null;
  purchase_uom: StockUom | null;
  stock_uom: StockUom;
  material_request_type: MaterialRequestType | null;
  default_supplier: string | null;
  default_warehouse: string | null;
  stock_qty: number;
}

interface GroupRecipe {
  group: ErpItemGroup;
  prefix: string;
  /** Relative share of the 5,000 items. */
  weight: number;
  uoms: readonly StockUom[];
  leadDays: [number, number];
  name: (r: Prng) => string;
}

const COLORS = [
  'Arctic White',
  'Charcoal',
  'Iron Gray',
  'Khaki Brown',
  'Evening Blue',
  'Sage',
  'Matte Black',
  'Satin Nickel',
  'Natural Oak',
  'Walnut',
];
const LENGTHS_FT = [8, 10, 12, 14, 16, 20];
const frac = (r: Prng) => r.pick(['1/4', '3/8', '1/2', '5/8', '3/4', '1']);

const RECIPES: readonly GroupRecipe[] = [
  {
    group: 'Lumber',
    prefix: 'LBR',
    weight: 9,
    uoms: ['Each', 'Linear Foot'],
    leadDays: [3, 14],
    name: (r) =>
      `${r.pick(['2x4', '2x6', '2x8', '2x10', '2x12', '4x4', '1x4'])} ${r.pick(['SPF #2', 'DF #1', 'HF Stud', 'PT Southern Pine', 'LVL 2.0E', 'PSL'])} ${r.pick(LENGTHS_FT)}'`,
  },
  {
    group: 'Sheet Goods',
    prefix: 'SHT',
    weight: 6,
    uoms: ['Each', 'Square Inch'],
    leadDays: [5, 21],
    name: (r) =>
      `${frac(r)}" ${r.pick(['OSB Sheathing', 'CDX Plywood', 'T&G Subfloor', 'Type X Drywall', 'Moisture Resistant Drywall', 'MDF', 'Cement Board'])} 4x${r.pick([8, 9, 10, 12])}`,
  },
  {
    group: 'Fasteners',
    prefix: 'FST',
    weight: 9,
    uoms: ['2000 Pack', '15 Pack', '1 lb', 'Each'],
    leadDays: [2, 10],
    name: (r) =>
      `${r.pick(['#8', '#10', '1/4"', '3/8"', '1/2"', '16d', '10d', '8d'])} x ${r.pick(['1-1/4"', '1-5/8"', '2-1/2"', '3"', '3-1/2"', '6"'])} ${r.pick(['Structural Screw', 'Sinker Nail', 'Ring Shank Nail', 'Lag Bolt', 'Anchor Bolt', 'Drywall Screw', 'Trim Screw'])}`,
  },
  {
    group: 'Adhesives and Sealants',
    prefix: 'ADH',
    weight: 3,
    uoms: ['Each'],
    leadDays: [3, 10],
    name: (r) =>
      `${r.pick(['Subfloor Adhesive', 'Polyurethane Sealant', 'Acrylic Caulk', 'Fire Caulk', 'Silicone Sealant', 'Construction Adhesive'])} ${r.pick(['10 oz', '28 oz', '20 oz sausage'])} - ${r.pick(COLORS)}`,
  },
  {
    group: 'Electrical',
    prefix: 'ELC',
    weight: 9,
    uoms: ['Each', 'Linear Foot'],
    leadDays: [3, 30],
    name: (r) =>
      r.pick([
        `${r.pick(['14/2', '12/2', '12/3', '10/2', '6/3'])} NM-B Cable ${r.pick([100, 250, 500])} ft`,
        `${r.pick([15, 20, 30])}A ${r.pick(['Tamper Resistant Receptacle', 'GFCI Receptacle', 'AFCI Breaker', 'Single Pole Switch', 'Dimmer'])} - ${r.pick(['White', 'Light Almond', 'Black'])}`,
        `${r.pick(['Single', 'Double', 'Triple'])} Gang ${r.pick(['New Work Box', 'Old Work Box', 'Weatherproof Box'])}`,
        `LED ${r.pick(['Wafer Light', 'Vanity Bar', 'Flush Mount', 'Wall Pack'])} ${r.pick(['4"', '6"', '24"', '36"'])} ${r.pick(['2700K', '3000K', '4000K'])}`,
        `${r.pick([100, 125, 200])}A Load Center ${r.pick([20, 30, 40])} Space`,
      ]),
  },
  {
    group: 'Plumbing',
    prefix: 'PLB',
    weight: 8,
    uoms: ['Each', 'Linear Foot'],
    leadDays: [3, 21],
    name: (r) =>
      r.pick([
        `${r.pick(['1/2"', '3/4"', '1"'])} PEX-A Tubing - ${r.pick(['Red', 'Blue', 'White'])}`,
        `${r.pick(['1-1/2"', '2"', '3"', '4"'])} ${r.pick(['ABS', 'PVC DWV'])} ${r.pick(['Pipe', 'Long Sweep 90', 'Wye', 'Cleanout', 'P-Trap'])}`,
        `${r.pick(['1/2"', '3/4"'])} PEX ${r.pick(['Elbow', 'Tee', 'Coupling', 'Stub Out', 'Manifold 6-Port'])}`,
        `${r.pick(['Toilet Flange', 'Shower Valve', 'Tub Drain', 'Hose Bib', 'Water Heater Pan'])} ${r.pick(['Standard', 'Pressure Balance', 'Frost Free', 'Low Profile'])}`,
      ]),
  },
  {
    group: 'HVAC',
    prefix: 'HVC',
    weight: 4,
    uoms: ['Each', 'Linear Foot'],
    leadDays: [7, 60],
    name: (r) =>
      r.pick([
        `Mini-Split ${r.pick(['9k', '12k', '18k', '24k'])} BTU ${r.pick(['Wall Head', 'Ducted Air Handler', 'Outdoor Unit'])}`,
        `${r.pick(['4"', '6"', '8"'])} ${r.pick(['Flex Duct 25 ft', 'Rigid Duct 5 ft', 'Duct Boot', 'Wall Cap'])}`,
        `${r.pick(['Floor Register 4x10', 'Ceiling Diffuser 8x8', 'Return Grille 14x20', 'Bath Fan 80 CFM', 'ERV 150 CFM'])}`,
      ]),
  },
  {
    group: 'Windows and Doors',
    prefix: 'WND',
    weight: 6,
    uoms: ['Each'],
    leadDays: [21, 90],
    name: (r) =>
      `${r.pick(['Vinyl Slider', 'Vinyl Casement', 'Fiberglass Double Hung', 'Fixed Picture', 'Awning', 'Fiberglass Entry Door', 'Sliding Patio Door', 'Prehung Interior Door'])} ${r.pick([24, 30, 32, 36, 48, 60, 72])}x${r.pick([36, 48, 60, 80, 96])} - ${r.pick(['White', 'Black', 'Bronze'])}`,
  },
  {
    group: 'Insulation',
    prefix: 'INS',
    weight: 3,
    uoms: ['Each', 'Square Inch'],
    leadDays: [5, 21],
    name: (r) =>
      `${r.pick(['R-13', 'R-15', 'R-21', 'R-30', 'R-38', 'R-49'])} ${r.pick(['Fiberglass Batt', 'Mineral Wool Batt', 'Rigid Foam Board', 'Closed Cell Spray Foam Set'])} ${r.pick(['15"', '23"', '4x8'])}`,
  },
  {
    group: 'Roofing',
    prefix: 'RFG',
    weight: 4,
    uoms: ['Each', 'Linear Foot'],
    leadDays: [7, 45],
    name: (r) =>
      `${r.pick(['Standing Seam Panel 16"', 'Synthetic Underlayment Roll', 'Ice & Water Shield', 'Drip Edge 10 ft', 'Ridge Vent 4 ft', 'Pipe Boot', 'TPO Membrane 10x100'])} - ${r.pick(COLORS)}`,
  },
  {
    group: 'Siding and Trim',
    prefix: 'SDG',
    weight: 5,
    uoms: ['Each', 'Linear Foot'],
    leadDays: [7, 35],
    name: (r) =>
      `${r.pick(['Fiber Cement Lap 8.25"', 'Fiber Cement Panel 4x8', 'Board and Batten Panel', 'PVC Trim 1x4', 'PVC Trim 1x6', 'Cedar Shingle Bundle', 'Metal J-Channel'])} x ${r.pick(LENGTHS_FT)}' - ${r.pick(COLORS)}`,
  },
  {
    group: 'Cabinetry',
    prefix: 'CAB',
    weight: 4,
    uoms: ['Each', 'Square Inch'],
    leadDays: [14, 60],
    name: (r) =>
      `${r.pick(['Base Cabinet', 'Wall Cabinet', 'Sink Base', 'Drawer Base', 'Tall Pantry', 'Vanity Base', 'Quartz Countertop Slab', 'Butcher Block Top'])} ${r.pick([12, 15, 18, 24, 30, 36])}" - ${r.pick(['Shaker White', 'Slab Walnut', 'Shaker Sage', 'Flat Oak'])}`,
  },
  {
    group: 'Flooring',
    prefix: 'FLR',
    weight: 3,
    uoms: ['Each', 'Square Inch'],
    leadDays: [7, 30],
    name: (r) =>
      `${r.pick(['LVP Plank 7x48', 'LVP Plank 9x60', 'Porcelain Tile 12x24', 'Ceramic Tile 3x12', 'Carpet Tile 24x24', 'Stair Nose 94"'])} - ${r.pick(['Oak Natural', 'Ash Gray', 'Smoke', 'Bone', 'Walnut'])}`,
  },
  {
    group: 'Paint and Finishes',
    prefix: 'PNT',
    weight: 3,
    uoms: ['Each'],
    leadDays: [2, 10],
    name: (r) =>
      `${r.pick(['Interior Eggshell', 'Interior Flat Ceiling', 'Semi-Gloss Trim', 'Exterior Satin', 'Primer Sealer', 'Wood Stain'])} ${r.pick(['1 gal', '5 gal'])} - ${r.pick(COLORS)}`,
  },
  {
    group: 'Hardware',
    prefix: 'HDW',
    weight: 4,
    uoms: ['Each', '15 Pack'],
    leadDays: [3, 21],
    name: (r) =>
      `${r.pick(['Passage Lever', 'Privacy Lever', 'Deadbolt', 'Hinge 3.5"', 'Cabinet Pull 5"', 'Drawer Slide 18"', 'Closet Rod Bracket', 'Door Stop'])} - ${r.pick(['Matte Black', 'Satin Nickel', 'Brushed Brass', 'Chrome'])}`,
  },
  {
    group: 'Appliances',
    prefix: 'APL',
    weight: 2,
    uoms: ['Each'],
    leadDays: [14, 75],
    name: (r) =>
      `${r.pick(['Range 30" Electric', 'Induction Cooktop 24"', 'Refrigerator 24" Counter Depth', 'Dishwasher 18"', 'Washer/Dryer Combo 24"', 'Range Hood 30"', 'Heat Pump Water Heater 50 gal'])} - ${r.pick(['Stainless', 'White', 'Black'])}`,
  },
  {
    group: 'Steel',
    prefix: 'STL',
    weight: 3,
    uoms: ['Linear Foot', 'Linear Inch', 'Each'],
    leadDays: [10, 45],
    name: (r) =>
      `${r.pick(['HSS 4x4x1/4', 'HSS 6x4x1/4', 'C-Channel 8"', 'C-Channel 10"', 'Angle 3x3x1/4', 'Flat Bar 3x1/2', 'W8x18 Beam'])} ${r.pick(['A500', 'A36', 'Galvanized'])}`,
  },
  {
    group: 'Manufactured Parts',
    prefix: 'MFG',
    weight: 10,
    uoms: ['Each'],
    leadDays: [0, 7],
    name: (r) =>
      `${r.pick(['Wall Panel', 'Floor Cassette', 'Roof Cassette', 'Window Buck', 'Stair Stringer', 'Deck Cassette', 'Cabinet Box', 'Countertop Blank', 'Siding Panel', 'Rim Joist'])} ${r.pick(['WP', 'FC', 'RC', 'WB', 'SS', 'DC', 'CB', 'CT', 'SP', 'RJ'])}-${r.int(100, 999)} ${r.pick(['Ext', 'Int', 'Std', 'Custom'])}`,
  },
  {
    group: 'Consumables',
    prefix: 'CON',
    weight: 3,
    uoms: ['Each', '15 Pack', '1 lb'],
    leadDays: [1, 7],
    name: (r) =>
      `${r.pick(['Saw Blade 10" 60T', 'Router Bit 1/2" Compression', 'Stretch Wrap 18"', 'Nitrile Gloves L', 'Marking Paint', 'Shop Rags', 'Sanding Disc 120 Grit', 'Tape Measure 25 ft'])}`,
  },
];

const TOTAL_WEIGHT = RECIPES.reduce((sum, r) => sum + r.weight, 0);

function recipeAt(rng: Prng): GroupRecipe {
  let roll = rng.next() * TOTAL_WEIGHT;
  for (const recipe of RECIPES) {
    roll -= recipe.weight;
    if (roll < 0) return recipe;
  }
  return RECIPES[RECIPES.length - 1] as GroupRecipe;
}

/** The weighted pick of a lifecycle: most items are in use. */
function lifecycleOf(rng: Prng): ErpItem['lifecycle'] {
  const roll = rng.next();
  if (roll < 0.02) return null;
  if (roll < 0.72) return 'U - In Use';
  if (roll < 0.82) return 'N - NPI';
  if (roll < 0.9) return 'P - Phase out';
  if (roll < 0.94) return 'S - Service Only';
  return 'O - Obsolete';
}

function complexityOf(rng: Prng, recipe: GroupRecipe): ErpItem['complexity'] {
  if (rng.chance(0.02)) return null;
  // Once a 'test' leftover (with a 'TEST …' name); a company's item master has none: the draw stays, so the streams do.
  if (rng.chance(0.004)) return recipe.group === 'Manufactured Parts' ? 'C - Project custom' : 'A - Off the shelf';
  if (recipe.group === 'Manufactured Parts') return rng.chance(0.6) ? 'B - Block custom' : 'C - Project custom';
  return rng.chance(0.93) ? 'A - Off the shelf' : 'C - Project custom';
}

function flag(rng: Prng, blank: number, one: number): Flag {
  const roll = rng.next();
  return roll < blank ? '' : roll < blank + one ? 1 : 0;
}

const LENGTH_UOMS: readonly StockUom[] = ['Linear Foot', 'Linear Inch', 'Square Inch'];

/**
 * The units an item is stocked and bought in, as a stores manager would set it up: a stud, a
 * sheet, a window, a batt bundle, a roll or a fixture by the Each; pipe and tubing, standing-seam
 * panels and steel sections by the Linear Foot; fasteners by the pack, pound or each; shop rags by
 * the pound. Never by the Square Inch. emulators/seed/realism.test.ts pins every item to these.
 */
export function unitsFor(group: ErpItemGroup, name: string): readonly StockUom[] {
  switch (group) {
    case 'Fasteners':
      return ['2000 Pack', '15 Pack', '1 lb', 'Each'];
    case 'Plumbing':
      return / (PEX-A Tubing|Pipe)\b/.test(name) ? ['Linear Foot'] : ['Each'];
    case 'Roofing':
      return name.startsWith('Standing Seam Panel') ? ['Linear Foot'] : ['Each'];
    case 'Steel':
      return ['Linear Foot'];
    case 'Hardware':
      return /^(Hinge|Cabinet Pull|Door Stop)/.test(name) ? ['Each', '15 Pack'] : ['Each'];
    case 'Consumables':
      return name === 'Shop Rags' ? ['1 lb'] : ['Each'];
    default:
      return ['Each'];
  }
}

/**
 * The drawn unit and stock kept when they fit the item, else its first fitting unit; a stock drawn
 * as a length (0–5,000) becomes a count a tenth of it. No draw, so the rest of the seed is unchanged.
 */
function fitUnits(item: ErpItem): ErpItem {
  const units = unitsFor(item.item_group, item.item_name);
  if (units.includes(item.stock_uom) && (item.purchase_uom === null || units.includes(item.purchase_uom))) return item;
  const stockUom = units.includes(item.stock_uom) ? item.stock_uom : units[0]!;
  const wasLength = LENGTH_UOMS.includes(item.stock_uom);
  const isLength = LENGTH_UOMS.includes(stockUom);
  return {
    ...item,
    stock_uom: stockUom,
    purchase_uom: item.purchase_uom === null ? null : units.includes(item.purchase_uom) ? item.purchase_uom : stockUom,
    stock_qty: wasLength && !isLength ? Math.round(item.stock_qty / 10) : item.stock_qty,
  };
}

function itemOf(rng: Prng, recipe: GroupRecipe, code: string): ErpItem {
  return fitUnits(drawnItemOf(rng, recipe, code));
}

function drawnItemOf(rng: Prng, recipe: GroupRecipe, code: string): ErpItem {
  const stockUom = rng.pick(recipe.uoms);
  const manufactured = recipe.group === 'Manufactured Parts';
  const complexity = complexityOf(rng, recipe);
  const reorder = rng.chance(0.7);
  const reorderLevel = reorder ? rng.pick([0, 5, 10, 20, 25, 50, 100, 200]) : null;
  const quantity =
    stockUom === 'Linear Foot' || stockUom === 'Linear Inch' || stockUom === 'Square Inch'
      ? rng.float(0, 5000, 1)
      : rng.chance(0.25)
        ? 0
        : rng.int(1, 800);
  return {
    item_code: code,
    item_name: recipe.name(rng),
    lead_time_days: rng.chance(0.05) ? null : rng.int(...recipe.leadDays),
    for_tiling: manufactured || recipe.group === 'Sheet Goods' ? flag(rng, 0.2, 0.5) : flag(rng, 0.85, 0.02),
    complexity,
    item_group: recipe.group,
    lifecycle: lifecycleOf(rng),
    check_stock: flag(rng, 0.1, 0.6),
    warehouse_reorder_level: reorderLevel,
    warehouse_reorder_qty: reorder && rng.chance(0.9) ? rng.pick([10, 25, 50, 100, 250, 500, 1000]) : null,
    // Most items are bought in the unit they are stocked in; some come in packs or by the each.
    purchase_uom: rng.chance(0.03) ? null : rng.chance(0.85) ? stockUom : rng.pick(recipe.uoms),
    stock_uom: stockUom,
    material_request_type: rng.chance(0.03)
      ? null
      : manufactured
        ? 'Transfer'
        : recipe.group === 'Consumables'
          ? 'Material Issue'
          : rng.chance(0.92)
            ? 'Purchase'
            : 'Transfer',
    default_supplier: manufactured || rng.chance(0.06) ? (rng.chance(0.5) ? '' : null) : rng.pick(ERP_SUPPLIERS),
    default_warehouse: rng.chance(0.05)
      ? null
      : manufactured
        ? rng.pick(['Work In Progress - MDB', 'Finished Goods - MDB'])
        : rng.pick(BOUGHT_ITEM_WAREHOUSES),
    stock_qty: quantity,
  };
}

/**
 * Values a real company's ERPNext holds beyond WorkHub's constant lists (issue 24): the ERP owns
 * these options (its Item DocType defines them), and WorkHub must show and edit them like any
 * other. The ERP stand-in's DocType offers them (emulators/erp/doctypes.ts).
 */
export const ERP_EXTRA_OPTIONS = {
  complexity: ['D - Engineered to order'],
  lifecycle: ['R - Restricted', 'H - On Hold'],
  check_stock: ['Cycle Count'],
  material_request_type: ['Manufacture'],
  uom: ['Nos', 'Box'],
} as const;

/**
 * A few seeded items (by position, without a draw, so the rest of the seed is unchanged) whose
 * option values are outside WorkHub's lists, as a company's ERP holds them.
 */
export const OFF_LIST_ITEMS: Record<number, Partial<Record<keyof ErpItem, unknown>>> = {
  4990: { complexity: 'D - Engineered to order', lifecycle: 'R - Restricted' },
  4991: { stock_uom: 'Nos', purchase_uom: 'Box' },
  4992: { check_stock: 'Cycle Count', material_request_type: 'Manufacture' },
  4993: { complexity: 'D - Engineered to order', lifecycle: 'H - On Hold' },
};

/**
 * `count` items (default 5,000); the doc id is the item code ('LBR-10001'). The generator is
 * sequential, so the first 5,000 of a larger set (`npm run seed -- --items 20000`) are the default set.
 */
export function buildErpItems(rng: Prng, count: number = ERP_ITEM_COUNT): SeedDoc[] {
  const nextNumber = new Map<string, number>();
  const docs: SeedDoc[] = [];
  for (let i = 0; i < count; i++) {
    const recipe = recipeAt(rng);
    const number = nextNumber.get(recipe.prefix) ?? 10001;
    nextNumber.set(recipe.prefix, number + 1);
    const item = itemOf(rng, recipe, `${recipe.prefix}-${number}`);
    docs.push({ id: item.item_code, data: { ...item, ...OFF_LIST_ITEMS[i] } });
  }
  return docs;
}
