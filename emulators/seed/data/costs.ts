import type { Prng } from '../prng.js';
import { isoAt } from '../clock.js';
import { STAFF_USERS } from '../accounts.js';
import { BUILDING_SYSTEMS } from './systems.js';
import { BUILD_SPEC_VERSIONS, buildSpecReleaseDay } from './spec-versions.js';
import type { DocData, SeedDoc } from './types.js';

/** Cost data per build-spec version (doc id = version), for the recent versions only. */
export function buildCosts(rng: Prng): SeedDoc[] {
  return BUILD_SPEC_VERSIONS.slice(-6).map((version) => {
    const systems: Record<string, DocData> = {};
    for (const system of BUILDING_SYSTEMS) {
      systems[system] = { materialPerSqFt: rng.float(2, 45), laborPerSqFt: rng.float(1, 25), markupPercent: rng.pick([8, 10, 12, 15]) };
    }
    return {
      id: version,
      data: {
        version,
        currency: 'USD',
        laborRatePerHour: rng.pick([58, 62, 65, 68, 72]),
        systems,
        updated: isoAt(buildSpecReleaseDay(version) + rng.int(1, 20)),
        updatedBy: rng.pick(STAFF_USERS),
      },
    };
  });
}
