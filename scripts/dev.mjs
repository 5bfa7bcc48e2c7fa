// `pnpm dev`: the API with reload on API_PORT (3001) and the app's Vite dev server on PORT
// (3000) proxying /v1 to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('pnpm', ['--filter', '@ajar/api', 'dev'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, AJAR_APP_DIST: '/nonexistent' },
  }),
  spawn('pnpm', ['--filter', '@ajar/app', 'dev'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

function stop(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
