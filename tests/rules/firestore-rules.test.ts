import { afterAll, beforeAll, beforeEach } from 'vitest';
import { accessMatrixTests } from './matrix';
import { shapeTests } from './shapes';
import { createHarness, writeCoverageReport, type RulesHarness } from './support';

/**
 * firestore.rules against the Firestore emulator (FIRESTORE_EMULATOR_HOST), in the rules tests'
 * own project (demo-workhub-rules): clearing it leaves the app's emulator data alone.
 *
 * One file, one test environment: loading the rules again (a second environment) resets the
 * emulator's coverage counters, so the report written at the end covers every test only when
 * they all run here.
 */

let harness: RulesHarness | undefined;
const rules = (): RulesHarness => {
  if (!harness) throw new Error('rules test environment not initialised');
  return harness;
};

beforeAll(async () => {
  harness = await createHarness();
});

beforeEach(async () => {
  await rules().env.clearFirestore();
});

afterAll(async () => {
  if (!harness) return;
  console.log(`[rules] coverage report: ${await writeCoverageReport()}`);
  await harness.env.cleanup();
});

accessMatrixTests(rules);
shapeTests(rules);
