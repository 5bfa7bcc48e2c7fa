import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// A fresh database per run, so tests never depend on an earlier run's data. Set once in the
// main process; workers and the teardown inherit it. Each worker starts its own product on
// its own port with a database in a folder of this one (e2e/support/test.ts).
process.env.AJAR_E2E_DATA_DIR ??= path.join(tmpdir(), `ajar-e2e-${Date.now()}`);

export default defineConfig({
  // A spec file's journeys run in order on one worker (some build on the one before); the
  // files are shared out between two workers, one per core, each with its own product.
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A CI machine has two cores for the browser, the API and the test runner: a page can take
  // longer to answer there than on a quiet machine, without being wrong. Timing promises keep
  // their own limits.
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  // Its own folder, beside the screenshot run's (playwright.visual.config.ts).
  outputDir: 'test-results/e2e',
  globalTeardown: './e2e/teardown.ts',
  // The JSON report's file comes from PLAYWRIGHT_JSON_OUTPUT_FILE (set by scripts/test.mjs).
  reporter: [['list'], ['json']],
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  use: {
    // A trace is recorded for every journey to keep the failing ones: on a CI machine nobody
    // can open it (only the run's output comes back), so there it is not recorded at all.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath },
  },
  projects: [
    {
      name: 'e2e',
      testDir: 'e2e/product',
      use: {
        ...devices['Desktop Chrome'],
        // baseURL: the worker's own product (e2e/support/test.ts).
        launchOptions: { executablePath },
      },
    },
  ],
});
