import type { Prng } from '../prng.js';
import { BUILDING_SYSTEMS, CLASS_PART_OWNERS, SUBSYSTEMS } from './systems.js';
import type { DocData, SeedDoc } from './types.js';

/** One doc per building system: who owns and who installs each subsystem. */
export function buildBuildingSystemOwners(rng: Prng): SeedDoc[] {
  return BUILDING_SYSTEMS.map((system) => {
    const subsystemData: Record<string, DocData> = {};
    for (const subsystem of SUBSYSTEMS[system]) {
      subsystemData[subsystem] = {
        owner: rng.pick(CLASS_PART_OWNERS),
        installer: rng.pick(['factory', 'site crew', 'subcontractor']),
        description: `${subsystem.replace(/-/g, ' ')} (${system})`,
      };
    }
    return { id: system, data: { system, subsystemData } };
  });
}
