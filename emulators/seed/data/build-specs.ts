import type { Prng } from '../prng.js';
import { isoAt } from '../clock.js';
import { STAFF_USERS } from '../accounts.js';
import { BUILDING_SYSTEMS, CLASS_PART_OWNERS, SUBSYSTEMS, type BuildingSystem } from './systems.js';
import { BUILD_SPEC_VERSIONS, buildSpecReleaseDay } from './spec-versions.js';
import { LAYER_DRAW_ORDER } from './layers.js';
import { ROUTINGS } from './class-parts.js';
import type { DocData, SeedDoc } from './types.js';

export const BUILD_TYPES = ['blocks', 'systems', 'assemblies', 'items', 'combinations', 'processes', 'installKits'] as const;
type BuildType = (typeof BUILD_TYPES)[number];

/** Configured group assemblies: what the factory builds and the pipeline tracks per project. */
export const ASSEMBLIES: readonly { name: string; system: BuildingSystem }[] = [
  { name: 'floor-cassette', system: 'structure' },
  { name: 'exterior-wall-panel', system: 'structure' },
  { name: 'interior-wall-panel', system: 'structure' },
  { name: 'roof-cassette', system: 'structure' },
  { name: 'chassis', system: 'structure' },
  { name: 'bath-pod', system: 'bath' },
  { name: 'kitchen-casework', system: 'cabinetry' },
  { name: 'closet-casework', system: 'cabinetry' },
  { name: 'hvac-package', system: 'comfort' },
  { name: 'electrical-rough-in', system: 'electrical' },
  { name: 'electrical-service', system: 'electrical' },
  { name: 'siding-package', system: 'exterior' },
  { name: 'roofing-package', system: 'exterior' },
  { name: 'window-package', system: 'fenestration' },
  { name: 'door-package', system: 'fenestration' },
  { name: 'interior-finish', system: 'interior' },
  { name: 'flooring-package', system: 'interior' },
  { name: 'deck-kit', system: 'deck' },
  { name: 'stair-kit', system: 'deck' },
  { name: 'foundation-kit', system: 'sitework' },
  { name: 'skirting-kit', system: 'sitework' },
];

/**
 * The assemblies a block of each category can drive: a bath block its bath pod, walls, wiring and
 * finishes, never the siding or window packages, which the module and entry blocks drive.
 * emulators/seed/realism.test.ts pins every seeded block to these.
 */
export const BLOCK_CATEGORY_ASSEMBLIES: Record<string, readonly string[]> = {
  kitchen: ['kitchen-casework', 'interior-wall-panel', 'electrical-rough-in', 'flooring-package', 'interior-finish'],
  bath: ['bath-pod', 'interior-wall-panel', 'electrical-rough-in', 'flooring-package', 'interior-finish'],
  bedroom: ['closet-casework', 'interior-wall-panel', 'electrical-rough-in', 'flooring-package', 'interior-finish'],
  living: ['interior-wall-panel', 'electrical-rough-in', 'flooring-package', 'interior-finish', 'hvac-package'],
  utility: ['hvac-package', 'electrical-service', 'interior-wall-panel', 'flooring-package', 'interior-finish'],
  storage: ['closet-casework', 'interior-wall-panel', 'interior-finish'],
  module: [
    'floor-cassette',
    'exterior-wall-panel',
    'roof-cassette',
    'chassis',
    'siding-package',
    'roofing-package',
    'window-package',
    'door-package',
  ],
  entry: ['door-package', 'exterior-wall-panel', 'siding-package', 'stair-kit'],
  deck: ['deck-kit', 'stair-kit'],
  stair: ['stair-kit'],
  foundation: ['foundation-kit', 'skirting-kit', 'chassis'],
  site: ['foundation-kit'],
};

/** The assemblies a block (named 'category-variant-WxD') can drive. */
export function blockAssemblies(blockName: string): readonly string[] {
  const category = blockName.split('-')[0] ?? '';
  const assemblies = BLOCK_CATEGORY_ASSEMBLIES[category];
  if (!assemblies) throw new Error(`no assemblies for the block category of ${blockName}`);
  return assemblies;
}

const ITEMS: Record<BuildingSystem, readonly string[]> = {
  bath: ['shower-valve', 'shower-pan', 'vanity-top', 'toilet', 'tile-backer', 'exhaust-fan'],
  cabinetry: ['base-cabinet', 'wall-cabinet', 'countertop', 'cabinet-pull', 'toe-kick'],
  comfort: ['mini-split-head', 'outdoor-unit', 'line-set', 'erv', 'water-heater'],
  deck: ['deck-board', 'deck-joist', 'guard-rail', 'stair-tread', 'post-base'],
  electrical: ['load-center', 'nm-cable', 'receptacle', 'switch', 'light-fixture', 'smoke-detector'],
  exterior: ['lap-siding', 'corner-trim', 'roof-panel', 'underlayment', 'gutter', 'soffit'],
  fenestration: ['window-casement', 'window-slider', 'entry-door', 'patio-door', 'sill-pan'],
  interior: ['drywall', 'lvp-flooring', 'interior-door', 'base-trim', 'paint-wall', 'paint-ceiling'],
  sitework: ['pier-block', 'tie-down', 'skirting', 'gravel-base', 'sewer-lateral'],
  structure: ['stud', 'plate', 'header', 'osb-sheathing', 'subfloor', 'rim-joist', 'joist-hanger', 'structural-screw'],
};

const PROCESSES: readonly { name: string; type: 'factory' | 'site' | 'inspection' | 'logistics'; description: string }[] = [
  { name: 'panel-framing', type: 'factory', description: 'Frame wall panels on the framing table' },
  { name: 'sheathing', type: 'factory', description: 'Sheath and nail panels and cassettes' },
  { name: 'cassette-flip', type: 'factory', description: 'Flip floor cassettes for the underside' },
  { name: 'rough-plumbing', type: 'factory', description: 'Install supply, drain and vent' },
  { name: 'rough-electrical', type: 'factory', description: 'Pull circuits and set boxes' },
  { name: 'rough-inspection', type: 'inspection', description: 'Third-party in-plant inspection' },
  { name: 'insulation', type: 'factory', description: 'Install batts and seal penetrations' },
  { name: 'drywall-hang', type: 'factory', description: 'Hang and screw gypsum panels' },
  { name: 'tape-and-finish', type: 'factory', description: 'Tape, mud and sand to level 4' },
  { name: 'paint', type: 'factory', description: 'Prime and paint walls and ceilings' },
  { name: 'cabinet-install', type: 'factory', description: 'Set cabinets and countertops' },
  { name: 'roofing', type: 'factory', description: 'Underlayment and roof panels' },
  { name: 'siding', type: 'factory', description: 'Siding, trim and flashing' },
  { name: 'shipping-prep', type: 'logistics', description: 'Wrap, brace and load for transport' },
  { name: 'crane-set', type: 'site', description: 'Set modules on the foundation' },
  { name: 'marriage-line', type: 'site', description: 'Join modules and close the marriage line' },
  { name: 'utility-connect', type: 'site', description: 'Connect water, sewer and power' },
  { name: 'final-inspection', type: 'inspection', description: 'Final inspection for occupancy' },
];

const COMBINATIONS = [
  'studio',
  'one-bed',
  'one-bed-deck',
  'two-bed',
  'two-bed-deck',
  'three-bed-two-module',
  'garage-conversion',
  'duplex',
];
const INSTALL_KITS = [
  'set-kit',
  'marriage-kit',
  'utility-connect-kit',
  'deck-install-kit',
  'skirting-kit',
  'roof-cap-kit',
  'trim-out-kit',
  'punch-list-kit',
];

/** One entry of a build type, with the versions where it appears or changes. */
interface Entry {
  type: BuildType;
  name: string;
  /** Index into BUILD_SPEC_VERSIONS where the entry first appears. */
  since: number;
  /** Index where it was dropped, if it was. */
  until: number;
  /** Indexes where its content changed (its content is drawn afresh there). */
  changes: number[];
  make: (r: Prng) => DocData;
}

const isMinorOrMajor = (index: number) => (BUILD_SPEC_VERSIONS[index] ?? '').endsWith('.0');

function history(rng: Prng, core: boolean): Pick<Entry, 'since' | 'until' | 'changes'> {
  const last = BUILD_SPEC_VERSIONS.length;
  const newer = BUILD_SPEC_VERSIONS.map((_, i) => i).filter((i) => i > 0 && isMinorOrMajor(i));
  // Entries arrive with minor or major versions; patches only change existing ones.
  const since = core || rng.chance(0.55) ? 0 : rng.pick(newer);
  const majors = BUILD_SPEC_VERSIONS.map((v, i) => (v.endsWith('.0.0') && i > since ? i : -1)).filter((i) => i > 0);
  const until = !core && majors.length > 0 && rng.chance(0.1) ? rng.pick(majors) : last;
  const changes = BUILD_SPEC_VERSIONS.map((_, i) => i).filter((i) => i > since && i < until && rng.chance(0.18));
  return { since, until, changes };
}

interface BuildSpecInputs {
  blockNames: readonly string[];
  latestBlockVersion: Record<string, string>;
  /** ERP item codes by item group, so purchased items name real codes. */
  itemCodesByGroup: Record<string, string[]>;
  /** The stock unit of each seeded item code. */
  stockUomOf?: Record<string, string>;
}

const PURCHASE_GROUP: Record<BuildingSystem, string> = {
  bath: 'Plumbing',
  cabinetry: 'Cabinetry',
  comfort: 'HVAC',
  deck: 'Lumber',
  electrical: 'Electrical',
  exterior: 'Siding and Trim',
  fenestration: 'Windows and Doors',
  interior: 'Flooring',
  sitework: 'Steel',
  structure: 'Lumber',
};

function entries(rng: Prng, inputs: BuildSpecInputs): Entry[] {
  const list: Entry[] = [];
  const add = (type: BuildType, name: string, core: boolean, make: (r: Prng) => DocData) =>
    list.push({ type, name, ...history(rng.fork(`${type}/${name}`), core), make });
  const owner = (r: Prng) => r.pick(CLASS_PART_OWNERS);
  const assemblyNames = ASSEMBLIES.map((a) => a.name);
  const itemNames = BUILDING_SYSTEMS.flatMap((s) => ITEMS[s]);

  for (const name of rng.pickMany(inputs.blockNames, 40).sort()) {
    add('blocks', name, false, (r) => ({
      assemblies: r.pickMany(blockAssemblies(name), r.int(1, 5)).sort(),
      version: inputs.latestBlockVersion[name] ?? 'v1.0.0',
    }));
  }
  for (const system of BUILDING_SYSTEMS) {
    add('systems', system, true, (r) => ({
      description: `${system.charAt(0).toUpperCase()}${system.slice(1)} system`,
      configuredGroupAssemblies: ASSEMBLIES.filter((a) => a.system === system).map((a) => a.name),
      subsystems: [...SUBSYSTEMS[system]],
      owner: owner(r),
      installer: r.pick(['factory', 'site crew', 'subcontractor']),
    }));
  }
  for (const assembly of ASSEMBLIES) {
    add('assemblies', assembly.name, assembly.system === 'structure', (r) => ({
      cadFlow: r.pick(['configured', 'configured', 'generated', 'custom']),
      owner: owner(r),
      keyLayers: r.pickMany(
        LAYER_DRAW_ORDER.filter((l) => l.startsWith('assemblies/') || l.startsWith('design/')),
        r.int(1, 3),
      ),
      keyBlocks: r.pickMany(inputs.blockNames, r.int(0, 4)).sort(),
      sketchLayers: r.pickMany(
        LAYER_DRAW_ORDER.filter((l) => l.startsWith('design/')),
        r.int(1, 3),
      ),
    }));
  }
  for (const system of BUILDING_SYSTEMS) {
    for (const name of ITEMS[system]) {
      add('items', name, false, (r) => {
        const manufactured = r.chance(0.35);
        const codes = inputs.itemCodesByGroup[manufactured ? 'Manufactured Parts' : PURCHASE_GROUP[system]] ?? [];
        return {
          description: `${name.replace(/-/g, ' ')} for the ${system} system`,
          system,
          subsystem: r.pick(SUBSYSTEMS[system]),
          owner: owner(r),
          production: manufactured
            ? {
                manufactured: true,
                routings: r.pickMany(
                  ROUTINGS.map((x) => x.id),
                  r.int(1, 3),
                ),
                station: `Station ${r.int(1, 12)}`,
                minutes: r.int(5, 240),
              }
            : { manufactured: false },
          purchasing:
            codes.length > 0
              ? // Bought in the item's own stock unit (the draw of a unit stays, so the streams do).
                ((itemCode: string, drawnUom: string) => ({
                  itemCode,
                  uom: inputs.stockUomOf?.[itemCode] ?? drawnUom,
                  wastePercent: r.pick([0, 5, 10, 15]),
                }))(r.pick(codes), r.pick(['Each', 'Linear Foot', 'Square Inch']))
              : {},
          properties: {
            material: r.pick(['wood', 'steel', 'gypsum', 'vinyl', 'fiber cement', 'copper', 'PEX', 'quartz']),
            finish: r.pick(['none', 'primed', 'painted', 'stained', 'galvanized']),
          },
          specifiedProperties: r.pickMany(['color', 'finish', 'size', 'hand', 'model'], r.int(0, 2)).sort(),
        };
      });
    }
  }
  for (const name of COMBINATIONS) {
    add('combinations', name, false, (r) => ({
      owner: owner(r),
      configuredGroupAssemblies: r.pickMany(assemblyNames, r.int(4, 12)).sort(),
    }));
  }
  for (const process of PROCESSES) {
    add('processes', process.name, false, (r) => ({
      description: process.description,
      type: process.type,
      owner: owner(r),
      location: process.type === 'site' ? 'Site' : process.type === 'logistics' ? 'Yard' : `Station ${r.int(1, 12)}`,
      time: r.int(1, 32) * 15,
    }));
  }
  for (const name of INSTALL_KITS) {
    add('installKits', name, false, (r) => ({
      derived: r.pickMany(itemNames, r.int(2, 8)).sort(),
      specified: r.pickMany(itemNames, r.int(0, 4)).sort(),
    }));
  }
  return list;
}

/**
 * One doc per released build-spec version (doc id = version), each with the seven build types
 * as maps name → entry. Later versions add, change and occasionally drop entries.
 */
export function buildBuildSpecs(rng: Prng, inputs: BuildSpecInputs): SeedDoc[] {
  const all = entries(rng, inputs);
  return BUILD_SPEC_VERSIONS.map((version, index) => {
    const data: DocData = {
      version,
      released: isoAt(buildSpecReleaseDay(version)),
      releasedBy: rng.pick(STAFF_USERS),
      message:
        index === 0 ? 'First released build specification' : version.endsWith('.0') ? 'New entries and configurations' : 'Corrections',
    };
    for (const type of BUILD_TYPES) {
      const collection: Record<string, DocData> = {};
      for (const entry of all) {
        if (entry.type !== type || entry.since > index || entry.until <= index) continue;
        const changedAt = Math.max(entry.since, ...entry.changes.filter((c) => c <= index));
        collection[entry.name] = entry.make(rng.fork(`${type}/${entry.name}@${changedAt}`));
      }
      data[type] = collection;
    }
    return { id: version, data };
  });
}
