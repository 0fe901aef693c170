import type { Prng } from '../prng.js';
import type { SeedDoc } from './types.js';

export const DESIGN_COUNT = 36;

const FAMILIES = ['Studio', 'Cottage', 'Bungalow', 'Loft', 'Courtyard', 'Farmhouse', 'Duplex', 'Townhome', 'Cabin'];
const LAYOUTS = ['1BR', '2BR', '3BR', 'Flex'];

/** Catalogue designs (paged ten at a time in the app); `tag` maps tag ids to a verification result. */
export function buildDesigns(rng: Prng, tagIds: readonly string[]): SeedDoc[] {
  return Array.from({ length: DESIGN_COUNT }, (_, i) => {
    const id = `D-${String(i + 1).padStart(4, '0')}`;
    const family = FAMILIES[i % FAMILIES.length] ?? 'Studio';
    const area = rng.int(8, 36) * 50;
    const tag: Record<string, string | null> = {};
    // Newer designs are not tagged yet; null marks a tag set without a result.
    for (const tagId of rng.pickMany(tagIds, i > 30 ? 0 : rng.int(0, 4)).sort())
      tag[tagId] = rng.chance(0.15) ? null : rng.pick(['pass', 'pass', 'pass', 'fail']);
    return { id, data: { id, name: `${family} ${rng.pick(LAYOUTS)} ${area}`, tag } };
  });
}
