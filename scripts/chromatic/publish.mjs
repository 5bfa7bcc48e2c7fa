// `pnpm chromatic`: publishes the built Storybook to Chromatic for designers' review and
// its hosted visual tests. Optional: without CHROMATIC_PROJECT_TOKEN it says so and exits 0,
// so no one (and no CI run) needs an account or the network for it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The CLI's version is pinned: the newest ones need Node 22, this product runs on Node 20. */
export const CHROMATIC_CLI = 'chromatic@16.10.1';

/**
 * What to run for a given environment: nothing (with the reason) when no token is set,
 * else the build (when `storybook-static` is missing) and the upload.
 */
export function plan(env, { hasBuild }) {
  if (!env.CHROMATIC_PROJECT_TOKEN)
    return {
      steps: [],
      message:
        'chromatic: CHROMATIC_PROJECT_TOKEN is not set, nothing published. ' +
        'Set it to the project token from chromatic.com to publish the Storybook.',
    };
  const upload = env.AJAR_CHROMATIC_BIN ? [env.AJAR_CHROMATIC_BIN] : ['pnpm', 'dlx', CHROMATIC_CLI];
  return {
    steps: [
      ...(hasBuild ? [] : [['pnpm', 'run', '--silent', 'build-storybook', '--quiet']]),
      // The token travels in the environment, never on a command line others can read.
      [...upload, '--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes'],
    ],
    message: `chromatic: publishing storybook-static with ${CHROMATIC_CLI}`,
  };
}

export function main(env = process.env) {
  const { steps, message } = plan(env, { hasBuild: existsSync('storybook-static/index.json') });
  console.log(message);
  for (const [command, ...args] of steps) {
    const { status } = spawnSync(command, args, { stdio: 'inherit', env });
    if (status !== 0) return status ?? 1;
  }
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main());
