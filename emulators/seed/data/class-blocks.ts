import { classBlockDocId, classBlockKey, type ClassBlock, type ClassBlockConfiguration } from '@workhub/domain';
import type { Prng } from '../prng.js';
import type { BlockFamily } from './blocks.js';
import type { SeedDoc } from './types.js';

/** The assemblies a family of each category is built from, most typical first. */
const ASSEMBLIES_BY_CATEGORY: Record<string, readonly string[]> = {
  kitchen: ['kitchen-casework', 'interior-wall-panel', 'electrical-rough-in', 'flooring-package'],
  bath: ['bath-pod', 'interior-wall-panel', 'electrical-rough-in', 'hvac-package'],
  bedroom: ['interior-wall-panel', 'closet-casework', 'flooring-package', 'interior-finish'],
  living: ['interior-finish', 'flooring-package', 'window-package', 'electrical-rough-in'],
  utility: ['interior-wall-panel', 'hvac-package', 'electrical-service'],
  storage: ['closet-casework', 'interior-wall-panel', 'interior-finish'],
  module: ['floor-cassette', 'exterior-wall-panel', 'roof-cassette', 'chassis', 'siding-package'],
  entry: ['door-package', 'deck-kit', 'roofing-package'],
  deck: ['deck-kit', 'stair-kit'],
  stair: ['stair-kit', 'deck-kit'],
  foundation: ['foundation-kit', 'skirting-kit'],
  site: ['foundation-kit'],
};

const FINISHES: Record<string, readonly string[]> = {
  room: ['standard', 'premium', 'luxury'],
  module: ['standard', 'premium'],
  exterior: ['cedar', 'composite', 'painted'],
  structure: ['galvanized', 'treated', 'concrete'],
  site: ['gravel', 'concrete', 'pavers'],
};

const feetAndInches = (feet: number) => `${feet}' 0"`;

function configurationsOf(rng: Prng, family: BlockFamily): ClassBlockConfiguration[] {
  const sizes = [...new Set(family.blocks.map((b) => `${b.widthFt}x${b.depthFt}`))].sort((a, b) =>
    a.localeCompare(b, 'en', { numeric: true }),
  );
  const configurations: ClassBlockConfiguration[] = [
    { name: 'size', values: sizes },
    { name: 'finish', values: [...(FINISHES[family.type] ?? FINISHES.room!)] },
    { name: 'mirrored', type: 'boolean' },
  ];
  if (family.type === 'room' || family.type === 'module') configurations.push({ name: 'ceilingHeight', values: [96, 108, 120] });
  if (rng.chance(0.5)) configurations.push({ name: 'clearance', type: 'number' });
  if (rng.chance(0.3)) configurations.push({ name: 'note', type: 'string' });
  return configurations;
}

/**
 * One class block per block family (category + variant): its blocks, configurations (sizes from
 * its blocks, a finish list, booleans and free values), and the assemblies it drives with the
 * Onshape configuration it sets on each.
 */
export function buildClassBlocks(rng: Prng, families: readonly BlockFamily[]): SeedDoc[] {
  return [...families]
    .sort((a, b) => classBlockKey(a.categoryName, a.name).localeCompare(classBlockKey(b.categoryName, b.name)))
    .map((family) => {
      const r = rng.fork(classBlockKey(family.categoryName, family.name));
      const key = classBlockKey(family.categoryName, family.name);
      const first = family.blocks[0]!;
      const candidates = ASSEMBLIES_BY_CATEGORY[family.categoryName] ?? ['interior-finish'];
      const assemblies = candidates.slice(0, r.int(1, candidates.length)).map((name) => ({
        name,
        onshapeConfigurations: {
          Width: feetAndInches(first.widthFt),
          Depth: feetAndInches(first.depthFt),
          Variant: family.name,
          Mirrored: false,
          ...(r.chance(0.5) ? { Finish: r.pick(FINISHES[family.type] ?? FINISHES.room!) } : {}),
        },
      }));
      const data: ClassBlock = {
        key,
        categoryName: family.categoryName,
        name: family.name,
        blocks: family.blocks.map((b) => b.name).sort(),
        version: `v1.${r.int(0, 4)}.${r.int(0, 6)}`,
        configurations: configurationsOf(r, family),
        assemblies,
        blockVersions: Object.fromEntries(family.blocks.map((b) => [b.name, b.version])),
      };
      return { id: classBlockDocId(key), data };
    });
}
