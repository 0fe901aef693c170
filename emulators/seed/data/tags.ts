import type { Prng } from '../prng.js';
import { STAFF_USERS } from '../accounts.js';
import { BASE_SPEC_VERSIONS, BUILD_SPEC_VERSIONS } from './spec-versions.js';
import type { SeedDoc } from './types.js';

/** Tags are stored with dots replaced by commas (supporting spec section 3). */
export function tagStorageId(tag: string): string {
  return tag.replace(/\./g, ',');
}

/**
 * Build tags ('Bv3.2.1-2') for recent build specs and layer tags ('Lv0.3.0-1') for base specs.
 * Each references the build tag and the layer tag it was verified against.
 */
export function buildTags(rng: Prng): SeedDoc[] {
  const recentBuild = BUILD_SPEC_VERSIONS.slice(-5);
  const docs: SeedDoc[] = [];
  const layerTagOf = (index: number) => tagStorageId(`L${BASE_SPEC_VERSIONS[Math.min(index, BASE_SPEC_VERSIONS.length - 1)]}-1`);
  recentBuild.forEach((version, i) => {
    const revisions = rng.int(1, 3);
    for (let revision = 1; revision <= revisions; revision++) {
      const id = tagStorageId(`B${version}-${revision}`);
      docs.push({
        id,
        data: {
          references: { [id]: version, [layerTagOf(2 + (i > 2 ? 1 : 0))]: i > 2 ? 'v0.3.0' : 'v0.2.1' },
          verifier: rng.pick(STAFF_USERS),
        },
      });
    }
  });
  BASE_SPEC_VERSIONS.forEach((version, i) => {
    const id = tagStorageId(`L${version}-1`);
    const build = tagStorageId(`B${recentBuild[Math.min(i + 1, recentBuild.length - 1)]}-1`);
    docs.push({
      id,
      data: {
        references: { [id]: version, [build]: recentBuild[Math.min(i + 1, recentBuild.length - 1)] },
        verifier: rng.pick(STAFF_USERS),
      },
    });
  });
  return docs;
}
