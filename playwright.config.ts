import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// A fresh database per run, so tests never depend on an earlier run's data. Set once in the
// main process; workers and the teardown inherit it.
process.env.AJAR_E2E_DATA_DIR ??= path.join(tmpdir(), `ajar-e2e-${Date.now()}`);
const dataDir = process.env.AJAR_E2E_DATA_DIR;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  globalTeardown: './e2e/teardown.ts',
  reporter: [['list'], ['json', { outputFile: '.cache/reports/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: { executablePath } } },
  ],
  webServer: {
    command: 'node packages/api/dist/main.js',
    url: `http://localhost:${port}/v1/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), AJAR_DATA_DIR: dataDir },
  },
});
