import { ApiError } from '../http/errors';

/**
 * At most `concurrency` password hashes at once, the rest waiting in a queue of at most
 * `queueSize`. scrypt runs on libuv's four-thread pool, which file I/O and DNS share; a
 * burst of sign-ins must leave threads free for them. When the queue is full the caller gets
 * a 503 with Retry-After rather than a wait no one would sit through.
 */
export interface HashGate {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Hashes running and waiting now. */
  readonly load: { running: number; waiting: number };
}

export function hashGate(concurrency: number, queueSize: number, retryAfterSeconds = 5): HashGate {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run(work) {
      if (running >= concurrency) {
        if (waiting.length >= queueSize) {
          throw new ApiError(503, 'busy', { seconds: retryAfterSeconds }, 'busy', {
            'retry-after': String(retryAfterSeconds),
          });
        }
        // The slot passes straight from the finishing hash to this one: `running` stays put.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await work();
      } finally {
        release();
      }
    },
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}
