// @ts-check
// The embedded database's own thread (see pglite-thread.ts). Plain JavaScript on purpose:
// the same file runs from src/ under tsx and vitest and from dist/ after the build, and a
// worker thread does not inherit the parent's TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
/** @type {{ dataDir?: string, files?: ArrayBuffer }} */
const { dataDir, files } = workerData;

/** What the main thread needs of a failure: PostgreSQL's fields (`code`, `constraint`...). */
const failure = (/** @type {any} */ error) => ({
  ...error,
  name: error?.name ?? 'Error',
  message: error?.message ?? String(error),
});

/** @param {{ rows: unknown[], affectedRows?: number }} result */
const plain = ({ rows, affectedRows }) => ({ rows, affectedRows });

/** @type {Map<string, () => Promise<void>>} */
const listening = new Map();

/** @type {Record<string, (lite: PGlite, message: any) => Promise<unknown>>} */
const operations = {
  query: async (lite, { sql, params }) => plain(await lite.query(sql, params)),
  exec: async (lite, { sql }) => (await lite.exec(sql)).map(plain),
  async listen(lite, { channel }) {
    if (listening.has(channel)) return;
    const stop = await lite.listen(channel, (payload) =>
      port.postMessage({ op: 'notification', channel, payload }),
    );
    listening.set(channel, stop);
  },
  async unlisten(lite, { channel }) {
    const stop = listening.get(channel);
    listening.delete(channel);
    if (stop && !lite.closed) await stop();
  },
  close: async (lite) => {
    if (!lite.closed) await lite.close();
  },
};

try {
  const lite = new PGlite({ dataDir, loadDataDir: files ? new Blob([files]) : undefined });
  await lite.waitReady;
  port.on('message', async (message) => {
    try {
      const result = await operations[message.op](lite, message);
      port.postMessage({ id: message.id, result });
    } catch (error) {
      port.postMessage({ id: message.id, error: failure(error) });
    }
  });
  port.postMessage({ op: 'ready' });
} catch (error) {
  port.postMessage({ op: 'failed', error: failure(error) });
}
