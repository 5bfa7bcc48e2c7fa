import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The API test files that open the configured database (through the test harness): only
 * they mean something more on a PostgreSQL server. Pure logic and PGlite-only files (the
 * schema types, the seed's own checks) ran in `unit` already.
 */
function apiDatabaseTests(): string[] {
  const root = 'packages/api/src';
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join(root, file))
    .filter((file) => readFileSync(file, 'utf8').includes('testing/harness'));
}

/**
 * The projects that run in Node: unit, api:postgres and cluster. `pnpm test` runs them with
 * this file (`--config vitest.node.config.ts`), which loads in a few seconds: the full
 * vitest.config.ts also sets up Storybook's plugin for its seven browser projects, about ten
 * seconds more for each of the three stages.
 */
export const nodeProjects: TestProjectInlineConfiguration[] = [
  {
    plugins: [react()],
    test: {
      name: 'unit',
      include: ['packages/*/src/**/*.test.{ts,tsx}'],
      environment: 'node',
      // The API's tests here run on the embedded database the product starts on by
      // default, even when `pnpm test` has a PostgreSQL server for api:postgres.
      env: { AJAR_TEST_DATABASE_URL: '' },
      // One migrated and one seeded embedded database, copied for each test database.
      globalSetup: ['packages/api/src/testing/embedded-files.ts'],
      // Vitest's default is one worker less than the cores: one, here. The API's test
      // files wait on their database part of the time, so two keep both cores busy
      // (unit run 268 s with one worker, 178 s with two).
      maxWorkers: 2,
      // Each file in a fresh module graph re-imported the API (Hono, Kysely, PGlite's
      // WebAssembly) 97 times: more worker time went on imports than on tests. Every API
      // test file opens its own database, so nothing is shared but the code
      // (docs/decisions/0010).
      isolate: false,
      // Each API test file opens its own database, and seeds it when the run's copy is too
      // old; on a busy two-core machine that alone can take longer than the default 10 s.
      hookTimeout: 60_000,
      // A worker's first API test warms up PGlite's WebAssembly and the API's code, which
      // each file's own seed did in beforeAll before the seeded copy: the leaderboard's first
      // test, first in its worker, took 5.5-5.7 s on a busy machine (1.8-3.7 s after a seed).
      testTimeout: 15_000,
    },
  },
  {
    // The API tests again against a PostgreSQL server (AJAR_TEST_DATABASE_URL, started by
    // scripts/postgres.sh), plus what only a server can do: several API processes.
    test: {
      name: 'api:postgres',
      include: [...apiDatabaseTests(), 'packages/api/src/**/*.pg-test.ts'],
      environment: 'node',
      // One seeded template database, copied for each seeded test database.
      globalSetup: ['packages/api/src/testing/server-template.ts'],
      maxWorkers: 2,
      isolate: false,
      testTimeout: 15_000,
      hookTimeout: 60_000,
    },
  },
  {
    // The built product as deploy/ runs it: three API processes (packages/api/dist) on one
    // PostgreSQL database behind nginx with deploy/nginx.conf, one process killed mid-run.
    // After `pnpm build`, with nginx and AJAR_TEST_DATABASE_URL (scripts/test.mjs).
    test: {
      name: 'cluster',
      include: ['packages/api/src/**/*.cluster-test.ts'],
      environment: 'node',
      // Three processes start side by side, and the sign-ins pay the product's password cost.
      hookTimeout: 180_000,
      testTimeout: 60_000,
    },
  },
];

export default defineConfig({ test: { projects: nodeProjects } });
