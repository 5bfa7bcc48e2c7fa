import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { startProduct, stopProduct } from './product';

export { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

/**
 * Each Playwright worker drives its own copy of the product: its own port, its own embedded
 * database seeded fresh, its own APM intake port. Journeys that change shared things (the
 * tenant colour, a locked account, this week's board) then never meet a journey of the
 * other worker, and two workers keep both cores busy (one worker: 368 s in CI, 2026-11-28).
 * The parallel index survives a worker's restart after a failure, so the restarted worker
 * finds its product's data again, as one worker always did.
 */
const lane = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const basePort = Number(process.env.E2E_PORT ?? 3100);
/** Ten ports a lane: the product, and its APM intake two above it. */
export const productPort = basePort + lane * 10;
export const apmPort = productPort + 2;

export const test = base.extend<object, { product: string }>({
  product: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const root = process.env.AJAR_E2E_DATA_DIR;
      if (!root) throw new Error('AJAR_E2E_DATA_DIR is set by playwright.config.ts');
      const dataDir = path.join(root, `lane-${lane}`);
      await mkdir(dataDir, { recursive: true });
      const child = await startProduct(productPort, dataDir, {
        AJAR_APM_SERVER_URL: `http://127.0.0.1:${apmPort}`,
      });
      try {
        await provide(`http://localhost:${productPort}`);
      } finally {
        await stopProduct(child);
      }
    },
    // A fresh database is seeded first: 12 accounts, each its own scrypt hash at N=2^17, two
    // at a time, while the other lane seeds its own. A minute or more on a busy machine.
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ product }, provide) => provide(product),
});
