import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeSeed } from './write.js';

export { buildSeed, DEFAULT_SEED, SEED_COLLECTIONS, type Seed, type SeedCollection, type SeedDoc } from './build.js';
export { writeSeed, assertEmulatorTarget, type SeedResult } from './write.js';
export { SEED_ACCOUNTS, seededUid } from './accounts.js';

async function main(): Promise<void> {
  const started = performance.now();
  const { projectId, counts } = await writeSeed();
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
