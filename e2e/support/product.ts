import { spawn, type ChildProcess } from 'node:child_process';

/**
 * A copy of the product on its own port and data folder: each worker's (support/test.ts), and
 * a second one for tests that stop and start the server (the worker's must stay up).
 */
export function startProduct(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const child = spawn('node', ['packages/api/dist/main.js'], {
    env: { ...process.env, ...env, PORT: String(port), AJAR_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('running at')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`product exited with ${code}: ${out}`)));
  });
}

export function stopProduct(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
