import { loadConfig } from './config';
import { DataFolderInUseError } from './db/data-lock';
import { startServer } from './server';

const server = await startServer(loadConfig()).catch((error: unknown) => {
  // Said plainly, without a stack: the operator has a folder to free, not a bug to read.
  if (error instanceof DataFolderInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
console.log(`Ajar is running at ${server.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`${signal}: closing streams, finishing open requests, then the database`);
    // A request that hangs must not keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    void server.close().then(() => process.exit(0));
  });
}
