import type { Prng } from '../prng.js';
import { isoAt } from '../clock.js';
import { STAFF_USERS } from '../accounts.js';
import { BASE_SPEC_VERSIONS } from './spec-versions.js';
import type { SeedDoc } from './types.js';

function parts(version: string): { major: number; minor: number; patch: number } {
  const [major = 0, minor = 0, patch = 0] = version
    .replace(/[^\d.]/g, '')
    .split('.')
    .map(Number);
  return { major, minor, patch };
}

/**
 * Committed versions of versioned documents (version service): the base spec and a few
 * project bases. Doc id is '<name>@<version>' ('~' for '/' in project names).
 */
export function buildVersions(rng: Prng, projectIds: readonly string[]): SeedDoc[] {
  const docs: SeedDoc[] = BASE_SPEC_VERSIONS.map((version, i) => ({
    id: `baseSpec@${version}`,
    data: {
      name: 'baseSpec',
      type: 'json',
      projectId: '',
      version,
      ...parts(version),
      creator: rng.pick(STAFF_USERS),
      created: isoAt(-600 + i * 120),
      message: `Base spec ${version}`,
      candidate: false,
    },
  }));
  for (const projectId of projectIds.slice(0, 4)) {
    const count = rng.int(1, 3);
    for (let patch = 0; patch < count; patch++) {
      const version = `v1.0.${patch}`;
      docs.push({
        id: `${projectId}~base@${version}`,
        data: {
          name: `${projectId}/base`,
          type: 'json',
          projectId,
          version,
          ...parts(version),
          creator: rng.pick(STAFF_USERS),
          created: isoAt(-rng.int(10, 200)),
          message: rng.pick(['Initial layout', 'Client revisions', 'Permit corrections']),
          candidate: patch === count - 1 && rng.chance(0.3),
        },
      });
    }
  }
  return docs;
}
