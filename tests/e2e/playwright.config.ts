import { defineConfig } from '@playwright/test';

// The test slot's port and build (scripts/lib.sh test_ports_env); slot 0's when run by hand.
const WEB_PORT = Number(process.env.WEB_TEST_PORT ?? 4273);
const WEB_DIST = process.env.WEB_TEST_DIST ?? 'dist-test/slot0';

/**
 * End-to-end tests in Debian's Chromium against the built app (web/dist-test/slotN) served by
 * `vite preview`, which forwards /api to the Functions emulator. scripts/test.sh starts the
 * emulators and collab-server first.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // A test's own bound; a loaded machine (both cores busy) makes a sign-in alone take up to ~40 s.
  timeout: 120_000,
  // An expectation's own bound: a state a quiet machine reaches in a second can take ten on a busy one.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  // The seed in the emulators and the specs' buildSeed() share one base date (or the run stops here).
  globalSetup: '../support/seed-base.ts',
  // Per slot: two runs in one checkout (a focused run beside another) must not clear each other's.
  outputDir: `../../test-results/slot${process.env.TEST_SLOT ?? '0'}`,
  use: {
    baseURL: `http://127.0.0.1:${WEB_PORT}`,
    viewport: { width: 1280, height: 800 },
    // The local identity provider serves https with a certificate made at set-up.
    ignoreHTTPSErrors: true,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: `npx vite preview --outDir ${WEB_DIST} --logLevel warn`,
    cwd: '../../web',
    url: `http://127.0.0.1:${WEB_PORT}`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      WORKHUB_WEB_PORT: String(WEB_PORT),
      WORKHUB_FUNCTIONS_URL: process.env.WORKHUB_FUNCTIONS_URL ?? 'http://127.0.0.1:5101/demo-workhub/us-central1/api',
    },
  },
});
