import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { EXTREME_TENANT_COLORS } from './.storybook/tenant-colors';
import { nodeProjects } from './vitest.node.config';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const configDir = fileURLToPath(new URL('.storybook', import.meta.url));

interface StoryProject {
  name: string;
  color?: string;
  locale?: 'id' | 'en';
  /** Extreme colours whose colour rules run on each story's final state. */
  colourPass?: string[];
}

const EXTREMES = EXTREME_TENANT_COLORS;

/**
 * Every story is rendered and axe-checked in each tenant colour preset x locale; play
 * functions run in all of them. `storybook` is the default (red, Indonesian).
 */
const storyMatrix: StoryProject[] = [
  { name: 'storybook' },
  // Indonesian with the extremes' colour rules on each story's final state
  // (.storybook/colour-pass.ts, docs/decisions/0007).
  { name: 'storybook:colours', colourPass: EXTREMES },
  { name: 'storybook:en', locale: 'en', colourPass: EXTREMES },
  { name: 'storybook:yellow', color: '#FFF59D', locale: 'id' },
  { name: 'storybook:yellow:en', color: '#FFF59D', locale: 'en' },
  { name: 'storybook:navy', color: '#1A2B4C', locale: 'id' },
  { name: 'storybook:navy:en', color: '#1A2B4C', locale: 'en' },
];

export default defineConfig({
  test: {
    projects: [
      ...nodeProjects,
      ...storyMatrix.map(({ name, color, locale, colourPass }) => ({
        plugins: [storybookTest({ configDir })],
        // Vitest scans each project's own test files for dependencies to pre-bundle, into one
        // cache the story projects share: a half that found fewer would rewrite it under the
        // other's feet (a reload mid-run, two copies of React). Every story project scans all.
        optimizeDeps: { entries: ['packages/*/src/**/*.stories.@(ts|tsx)'] },
        test: {
          name,
          env: {
            ...(color ? { STORYBOOK_TENANT_COLOR: color } : {}),
            ...(locale ? { STORYBOOK_LOCALE: locale } : {}),
            ...(colourPass ? { STORYBOOK_COLOUR_PASS: colourPass.join(',') } : {}),
          },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath } }),
            instances: [{ browser: 'chromium' as const }],
          },
          // The first story of an app page file loads the app's chunks: 4 s on a quiet machine,
          // past 15 s with both cores busy (LearnPage, 2026-11-26). Timeouts here mean "hung".
          testTimeout: 30_000,
          // Two cores: one browser page at a time keeps timings steady.
          fileParallelism: false,
          isolate: false,
        },
      })),
    ],
  },
});
