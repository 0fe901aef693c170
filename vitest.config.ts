import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure logic, no emulators) and `integration` (needs the emulators and
 * collab-server that scripts/test.sh starts; see tests/README.md).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'domain/src/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'functions/src/**/*.test.ts',
            'collab-server/src/**/*.test.ts',
            'emulators/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', 'emulators/state/**'],
          environment: 'node',
          // One worker per core (vitest's default leaves one core out: one worker on a 2-core machine).
          maxWorkers: availableParallelism(),
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'tests/rules/**/*.test.ts', 'tests/collab/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // The seed in the emulators and this run's buildSeed() share one base date (or the run stops here).
          globalSetup: ['tests/support/seed-base.ts'],
        },
      },
    ],
  },
});
