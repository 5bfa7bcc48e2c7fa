import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// A fresh database per run, so tests never depend on an earlier run's data. Set once in the
// main process; workers and the teardown inherit it.
process.env.AJAR_E2E_DATA_DIR ??= path.join(tmpdir(), `ajar-e2e-${Date.now()}`);
const dataDir = process.env.AJAR_E2E_DATA_DIR;
// The monitoring test's APM intake listens here (e2e/product/monitoring.spec.ts starts it);
// while it is not listening the pages' monitoring data simply does not arrive.
process.env.E2E_APM_PORT ??= String(port + 2);
const apmUrl = `http://127.0.0.1:${process.env.E2E_APM_PORT}`;

export default defineConfig({
  fullyParallel: false,
  workers: 1,
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
    trace: 'retain-on-failure',
    launchOptions: { executablePath },
  },
  projects: [
    {
      name: 'e2e',
      testDir: 'e2e/product',
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://localhost:${port}`,
        launchOptions: { executablePath },
      },
    },
  ],
  webServer: [
    {
      command: 'node packages/api/dist/main.js',
      url: `http://localhost:${port}/v1/health`,
      reuseExistingServer: false,
      // A fresh database is seeded first: 12 accounts, each its own scrypt hash at N=2^17,
      // two at a time. Seconds on an idle machine, a minute or more on a busy one.
      timeout: 180_000,
      env: { PORT: String(port), AJAR_DATA_DIR: dataDir, AJAR_APM_SERVER_URL: apmUrl },
    },
  ],
});
