import { defineConfig, devices } from '@playwright/test';

/**
 * Screenshots of the built Storybook (`pnpm test:visual`): its own config, so this run starts
 * only the static server, not the product's API with its freshly seeded database.
 */
const port = Number(process.env.VISUAL_PORT ?? 6008);
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e/visual',
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // The JSON report's file comes from PLAYWRIGHT_JSON_OUTPUT_FILE (set by scripts/test.mjs).
  reporter: [['list'], ['json']],
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  // Its own folder: it runs beside the end-to-end run (scripts/test.mjs), and each Playwright
  // run empties its output folder when it starts.
  outputDir: 'test-results/visual',
  projects: [
    {
      name: 'visual',
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${port}`,
        viewport: { width: 1024, height: 768 },
        deviceScaleFactor: 1,
        launchOptions: { executablePath },
        // A failing story shows its own diff image; recording a trace of every story to keep
        // the failing ones cost a fifth of the run.
        trace: 'off',
      },
    },
  ],
  webServer: {
    command: `node scripts/serve-static.mjs storybook-static ${port}`,
    url: `http://127.0.0.1:${port}/__ready`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
