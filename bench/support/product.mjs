// The built product (packages/api/dist/main.js) started for a bench on a free port.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Starts the product with its data in `dataDir` (and any other settings in `env`) on a free
 * port (PORT=0); resolves with the child and its address once it says it is running.
 */
export function startProduct(dataDir, env = {}) {
  const child = spawn('node', ['packages/api/dist/main.js'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: '0', AJAR_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const url = /running at (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve({ child, url: url.replace('localhost', '127.0.0.1').replace(/\/$/, '') });
    });
    child.once('exit', (code) => reject(new Error(`the product exited ${code}: ${out}`)));
  });
}

/** Stops a product started above and waits for it to exit. */
export const stopProduct = (child) =>
  child.exitCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')));
