import type { Prng } from '../prng.js';
import type { SeedAccount } from '../accounts.js';
import type { DocData, SeedDoc } from './types.js';

/**
 * One settings doc per account (doc id = uid). A few users saved only some groups or keys, so
 * the app's fallback to type defaults is exercised.
 */
export function buildSettings(rng: Prng, accounts: readonly SeedAccount[]): SeedDoc[] {
  return accounts.map((account, i) => {
    const r = rng.fork(account.uid);
    const full: Record<string, DocData> = {
      base: { showHiddenLayers: r.chance(0.3), showMinorGrid: r.chance(0.6), noTransitions: r.chance(0.7) },
      plume: { logLevel: r.int(0, 4), devWriteLogs: r.chance(0.7), runAsJob: r.chance(0.8) },
      zoneLayout: { showNewModel: r.chance(0.5) },
      sitePlan: { showNewModel: r.chance(0.5) },
    };
    if (i % 3 !== 2) return { id: account.uid, data: full };
    // Partial: only the groups this user ever touched, and within base only one key.
    const groups = r.pickMany(['base', 'plume', 'zoneLayout', 'sitePlan'], r.int(1, 2));
    const data: DocData = {};
    for (const group of groups) data[group] = group === 'base' ? { showMinorGrid: r.chance(0.5) } : full[group];
    return { id: account.uid, data };
  });
}
