import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pruneCollection, seedErpStandIn, writeSeed } from './write.js';
import { buildSeed, DEFAULT_SEED } from './build.js';
import { ERP_ITEM_COUNT } from './data/erp-items.js';
import { writeSeedBlobs } from './blobs.js';
import { DESIGN_COUNT } from './data/designs.js';

export { buildSeed, buildSeedErpItems, DEFAULT_SEED, SEED_COLLECTIONS, type Seed, type SeedCollection, type SeedDoc } from './build.js';
export { writeSeed, seedErpStandIn, assertEmulatorTarget, type SeedResult } from './write.js';
export { SEED_ACCOUNTS, seededUid } from './accounts.js';

/**
 * `--items N` (ERP items: the erpItems mirror and the ERP stand-in; default 5,000) and
 * `--designs N` (designs; default 36, the designs benchmark uses 10,000).
 */
export function parseSeedArgs(argv: readonly string[]): { items: number; designs: number } {
  const counts = { items: ERP_ITEM_COUNT, designs: DESIGN_COUNT };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const name = (['items', 'designs'] as const).find((n) => arg === `--${n}` || arg.startsWith(`--${n}=`));
    const value = name === undefined ? undefined : arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[++i];
    if (name === undefined || value === undefined)
      throw new Error(`Unknown argument ${arg} (usage: npm run seed -- [--items N] [--designs N])`);
    if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 100_000)
      throw new Error(`--${name} must be a whole number from 1 to 100000`);
    counts[name] = Number(value);
  }
  return counts;
}

async function main(): Promise<void> {
  const started = performance.now();
  const { items, designs } = parseSeedArgs(process.argv.slice(2));
  const seed = buildSeed(DEFAULT_SEED, { erpItems: items, designs });
  const { projectId, counts } = await writeSeed(seed);
  const erp = await seedErpStandIn(items);
  const blobs = await writeSeedBlobs();
  // The bucket was cleared: records of files stored since the last seed would name missing blobs.
  const pruned = await pruneCollection(
    'storageObjects',
    seed.storageObjects.map((d) => d.id),
  );
  console.log(`[seed] ${blobs.count} blobs in ${blobs.folder}${pruned ? ` (${pruned} stale storage records removed)` : ''}`);
  console.log(erp ? `[seed] ERP stand-in at ${process.env.ERP_URL} holds ${items} items` : `[seed] no ERP stand-in at ERP_URL: not told`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const width = Math.max(...Object.keys(counts).map((name) => name.length));
  console.log(
    `[seed] project ${projectId} (firestore ${process.env.FIRESTORE_EMULATOR_HOST}, auth ${process.env.FIREBASE_AUTH_EMULATOR_HOST})`,
  );
  for (const [name, count] of Object.entries(counts)) console.log(`[seed]   ${name.padEnd(width)} ${count}`);
  console.log(`[seed] done in ${seconds} s`);
}

// Run only when executed as a script (`npx tsx emulators/seed/index.ts`), not when imported.
const invoked = process.argv[1] ? pathToFileURL(resolve(process.argv[1])).href : '';
if (import.meta.url === invoked) {
  main().catch((error: unknown) => {
    console.error(`[seed] failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
