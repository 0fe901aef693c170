import { MATERIALS_LIBRARY_KEY, materialsLibrarySchema, type Material } from '@workhub/domain';
import { gradientPng } from '../../../functions/src/engines/storage/png.js';

/** A blob the seed writes into the local blob store (functions/src/engines/storage): app 'workhub', the shared folder. */
export interface SeedBlob {
  name: string;
  contentType: string;
  bytes: Buffer;
}

const m = (
  id: string,
  name: string,
  category: string,
  colour: string,
  roughness: number,
  textures: string[] = [],
  metalness = 0,
): Material => ({
  id,
  name,
  category,
  colour,
  roughness,
  metalness,
  textures,
});

/** The materials library the 3D viewer and the /materials page read (materials/library.json). */
export const SEED_MATERIALS: Material[] = [
  m('fiber-cement-charcoal', 'Fiber cement lap, charcoal', 'Cladding', '#3b3f44', 0.78, ['textures/fiber-cement-albedo.png']),
  m('fiber-cement-sage', 'Fiber cement lap, sage', 'Cladding', '#8a9a7b', 0.78, ['textures/fiber-cement-albedo.png']),
  m('cedar-vertical', 'Western red cedar, vertical', 'Cladding', '#a0643c', 0.62, ['textures/cedar-albedo.png']),
  m('corrugated-galvalume', 'Corrugated Galvalume', 'Cladding', '#b9bec4', 0.35, [], 0.85),
  m('standing-seam-black', 'Standing seam, matte black', 'Roofing', '#1f2124', 0.4, [], 0.7),
  m('standing-seam-bronze', 'Standing seam, dark bronze', 'Roofing', '#4a3b2e', 0.42, [], 0.7),
  m('asphalt-shingle-weathered', 'Asphalt shingle, weathered wood', 'Roofing', '#5d544b', 0.92, ['textures/shingle-albedo.png']),
  m('white-oak-plank', 'White oak plank, natural', 'Flooring', '#c8a77e', 0.55, ['textures/oak-albedo.png']),
  m('lvp-ash-grey', 'Luxury vinyl plank, ash grey', 'Flooring', '#9d968d', 0.5, ['textures/oak-albedo.png']),
  m('porcelain-tile-bone', 'Porcelain tile 12x24, bone', 'Flooring', '#e4ddd0', 0.3),
  m('drywall-eggshell', 'Drywall, eggshell white', 'Interior walls', '#f1ede4', 0.85),
  m('shiplap-white', 'Shiplap, bright white', 'Interior walls', '#f7f6f2', 0.7),
  m('quartz-calacatta', 'Quartz, Calacatta', 'Countertops', '#eeeae4', 0.18, ['textures/quartz-albedo.png']),
  m('butcher-block-maple', 'Butcher block, maple', 'Countertops', '#d2a86e', 0.48, ['textures/oak-albedo.png']),
  m('steel-blackened', 'Blackened steel', 'Metals', '#2a2b2d', 0.45, [], 1),
  m('aluminium-anodized', 'Anodized aluminium, clear', 'Metals', '#c9ccd0', 0.3, [], 1),
  m('glass-low-e', 'Low-E glazing, clear', 'Glass', '#c7dbe6', 0.05),
];

/** Environment maps (64x64 gradients: sky to ground) under environments/, after the folder's own placeholder. */
const ENVIRONMENTS: Array<[string, string, string]> = [
  ['studio-soft.png', '#f4f4f2', '#9a9a98'],
  ['clear-noon.png', '#6fa8dc', '#d9e7c4'],
  ['overcast.png', '#c9ced3', '#8d9186'],
  ['golden-hour.png', '#f6b26b', '#5b4a3a'],
  ['dusk.png', '#2c3e63', '#c27a5d'],
];

const TEXTURES: Array<[string, string, string]> = [
  ['fiber-cement-albedo.png', '#6b6f72', '#4a4d50'],
  ['cedar-albedo.png', '#b5764a', '#8a552f'],
  ['shingle-albedo.png', '#6a6158', '#4c453e'],
  ['oak-albedo.png', '#d8b88e', '#b38d62'],
  ['quartz-albedo.png', '#f6f4f0', '#dcd7cf'],
];

const json = (value: unknown) => Buffer.from(JSON.stringify(value, null, 2));

/** Every seeded blob: the library, textures, environments (with the folder placeholder), a datatype bundle and a base file. */
export function buildStorageBlobs(updated: string): SeedBlob[] {
  const library = materialsLibrarySchema.parse({ version: 3, updated, materials: SEED_MATERIALS });
  const shared = (key: string) => `workhub/global/${key}`;
  return [
    { name: shared(MATERIALS_LIBRARY_KEY), contentType: 'application/json', bytes: json(library) },
    { name: shared('environments/'), contentType: 'application/octet-stream', bytes: Buffer.alloc(0) },
    ...ENVIRONMENTS.map(([file, top, bottom]) => ({
      name: shared(`environments/${file}`),
      contentType: 'image/png',
      bytes: gradientPng(64, top, bottom),
    })),
    ...TEXTURES.map(([file, top, bottom]) => ({
      name: shared(`textures/${file}`),
      contentType: 'image/png',
      bytes: gradientPng(32, top, bottom),
    })),
    {
      name: shared('walls/exterior-2x6.json'),
      contentType: 'application/json',
      bytes: json({ datatype: 'walls', name: 'exterior-2x6', studSpacingIn: 16, thicknessIn: 5.5, sheathing: 'OSB 7/16' }),
    },
    { name: shared('images/logo.png'), contentType: 'image/png', bytes: gradientPng(32, '#1d4e89', '#3aa0c8') },
  ];
}
