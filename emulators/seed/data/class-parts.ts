import { ROUTINGS } from '@workhub/domain';
import type { Prng } from '../prng.js';
import { isoAt } from '../clock.js';
import { STAFF_USERS } from '../accounts.js';
import { BUILDING_SYSTEMS, CLASS_PART_OWNERS, type BuildingSystem } from './systems.js';
import { BUILD_SPEC_VERSIONS } from './spec-versions.js';
import { docIdOfPath, type SeedDoc } from './types.js';

/** Routings a manufactured part can follow: the catalogue lives in domain (class-parts/routings.ts). */
export { ROUTINGS };

const PARTS: Record<BuildingSystem, readonly { name: string; description: string; tiling: '1D' | '2D' }[]> = {
  bath: [
    { name: 'shower-pan', description: 'Sloped shower pan with integrated curb', tiling: '2D' },
    { name: 'vanity-top', description: 'Solid-surface vanity top cut to length', tiling: '1D' },
    { name: 'tile-backer', description: 'Cement board backer panel for wet walls', tiling: '2D' },
    { name: 'grab-bar-blocking', description: 'Blocking strip for grab bars and accessories', tiling: '1D' },
  ],
  cabinetry: [
    { name: 'base-cabinet-box', description: 'Frameless base cabinet carcass', tiling: '2D' },
    { name: 'wall-cabinet-box', description: 'Frameless wall cabinet carcass', tiling: '2D' },
    { name: 'countertop-blank', description: 'Countertop blank with sink cut-out', tiling: '1D' },
    { name: 'toe-kick', description: 'Toe kick board cut to run length', tiling: '1D' },
  ],
  comfort: [
    { name: 'duct-trunk', description: 'Rectangular supply trunk section', tiling: '1D' },
    { name: 'register-boot', description: 'Register boot with floor flange', tiling: '1D' },
    { name: 'heat-pump-stand', description: 'Outdoor unit stand, powder coated', tiling: '1D' },
  ],
  deck: [
    { name: 'deck-ledger', description: 'Pressure-treated ledger with bolt pattern', tiling: '1D' },
    { name: 'stair-stringer', description: 'Cut stair stringer for exterior stairs', tiling: '1D' },
    { name: 'rail-post', description: 'Guard rail post with base plate', tiling: '1D' },
    { name: 'deck-cassette', description: 'Prefabricated deck framing cassette', tiling: '2D' },
  ],
  electrical: [
    { name: 'panel-backer', description: 'Plywood backer for the load centre', tiling: '2D' },
    { name: 'box-bracket', description: 'Adjustable bracket for device boxes between studs', tiling: '1D' },
    { name: 'meter-base-mount', description: 'Exterior meter base mounting plate', tiling: '2D' },
  ],
  exterior: [
    { name: 'siding-panel', description: 'Fiber-cement panel cut to the elevation', tiling: '2D' },
    { name: 'corner-trim', description: 'Outside corner trim board', tiling: '1D' },
    { name: 'soffit-panel', description: 'Vented soffit panel', tiling: '2D' },
    { name: 'fascia-board', description: 'Fascia board mitred at corners', tiling: '1D' },
  ],
  fenestration: [
    { name: 'window-buck', description: 'Window rough-opening buck', tiling: '1D' },
    { name: 'sill-pan', description: 'Formed sill pan flashing', tiling: '1D' },
    { name: 'door-frame', description: 'Exterior door frame kit', tiling: '1D' },
  ],
  interior: [
    { name: 'drywall-panel', description: 'Gypsum panel cut to the wall layout', tiling: '2D' },
    { name: 'door-jamb', description: 'Interior split jamb set', tiling: '1D' },
    { name: 'base-trim', description: 'Base trim run with coped ends', tiling: '1D' },
    { name: 'closet-shelf', description: 'Melamine closet shelf with cleats', tiling: '1D' },
  ],
  sitework: [
    { name: 'pier-cap', description: 'Steel pier cap for the chassis', tiling: '1D' },
    { name: 'anchor-plate', description: 'Tie-down anchor plate', tiling: '1D' },
    { name: 'skirting-panel', description: 'Foundation skirting panel with vents', tiling: '2D' },
  ],
  structure: [
    { name: 'floor-cassette', description: 'Floor cassette: joists, rim and sheathing', tiling: '2D' },
    { name: 'wall-panel', description: 'Wall panel: studs, plates, headers and sheathing', tiling: '2D' },
    { name: 'roof-cassette', description: 'Roof cassette with rafters and sheathing', tiling: '2D' },
    { name: 'chassis-beam', description: 'Steel chassis beam with outriggers', tiling: '1D' },
    { name: 'rim-joist', description: 'LVL rim joist with connection holes', tiling: '1D' },
  ],
};

/** Generic revision messages that name the part. */
const genericMessages = (words: string) => [
  `Update the ${words} routing order`,
  `Tighten the ${words} tolerances`,
  `Add a ${words} configuration`,
  `Fix the ${words} part number suffix`,
];

/** Revision messages a part's engineer would write, per part (four each: one draw, as before). */
const PART_MESSAGES: Record<string, readonly string[]> = {
  'wall-panel': [
    'Change the wall panel sheathing to 7/16 OSB',
    'Add a wall panel configuration for 2x6 walls',
    'Update the wall panel routing order',
    'Fix the wall panel part number suffix',
  ],
  'floor-cassette': [
    'Floor cassette: joists at 16" on centre',
    'Add a floor cassette configuration for 2x10 joists',
    'Update the floor cassette routing order',
    'Fix the floor cassette part number suffix',
  ],
  'roof-cassette': [
    'Roof cassette: change sheathing to 5/8 CDX',
    'Add a roof cassette configuration for a 4:12 pitch',
    'Update the roof cassette routing order',
    'Fix the roof cassette part number suffix',
  ],
  'shower-pan': [
    'Shower pan: steeper slope to the drain',
    'Add a shower pan configuration for a 60" stall',
    'Update the shower pan routing order',
    'Fix the shower pan part number suffix',
  ],
  'drywall-panel': [
    'Drywall panel: Type X on the fire-rated wall',
    'Add a drywall panel configuration for 9 ft ceilings',
    'Update the drywall panel routing order',
    'Fix the drywall panel part number suffix',
  ],
  'siding-panel': [
    'Siding panel: cut list follows the new elevation',
    'Add a siding panel configuration for board and batten',
    'Update the siding panel routing order',
    'Fix the siding panel part number suffix',
  ],
  'stair-stringer': [
    'Stair stringer: 7 3/4" max riser',
    'Add a stair stringer configuration for 4 treads',
    'Update the stair stringer routing order',
    'Fix the stair stringer part number suffix',
  ],
};

function hex(rng: Prng, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += '0123456789abcdef'[rng.int(0, 15)];
  return out;
}

/** Splits the build spec versions into consecutive runs, one per part version (newest last). */
function specRuns(rng: Prng, versionCount: number): string[][] {
  const all = [...BUILD_SPEC_VERSIONS];
  const start = rng.int(0, all.length - 4); // a part may join the spec later
  const cuts = rng
    .pickMany(
      Array.from({ length: all.length - start - 1 }, (_, i) => start + 1 + i),
      versionCount - 1,
    )
    .sort((a, b) => a - b);
  const bounds = [start, ...cuts, all.length];
  return Array.from({ length: versionCount }, (_, i) => all.slice(bounds[i], bounds[i + 1]));
}

/** One document per class-part version, in all ten systems (core spec section 3). */
export function buildClassParts(rng: Prng): SeedDoc[] {
  const docs: SeedDoc[] = [];
  for (const system of BUILDING_SYSTEMS) {
    for (const part of PARTS[system]) {
      const r = rng.fork(`${system}/${part.name}`);
      const versionCount = r.pick([1, 1, 2, 2, 3]);
      const versions = ['v1.0.0', r.pick(['v1.1.0', 'v1.0.1']), 'v2.0.0'].slice(0, versionCount);
      const runs = specRuns(r, versionCount);
      const owner = r.pick(CLASS_PART_OWNERS);
      const onshapeDocument = { name: `${system} / ${part.name}`, did: hex(r, 24), wid: hex(r, 24), eid: hex(r, 24) };
      let day = -r.int(300, 500);
      versions.forEach((version, index) => {
        const latest = index === versions.length - 1;
        const path = `${system}/${part.name}`;
        const key = `${path}-${version}`;
        const id = docIdOfPath(key);
        const createdBy = r.pick(STAFF_USERS);
        const created = isoAt(day, r.int(0, 600));
        day += r.int(20, 120);
        // The newest version is sometimes still being worked on or failed its CAD check.
        const status = latest ? r.pick(['done', 'done', 'done', 'inProgress', 'error'] as const) : 'done';
        const substatus =
          status === 'error'
            ? r.pick(['CAD assignment failed: configuration missing', 'Routing not found for part number'])
            : status === 'inProgress'
              ? 'awaiting CAD assignment'
              : '';
        const words = part.name.replace(/-/g, ' ');
        docs.push({
          id,
          data: {
            id,
            name: part.name,
            system,
            path,
            key,
            version,
            description: part.description,
            details: `${part.description}. Revision ${version}: ${index === 0 ? 'initial release' : r.pick(['tolerance update', 'new routing', 'material change', 'added configuration'])}.`,
            // Each version's message is about this part (PART_MESSAGES), never another's.
            message: index === 0 ? `Initial version of the ${words}` : r.pick(PART_MESSAGES[part.name] ?? genericMessages(words)),
            buildSpecs: runs[index] ?? [],
            created,
            createdBy,
            modified: isoAt(day, r.int(0, 600)),
            modifiedBy: r.pick(STAFF_USERS),
            isActive: latest ? r.chance(0.9) : r.chance(0.2),
            status,
            substatus,
            onshapeDocuments: [
              {
                ...onshapeDocument,
                vid: hex(r, 24),
                url: `https://cad.onshape.example/documents/${onshapeDocument.did}/v/${hex(r, 24)}/e/${onshapeDocument.eid}`,
              },
            ],
            properties: { tiling: part.tiling, owner, system, itemGroup: 'Manufactured Parts' },
            routings: r.pickMany(ROUTINGS, r.int(1, 4)).map((routing) => ({ id: routing.id, partNumberSuffix: routing.partNumberSuffix })),
          },
        });
      });
    }
  }
  return docs;
}
