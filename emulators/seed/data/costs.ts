import type { Prng } from '../prng.js';
import { isoAt } from '../clock.js';
import { STAFF_USERS } from '../accounts.js';
import { BUILDING_SYSTEMS } from './systems.js';
import { BUILD_SPEC_VERSIONS, buildSpecReleaseDay } from './spec-versions.js';
import type { DocData, SeedDoc } from './types.js';

/**
 * Cost data per build-spec version (doc id = version), for the recent versions only. The oldest
 * version's prices are drawn; each later version moves every price a few percent from the one
 * before (mostly up), as real price lists do, so the change between versions reads true.
 */
export function buildCosts(rng: Prng): SeedDoc[] {
  let previous: Record<string, { materialPerSqFt: number; laborPerSqFt: number; markupPercent: number }> | undefined;
  return BUILD_SPEC_VERSIONS.slice(-6).map((version) => {
    const systems: Record<string, { materialPerSqFt: number; laborPerSqFt: number; markupPercent: number }> = {};
    for (const system of BUILDING_SYSTEMS) {
      const before = previous?.[system];
      const drift = () => 1 + rng.float(-0.04, 0.09, 3);
      systems[system] = before
        ? {
            materialPerSqFt: Math.round(before.materialPerSqFt * drift() * 100) / 100,
            laborPerSqFt: Math.round(before.laborPerSqFt * drift() * 100) / 100,
            markupPercent: rng.chance(0.15) ? rng.pick([8, 10, 12, 15]) : before.markupPercent,
          }
        : { materialPerSqFt: rng.float(2, 45), laborPerSqFt: rng.float(1, 25), markupPercent: rng.pick([8, 10, 12, 15]) };
    }
    previous = systems;
    return {
      id: version,
      data: {
        version,
        currency: 'USD',
        laborRatePerHour: rng.pick([58, 62, 65, 68, 72]),
        systems: systems as Record<string, DocData>,
        updated: isoAt(buildSpecReleaseDay(version) + rng.int(1, 20)),
        updatedBy: rng.pick(STAFF_USERS),
      },
    };
  });
}
