import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Three projects: `unit` and `unit-domain` (no emulators; `--project 'unit*'` runs both) and
 * `integration` (needs the emulators and collab-server that scripts/test.sh starts; see
 * tests/README.md).
 */

/** What both unit projects share. */
const unit = {
  exclude: ['**/node_modules/**', 'emulators/state/**'],
  environment: 'node' as const,
  // One worker per core (vitest's default leaves one core out: one worker on a 2-core machine).
  maxWorkers: availableParallelism(),
  // A test's timeout guards against a hang, never measures speed: vitest's defaults (5 s a test,
  // 10 s a hook) failed CPU-heavy tests (12,000 seeded items, every block layout, a stand-in's 5 s
  // slow fault) when a second test run kept both cores busy.
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'web/src/**/*.test.{ts,tsx}',
            'functions/src/**/*.test.ts',
            'collab-server/src/**/*.test.ts',
            'emulators/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          setupFiles: ['web/src/test-setup.ts'],
          ...unit,
        },
      },
      {
        // domain is pure (no mocks, no globals, no servers): its files share one module graph per
        // worker instead of importing @workhub/domain afresh each (84 files: 152 s → 14 s, two busy cores).
        test: { name: 'unit-domain', include: ['domain/src/**/*.test.ts'], isolate: false, ...unit },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'tests/rules/**/*.test.ts', 'tests/collab/**/*.test.ts'],
          environment: 'node',
          // Hang guards, as for the unit tests; a test's own waits (an error report, a listening
          // line: 60 s) end first, so a failure names what it waited for.
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // The seed in the emulators and this run's buildSeed() share one base date (or the run stops here).
          globalSetup: ['tests/support/seed-base.ts'],
        },
      },
    ],
  },
});
