import type { Prng } from '../prng.js';
import type { SeedDoc } from './types.js';

export const DESIGN_COUNT = 36;

const FAMILIES = ['Studio', 'Cottage', 'Bungalow', 'Loft', 'Courtyard', 'Farmhouse', 'Duplex', 'Townhome', 'Cabin'];
const LAYOUTS = ['1BR', '2BR', '3BR', 'Flex'];

/** Catalogue designs (paged ten at a time in the app); `tag` maps tag ids to a verification result. */
export function buildDesigns(rng: Prng, tagIds: readonly string[], count: number = DESIGN_COUNT): SeedDoc[] {
  // Ids sort as numbers: D-0001 … D-0036 by default, D-00001 … D-10000 for the large set.
  const width = Math.max(4, String(count).length);
  return Array.from({ length: count }, (_, i) => {
    const id = `D-${String(i + 1).padStart(width, '0')}`;
    const family = FAMILIES[i % FAMILIES.length] ?? 'Studio';
    const area = rng.int(8, 36) * 50;
    const tag: Record<string, string | null> = {};
    // Newer designs are not tagged yet; null marks a tag set without a result.
    for (const tagId of rng.pickMany(tagIds, i >= count - 5 ? 0 : rng.int(0, 4)).sort())
      tag[tagId] = rng.chance(0.15) ? null : rng.pick(['pass', 'pass', 'pass', 'fail']);
    return { id, data: { id, name: `${family} ${rng.pick(LAYOUTS)} ${area}`, tag } };
  });
}
