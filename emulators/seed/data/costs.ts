import type { Prng } from '../prng.js';
import { isoAt } from '../clock.js';
import { STAFF_USERS } from '../accounts.js';
import { BUILDING_SYSTEMS } from './systems.js';
import { BUILD_SPEC_VERSIONS, buildSpecReleaseDay } from './spec-versions.js';
import type { DocData, SeedDoc } from './types.js';

/** `value` drawn in `from`, mapped linearly onto `to` (cents). */
const scaled = (value: number, from: [number, number], to: [number, number]) =>
  Math.round((to[0] + ((value - from[0]) * (to[1] - to[0])) / (from[1] - from[0])) * 100) / 100;

/** A whole home's cost a square foot (all systems, with their markup), which the seed's prices keep within. */
export const HOME_COST_PER_SQFT: readonly [number, number] = [120, 320];

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
        : {
            // Drawn as before (so the streams stay), then scaled to a modular builder's prices: $2–24 material
            // and $1–10 labor a square foot per system, some $150–250 a square foot for the whole home.
            materialPerSqFt: scaled(rng.float(2, 45), [2, 45], [2, 24]),
            laborPerSqFt: scaled(rng.float(1, 25), [1, 25], [1, 10]),
            markupPercent: rng.pick([8, 10, 12, 15]),
          };
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
