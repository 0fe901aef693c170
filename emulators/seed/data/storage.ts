import {
  baseFileName,
  blobNameOf,
  datatypeBundleKey,
  ENVIRONMENTS_PREFIX,
  GLOBAL_PROJECT,
  MATERIALS_LIBRARY_KEY,
  materialsLibrarySchema,
  type Material,
  type StorageObject,
} from '@workhub/domain';
import { gradientPng, defaultTypeOf, storageObjectId, storageObjectRecord } from '../../../functions/src/public.js';
import { isoAt } from '../clock.js';
import type { SeedDoc } from './types.js';

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

/**
 * A seeded stored file of app 'workhub', folder 'global' (the shared folder): its key, content
 * type and bytes, one entry per version for a versioned key (oldest first), who stored it and
 * when (days after the base date). Its blob(s) and its `storageObjects` record both come from it.
 */
export interface SeedFile {
  key: string;
  contentType: string;
  /** The bytes of each version (one entry for an unversioned key). */
  versions: Buffer[];
  isVersioned: boolean;
  createdBy: string;
  /** Days after the base date of the first store; later versions follow a day apart. */
  day: number;
}

const wall = (name: string, studs: string, studSpacingIn: number, thicknessIn: number, sheathing: string | null, revision: number) =>
  json({ datatype: 'walls', name, revision, studs, studSpacingIn, thicknessIn, sheathing });
const windowUnit = (name: string, widthIn: number, heightIn: number, operation: string, uFactor: number) =>
  json({ datatype: 'windows', name, widthIn, heightIn, operation, uFactor, glazing: 'Low-E double, argon' });
const roof = (name: string, pitch: string, covering: string, revision: number) =>
  json({ datatype: 'roofs', name, revision, pitch, covering, underlayment: 'Synthetic, self-adhered at eaves' });

const GRACE = 'grace@modulr.example';
const ADA = 'ada@modulr.example';
const FRANCES = 'frances@modulr.example';

/**
 * Every seeded stored file: the materials library, textures, environment maps, datatype bundles
 * ({datatype}/{filename}.json: walls, windows, roofs; some versioned), drawings and images.
 */
export function buildStorageFiles(updated: string): SeedFile[] {
  const library = materialsLibrarySchema.parse({ version: 3, updated, materials: SEED_MATERIALS });
  const one = (key: string, contentType: string, bytes: Buffer, createdBy: string, day: number): SeedFile => ({
    key,
    contentType,
    versions: [bytes],
    isVersioned: false,
    createdBy,
    day,
  });
  const versioned = (key: string, versions: Buffer[], createdBy: string, day: number): SeedFile => ({
    key,
    contentType: 'application/json',
    versions,
    isVersioned: true,
    createdBy,
    day,
  });
  return [
    one(MATERIALS_LIBRARY_KEY, 'application/json', json(library), GRACE, -30),
    ...ENVIRONMENTS.map(([file, top, bottom], i) => one(`environments/${file}`, 'image/png', gradientPng(64, top, bottom), ADA, -60 + i)),
    ...TEXTURES.map(([file, top, bottom], i) => one(`textures/${file}`, 'image/png', gradientPng(32, top, bottom), ADA, -58 + i)),
    versioned(
      datatypeBundleKey('walls', 'exterior-2x6'),
      [wall('exterior-2x6', '2x6 SPF', 24, 5.5, 'OSB 7/16', 1), wall('exterior-2x6', '2x6 SPF', 16, 5.5, 'OSB 7/16', 2)],
      FRANCES,
      -40,
    ),
    versioned(datatypeBundleKey('walls', 'interior-2x4'), [wall('interior-2x4', '2x4 SPF', 16, 3.5, null, 1)], FRANCES, -39),
    versioned(
      datatypeBundleKey('walls', 'party-wall-double-2x4'),
      [
        wall('party-wall-double-2x4', 'double 2x4 SPF', 16, 8, 'Type X gypsum 5/8', 1),
        wall('party-wall-double-2x4', 'double 2x4 SPF', 16, 8.5, 'Type X gypsum 5/8, two layers', 2),
        wall('party-wall-double-2x4', 'double 2x4 SPF, staggered', 16, 8.5, 'Type X gypsum 5/8, two layers', 3),
      ],
      FRANCES,
      -35,
    ),
    one(
      datatypeBundleKey('windows', 'casement-2436'),
      'application/json',
      windowUnit('casement-2436', 24, 36, 'casement', 0.27),
      GRACE,
      -20,
    ),
    one(datatypeBundleKey('windows', 'slider-6040'), 'application/json', windowUnit('slider-6040', 60, 40, 'slider', 0.28), GRACE, -20),
    versioned(
      datatypeBundleKey('roofs', 'gable-6-12'),
      [roof('gable-6-12', '6:12', 'Asphalt shingle', 1), roof('gable-6-12', '6:12', 'Standing seam', 2)],
      FRANCES,
      -25,
    ),
    one('drawings/typical-wall-section.png', 'image/png', gradientPng(48, '#fdfdfb', '#c9c9c4'), FRANCES, -15),
    one('drawings/foundation-plan-24x48.png', 'image/png', gradientPng(48, '#f7f7f4', '#b7bcc2'), FRANCES, -14),
    one(baseFileName('global_data/images/logo.png'), 'image/png', gradientPng(32, '#1d4e89', '#3aa0c8'), GRACE, -90),
  ];
}

/** The blob name of a seeded file's version `index` (0-based): '…{key}~v{n}' for a versioned key. */
const blobNameOfFile = (file: SeedFile, index: number) =>
  blobNameOf({ app_name: SEED_STORAGE_APP, project: GLOBAL_PROJECT, key: file.key }, file.isVersioned ? index + 1 : undefined);

export const SEED_STORAGE_APP = 'workhub';

/** Every seeded blob: each file's version(s), and the placeholder of the environments/ folder (listed first, dropped as a texture). */
export function buildStorageBlobs(updated: string): SeedBlob[] {
  const files = buildStorageFiles(updated);
  return [
    {
      name: `${SEED_STORAGE_APP}/${GLOBAL_PROJECT}/${ENVIRONMENTS_PREFIX}`,
      contentType: 'application/octet-stream',
      bytes: Buffer.alloc(0),
    },
    ...files.flatMap((file) => file.versions.map((bytes, i) => ({ name: blobNameOfFile(file, i), contentType: file.contentType, bytes }))),
  ];
}

/**
 * The `storageObjects` records of the seeded files, built as the storage service builds them
 * (storageObjectRecord, one store per version, a day apart) under the service's document ids.
 */
export function buildStorageObjects(updated: string): SeedDoc[] {
  return buildStorageFiles(updated).map((file) => {
    const ref = { app_name: SEED_STORAGE_APP, project: GLOBAL_PROJECT, key: file.key };
    const write = {
      type: defaultTypeOf(file.contentType),
      contentType: file.contentType,
      isVersioned: file.isVersioned,
      user: file.createdBy,
    };
    let record: StorageObject | undefined;
    file.versions.forEach((bytes, i) => {
      record = storageObjectRecord(ref, bytes.length, write, isoAt(file.day + i, 30), record);
    });
    return { id: storageObjectId(ref), data: { ...record! } };
  });
}
