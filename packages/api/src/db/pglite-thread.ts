import { Worker } from 'node:worker_threads';
import type { Listener } from './listen-connection';
import type { EmbeddedSession, SessionResult } from './pglite-pool';

/**
 * The embedded database (PGlite) in a worker thread. PGlite is PostgreSQL compiled to
 * WebAssembly and runs each query synchronously on the thread that owns it: on the main
 * thread one slow query held every request, stream and timer of the process (issue 21). Here
 * the main thread only posts the SQL and reads the rows back, so while the database works
 * it goes on parsing requests, writing answers and feeding streams, on the machine's second
 * core.
 */
export interface PgliteThread extends EmbeddedSession {
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

interface Reply {
  id?: number;
  op?: 'ready' | 'failed' | 'notification';
  result?: unknown;
  error?: Record<string, unknown> & { message: string };
  channel?: string;
  payload?: string;
}

// Beside this module in src/ and beside main.js in dist/ (a second entry of the build).
const workerFile = new URL('./pglite-worker.mjs', import.meta.url);

const asError = (fields: Reply['error']) =>
  Object.assign(new Error(fields?.message ?? 'database worker failed'), fields);

/** Starts the thread and opens the database in it: from `dataDir`, or in memory from `files`. */
export async function startPgliteThread(
  options: { dataDir?: string; files?: Blob } = {},
): Promise<PgliteThread> {
  const files = options.files ? await options.files.arrayBuffer() : undefined;
  const worker = new Worker(workerFile, {
    workerData: { dataDir: options.dataDir, files },
    transferList: files ? [files] : [],
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(e: Error): void }>();
  const listeners = new Map<string, Set<Listener>>();
  let nextId = 1;
  let closed = false;
  // The thread keeps the process alive only while it owes an answer: an idle database must
  // not hold a finished script open, and a running query must not be cut off by an exit.
  worker.unref();

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    worker.unref();
  };

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: Reply) => {
      if (reply.op === 'ready') return resolve();
      if (reply.op === 'failed') return reject(asError(reply.error));
      if (reply.op === 'notification') {
        for (const listener of listeners.get(reply.channel ?? '') ?? [])
          listener(reply.payload ?? '');
        return;
      }
      const waiter = pending.get(reply.id ?? 0);
      if (!waiter) return;
      pending.delete(reply.id ?? 0);
      if (pending.size === 0) worker.unref();
      if (reply.error) waiter.reject(asError(reply.error));
      else waiter.resolve(reply.result);
    });
    worker.once('error', (error) => {
      reject(error);
      failAll(error);
    });
    worker.once('exit', (code) => {
      closed = true;
      const error = new Error(`the database thread ended (exit code ${code})`);
      reject(error);
      failAll(error);
    });
  });
  worker.ref();
  await ready;
  worker.unref();

  const call = <T>(op: string, fields: Record<string, unknown> = {}) => {
    if (closed) return Promise.reject(new Error('the embedded database is closed'));
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.ref();
      worker.postMessage({ id, op, ...fields });
    });
  };

  return {
    query: (sql, params) => call<SessionResult>('query', { sql, params }),
    exec: (sql) => call<SessionResult[]>('exec', { sql }),
    async listen(channel, listener) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await call('listen', { channel });
      }
      set.add(listener);
      return async () => {
        set.delete(listener);
        if (set.size > 0 || listeners.get(channel) !== set || closed) return;
        listeners.delete(channel);
        await call('unlisten', { channel });
      };
    },
    async close() {
      if (closed) return;
      await call('close');
      closed = true;
      await worker.terminate();
    },
  };
}
