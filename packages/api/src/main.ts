import { loadConfig } from './config';
import { startServer } from './server';

const server = await startServer(loadConfig());
console.log(`Ajar is running at ${server.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`${signal}: closing streams, finishing open requests, then the database`);
    // A request that hangs must not keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    void server.close().then(() => process.exit(0));
  });
}
