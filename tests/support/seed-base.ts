import { BASE_DATE } from '../../emulators/seed/clock';

/**
 * The seed's dates are offsets from a base instant the run chooses (SEED_BASE_DATE, set once per
 * run by scripts/lib.sh `seed_base_env`); the seed records the one it used in config/seed. A test
 * that reads the seed (buildSeed()) must build it on the same base, or every date it expects is
 * off: this fails the run at once, saying both, instead of letting tests silently differ.
 */
export async function assertSeedBaseAgrees(
  host = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8180',
  projectId = process.env.GCLOUD_PROJECT ?? 'demo-workhub',
  expected: string = BASE_DATE,
): Promise<void> {
  const url = `http://${host}/v1/projects/${projectId}/databases/(default)/documents/config/seed`;
  // 'Bearer owner' reads past the rules, as the admin SDK does against the emulator.
  const res = await fetch(url, { headers: { authorization: 'Bearer owner' } });
  if (res.status === 404)
    throw new Error(`The emulators at ${host} hold no seed (config/seed is missing): seed them first (npx tsx emulators/seed/index.ts).`);
  if (!res.ok) throw new Error(`Could not read config/seed from the Firestore emulator at ${host} (${res.status}).`);
  const body = (await res.json()) as { fields?: { baseDate?: { stringValue?: string } } };
  const seeded = body.fields?.baseDate?.stringValue;
  if (seeded !== expected)
    throw new Error(
      `The seed in the emulators was built from base date ${seeded ?? '(none)'}, but this test process builds it from ${expected}. ` +
        `Run the tests through scripts/test.sh or scripts/focused-test.sh (one SEED_BASE_DATE per run), or set SEED_BASE_DATE=${seeded ?? ''}.`,
    );
}

/** As a vitest / Playwright global set-up: the check above, once before any test. */
export default async function globalSetup(): Promise<void> {
  await assertSeedBaseAgrees();
}
